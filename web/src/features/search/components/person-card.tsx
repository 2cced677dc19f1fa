import { Link } from 'react-router-dom';
import type { PersonCard as Card, PersonPreview } from '#core/search/person-preview.rules';

/**
 * A person result card (002 section 3 "Person card"): full name, age, current city and state,
 * aliases, relatives' names and the match reasons; "View Report" opens the /report link. Only what
 * a preview allows: no phone numbers, e-mails or street addresses.
 */
export const PersonCard = ({ person }: { person: Card | PersonPreview }) => {
  const full = 'reasons' in person ? person : null;
  return (
    <article className="srch-card" data-testid="person-card">
      <header className="srch-card__head">
        <h3 className="srch-card__name">{person.fullName}</h3>
        <p className="srch-card__meta">
          {person.age !== null && <span>Age {person.age}</span>}
          {person.deceased && <span className="srch-card__deceased">Deceased</span>}
        </p>
        {(person.city || person.state) && (
          <p className="srch-card__place">{[person.city, person.state].filter(Boolean).join(', ')}</p>
        )}
      </header>
      {full && full.reasons.length > 0 && (
        <ul className="srch-card__reasons" aria-label="Why this matches" data-testid="match-reasons">
          {full.reasons.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      {full && full.aliases.length > 0 && (
        <p className="srch-card__facts">
          <span className="srch-card__label">Also known as</span> {full.aliases.join(', ')}
        </p>
      )}
      {full && full.relatives.length > 0 && (
        <p className="srch-card__facts">
          <span className="srch-card__label">Relatives</span> {full.relatives.join(', ')}
        </p>
      )}
      <Link className="tw-btn tw-btn--primary tw-btn--block srch-card__cta" to={person.reportUrl}>
        View Report
      </Link>
    </article>
  );
};

/** The card grid (default 4 columns) with the spec's empty text "Sorry, no results found". */
export const PersonCardGrid = ({
  people,
  columns = 4,
  empty = 'Sorry, no results found',
}: {
  people: readonly (Card | PersonPreview)[];
  columns?: number;
  empty?: string;
}) =>
  people.length === 0 ? (
    <p className="srch-empty" data-testid="no-results">
      {empty}
    </p>
  ) : (
    <>
      {/* The cards' names are h3: a heading of the list keeps the outline in order under the page's h1. */}
      <h2 className="tw-visually-hidden">People found</h2>
      <div className="srch-grid" style={{ ['--srch-cols' as string]: String(columns) }}>
        {people.map((p) => (
          <PersonCard key={p.id} person={p} />
        ))}
      </div>
    </>
  );
