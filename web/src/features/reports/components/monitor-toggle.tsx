import { useState } from 'react';
import { Button } from '../../../components/button';
import { HttpError } from '../../../lib/http/http-error';
import { logClient } from '../../../lib/http/logger';
import { reportsApi } from '../api/reports-api';

/** "Monitor this report" (000 section 7 notifications/subscribe): members turn monitoring on or off. */
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
  const toggle = () => {
    setBusy(true);
    setError(null);
    reportsApi
      .subscribe({ subscribe: !on, orderItemId: null, reportHistoryId, id: reportId, key: reportId })
      .then(
        (r) => setOn(r.isMonitored),
        (e: unknown) => {
          setError(e instanceof HttpError ? e.message : 'XHR failed');
          void logClient({ level: 'error', message: 'Report Monitoring Failed', details: { reportId } });
        },
      )
      .finally(() => setBusy(false));
  };
  return (
    <div className="rep-monitor">
      <span className={`rep-monitor__state${on ? ' is-on' : ''}`} data-testid="monitor-state">
        Monitoring {on ? 'on' : 'off'}
      </span>
      <Button size="sm" variant="secondary" loading={busy} onClick={toggle}>
        {on ? 'Stop monitoring' : 'Monitor this report'}
      </Button>
      {error && <span className="rep-monitor__error">{error}</span>}
    </div>
  );
};
