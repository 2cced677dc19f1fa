import type { StatusPill } from '#core/property/property-enums.rules';
import { http } from '../../../lib/http/http';
import { HttpError } from '../../../lib/http/http-error';

/** A nearby property card as POST /api/address/nearby sends it (001 section 3 "Nearby property card"; dollars, miles). */
export type NearbyCard = {
  id: number;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  estimatedValue: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
  pricePerSquareFoot: number | null;
  propertyType: string | null;
  status: 'onMarket' | 'sold' | 'offMarket';
  daysOnMarket: number | null;
  lastSaleDate: string | null;
  lastSaleAmount: number | null;
  distanceFromSubject: number;
  photoUrl: string | null;
  photosAvailable: boolean;
  isSaved: boolean;
  savedId: number | null;
  /** 'N DAYS ON MARKET' (green) or 'SOLD {date}' (blue), none off market (001 section 2). */
  pill: StatusPill | null;
};

/** How many nearby properties the address report lists (the closest ten). */
export const REPORT_NEARBY_LIMIT = 10;

/** The property tools answer 403 with `promptUpgrade` (and `isPaused`) to anyone but a member. */
export const upgradePromptIn = (e: unknown): { isPaused: boolean } | null => {
  if (!(e instanceof HttpError) || e.status !== 403) return null;
  const body = e.body as { promptUpgrade?: unknown; isPaused?: unknown } | undefined;
  return body?.promptUpgrade === true ? { isPaused: body.isPaused === true } : null;
};

export const nearbyApi = {
  /** POST /api/address/nearby: the properties closest to the subject, closest first, the subject excluded. */
  list: (propertyId: number, signal?: AbortSignal) =>
    http.post<{ properties: NearbyCard[] }>(
      '/api/address/nearby',
      { propertyId, limit: REPORT_NEARBY_LIMIT },
      signal ? { signal } : {},
    ),
};
