import { useState } from 'react';
import { homeSizeLine } from '#core/property/home-size.rules';
import { useRequest } from '../../../lib/http/use-request';
import { type NearbyCard, nearbyApi } from '../api/nearby-api';
import type { ReportPropertySubject } from '../api/reports-api';
import { dollarsOrNull, miles } from './property-tools/tool-format';
import { ToolReply } from './property-tools/tool-reply';

const Card = ({ card }: { card: NearbyCard }) => {
  const facts = homeSizeLine(card);
  const [photoFailed, setPhotoFailed] = useState(false);
  const value = dollarsOrNull(card.estimatedValue);
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
          <span className="rep-nearby__distance">{miles(card.distanceFromSubject)} away</span>
          <span className="tw-visually-hidden"> (opens in a new tab)</span>
        </span>
      </a>
    </li>
  );
};

/**
 * The closest properties to the subject (the nearby tab): cards with photo, address, beds/baths/sq ft,
 * estimated value, distance and status pill, each opening that property's report in a new tab. Only
 * for members: the reply is handled as every property tool's is (`ToolReply`: a 403 with `promptUpgrade`
 * shows the upgrade gate, then loading and errors). `nearbyPageHref` links the full
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
  return (
    <ToolReply request={request} subject={subject} onUpgraded={onUpgraded} loading="Loading nearby properties">
      {({ properties }) => (
        <div className="rep-nearby">
          {properties.length === 0 ? (
            <p className="rep-section__empty">No nearby properties found.</p>
          ) : (
            <ul className="rep-nearby__list">
              {properties.map((c) => (
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
      )}
    </ToolReply>
  );
};
