import { useCallback, useLayoutEffect, useRef } from 'react';
// biome-ignore lint/style/noRestrictedImports: the one place that wraps react-router's hook
import { type NavigateFunction, useNavigate as useRouterNavigate } from 'react-router-dom';

/**
 * react-router's `useNavigate`, kept the same function for the life of the component. Under declarative
 * routes (web/src/app/router.tsx) react-router hands out a new function after every change of path, so
 * an effect that lists `navigate` among its dependencies would run again after its own navigation
 * (sending a tracked view twice, or redirecting in a loop). Pages import this one; lint forbids the other.
 */
export const useNavigate = (): NavigateFunction => {
  const navigate = useRouterNavigate();
  const latest = useRef(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  });
  return useCallback(((to, options) => latest.current(to as never, options)) as NavigateFunction, []);
};
