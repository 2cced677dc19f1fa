import { useState } from 'react';
import type { ReportItemView } from '#core/reports/report-view-format.rules';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { HttpError } from '../../../lib/http/http-error';
import { type ReportItemPayload, type ReportSectionPayload, reportsApi } from '../api/reports-api';
import { demoRows } from './demo-data';
import { PhotoCarousel } from './photo-carousel';

/** "Report an error in this record": a small form that files a correction request. */
const CorrectionForm = ({
  reportType,
  section,
  item,
  onClose,
}: {
  reportType: string;
  section: string;
  item: ReportItemView;
  onClose: () => void;
}) => {
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (done) {
    return (
      <Alert tone="success" className="rep-correction">
        {done}
      </Alert>
    );
  }
  return (
    <form
      className="rep-correction"
      onSubmit={(e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        reportsApi
          .correction({ reportType, recordId: item.recordRef, section, message, ...(email ? { email } : {}) })
          .then(
            (r) => setDone(r.message),
            (e: unknown) => setError(e instanceof HttpError ? e.message : 'Sorry, an error occurred'),
          )
          .finally(() => setBusy(false));
      }}
    >
      <label>
        What is wrong with “{item.heading}”?
        <textarea
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          rows={3}
          required
          minLength={10}
          maxLength={4000}
        />
      </label>
      <label>
        Your email (optional, for our reply)
        <input type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={255} />
      </label>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="rep-correction__actions">
        <Button type="submit" size="sm" loading={busy}>
          Send correction request
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </form>
  );
};

const Item = ({ item, reportType, section }: { item: ReportItemPayload; reportType: string; section: string }) => {
  const [correcting, setCorrecting] = useState(false);
  return (
    <li className={`rep-item${item.media?.length ? ' rep-item--media' : ''}${item.isNew ? ' rep-item--new' : ''}`}>
      {item.media && item.media.length > 0 && <PhotoCarousel photos={item.media} label={item.heading} />}
      <div className="rep-item__heading">
        {item.heading}
        {item.isNew && (
          // A fact an unseen monitoring alert names (002 section 4).
          <span className="rep-item__new" title="New since your last visit">
            <span aria-hidden="true">New</span>
            <span className="tw-visually-hidden">New since your last visit</span>
          </span>
        )}
      </div>
      {item.details.map((d) => (
        <div key={d} className="rep-item__detail">
          {d}
        </div>
      ))}
      <div className="rep-item__source">Source: {item.source}</div>
      {correcting ? (
        <CorrectionForm reportType={reportType} section={section} item={item} onClose={() => setCorrecting(false)} />
      ) : (
        <button type="button" className="rep-link rep-item__report" onClick={() => setCorrecting(true)}>
          Report an error in this record
        </button>
      )}
    </li>
  );
};

/**
 * One report section. Unlocked: its items, each with its source line. Locked: the honest counts the
 * server sent, over blurred DEMO rows generated here (not real data) and the unlock button.
 */
export const ReportSectionBlock = ({
  section,
  reportType,
  count,
  unlockButton,
  headingLevel = 2,
}: {
  section: ReportSectionPayload;
  reportType: string;
  count: number;
  unlockButton: React.ReactNode;
  /** 3 under a tab's heading (the address report's print layout). */
  headingLevel?: 2 | 3;
}) => (
  <section
    id={`section-${section.id}`}
    className={`rep-section${section.locked ? ' rep-section--locked' : ''}`}
    data-section={section.id}
  >
    <header className="rep-section__header">
      {headingLevel === 3 ? <h3>{section.title}</h3> : <h2>{section.title}</h2>}
      {section.summary.length > 0 && (
        <ul className="rep-section__summary" aria-label={`${section.title} summary`}>
          {section.summary.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      )}
    </header>
    {section.locked ? (
      section.emptyText ? (
        <p className="rep-section__empty">{section.emptyText}</p>
      ) : (
        <div className="rep-locked">
          <ul className="rep-locked__demo" aria-hidden="true">
            {demoRows(section.id, count).map((r) => (
              <li key={r.heading} className="rep-item">
                <div className="rep-item__heading">{r.heading}</div>
                {r.details.map((d) => (
                  <div key={d} className="rep-item__detail">
                    {d}
                  </div>
                ))}
              </li>
            ))}
          </ul>
          <div className="rep-locked__overlay">
            <p className="rep-locked__note">
              Blurred sample data, not from this report. Unlock to see the{' '}
              {section.summary
                .filter((x) => !x.startsWith('No '))
                .join(' and ')
                .toLowerCase()}{' '}
              it holds.
            </p>
            {unlockButton}
          </div>
        </div>
      )
    ) : section.items.length === 0 ? (
      <p className="rep-section__empty">{section.emptyText}</p>
    ) : (
      <ul className="rep-items">
        {section.items.map((it) => (
          <Item key={`${it.recordRef}-${it.heading}`} item={it} reportType={reportType} section={section.id} />
        ))}
      </ul>
    )}
  </section>
);
