import { useLocation } from 'react-router-dom';
import { LinkButton } from '../../components/button';
import { Logo } from '../../components/logo';
import { SearchBox } from '../../components/search-box';
import { NotificationsLink } from '../../features/monitoring/components/notifications-link';
import type { NavConfig } from '../../lib/routing/navigation.rules';

/**
 * Props of {@link NavBar}: the resolved `config` (see `navResolveConfig` in
 * web/src/lib/routing/navigation.rules.ts) and whether the visitor is `signedIn`.
 */
export type NavBarProps = { config: NavConfig; signedIn?: boolean };

/** The top navigation: logo, unified search box, LOG IN and JOIN (000 section 2). */
export const NavBar = ({ config, signedIn = false }: NavBarProps) => {
  const { pathname, search } = useLocation();
  return (
    <header className={`tw-nav tw-nav--${config.theme}`} data-testid="nav">
      <nav className="tw-nav__inner" aria-label="Main">
        <div className="tw-nav__brand">
          <Logo link={config.showLogoLink} />
        </div>
        {config.showSearch && (
          <div className="tw-nav__search">
            {/* A new page starts with an empty box; the search feature will fill it from the criteria. */}
            <SearchBox key={`${pathname}${search}`} variant="nav" placeholder={config.searchPlaceholder} />
          </div>
        )}
        <div className="tw-nav__actions">
          {config.showSearchOrJoin &&
            (signedIn ? (
              <LinkButton to="/" variant="accent" size="sm">
                NEW SEARCH
              </LinkButton>
            ) : (
              <LinkButton to={config.joinHref} variant="accent" size="sm">
                {config.joinLabel}
              </LinkButton>
            ))}
          {config.showLogin && !signedIn && (
            <LinkButton to={config.loginHref} variant="secondary" size="sm" className="tw-nav__login">
              {config.loginLabel}
            </LinkButton>
          )}
          {signedIn && (
            // Report monitoring (002 section 4): the updates badge, capped at '100+'.
            <NotificationsLink className="tw-nav__notifications" />
          )}
          {signedIn && (
            // Accounts (docs/decisions/0020): the signed-in navigation leads to the account area.
            <LinkButton to="/dashboard" variant="secondary" size="sm" className="tw-nav__login">
              MY ACCOUNT
            </LinkButton>
          )}
          {config.showJoin && !signedIn && (
            <LinkButton to={config.joinHref} variant="accent" size="sm">
              {config.joinLabel}
            </LinkButton>
          )}
        </div>
      </nav>
    </header>
  );
};
