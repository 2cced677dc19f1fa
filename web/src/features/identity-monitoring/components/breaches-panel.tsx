import { useState } from 'react';
import type { Breach } from '#core/identity/identity-monitoring.schema';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ErrorSummary } from '../../../components/error-summary';
import { identityMonitoringApi } from '../api/identity-monitoring-api';

const STATUS_LABEL: Record<Breach['status'], string> = { new: 'New', seen: 'Seen', resolved: 'Resolved' };

const day = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The breaches that exposed the member's e-mail or phone: the source, when it happened and became
 * public, what leaked and what to do. The member marks one seen or resolved (update-user-breach).
 */
export const BreachesPanel = ({
  breaches,
  onChanged,
}: {
  breaches: readonly Breach[];
  onChanged: (breach: Breach) => void;
}) => {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const update = async (b: Breach, status: 'seen' | 'resolved') => {
    setBusy(`${b.id}:${status}`);
    setError(null);
    try {
      onChanged((await identityMonitoringApi.updateBreach(b.id, status)).breach);
    } catch (err) {
      setError(err);
    }
    setBusy(null);
  };

  return (
    <Card title="Data breaches" id="breaches" aria-label="Data breaches">
      <ErrorSummary error={error} />
      {breaches.length === 0 ? (
        <p className="im-muted">Good news: we found your e-mail and phone number in no known breach.</p>
      ) : (
        <ul className="im-breaches" aria-label="Breaches">
          {breaches.map((b) => (
            <li key={b.id} id={`breach-${b.id}`} className={`im-breach im-breach--${b.status}`} data-testid="breach">
              <div className="im-breach__head">
                <h3 className="im-breach__source">{b.source}</h3>
                <span className={`im-tag im-tag--${b.status}`}>{STATUS_LABEL[b.status]}</span>
              </div>
              <dl className="im-breach__facts">
                <div>
                  <dt>Breached</dt>
                  <dd>{day(b.breachDate)}</dd>
                </div>
                <div>
                  <dt>Made public</dt>
                  <dd>{day(b.disclosedDate)}</dd>
                </div>
                <div>
                  <dt>Found</dt>
                  <dd>{b.exposedIdentifier}</dd>
                </div>
                <div>
                  <dt>What leaked</dt>
                  <dd>{b.dataExposed.join(', ')}</dd>
                </div>
              </dl>
              <p className="im-breach__advice">
                <strong>What to do:</strong> {b.advice}
              </p>
              {b.status !== 'resolved' && (
                <div className="im-actions">
                  <Button
                    size="sm"
                    loading={busy === `${b.id}:resolved`}
                    onClick={() => void update(b, 'resolved')}
                    aria-label={`Mark as resolved: ${b.source} breach`}
                  >
                    Mark as resolved
                  </Button>
                  {b.status === 'new' && (
                    <Button
                      size="sm"
                      variant="secondary"
                      loading={busy === `${b.id}:seen`}
                      onClick={() => void update(b, 'seen')}
                      aria-label={`Mark as seen: ${b.source} breach`}
                    >
                      Mark as seen
                    </Button>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
};
