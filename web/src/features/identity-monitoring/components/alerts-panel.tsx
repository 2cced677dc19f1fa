import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { IdentityAlert } from '#core/identity/identity-monitoring.schema';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ErrorSummary } from '../../../components/error-summary';
import { identityMonitoringApi } from '../api/identity-monitoring-api';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * The identity alerts, newest first as the server sends them; unseen ones marked New. The member marks
 * one or all of them seen (POST identity-monitoring/alerts/seen).
 */
export const AlertsPanel = ({
  alerts,
  unseen,
  onChanged,
}: {
  alerts: readonly IdentityAlert[];
  unseen: number;
  onChanged: () => void;
}) => {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const markSeen = async (key: string, ids?: readonly string[]) => {
    setBusy(key);
    setError(null);
    try {
      await identityMonitoringApi.markAlertsSeen(ids);
      onChanged();
    } catch (err) {
      setError(err);
    }
    setBusy(null);
  };

  return (
    <Card title="Alerts" id="alerts" aria-label="Alerts">
      <div className="im-panel__head">
        <p className="im-muted" data-testid="unseen-alerts">
          {unseen === 0 ? 'No new alerts.' : `${unseen} new alert${unseen === 1 ? '' : 's'}`}
        </p>
        {unseen > 0 && (
          <Button variant="secondary" size="sm" loading={busy === 'all'} onClick={() => void markSeen('all')}>
            Mark all as seen
          </Button>
        )}
      </div>
      <ErrorSummary error={error} />
      {alerts.length === 0 ? (
        <p className="im-muted">We have not found anything about you yet. We keep watching and will alert you here.</p>
      ) : (
        <ul className="im-alerts" aria-label="Identity alerts">
          {alerts.map((a) => (
            <li key={a.id} className={`im-alert${a.seen ? '' : ' im-alert--new'}`} data-testid="identity-alert">
              <div className="im-alert__body">
                {!a.seen && <span className="im-tag im-tag--new">New</span>}
                <span className="im-tag">{a.kind === 'breach' ? 'Breach' : 'Record'}</span>
                <Link to={a.url}>{a.text}</Link>
                <span className="im-muted im-alert__date">{when(a.createdAt)}</span>
              </div>
              {!a.seen && (
                <Button
                  variant="ghost"
                  size="sm"
                  loading={busy === a.id}
                  onClick={() => void markSeen(a.id, [a.id])}
                  aria-label={`Mark as seen: ${a.text}`}
                >
                  Mark as seen
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
