import type { ReactNode } from 'react';

/**
 * Props of {@link PageContainer}:
 * - `width`: `default` (1160 px), `narrow` (760 px: forms, legal text), `wide` (1320 px: tables, maps);
 * - `title`: the page's `<h1>` (every page should have exactly one);
 * - `lead`: an optional intro paragraph under the title;
 */
export type PageContainerProps = {
  width?: 'default' | 'narrow' | 'wide';
  title?: ReactNode;
  lead?: ReactNode;
  className?: string;
  children?: ReactNode;
};

/** The centred, padded column every page renders into. */
export const PageContainer = ({ width = 'default', title, lead, className, children }: PageContainerProps) => (
  <div className={['tw-page', width !== 'default' && `tw-page--${width}`, className].filter(Boolean).join(' ')}>
    {(title !== undefined || lead !== undefined) && (
      <header className="tw-page__header">
        {title !== undefined && <h1 className="tw-page__title">{title}</h1>}
        {lead !== undefined && <p className="tw-page__lead">{lead}</p>}
      </header>
    )}
    {children}
  </div>
);
