import { type ReactNode, useEffect, useRef, useState } from 'react';
import { homeSizeLine } from '#core/property/home-size.rules';
import type { NearbySearchCard } from '#core/property/nearby-search.schema';
import { SavePropertyToggle } from '../../../components/save-property-toggle';

const usd = (n: number | null) =>
  n === null ? null : n.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const miles = (n: number) => `${n.toFixed(2)} mi`;

/** What the save toggle of a card needs from the page (the upgrade dialog, the locked state). */
export type SaveToggleProps = {
  locked: 'free' | 'paused' | null;
  renderUpgrade?: (props: { isPaused: boolean; onClose: () => void }) => ReactNode;
};

const Pill = ({ card }: { card: NearbySearchCard }) =>
  card.pill ? <span className={`nb-pill nb-pill--${card.pill.color}`}>{card.pill.text}</span> : null;

const ReportLink = ({ card, children }: { card: NearbySearchCard; children: ReactNode }) => (
  <a className="nb-card__link" href={card.marker.href} target="_blank" rel="noopener noreferrer">
    {children}
    <span className="tw-visually-hidden"> (opens in a new tab)</span>
  </a>
);

const Card = ({ card, selected, save }: { card: NearbySearchCard; selected: boolean; save: SaveToggleProps }) => {
  const ref = useRef<HTMLLIElement>(null);
  const [photoFailed, setPhotoFailed] = useState(false);
  const facts = homeSizeLine(card);
  useEffect(() => {
    if (selected) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selected]);
  const price = usd(card.listingAmount) ?? usd(card.estimatedValue);
  return (
    <li
      ref={ref}
      className={`nb-card${selected ? ' is-selected' : ''}`}
      data-property-id={card.id}
      aria-current={selected || undefined}
    >
      <ReportLink card={card}>
        <span className="nb-card__photo">
          {card.photoUrl && !photoFailed ? (
            <img src={card.photoUrl} alt="" loading="lazy" onError={() => setPhotoFailed(true)} />
          ) : (
            <span className="nb-card__nophoto">No photo</span>
          )}
          <Pill card={card} />
        </span>
        <span className="nb-card__body">
          <span className="nb-card__price">{price ?? 'No price'}</span>
          <span className="nb-card__address">
            {card.streetAddress}
            <span className="nb-card__city">
              {card.city}, {card.state} {card.zip}
            </span>
          </span>
          {facts && <span className="nb-card__facts">{facts}</span>}
          <span className="nb-card__meta">
            {card.propertyType} · {miles(card.distanceFromSubject)}
          </span>
        </span>
      </ReportLink>
      <div className="nb-card__save">
        <SavePropertyToggle
          propertyId={card.id}
          initialSaved={card.isSaved}
          initialSavedId={card.savedId}
          locked={save.locked}
          {...(save.renderUpgrade ? { renderUpgrade: save.renderUpgrade } : {})}
        />
      </div>
    </li>
  );
};

/**
 * The results (001 section 2): a grid of cards (the default) or a table, each property opening its
 * address report in a new tab, with its status pill and save toggle.
 */
export const NearbyResults = ({
  properties,
  view,
  selectedId,
  save,
}: {
  properties: readonly NearbySearchCard[];
  view: 'grid' | 'table';
  selectedId: number | null;
  save: SaveToggleProps;
}) =>
  view === 'grid' ? (
    <ul className="nb-grid" aria-label="Nearby properties">
      {properties.map((p) => (
        <Card key={p.id} card={p} selected={p.id === selectedId} save={save} />
      ))}
    </ul>
  ) : (
    <div className="nb-table__wrap">
      <table className="nb-table">
        <caption className="tw-visually-hidden">Nearby properties</caption>
        <thead>
          <tr>
            <th scope="col">Address</th>
            <th scope="col">Status</th>
            <th scope="col">Price</th>
            <th scope="col">Beds</th>
            <th scope="col">Baths</th>
            <th scope="col">Sq ft</th>
            <th scope="col">Distance</th>
            <th scope="col">
              <span className="tw-visually-hidden">Save</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {properties.map((p) => (
            <tr key={p.id} className={p.id === selectedId ? 'is-selected' : undefined} data-property-id={p.id}>
              <td>
                <ReportLink card={p}>{p.streetAddress}</ReportLink>
              </td>
              <td>
                <Pill card={p} />
              </td>
              <td>{usd(p.listingAmount) ?? usd(p.estimatedValue) ?? '—'}</td>
              <td>{p.bedrooms ?? '—'}</td>
              <td>{p.bathrooms ?? '—'}</td>
              <td>{p.squareFeet?.toLocaleString('en-US') ?? '—'}</td>
              <td>{miles(p.distanceFromSubject)}</td>
              <td>
                <SavePropertyToggle
                  propertyId={p.id}
                  initialSaved={p.isSaved}
                  initialSavedId={p.savedId}
                  locked={save.locked}
                  {...(save.renderUpgrade ? { renderUpgrade: save.renderUpgrade } : {})}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
