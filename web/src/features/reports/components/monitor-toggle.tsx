import { useState } from 'react';
import { MONITORING_OFF_MESSAGE } from '#core/reports/notification-failure.rules';
import { Button } from '../../../components/button';
import { HttpError } from '../../../lib/http/http-error';
import { logClient } from '../../../lib/http/logger';
import { notificationErrorText, notificationPreferencesApi } from '../../../lib/notification-preferences-api';
import { reportsApi } from '../api/reports-api';

/** Whether a subscribe failed because report monitoring is off (002 section 4: it must be on first). */
const monitoringIsOff = (e: unknown): boolean =>
  e instanceof HttpError && e.status === 409 && e.errors['*']?.[0] === MONITORING_OFF_MESSAGE;

/**
 * "Monitor this report" (000 section 7 notifications/subscribe): members turn monitoring on or off.
 * Report monitoring must be on before a report can be monitored (002 section 4): when the server says
 * it is off, the toggle offers 'Turn on monitoring', which saves the preferences with monitoring on and
 * subscribes again, without leaving the page.
 */
export const MonitorToggle = ({
  reportId,
  reportHistoryId,
  initial,
}: {
  reportId: string;
  reportHistoryId: number | null;
  initial: boolean;
}) => {
  const [on, setOn] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [needsMonitoringOn, setNeedsMonitoringOn] = useState(false);

  const subscribe = (subscribe: boolean) =>
    reportsApi.subscribe({ subscribe, orderItemId: null, reportHistoryId, id: reportId, key: reportId });

  const failed = (e: unknown) => {
    if (monitoringIsOff(e)) {
      setNeedsMonitoringOn(true);
      return;
    }
    setError(notificationErrorText(e));
    void logClient({ level: 'error', message: 'Report Monitoring Failed', details: { reportId } });
  };

  const toggle = () => {
    setBusy(true);
    setError(null);
    setNeedsMonitoringOn(false);
    subscribe(!on)
      .then((r) => setOn(r.isMonitored), failed)
      .finally(() => setBusy(false));
  };

  const turnOnAndRetry = () => {
    setBusy(true);
    setError(null);
    notificationPreferencesApi
      .get()
      .then(({ notificationPreferences: current }) =>
        notificationPreferencesApi.save(current, {
          isEnabled: true,
          isAutoReportMonitoringEnabled: current.isAutoReportMonitoringEnabled,
        }),
      )
      .then(() => subscribe(true))
      .then(
        (r) => {
          setNeedsMonitoringOn(false);
          setOn(r.isMonitored);
        },
        (e: unknown) => {
          setNeedsMonitoringOn(false);
          failed(e);
        },
      )
      .finally(() => setBusy(false));
  };

  return (
    <div className="rep-monitor">
      <span className={`rep-monitor__state${on ? ' is-on' : ''}`} data-testid="monitor-state">
        Monitoring {on ? 'on' : 'off'}
      </span>
      {needsMonitoringOn ? (
        <span className="rep-monitor__off" role="alert">
          {MONITORING_OFF_MESSAGE}{' '}
          <Button size="sm" variant="accent" loading={busy} onClick={turnOnAndRetry}>
            Turn on monitoring
          </Button>
        </span>
      ) : (
        <Button size="sm" variant="secondary" loading={busy} onClick={toggle}>
          {on ? 'Stop monitoring' : 'Monitor this report'}
        </Button>
      )}
      {error && <span className="rep-monitor__error">{error}</span>}
    </div>
  );
};
