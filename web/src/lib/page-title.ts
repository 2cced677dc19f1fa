import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { create } from 'zustand';

/** A page's own title for the path it was set on (see {@link usePageTitle}); the shell shows it over the route's. */
export type TitleOverride = { path: string; title: string };

type PageTitleState = {
  titleOverride: TitleOverride | null;
  setTitleOverride: (override: TitleOverride | null) => void;
};

export const usePageTitleStore = create<PageTitleState>()((set) => ({
  titleOverride: null,
  setTitleOverride: (titleOverride) => set({ titleOverride }),
}));

/** The title the shell shows on `pathname`: the page's override for this path, else the route's title. */
export const useShownTitle = (pathname: string, routeTitle: string): string => {
  const override = usePageTitleStore((s) => s.titleOverride);
  return override && override.path === pathname ? override.title : routeTitle;
};

/**
 * Replaces the route's title while the calling page is shown, e.g. "Loading Report" until a report
 * is ready (000 section 2). The shell applies it with the usual 9 ms delay.
 */
export const usePageTitle = (title: string | undefined): void => {
  const { pathname } = useLocation();
  const setTitleOverride = usePageTitleStore((s) => s.setTitleOverride);
  useEffect(() => {
    if (title === undefined) return;
    setTitleOverride({ path: pathname, title });
    return () => {
      const current = usePageTitleStore.getState().titleOverride;
      if (current?.path === pathname && current.title === title) setTitleOverride(null);
    };
  }, [pathname, title, setTitleOverride]);
};
