import { useState } from 'react';
import { formatCentsAsDollars } from '#core/billing/money.rules';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { HttpError } from '../../../lib/http/http-error';
import { useRequest } from '../../../lib/http/use-request';
import { type NearbyCard, nearbyApi, upgradePromptIn } from '../api/nearby-api';
import type { ReportPropertySubject } from '../api/reports-api';
import { PropertyToolsGate } from './property-tools/property-tools-gate';

// A zero estimate is a missing one (records without a valuation), not a free house.
const dollars = (v: number | null) =>
  v === null || v <= 0 ? null : formatCentsAsDollars(Math.round(v) * 100, { wholeDollars: true });
const num = (v: number) => v.toLocaleString('en-US');

/** "3 bd · 2 ba · 1,450 sq ft", the known parts only. */
export const nearbyCardFacts = (c: Pick<NearbyCard, 'bedrooms' | 'bathrooms' | 'squareFeet'>): string =>
  [
    c.bedrooms !== null ? `${c.bedrooms} bd` : null,
    c.bathrooms !== null ? `${c.bathrooms} ba` : null,
    c.squareFeet !== null ? `${num(c.squareFeet)} sq ft` : null,
  ]
    .filter(Boolean)
    .join(' · ');

const Card = ({ card }: { card: NearbyCard }) => {
  const facts = nearbyCardFacts(card);
  const [photoFailed, setPhotoFailed] = useState(false);
  const value = dollars(card.estimatedValue);
  return (
    <li className="rep-nearby__card">
      <a
        className="rep-nearby__link"
        href={`/report?type=address&id=${card.id}`}
        target="_blank"
        rel="noopener noreferrer"
      >
        <span className="rep-nearby__photo">
          {card.photoUrl && !photoFailed ? (
            <img src={card.photoUrl} alt="" loading="lazy" onError={() => setPhotoFailed(true)} />
          ) : (
            <span className="rep-nearby__nophoto">No photo</span>
          )}
          {card.pill && <span className={`rep-pill rep-pill--${card.pill.color}`}>{card.pill.text}</span>}
        </span>
        <span className="rep-nearby__body">
          <span className="rep-nearby__address">
            {card.streetAddress}
            <span className="rep-nearby__city">
              {card.city}, {card.state} {card.zip}
            </span>
          </span>
          {facts && <span className="rep-nearby__facts">{facts}</span>}
          <span className="rep-nearby__value">
            {value ? (
              <>
                Est. value <strong>{value}</strong>
              </>
            ) : (
              'No value estimate'
            )}
          </span>
          <span className="rep-nearby__distance">{card.distanceFromSubject.toFixed(2)} mi away</span>
          <span className="tw-visually-hidden"> (opens in a new tab)</span>
        </span>
      </a>
    </li>
  );
};

/**
 * The closest properties to the subject (the nearby tab): cards with photo, address, beds/baths/sq ft,
 * estimated value, distance and status pill, each opening that property's report in a new tab. Only
 * for members: a 403 with `promptUpgrade` shows the upgrade gate. `nearbyPageHref` links the full
 * /nearby page; without it (no such page yet) the link is not shown.
 */
export const NearbyList = ({
  subject,
  onUpgraded,
  nearbyPageHref,
}: {
  subject: ReportPropertySubject;
  onUpgraded: () => void;
  nearbyPageHref: string | null;
}) => {
  const request = useRequest(`nearby:${subject.propertyId}`, (signal) => nearbyApi.list(subject.propertyId, signal));
  const upgrade = upgradePromptIn(request.error);
  if (upgrade) {
    return (
      <PropertyToolsGate
        subject={{ ...subject, standing: upgrade.isPaused ? 'paused' : 'free' }}
        onUpgraded={onUpgraded}
      >
        {null}
      </PropertyToolsGate>
    );
  }
  if (request.loading) return <Spinner label="Loading nearby properties" />;
  if (request.error) {
    return (
      <Alert tone="error">
        {request.error instanceof HttpError ? request.error.message : 'Sorry, an error occurred'}
      </Alert>
    );
  }
  const cards = request.data?.properties ?? [];
  return (
    <div className="rep-nearby">
      {cards.length === 0 ? (
        <p className="rep-section__empty">No nearby properties found.</p>
      ) : (
        <ul className="rep-nearby__list">
          {cards.map((c) => (
            <Card key={c.id} card={c} />
          ))}
        </ul>
      )}
      {nearbyPageHref && (
        <p className="rep-nearby__all">
          <a href={nearbyPageHref}>Show all nearby properties instead &gt;</a>
        </p>
      )}
    </div>
  );
};
