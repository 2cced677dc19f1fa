import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { formatBadgeCount } from '../../../lib/layout.rules';
import { loadUpdatesCountOnce, useUpdatesStore } from '../stores/updates-store';
import '../monitoring.css';

/** "Notifications, 3 updates" / "Notifications, 100+ updates" / "Notifications". */
export const notificationsLinkName = (badge: string | null): string =>
  badge === null ? 'Notifications' : `Notifications, ${badge} ${badge === '1' ? 'update' : 'updates'}`;

/**
 * The signed-in nav's link to /notifications with the updates badge (002 section 4: the count capped
 * at '100+', none at 0). The count is read once per page load and after the member saw alerts.
 */
export const NotificationsLink = ({ className }: { className?: string }) => {
  const count = useUpdatesStore((s) => s.count);
  useEffect(() => {
    void loadUpdatesCountOnce();
  }, []);
  const badge = count === null ? null : formatBadgeCount(count);
  return (
    <Link
      to="/notifications"
      className={['mon-nav-link', className].filter(Boolean).join(' ')}
      aria-label={notificationsLinkName(badge)}
    >
      <svg
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        aria-hidden="true"
      >
        <path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20a2 2 0 0 0 4 0" strokeLinejoin="round" />
      </svg>
      <span className="mon-nav-link__text">Notifications</span>
      {badge !== null && (
        <span className="mon-badge" data-testid="notifications-badge" aria-hidden="true">
          {badge}
        </span>
      )}
    </Link>
  );
};
