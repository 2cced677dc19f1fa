import type { PreviewReport, PreviewSection } from '../api/address-funnel-api';

/**
 * Sections of the address preview, as the server sent them: an open section lists its facts; a locked
 * one carries its counts only ("2 owners", "No liens found"), never values (docs/decisions/0050, 0062).
 */
export const PreviewSections = ({
  report,
  ids,
  itemFilter,
}: {
  report: PreviewReport;
  ids: readonly string[];
  itemFilter?: (recordRef: string | undefined) => boolean;
}) => {
  const sections = ids
    .map((id) => report.sections.find((s) => s.id === id))
    .filter((s): s is PreviewSection => s !== undefined);
  return (
    <div className="af-sections">
      {sections.map((s) => (
        <section
          key={s.id}
          className="af-section tw-card"
          aria-labelledby={`af-${s.id}`}
          data-testid={`section-${s.id}`}
        >
          <h2 id={`af-${s.id}`} className="af-section__title">
            {s.title}
            {s.locked && s.emptyText === null && <span className="af-lock"> (in the full report)</span>}
          </h2>
          {s.summary.length > 0 && (
            <ul className="af-summary">
              {s.summary.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
          {!s.locked &&
            s.items
              .filter((item) => !itemFilter || itemFilter(item.recordRef))
              .map((item) => (
                <div key={item.heading} className="af-item">
                  <h3 className="af-item__heading">{item.heading}</h3>
                  <ul className="af-item__details">
                    {item.details.map((d) => (
                      <li key={d}>{d}</li>
                    ))}
                  </ul>
                  {item.source && <p className="af-item__source">Source: {item.source}</p>}
                </div>
              ))}
          {!s.locked && s.items.length === 0 && s.summary.length === 0 && s.emptyText && <p>{s.emptyText}</p>}
        </section>
      ))}
    </div>
  );
};
