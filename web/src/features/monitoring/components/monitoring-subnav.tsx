import { NavLink } from 'react-router-dom';
import '../monitoring.css';

/** The dashboard's monitoring pages (000 section 2 "Under monitoring"). */
export const MonitoringSubnav = () => (
  <nav className="mon-subnav" aria-label="Monitoring">
    <NavLink to="/dashboard/monitoring/identity-monitoring">Identity monitoring</NavLink>
    <NavLink to="/dashboard/monitoring/report-monitoring">Report monitoring</NavLink>
    <NavLink to="/dashboard/monitoring/getting-started">Getting started</NavLink>
    <NavLink to="/notifications">Notifications</NavLink>
  </nav>
);
