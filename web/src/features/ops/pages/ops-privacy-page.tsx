import type { PrivacyQueueRow } from '#core/privacy/privacy-case-queue.rules';
import { PageContainer } from '../../../components/page-container';
import { useRequest } from '../../../lib/http/use-request';
import { opsApi } from '../api/ops-api';
import { OpsGate, OpsNav } from '../components/ops-gate';
import '../ops.css';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '');

const KIND_LABEL: Record<PrivacyQueueRow['kind'], string> = {
  know: 'Know (a copy)',
  delete: 'Delete (opt out)',
  correct: 'Correct',
};

/** A due date, marked when it passed while the work is not done. */
const Due = ({ date, overdue, label }: { date: string; overdue: boolean; label: string }) => (
  <span className={overdue ? 'ops-overdue' : undefined}>
    {date}
    {overdue && <strong> overdue</strong>}
    <span className="tw-visually-hidden"> ({label})</span>
  </span>
);

/** One case: its dates, what it is, where it came from, and its audit trail on expand. */
const CaseRow = ({ c }: { c: PrivacyQueueRow }) => (
  <tr data-testid={`privacy-case-${c.id}`} className={c.overdue ? 'ops-row-overdue' : undefined}>
    <td className="ops-nowrap">
      <Due date={c.confirmBy} overdue={c.confirmOverdue} label="confirm by" />
    </td>
    <td className="ops-nowrap">
      <Due date={c.completeBy} overdue={c.overdue} label="complete by" />
    </td>
    <td>{KIND_LABEL[c.kind]}</td>
    <td className="ops-nowrap">{c.channel}</td>
    <td>{c.state}</td>
    <td>{when(c.receivedAt)}</td>
    <td>{c.contact ?? <span className="ops-muted">none</span>}</td>
    <td>{c.personId === null ? <span className="ops-muted">unknown</span> : c.personId}</td>
    <td className="ops-correction">
      {c.correction ?? <span className="ops-muted">–</span>}
      <details className="ops-events">
        <summary>
          Audit trail ({c.events.length} {c.events.length === 1 ? 'event' : 'events'})
        </summary>
        <ol>
          {c.events.map((e) => (
            <li key={`${e.at}-${e.event}`}>
              {when(e.at)}: <strong>{e.event}</strong> by {e.actor}
              {e.detail ? ` – ${e.detail}` : ''}
            </li>
          ))}
        </ol>
      </details>
    </td>
  </tr>
);

/**
 * /ops/privacy: the open privacy cases (docs/decisions/0074), the same list as `npm run privacy -- cases`:
 * earliest completion due date first, with the confirm-by and complete-by dates (10 business days, 45
 * calendar days) and the overdue ones marked, the kind, channel, state, received time, the masked contact,
 * the correction asked for, and each case's audit trail.
 */
export const OpsPrivacyPage = () => {
  const req = useRequest('ops-privacy', (signal) => opsApi.privacyCases(signal));
  const cases = req.data?.cases ?? [];
  const overdue = cases.filter((c) => c.overdue).length;
  return (
    <PageContainer width="wide" title="Privacy cases" className="ops-page">
      <OpsNav />
      <OpsGate path="/ops/privacy" loading={req.loading} error={req.error}>
        <p data-testid="privacy-summary">
          {cases.length} open {cases.length === 1 ? 'case' : 'cases'} on {req.data?.today}
          {overdue > 0 ? `, ${overdue} overdue` : ''}. Receipt is confirmed within 10 business days and the request
          completed within 45 calendar days.
        </p>
        {cases.length > 0 && (
          <div className="ops-table-wrap">
            <table className="ops-table ops-table-top" data-testid="privacy-cases">
              <caption className="tw-visually-hidden">Open privacy cases, earliest completion due date first</caption>
              <thead>
                <tr>
                  <th scope="col">Confirm by</th>
                  <th scope="col">Complete by</th>
                  <th scope="col">Kind</th>
                  <th scope="col">Channel</th>
                  <th scope="col">State</th>
                  <th scope="col">Received</th>
                  <th scope="col">Contact</th>
                  <th scope="col">Person</th>
                  <th scope="col">Correction</th>
                </tr>
              </thead>
              <tbody>
                {cases.map((c) => (
                  <CaseRow key={c.id} c={c} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </OpsGate>
    </PageContainer>
  );
};
