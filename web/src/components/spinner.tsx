/**
 * Props of {@link Spinner}:
 * - `size`: `sm` (inline, 1em in buttons), `md` (24 px, default), `lg` (44 px);
 * - `label`: the text read by screen readers, default "Loading"; pass `''` when the surrounding
 *   element already says it (e.g. a busy button).
 */
export type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; label?: string };

/** An indeterminate progress indicator. */
export const Spinner = ({ size = 'md', label = 'Loading' }: SpinnerProps) => {
  const className = `tw-spinner${size === 'lg' ? ' tw-spinner--lg' : ''}`;
  return label ? (
    <span className={className} role="status">
      <span className="tw-visually-hidden">{label}</span>
    </span>
  ) : (
    <span className={className} aria-hidden="true" />
  );
};

/** A centred spinner with a visible message, for a page or section that is loading. */
export const LoadingBlock = ({ message = 'Loading…' }: { message?: string }) => (
  <div className="tw-spinner-block">
    <Spinner size="lg" label="" />
    <span role="status">{message}</span>
  </div>
);
