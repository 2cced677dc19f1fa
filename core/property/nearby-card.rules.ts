import { recordsAddressLine1 } from '../records/normalize.rules.js';
import { MARKET_STATUS, type MarketStatusName } from '../records/property-codes.rules.js';
import { centsToDollars, pricePerSqFtCents } from './comparables.rules.js';
import type { NearbyPropertyFacts } from './nearby-properties.port.js';
import { LAND_USE_LABEL, propertyStatusPill, type StatusPill } from './property-enums.rules.js';

/** A nearby property card on the wire (001 section 3 "Nearby property card"; contract 6). Money in dollars. */
export interface NearbyCard {
  readonly id: number;
  readonly streetAddress: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly estimatedValue: number | null;
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  readonly squareFeet: number | null;
  /** The last sale amount per square foot, null without both. */
  readonly pricePerSquareFoot: number | null;
  /** The property type label (001 section 9 "Property types"). */
  readonly propertyType: string;
  readonly status: MarketStatusName;
  readonly daysOnMarket: number | null;
  readonly lastSaleDate: string | null;
  readonly lastSaleAmount: number | null;
  /** Great-circle miles, unrounded (as the comparables list sends them). */
  readonly distanceFromSubject: number;
  readonly photoUrl: string | null;
  readonly photosAvailable: number;
  readonly isSaved: boolean;
  readonly savedId: number | null;
  /** 'N DAYS ON MARKET' (green) or 'SOLD {date}' (blue), none off market (001 section 2). */
  readonly pill: StatusPill | null;
}

/** The market status name of a status number (001 section 3); an unknown number reads as off market. */
export const marketStatusName = (status: number): MarketStatusName =>
  (Object.keys(MARKET_STATUS) as MarketStatusName[]).find((k) => MARKET_STATUS[k] === status) ?? 'offMarket';

/** The property type label of a land-use group (001 section 9); an unknown group is Other. */
export const propertyTypeLabel = (group: string): string =>
  (LAND_USE_LABEL as Readonly<Record<string, string>>)[group] ?? LAND_USE_LABEL.other;

/** A property's facts as its nearby card (001 sections 2 and 3). */
export const nearbyCard = (f: NearbyPropertyFacts): NearbyCard => {
  const ppsf = pricePerSqFtCents({ lastSaleAmountCents: f.lastSaleCents, squareFeet: f.squareFeet });
  return {
    id: f.id,
    streetAddress: recordsAddressLine1(f),
    city: f.city,
    state: f.state,
    zip: f.zip,
    estimatedValue: f.estimatedValueCents === null ? null : centsToDollars(f.estimatedValueCents),
    bedrooms: f.bedrooms,
    bathrooms: f.bathrooms,
    squareFeet: f.squareFeet,
    pricePerSquareFoot: ppsf === null ? null : centsToDollars(ppsf),
    propertyType: propertyTypeLabel(f.landUseGroup),
    status: marketStatusName(f.marketStatus),
    daysOnMarket: f.daysOnMarket,
    lastSaleDate: f.lastSaleDate,
    lastSaleAmount: f.lastSaleCents === null ? null : centsToDollars(f.lastSaleCents),
    distanceFromSubject: f.distanceMiles,
    photoUrl: f.photoUrl,
    photosAvailable: f.photosAvailable,
    isSaved: f.savedId !== null,
    savedId: f.savedId,
    pill: propertyStatusPill({
      marketStatus: f.marketStatus,
      daysOnMarket: f.daysOnMarket,
      lastSaleDate: f.lastSaleDate,
    }),
  };
};
