import { useLayoutEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MonitoredReport } from '#core/shared/reports/notifications.schema';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { useRequest } from '../../../lib/http/use-request';
import { notificationErrorText } from '../../../lib/notification-preferences-api';
import { ALERT_IDS_PER_CALL, monitoringApi } from '../api/monitoring-api';
import { type AlertGroup, AlertsByReport } from '../components/alerts-by-report';
import { MonitoredReportsList } from '../components/monitored-reports-list';
import { useUpdatesStore } from '../stores/updates-store';
import '../monitoring.css';
import { useNavigate } from '../../../lib/routing/use-navigate';

type Busy = 'refresh' | 'mark-all' | null;

/**
 * /notifications (000 section 2: no footer, little nav; 002 sections 4 and 7): the alerts of the
 * monitored reports, newest first and grouped by report, 'Check for updates', 'Mark all as seen', and
 * the monitored reports with their unseen counts and 'Stop monitoring'. Opening a report from an alert
 * marks that report's alerts seen first. Failures show the spec's text (002 section 8).
 */
export const NotificationsPage = () => {
  const navigate = useNavigate();
  const setCount = useUpdatesStore((s) => s.setCount);
  const list = useRequest('notifications', (signal) => monitoringApi.list(signal), { keepPrevious: true });
  const [busy, setBusy] = useState<Busy>(null);
  const [stopping, setStopping] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const data = list.data;

  // Before the page can be clicked (a layout effect runs in the commit, a plain one may run after the
  // first click): opening a report drops its alerts from this count.
  useLayoutEffect(() => {
    if (data) setCount(data.status.totalUpdatesAvailable);
  }, [data, setCount]);

  const run = (what: Busy, action: () => Promise<unknown>) => {
    setBusy(what);
    setError(null);
    action()
      .then(
        () => list.reload(),
        (e: unknown) => setError(notificationErrorText(e)),
      )
      .finally(() => setBusy(null));
  };

  const checkForUpdates = () => run('refresh', () => monitoringApi.refresh());

  const unseenIds = data ? data.alerts.filter((a) => !a.seen).map((a) => a.id) : [];
  const markAllSeen = () =>
    run('mark-all', async () => {
      for (let i = 0; i < unseenIds.length; i += ALERT_IDS_PER_CALL) {
        const reply = await monitoringApi.markSeen({ alertIds: unseenIds.slice(i, i + ALERT_IDS_PER_CALL) });
        setCount(reply.totalUpdatesAvailable);
      }
    });

  // The report's page marks the facts its unseen alerts name and marks those alerts seen (server side,
  // core/reports/view-report.steps.ts): here the badge only drops them.
  const openReport = (group: AlertGroup) => {
    setError(null);
    const count = useUpdatesStore.getState().count;
    if (group.unseen > 0 && count !== null) setCount(Math.max(0, count - group.unseen));
    navigate(group.url);
  };

  const stop = (report: MonitoredReport) => {
    setStopping(report.reportId);
    setError(null);
    monitoringApi
      .stopMonitoring(report)
      .then(
        () => list.reload(),
        (e: unknown) => setError(notificationErrorText(e)),
      )
      .finally(() => setStopping(null));
  };

  return (
    <PageContainer title="Notifications" lead="What changed in the reports you monitor." className="mon-page">
      <div className="mon-actions">
        <Button variant="secondary" loading={busy === 'refresh'} disabled={busy !== null} onClick={checkForUpdates}>
          Check for updates
        </Button>
        <Button
          variant="ghost"
          loading={busy === 'mark-all'}
          disabled={busy !== null || unseenIds.length === 0}
          onClick={markAllSeen}
        >
          Mark all as seen
        </Button>
        <Link to="/dashboard/monitoring/report-monitoring" className="mon-link">
          Monitoring settings
        </Link>
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      {list.error && !data ? (
        <Alert tone="error">{notificationErrorText(list.error)}</Alert>
      ) : !data ? (
        <Spinner label="Loading notifications" />
      ) : (
        <div className="mon-layout">
          <Card title="Updates" className="mon-updates">
            {!data.status.isReportMonitoringEnabledByUser && (
              <Alert tone="info">
                Report monitoring is off.{' '}
                <Link to="/dashboard/monitoring/report-monitoring">Turn on report monitoring</Link> to get updates.
              </Alert>
            )}
            {data.alerts.length === 0 ? (
              <p className="mon-empty">
                No updates yet. When a report you monitor changes, what changed shows here and in an e-mail.
              </p>
            ) : (
              <AlertsByReport alerts={data.alerts} onOpen={openReport} />
            )}
          </Card>
          <Card title={`Monitored reports (${data.status.totalReportsMonitored})`} className="mon-monitored">
            <MonitoredReportsList reports={data.reports} stopping={stopping} onStop={stop} />
          </Card>
        </div>
      )}
    </PageContainer>
  );
};
