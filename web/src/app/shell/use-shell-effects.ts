import { useEffect } from 'react';
import type { Location } from 'react-router-dom';
import {
  NAV_SCROLL_DELAY_MS,
  NAV_TITLE_DELAY_MS,
  navBodyClass,
  navDocumentTitle,
  navScrollAction,
} from '../../lib/routing/navigation.rules';

/**
 * The shell's side effects on every navigation (000 section 2, 002 section 4):
 * - the document title, 9 ms after the route changes;
 * - the `route-<name>` body class, replaced on navigation;
 * - the scroll position, 99 ms after navigation: to the element named by the hash or the
 *   `scrollTo` query value (as soon as it is on screen, for a page still loading), else to the top
 *   (except under /dashboard).
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
    let observer: MutationObserver | undefined;
    const scrollToElement = (id: string): boolean => {
      const element = document.getElementById(id);
      element?.scrollIntoView({ block: 'start' });
      return element !== null;
    };
    const timer = setTimeout(() => {
      if (action.kind !== 'element') window.scrollTo(0, 0);
      else if (!scrollToElement(action.id)) {
        // The page loads on demand and may not be on screen yet: scroll once its element appears.
        observer = new MutationObserver(() => {
          if (scrollToElement(action.id)) observer?.disconnect();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      }
    }, NAV_SCROLL_DELAY_MS);
    return () => {
      clearTimeout(timer);
      observer?.disconnect();
    };
  }, [pathname, search, hash, key]);
};
