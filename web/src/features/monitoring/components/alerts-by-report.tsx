import type { MonitoringAlert } from '#core/shared/reports/notifications.schema';
import { formatDateMdy, isoDateToMdy } from '#core/shell/time.rules';

/** A date of the wire (an ISO calendar date or an instant) as MM/DD/YYYY (002 section 9). */
export const monitoringDate = (value: string): string =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) ? (isoDateToMdy(value) ?? value) : formatDateMdy(new Date(value));

/** The alerts of one report, in the order the server sent them (newest first). */
export type AlertGroup = { reportId: string; title: string; url: string; alerts: MonitoringAlert[]; unseen: number };

/** Groups the alerts (newest first) by report: the report with the newest alert comes first. */
export const groupAlertsByReport = (alerts: readonly MonitoringAlert[]): AlertGroup[] => {
  const groups = new Map<string, AlertGroup>();
  for (const a of alerts) {
    let g = groups.get(a.reportId);
    if (!g) {
      g = { reportId: a.reportId, title: a.title, url: a.url, alerts: [], unseen: 0 };
      groups.set(a.reportId, g);
    }
    g.alerts.push(a);
    if (!a.seen) g.unseen += 1;
  }
  return [...groups.values()];
};

/**
 * The alerts grouped by report: the report's title opens it (its alerts are marked seen first), then
 * each change with its date, unseen ones marked 'New'.
 */
export const AlertsByReport = ({
  alerts,
  onOpen,
}: {
  alerts: readonly MonitoringAlert[];
  onOpen: (group: AlertGroup) => void;
}) => (
  <ol className="mon-groups" aria-label="Updates by report">
    {groupAlertsByReport(alerts).map((g) => (
      <li key={g.reportId} className="mon-group" data-testid="alert-group">
        <h3 className="mon-group__title">
          <a
            href={g.url}
            onClick={(e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              onOpen(g);
            }}
          >
            {g.title}
          </a>
          {g.unseen > 0 && (
            <span className="mon-group__count">
              {g.unseen} new {g.unseen === 1 ? 'update' : 'updates'}
            </span>
          )}
        </h3>
        <ul className="mon-changes">
          {g.alerts.flatMap((a) =>
            a.changes.map((c, i) => (
              <li
                // A change has no id of its own: its alert and its place in the alert name it.
                // biome-ignore lint/suspicious/noArrayIndexKey: the changes of an alert never reorder
                key={`${a.id}-${i}`}
                className={`mon-change${a.seen ? '' : ' is-new'}`}
                data-testid="alert-change"
              >
                {!a.seen && <span className="mon-new">New</span>}
                <span className="mon-change__text">{c.text}</span>
                <time className="mon-change__date" dateTime={c.recordedAt ?? a.createdAt}>
                  {monitoringDate(c.recordedAt ?? a.createdAt)}
                </time>
              </li>
            )),
          )}
        </ul>
      </li>
    ))}
  </ol>
);
