import { formatMembershipDate } from '#core/membership/subscriptions/subscription-display.rules';
import { Alert } from '../../../components/alert';
import { LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { useRequest } from '../../../lib/http/use-request';
import { membershipApi } from '../api/membership-api';
import '../membership.css';

/** The usage gauge (000 section 9: "Usage gauge shows percent"). */
export const UsageGauge = ({ percent }: { percent: number }) => {
  const p = Math.max(0, Math.min(100, percent));
  return (
    <div className="ms-gauge">
      <meter className="tw-visually-hidden" min={0} max={100} value={p} aria-label="Reports used this period">
        {p}%
      </meter>
      <div className="ms-gauge__fill" style={{ width: `${p}%` }} aria-hidden="true" />
      <span className="ms-gauge__label" aria-hidden="true">
        <span>{p}%</span>
      </span>
    </div>
  );
};

/** /dashboard/usage, "Membership Usage" (000 section 2). */
export const UsagePage = () => {
  const request = useRequest('usage', () => membershipApi.usage());
  // undefined while loading, null without an active membership.
  const usage = request.data ? request.data.usage : undefined;
  const error = request.error;
  return (
    <PageContainer title="Membership Usage" width="narrow" className="ms-page">
      <ErrorSummary error={error} />
      {usage === undefined && !error && <Spinner label="Loading usage" />}
      {usage === null && (
        <Card>
          <p>You have no active membership.</p>
          <LinkButton to="/join">See Membership Plans</LinkButton>
        </Card>
      )}
      {usage && (
        <Card title={usage.name}>
          <p className="ms-plan__limit" data-testid="usage-limit">
            Report limit: <strong>{usage.limit.toLocaleString('en-US')} reports</strong> this period
          </p>
          <UsageGauge percent={usage.percent} />
          <p className="ms-usage-figures" data-testid="usage-figures">
            {usage.used} of {usage.limit} reports used · {usage.remaining} left
          </p>
          <p className="ms-muted">
            This period: {formatMembershipDate(usage.periodStart)}
            {usage.periodEnd ? ` to ${formatMembershipDate(usage.periodEnd)}` : ''}.
          </p>
          {usage.reachedLimit && <Alert tone="warning">You have reached your report limit for this period.</Alert>}
        </Card>
      )}
    </PageContainer>
  );
};
