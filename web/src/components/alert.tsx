import type { ReactNode } from 'react';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

/**
 * Props of {@link Alert}:
 * - `tone`: `info` (default), `success`, `warning`, `error`. `error` and `warning` are announced
 *   at once to screen readers (`role="alert"`), the others politely (`role="status"`);
 * - `title`: an optional bold first line;
 * - `children`: the message.
 */
export type AlertProps = { tone?: AlertTone; title?: ReactNode; children?: ReactNode; className?: string; id?: string };

const icons: Record<AlertTone, ReactNode> = {
  info: <path d="M12 8h.01M11 12h1v5h1" strokeLinecap="round" strokeLinejoin="round" />,
  success: <path d="M8 12.5l2.5 2.5L16 9.5" strokeLinecap="round" strokeLinejoin="round" />,
  warning: <path d="M12 8v5M12 16.5h.01" strokeLinecap="round" />,
  error: <path d="M9 9l6 6M15 9l-6 6" strokeLinecap="round" />,
};

/** A coloured message box for notices, confirmations and errors. */
export const Alert = ({ tone = 'info', title, children, className, id }: AlertProps) => (
  <div
    id={id}
    className={['tw-alert', `tw-alert--${tone}`, className].filter(Boolean).join(' ')}
    role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
  >
    <svg
      className="tw-alert__icon"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9.5" />
      {icons[tone]}
    </svg>
    <div className="tw-alert__body">
      {title !== undefined && <strong className="tw-alert__title">{title}</strong>}
      {children}
    </div>
  </div>
);
