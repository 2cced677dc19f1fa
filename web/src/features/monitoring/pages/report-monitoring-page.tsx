import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { NotificationPreferencesInput, type NotificationsReply } from '#core/shared/reports/notifications.schema';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { useRequest } from '../../../lib/http/use-request';
import { formatBadgeCount } from '../../../lib/layout.rules';
import { notificationErrorText, notificationPreferencesApi } from '../../../lib/notification-preferences-api';
import { monitoringApi } from '../api/monitoring-api';
import { MonitoringSubnav } from '../components/monitoring-subnav';
import { useUpdatesStore } from '../stores/updates-store';
import '../monitoring.css';
import { showToast } from '../../../lib/toast/toast-store';

const savedStateLine = (p: NotificationsReply['preferences']): string =>
  p.isEnabled
    ? `Report monitoring is on. ${
        p.isAutoReportMonitoringEnabled
          ? 'New reports you open are monitored automatically.'
          : 'You choose which reports to monitor.'
      }`
    : 'Report monitoring is off.';

/** The form of the preferences, seeded from the saved ones. */
const PreferencesForm = ({
  data,
  saved,
  setSaved,
  onSaved,
}: {
  data: NotificationsReply;
  /** Whether the last save went through (kept by the page: the form is seeded anew after each save). */
  saved: boolean;
  setSaved: (saved: boolean) => void;
  onSaved: () => void;
}) => {
  const [isEnabled, setEnabled] = useState(data.preferences.isEnabled);
  const [isAuto, setAuto] = useState(data.preferences.isAutoReportMonitoringEnabled);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = NotificationPreferencesInput.safeParse({ isEnabled, isAutoReportMonitoringEnabled: isAuto });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please choose on or off');
      return;
    }
    setBusy(true);
    setError(null);
    setSaved(false);
    notificationPreferencesApi
      .save(data.preferences, parsed.data)
      .then(
        () => {
          setSaved(true);
          showToast({ title: 'Preferences saved', msg: 'Alerts now follow your new choices.', type: 'success' });
          onSaved();
        },
        (err: unknown) => setError(notificationErrorText(err)),
      )
      .finally(() => setBusy(false));
  };

  return (
    <form className="mon-form" onSubmit={submit} aria-label="Report monitoring preferences">
      <label className="mon-check">
        <input type="checkbox" checked={isEnabled} onChange={(e) => setEnabled(e.target.checked)} />
        Turn on report monitoring
      </label>
      <label className="mon-check">
        <input type="checkbox" checked={isAuto} onChange={(e) => setAuto(e.target.checked)} />
        Monitor new reports automatically
      </label>
      {error && <Alert tone="error">{error}</Alert>}
      {saved && !error && <Alert tone="success">Your monitoring preferences are saved.</Alert>}
      <Button type="submit" loading={busy}>
        Save preferences
      </Button>
    </form>
  );
};

/**
 * /dashboard/monitoring/report-monitoring (000 section 2; 002 sections 3, 4 and 7): turning report
 * monitoring on (it must be on before a report can be monitored) and the automatic monitoring of new
 * reports; the saved state, the monitored reports count and the updates count.
 */
export const ReportMonitoringPage = () => {
  const list = useRequest('report-monitoring', (signal) => monitoringApi.list(signal), { keepPrevious: true });
  const [saved, setSaved] = useState(false);
  const setCount = useUpdatesStore((s) => s.setCount);
  const data = list.data;
  useEffect(() => {
    if (data) setCount(data.status.totalUpdatesAvailable);
  }, [data, setCount]);
  const updates = data ? (formatBadgeCount(data.status.totalUpdatesAvailable) ?? '0') : null;

  return (
    <PageContainer title="Report Monitoring" width="narrow" className="mon-page">
      <MonitoringSubnav />
      {list.error && !data ? (
        <Alert tone="error">{notificationErrorText(list.error)}</Alert>
      ) : !data ? (
        <Spinner label="Loading your monitoring preferences" />
      ) : (
        <>
          <Card title="Your monitoring">
            <p className="mon-saved" data-testid="monitoring-saved-state">
              {savedStateLine(data.preferences)}
            </p>
            <dl className="mon-stats">
              <div>
                <dt>Reports monitored</dt>
                <dd data-testid="reports-monitored">{data.status.totalReportsMonitored}</dd>
              </div>
              <div>
                <dt>Updates</dt>
                <dd data-testid="updates-count">{updates}</dd>
              </div>
            </dl>
            <Link to="/notifications" className="mon-link">
              See your updates
            </Link>
          </Card>
          <Card title="Preferences">
            {/* A new key after each answer seeds the form from the saved preferences. */}
            <PreferencesForm
              key={`${data.preferences.reportMonitoringAccountId ?? 'new'}:${data.preferences.isEnabled}:${data.preferences.isAutoReportMonitoringEnabled}`}
              data={data}
              saved={saved}
              setSaved={setSaved}
              onSaved={list.reload}
            />
          </Card>
        </>
      )}
    </PageContainer>
  );
};
