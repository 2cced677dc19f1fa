import type { ReactNode } from 'react';
import type { IdentityMonitoringStatus } from '#core/identity/identity-monitoring.schema';
import { ErrorSummary } from '../../../components/error-summary';
import { Spinner } from '../../../components/spinner';

/** Shows the screen once its set-up status allows it; a spinner while it loads or redirects. */
export const SetupGate = ({
  state,
  children,
}: {
  state: { status: IdentityMonitoringStatus | null; error: unknown };
  children: (status: IdentityMonitoringStatus) => ReactNode;
}) =>
  state.status ? (
    children(state.status)
  ) : state.error ? (
    <ErrorSummary error={state.error} />
  ) : (
    <Spinner label="Loading your set-up" />
  );
