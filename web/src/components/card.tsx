import type { HTMLAttributes, ReactNode } from 'react';

/**
 * Props of {@link Card}: every native `<section>` prop, plus
 * - `title`: an optional heading (rendered as `<h2>`, or the level given by `titleAs`);
 * - `flat`: no shadow (cards inside cards, dense lists);
 * - `compact`: less padding.
 */
export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  titleAs?: 'h2' | 'h3' | 'h4';
  flat?: boolean;
  compact?: boolean;
};

/** A white panel with a border: the basic building block of dashboards and content pages. */
export const Card = ({ title, titleAs: H = 'h2', flat, compact, className, children, ...rest }: CardProps) => (
  <section
    className={['tw-card', flat && 'tw-card--flat', compact && 'tw-card--compact', className].filter(Boolean).join(' ')}
    {...rest}
  >
    {title !== undefined && <H className="tw-card__title">{title}</H>}
    {children}
  </section>
);
