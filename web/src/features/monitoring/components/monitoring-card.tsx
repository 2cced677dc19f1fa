import { Link } from 'react-router-dom';
import { Card } from '../../../components/card';
import '../monitoring.css';

/** The dashboard's monitoring block (000 section 2 "Under monitoring"): the way to the monitoring pages. */
export const MonitoringCard = () => (
  <Card title="Monitoring" className="mon-card" aria-label="Monitoring">
    <p className="mon-muted">Hear when the records of the reports you follow change.</p>
    <ul className="mon-card__links">
      <li>
        <Link to="/dashboard/monitoring/identity-monitoring">Identity monitoring</Link>
      </li>
      <li>
        <Link to="/dashboard/monitoring/report-monitoring">Report monitoring</Link>
      </li>
      <li>
        <Link to="/dashboard/monitoring/getting-started">Getting started</Link>
      </li>
      <li>
        <Link to="/notifications">Notifications</Link>
      </li>
    </ul>
  </Card>
);
