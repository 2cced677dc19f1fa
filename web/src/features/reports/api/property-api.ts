import type { ProductOfferView } from '#core/membership/subscriptions/product-offer-view.schema';
import type { ComparablesFilter, ResolvedComparablesFilter } from '#core/property/comparables.rules';
import type {
  ComparableView,
  ComparablesReply as CoreComparablesReply,
} from '#core/property/find-comparables.use-case';
import type { SchoolView } from '#core/property/get-schools.use-case';
import type { WalkScoreView } from '#core/property/get-walk-score.use-case';
import type { DemandMonth, TrendMonth } from '#core/property/market.rules';
import type { MarketDemandReply } from '#core/property/market-demand.use-case';
import type { MarketTrendsReply } from '#core/property/market-trends.use-case';
import type { NeighborhoodSource } from '#core/property/neighborhood.port';
import type { WatchFilingView } from '#core/property/neighborhood-watch.use-case';
import type { MarketSource } from '#core/property/property-market.port';
import type { NeighborView } from '#core/property/recent-neighbors.use-case';
import { http } from '../../../lib/http/http';
import { HttpError } from '../../../lib/http/http-error';
import { walletApi } from '../../../lib/wallet-api';

/**
 * The property tools' calls (001 section 7 "Property report": POST /api/market comparables, trends and
 * demand; GET neighborhood schools and walk-score; POST neighborhood recent-neighbors; the watch list).
 * Money in dollars, distances in miles, dates ISO (the agreed wire contracts). Anyone but a member gets
 * 403 with `promptUpgrade` (see {@link upgradePromptIn}).
 */

type Ok<T> = { success: true } & T;

/** Where a figure comes from (shown next to every chart and list): a market or a neighbourhood source. */
export type DataSource = MarketSource | NeighborhoodSource;

/** The comparables filter as sent (001 section 3) and as the server resolves it (defaults applied). */
export type {
  ComparablesFilter,
  ComparableView,
  DemandMonth,
  NeighborView,
  ResolvedComparablesFilter,
  SchoolView,
  TrendMonth,
  WalkScoreView,
  WatchFilingView,
};

export type ComparablesReply = Ok<CoreComparablesReply>;
/** The market replies: `source` and `recordedAt` are null for a ZIP without sales or listings. */
export type TrendsReply = Ok<MarketTrendsReply>;
export type DemandReply = Ok<MarketDemandReply>;
export type SchoolsReply = Ok<{ schools: SchoolView[] }>;
export type WalkScoreReply = Ok<{ walkScore: WalkScoreView }>;
export type NeighborsReply = Ok<{ warning: string; total: number; neighbors: NeighborView[] }>;
export type WatchReply = Ok<{ filings: WatchFilingView[]; total: number }>;

/**
 * The property tools (and the nearby list) answer 403 with `promptUpgrade` (and `isPaused`) to anyone but
 * a member (001 section 6): the upgrade gate to show, or null for any other answer.
 */
export const upgradePromptIn = (e: unknown): { isPaused: boolean } | null => {
  if (!(e instanceof HttpError) || e.status !== 403) return null;
  const body = e.body as { promptUpgrade?: unknown; isPaused?: unknown } | undefined;
  return body?.promptUpgrade === true ? { isPaused: body.isPaused === true } : null;
};

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
  cards: walletApi.cards,
  addCard: walletApi.addCard,
  upgrade: (body: { productMenuId: string; productOfferId: string; productSkuId: string; couponId: string | null }) =>
    http.post<Ok<{ redirectUrl: string }>>('/dashboard/api/subscription/update', body),
};
