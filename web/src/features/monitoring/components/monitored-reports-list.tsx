import { Link } from 'react-router-dom';
import type { MonitoredReport } from '#core/shared/reports/notifications.schema';
import { Button } from '../../../components/button';
import { monitoringDate } from './alerts-by-report';

/** The monitored reports with their unseen counts and a way to stop monitoring each. */
export const MonitoredReportsList = ({
  reports,
  stopping,
  onStop,
}: {
  reports: readonly MonitoredReport[];
  /** The report being turned off, if any. */
  stopping: string | null;
  onStop: (report: MonitoredReport) => void;
}) =>
  reports.length === 0 ? (
    <p className="mon-muted">
      You are not monitoring any report yet. Open a report and press Monitor this report to follow it.
    </p>
  ) : (
    <ul className="mon-reports" aria-label="Monitored reports">
      {reports.map((r) => (
        <li key={r.reportId} className="mon-report" data-testid="monitored-report">
          <div className="mon-report__main">
            <Link to={r.url} className="mon-report__title">
              {r.title}
            </Link>
            <span className="mon-muted">{r.subtitle}</span>
            <span className="mon-muted">Monitored since {monitoringDate(r.monitoredSince)}</span>
          </div>
          {r.unseenAlerts > 0 && (
            <span className="mon-report__unseen">
              {r.unseenAlerts} new {r.unseenAlerts === 1 ? 'update' : 'updates'}
            </span>
          )}
          <Button
            size="sm"
            variant="ghost"
            loading={stopping === r.reportId}
            disabled={stopping !== null && stopping !== r.reportId}
            aria-label={`Stop monitoring ${r.title}`}
            onClick={() => onStop(r)}
          >
            Stop monitoring
          </Button>
        </li>
      ))}
    </ul>
  );
