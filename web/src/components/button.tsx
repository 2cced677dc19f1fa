import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { Spinner } from './spinner';

/** Visual weight of a button. `primary` is the one main action of a view. */
export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

type StyleProps = {
  /** Defaults to `primary`. */
  variant?: ButtonVariant;
  /** Defaults to `md` (44 px high, a comfortable touch target). */
  size?: ButtonSize;
  /** Full width of the parent. */
  block?: boolean;
};

export const buttonClassName = ({ variant = 'primary', size = 'md', block = false }: StyleProps, extra?: string) =>
  ['tw-btn', `tw-btn--${variant}`, size !== 'md' && `tw-btn--${size}`, block && 'tw-btn--block', extra]
    .filter(Boolean)
    .join(' ');

/**
 * Props of {@link Button}: every native `<button>` prop, plus
 * - `variant`, `size`, `block` (see above);
 * - `loading`: shows a spinner, disables the button and sets `aria-busy`.
 * `type` defaults to `button` (pass `type="submit"` in forms).
 */
export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & StyleProps & { loading?: boolean };

/** The standard button. */
export const Button = ({
  variant,
  size,
  block,
  loading = false,
  className,
  children,
  disabled,
  type,
  ...rest
}: ButtonProps) => (
  <button
    type={type ?? 'button'}
    className={buttonClassName({ variant, size, block }, className)}
    disabled={disabled || loading}
    aria-busy={loading || undefined}
    {...rest}
  >
    {loading && <Spinner size="sm" label="" />}
    {children}
  </button>
);

/** Props of {@link LinkButton}: a react-router `Link` (`to`, `replace`, ...) styled as a button. */
export type LinkButtonProps = LinkProps & StyleProps & { children: ReactNode };

/** An in-app link that looks like a button (e.g. "JOIN"). */
export const LinkButton = ({ variant, size, block, className, ...rest }: LinkButtonProps) => (
  <Link className={buttonClassName({ variant, size, block }, className)} {...rest} />
);

/** Props of {@link AnchorButton}: a plain `<a>` (external URLs, `tel:`, `mailto:`) styled as a button. */
export type AnchorButtonProps = AnchorHTMLAttributes<HTMLAnchorElement> & StyleProps;

export const AnchorButton = ({ variant, size, block, className, ...rest }: AnchorButtonProps) => (
  <a className={buttonClassName({ variant, size, block }, className)} {...rest} />
);
