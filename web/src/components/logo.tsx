import { Link } from 'react-router-dom';

const Mark = () => (
  <svg className="tw-logo__mark" viewBox="0 0 32 32" aria-hidden="true">
    <rect width="32" height="32" rx="8" fill="#ffb020" />
    <circle cx="14" cy="14" r="6.5" fill="none" stroke="#0d2a6b" strokeWidth="3" />
    <path d="M18.8 18.8l6 6" stroke="#0d2a6b" strokeWidth="3.4" strokeLinecap="round" />
  </svg>
);

/**
 * Props of {@link Logo}: `link` (default true) makes it a link to the start page; checkout pages
 * show it without a link (000 section 2 "Navigation configuration").
 */
export type LogoProps = { link?: boolean; className?: string };

/** The Tracewell word mark. */
export const Logo = ({ link = true, className }: LogoProps) => {
  const cls = ['tw-logo', className].filter(Boolean).join(' ');
  return link ? (
    <Link to="/" className={cls} aria-label="Tracewell home">
      <Mark />
      <span>Tracewell</span>
    </Link>
  ) : (
    <span className={cls}>
      <Mark />
      <span>Tracewell</span>
    </span>
  );
};
