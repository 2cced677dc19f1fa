import type { ReactNode } from 'react';
import type { IdentityMonitoringStatus } from '#core/identity/identity-monitoring.schema';
import { LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { useRequest } from '../../../lib/http/use-request';
import { identityMonitoringApi } from '../api/identity-monitoring-api';
import { AlertsPanel } from '../components/alerts-panel';
import { BreachesPanel } from '../components/breaches-panel';
import { PersonalInfoPanel } from '../components/personal-info-panel';
import { ReportActivityPanel } from '../components/report-activity-panel';
import { SETUP_STEP_LABELS, SetupSteps } from '../components/setup-steps';
import { nextSetupPath } from '../hooks/use-setup-status';
import '../identity-monitoring.css';

/** The step indicator's index of the next step (select-identity: all four done). */
const stepIndex = (s: IdentityMonitoringStatus): number =>
  s.nextStep === 'verify-email' ? 1 : s.nextStep === 'personal-info' ? 2 : s.nextStep === 'verify-phone' ? 3 : 4;

const SetupProgress = ({ status }: { status: IdentityMonitoringStatus }) => {
  const index = stepIndex(status);
  const next = index < SETUP_STEP_LABELS.length ? SETUP_STEP_LABELS[index] : 'Choose your identity';
  return (
    <Card title="Finish setting up identity monitoring" aria-label="Set-up progress">
      <p>
        Identity monitoring is included with your account. Finish the set-up and we start watching data breaches and
        public records for you.
      </p>
      <SetupSteps current={index} />
      <LinkButton to={nextSetupPath(status)}>Continue: {next}</LinkButton>
    </Card>
  );
};

/** The active monitoring: alerts, breaches, report activity and personal information. */
const ActiveMonitoring = () => {
  const alerts = useRequest('im-alerts', (s) => identityMonitoringApi.alerts(s), { keepPrevious: true });
  const breaches = useRequest('im-breaches', (s) => identityMonitoringApi.breaches(s), { keepPrevious: true });
  const activity = useRequest('im-activity', (s) => identityMonitoringApi.reportActivity(s));
  const info = useRequest('im-info', (s) => identityMonitoringApi.personalInformation(s), { keepPrevious: true });
  const block = (state: { data: unknown; error: unknown }, label: string, content: () => ReactNode) =>
    state.data ? content() : state.error ? <ErrorSummary error={state.error} /> : <Spinner label={label} />;

  return (
    <div className="im-dashboard">
      {block(alerts, 'Loading your alerts', () => (
        <AlertsPanel alerts={alerts.data?.alerts ?? []} unseen={alerts.data?.unseen ?? 0} onChanged={alerts.reload} />
      ))}
      {block(breaches, 'Loading breaches', () => (
        <BreachesPanel
          breaches={breaches.data?.breaches ?? []}
          onChanged={() => {
            breaches.reload();
            alerts.reload();
          }}
        />
      ))}
      {block(activity, 'Loading report activity', () =>
        activity.data ? <ReportActivityPanel activity={activity.data} /> : null,
      )}
      {block(info, 'Loading your personal information', () => (
        <PersonalInfoPanel info={info.data?.personalInformation ?? null} onSaved={info.reload} />
      ))}
    </div>
  );
};

/**
 * /dashboard/monitoring/identity-monitoring (000 section 2 "Under monitoring"): the set-up progress
 * with a link to the next step while it is not done; then the alerts, breaches, report activity and
 * personal information. `subnav` is the dashboard's monitoring navigation, composed by the app.
 */
export const IdentityDashboardPage = ({ subnav }: { subnav?: ReactNode }) => {
  const status = useRequest('identity-monitoring-status', (s) => identityMonitoringApi.status(s));
  return (
    <PageContainer title="Identity Monitoring" className="im-page im-page--dashboard">
      {subnav}
      {status.data ? (
        status.data.nextStep !== null ? (
          <SetupProgress status={status.data} />
        ) : (
          <>
            <p className="im-muted" data-testid="monitoring-active">
              Monitoring {status.data.maskedEmail}
              {status.data.maskedPhone ? ` and ${status.data.maskedPhone}` : ''}
              {status.data.activatedAt
                ? ` since ${new Date(status.data.activatedAt).toLocaleDateString('en-US', { dateStyle: 'long' })}`
                : ''}
              .
            </p>
            <ActiveMonitoring />
          </>
        )
      ) : status.error ? (
        <ErrorSummary error={status.error} />
      ) : (
        <Spinner label="Loading your identity monitoring" />
      )}
    </PageContainer>
  );
};
