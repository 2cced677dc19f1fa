import { Link } from 'react-router-dom';
import { PageContainer } from '../../../components/page-container';
import { MonitoringSubnav } from '../components/monitoring-subnav';
import '../monitoring.css';

/** /dashboard/monitoring/getting-started (000 section 2): report monitoring in three steps. */
export const GettingStartedPage = () => (
  <PageContainer
    title="Getting Started with Monitoring"
    lead="Follow the reports that matter to you and hear when their records change."
    width="narrow"
    className="mon-page"
  >
    <MonitoringSubnav />
    <ol className="mon-steps">
      <li className="mon-step">
        <h2>Turn on report monitoring</h2>
        <p>
          Monitoring must be on before you can follow a report.{' '}
          <Link to="/dashboard/monitoring/report-monitoring">Turn on report monitoring</Link>
        </p>
      </li>
      <li className="mon-step">
        <h2>Monitor a report</h2>
        <p>
          Open a report and press Monitor this report. <Link to="/dashboard">Open your reports</Link>
        </p>
      </li>
      <li className="mon-step">
        <h2>Get alerts</h2>
        <p>
          When a monitored report changes, you get an alert on your notifications page and by e-mail.{' '}
          <Link to="/notifications">See your notifications</Link>
        </p>
      </li>
    </ol>
  </PageContainer>
);
