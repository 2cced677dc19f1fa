import type { ProductOfferView, WalletCardView } from '#core/membership/membership-views.rules';
import type { ComparablesFilter, ResolvedComparablesFilter } from '#core/property/comparables.rules';
import { http } from '../../../lib/http/http';

/**
 * The property tools' calls (001 section 7 "Property report": POST /api/market comparables, trends and
 * demand; GET neighborhood schools and walk-score; POST neighborhood recent-neighbors; the watch list).
 * Money in dollars, distances in miles, dates ISO (the agreed wire contracts). Anyone but a member gets
 * 403 with `promptUpgrade` (see {@link upgradePromptOf}).
 */

type Ok<T> = { success: true } & T;

/** Where a figure comes from (shown next to every chart and list). */
export type DataSource = { name: string; kind: string; jurisdiction: string | null };

/** The comparables filter as sent (001 section 3) and as the server resolves it (defaults applied). */
export type { ComparablesFilter, ResolvedComparablesFilter };

export type Pagination = { page: number; pages: number; limit: number; total: number };

export type ComparableProperty = {
  id: number;
  streetAddress: string;
  city: string;
  state: string;
  zip: string;
  latitude: number | null;
  longitude: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
  lotSquareFeet: number | null;
  yearBuilt: number | null;
  landUseCode: number | null;
  propertyType: string | null;
  lastSaleDate: string | null;
  lastSaleAmount: number | null;
  pricePerSqFt: number | null;
  estimatedValue: number | null;
  distanceFromSubject: number;
  listingStatus: string | null;
  photoUrl: string | null;
};

export type ComparablesReply = Ok<{
  totalProperties: number;
  averageSalePrice: number | null;
  averagePricePerSqFt: number | null;
  averageEstimatedValue: number | null;
  filter: ResolvedComparablesFilter;
  subject: { propertyId: number; latitude: number | null; longitude: number | null; squareFeet: number | null };
  asOf: string;
  pagination: Pagination;
  properties: ComparableProperty[];
}>;

export type TrendMonth = {
  month: string;
  medianSalePrice: number | null;
  medianPricePerSqFt: number | null;
  sales: number;
};
export type TrendsReply = Ok<{
  zip: string;
  asOf: string;
  months: TrendMonth[];
  source: DataSource;
  recordedAt: string;
}>;

export type DemandMonth = {
  month: string;
  activeListings: number | null;
  newListings: number | null;
  soldListings: number | null;
  medianDaysOnMarket: number | null;
  soldToListedRatio: number | null;
};
export type DemandReply = Ok<{
  zip: string;
  asOf: string;
  months: DemandMonth[];
  source: DataSource;
  recordedAt: string;
}>;

/** A source as the neighbourhood replies name it (a name, or a source object). */
export type SourceLike = string | DataSource | null;

export type School = {
  id: string | number;
  name: string;
  level: 'elementary' | 'middle' | 'high';
  grades: string;
  distanceMiles: number;
  rating: number | null;
  enrollment: number | null;
  studentTeacherRatio: number | null;
  source: SourceLike;
  recordedAt: string | null;
};
export type SchoolsReply = Ok<{ schools: School[] }>;

export type WalkScore = {
  score: number;
  label: string;
  description: string;
  source: SourceLike;
  recordedAt: string | null;
};
export type WalkScoreReply = Ok<{ walkScore: WalkScore }>;

export type Neighbor = {
  personId: string | number;
  fullName: string;
  age: number | null;
  movedIn: string;
  distanceMiles: number;
  city: string;
  state: string;
  source: SourceLike;
  recordedAt: string | null;
};
export type NeighborsReply = Ok<{ warning: string; total: number; neighbors: Neighbor[] }>;

export type WatchFiling = {
  kind: 'preForeclosure' | 'foreclosure' | 'eviction' | 'lien';
  date: string;
  distanceMiles: number;
  streetName: string;
  city: string;
  source: SourceLike;
  recordedAt: string | null;
};
export type WatchReply = Ok<{ filings: WatchFiling[]; total: number }>;

const opts = (signal?: AbortSignal) => (signal ? { signal } : {});

export const propertyApi = {
  comparables: (
    body: { propertyId: number; filter?: ComparablesFilter; pagination?: { page?: number; limit?: number } },
    signal?: AbortSignal,
  ) => http.post<ComparablesReply>('/api/market/comparables', body, opts(signal)),
  trends: (propertyId: number, signal?: AbortSignal) =>
    http.post<TrendsReply>('/api/market/trends', { propertyId }, opts(signal)),
  demand: (propertyId: number, signal?: AbortSignal) =>
    http.post<DemandReply>('/api/market/demand', { propertyId }, opts(signal)),
  schools: (propertyId: number, signal?: AbortSignal) =>
    http.get<SchoolsReply>('/api/neighborhood/schools', { query: { propertyId }, ...opts(signal) }),
  walkScore: (propertyId: number, signal?: AbortSignal) =>
    http.get<WalkScoreReply>('/api/neighborhood/walk-score', { query: { propertyId }, ...opts(signal) }),
  recentNeighbors: (propertyId: number, signal?: AbortSignal) =>
    http.post<NeighborsReply>('/api/neighborhood/recent-neighbors', { propertyId }, opts(signal)),
  watch: (propertyId: number, signal?: AbortSignal) =>
    http.get<WatchReply>('/api/neighborhood/watch', { query: { propertyId }, ...opts(signal) }),
};

/** GET dashboard product SKUs (001 section 7): the upgrade menu's offers. */
export type UpgradeMenuReply = Ok<{ menuId: string; offerId: string; offers: ProductOfferView[] }>;

/**
 * The upgrade modal's calls (001 sections 4 and 7): the dashboard upgrade products, the wallet cards,
 * adding a card, and the subscription update that charges the default card for the chosen product (for a
 * signed-in user without a membership it starts one).
 */
export const upgradeApi = {
  products: (signal?: AbortSignal) => http.get<UpgradeMenuReply>('/dashboard/api/products/skus', opts(signal)),
  cards: (signal?: AbortSignal) =>
    http.get<Ok<{ cards: WalletCardView[] }>>('/dashboard/api/wallet/cards', opts(signal)),
  addCard: (body: Record<string, unknown>) =>
    http.post<Ok<{ card: WalletCardView }>>('/dashboard/api/wallet/cards/add', body),
  upgrade: (body: { productMenuId: string; productOfferId: string; productSkuId: string; couponId: string | null }) =>
    http.post<Ok<{ redirectUrl: string }>>('/dashboard/api/subscription/update', body),
};
