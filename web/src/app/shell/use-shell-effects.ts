import { useEffect } from 'react';
import type { Location } from 'react-router-dom';
import {
  NAV_SCROLL_DELAY_MS,
  NAV_TITLE_DELAY_MS,
  navBodyClass,
  navDocumentTitle,
  navScrollAction,
} from '#core/shell/navigation.rules';

/**
 * The shell's side effects on every navigation (000 section 2, 002 section 4):
 * - the document title, 9 ms after the route changes;
 * - the `route-<name>` body class, replaced on navigation;
 * - the scroll position, 99 ms after navigation: to the element named by the hash or the
 *   `scrollTo` query value, else to the top (except under /dashboard).
 */
export const useShellEffects = (routeName: string, title: string, location: Location): void => {
  useEffect(() => {
    const timer = setTimeout(() => {
      document.title = navDocumentTitle(title);
    }, NAV_TITLE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [title]);

  useEffect(() => {
    const cls = navBodyClass(routeName);
    document.body.classList.add(cls);
    return () => document.body.classList.remove(cls);
  }, [routeName]);

  const { pathname, search, hash, key } = location;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` marks a new navigation to the same URL.
  useEffect(() => {
    const action = navScrollAction(pathname, search, hash);
    if (action.kind === 'none') return;
    const timer = setTimeout(() => {
      if (action.kind === 'element') document.getElementById(action.id)?.scrollIntoView({ block: 'start' });
      else window.scrollTo(0, 0);
    }, NAV_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, search, hash, key]);
};
