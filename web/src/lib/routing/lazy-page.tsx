import { type ComponentType, lazy } from 'react';

/**
 * A page (or dashboard block) that loads on demand: route-level code splitting (issue 19). The
 * module's chunk is fetched the first time the component renders; the shell's Suspense boundary
 * around the page shows the loading block meanwhile. Named exports stay named in the page files.
 *
 * ```tsx
 * const HelpPage = lazyPage(() => import('./pages/help-page'), 'HelpPage');
 * ```
 */
export const lazyPage = <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] as ComponentType<ComponentProps<M[K]>> })));

type ComponentProps<C> = C extends ComponentType<infer P> ? P : never;
