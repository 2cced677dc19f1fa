import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { HttpError } from '../../../lib/http/http-error';
import { useSessionStore } from '../../../lib/session/session-store';

/** The operator pages' tabs. */
export const OpsNav = () => (
  <nav aria-label="Operator pages" className="ops-nav">
    <NavLink to="/ops/flags">Feature flags</NavLink>
    <NavLink to="/ops/experiments">Experiments</NavLink>
    <NavLink to="/ops/privacy">Privacy cases</NavLink>
  </nav>
);

/**
 * What an operator page shows before its data: a log-in link when signed out (the API answers 401), the
 * server's message when the account is not an operator (403), a spinner while loading.
 */
export const OpsGate = ({
  path,
  loading,
  error,
  children,
}: {
  path: string;
  loading: boolean;
  error: unknown;
  children: ReactNode;
}) => {
  const status = useSessionStore((s) => s.status);
  if (status === 'signedOut' || (error instanceof HttpError && error.status === 401)) {
    return (
      <Alert tone="warning" title="Please log in">
        The operator pages are for Tracewell staff.{' '}
        <Link to={`/login?redirect=${encodeURIComponent(path)}`}>Log in</Link>
      </Alert>
    );
  }
  if (error) {
    const text =
      error instanceof HttpError ? (error.errors['*']?.[0] ?? 'Sorry, an error occurred') : 'Sorry, an error occurred';
    return <Alert tone="error">{text}</Alert>;
  }
  if (loading) return <Spinner label="Loading" />;
  return <>{children}</>;
};
