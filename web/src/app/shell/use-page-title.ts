import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useShellStore } from './shell-store';

/**
 * Replaces the route's title while the calling page is shown, e.g. "Loading Report" until a report
 * is ready (000 section 2). The shell applies it with the usual 9 ms delay.
 */
export const usePageTitle = (title: string | undefined): void => {
  const { pathname } = useLocation();
  const setTitleOverride = useShellStore((s) => s.setTitleOverride);
  useEffect(() => {
    if (title === undefined) return;
    setTitleOverride({ path: pathname, title });
    return () => {
      const current = useShellStore.getState().titleOverride;
      if (current?.path === pathname && current.title === title) setTitleOverride(null);
    };
  }, [pathname, title, setTitleOverride]);
};
