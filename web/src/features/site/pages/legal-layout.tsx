import type { ReactNode } from 'react';
import { PageContainer } from '../../../components/page-container';
import '../site.css';

/** When the legal texts last changed. */
export const LEGAL_UPDATED = 'November 21, 2026';

/** A legal page: title, last-updated line, a contents list and the sections. */
export const LegalLayout = ({
  title,
  intro,
  sections,
  children,
}: {
  title: string;
  intro: ReactNode;
  sections: { id: string; title: string }[];
  children: ReactNode;
}) => (
  <PageContainer width="narrow" className="site-legal">
    <header className="tw-page__header">
      <h1 className="tw-page__title">{title}</h1>
      <p className="site-legal__updated">Last updated {LEGAL_UPDATED}</p>
      {intro}
    </header>
    <nav className="site-legal__toc" aria-label="Contents">
      <h2 className="site-legal__toc-title">Contents</h2>
      <ol>
        {sections.map((s) => (
          <li key={s.id}>
            <a href={`#${s.id}`}>{s.title}</a>
          </li>
        ))}
      </ol>
    </nav>
    {children}
  </PageContainer>
);
