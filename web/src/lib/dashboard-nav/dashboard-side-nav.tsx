import { Link, useLocation } from 'react-router-dom';
import { SIDE_NAV_ITEMS, sideNavCurrent } from './side-navigation.rules';
import './dashboard-side-nav.css';

/**
 * The dashboard's side navigation (000 section 2): Dashboard, Your Reports, Membership Usage, Benefits &
 * Rewards, Your Account. Which pages show it is core's rule (web/src/lib/dashboard-nav/side-navigation.rules.ts); the
 * current page is marked with aria-current and a bar, not by colour alone.
 */
export const DashboardSideNav = () => {
  const { pathname } = useLocation();
  const current = sideNavCurrent(pathname);
  return (
    <nav className="tw-side-nav" aria-label="Dashboard" data-testid="dashboard-side-nav">
      <ul>
        {SIDE_NAV_ITEMS.map((item) => (
          <li key={item.href}>
            <Link
              to={item.href}
              className={item.href === current ? 'is-current' : undefined}
              aria-current={item.href === current ? 'page' : undefined}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
