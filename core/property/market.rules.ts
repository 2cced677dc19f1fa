import { isoDateAddMonths } from '../shared/date.rules.js';
import { centsToDollars, MLS_STATUSES } from './comparables.rules.js';

/**
 * Market trends and demand (001 section 2 "Market tabs: Demand, Comps, Trends"; 001 section 7
 * "POST /api/market: comparables, trends, demand"): monthly figures for the subject's ZIP over the
 * 24 months ending at the as-of month (docs/decisions/0060-property-research.md).
 */

/** How many months the market charts cover, ending at the as-of month. */
const MARKET_MONTHS = 24;

/** The calendar month ('YYYY-MM') of an ISO date. */
export const monthOf = (isoDate: string): string => isoDate.slice(0, 7);

/** The 24 months ('YYYY-MM', oldest first) ending at the month of the as-of date. */
export const marketMonths = (asOf: string): string[] => {
  const first = `${monthOf(asOf)}-01`;
  const out: string[] = [];
  for (let k = MARKET_MONTHS - 1; k >= 0; k--) out.push(monthOf(isoDateAddMonths(first, -k) ?? first));
  return out;
};

/** The dates the 24 months span: from the first day of the oldest month, up to (not including) the first day after the as-of month. */
export const marketWindow = (asOf: string): { from: string; before: string } => {
  const first = `${monthOf(asOf)}-01`;
  return { from: isoDateAddMonths(first, -(MARKET_MONTHS - 1)) ?? first, before: isoDateAddMonths(first, 1) ?? first };
};

/** The median of a list (the mean of the two middle values for an even count); null when empty. */
export const median = (values: readonly number[]): number | null => {
  if (values.length === 0) return null;
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};

/** A recorded sale of the ZIP (a `property_transactions` row of type 'sale' with an amount). */
export interface MarketSaleRow {
  readonly recordingDate: string;
  readonly amountCents: number;
  /** The property's size; null or 0 when unknown (left out of the price per square foot). */
  readonly squareFeet: number | null;
  readonly sourceId: number;
  readonly recordedAt: string;
}

/** One month of market trends (wire shape; money in dollars). */
export interface TrendMonth {
  readonly month: string;
  readonly medianSalePrice: number | null;
  readonly medianPricePerSqFt: number | null;
  readonly sales: number;
}

/**
 * Market trends (our definition): per month of the 24, the recorded sales of the subject's ZIP with
 * an amount above 0, by recording date: `sales` is their number, `medianSalePrice` the median amount,
 * `medianPricePerSqFt` the median of amount / square feet over those whose property has a size;
 * medians in dollars rounded to cents, null in a month without sales.
 */
export const marketTrends = (rows: readonly MarketSaleRow[], asOf: string): TrendMonth[] =>
  marketMonths(asOf).map((month) => {
    const sales = rows.filter((r) => r.amountCents > 0 && monthOf(r.recordingDate) === month);
    const price = median(sales.map((r) => r.amountCents));
    const ppsf = median(
      sales
        .filter((r) => r.squareFeet !== null && r.squareFeet > 0)
        .map((r) => r.amountCents / (r.squareFeet as number)),
    );
    return {
      month,
      medianSalePrice: price === null ? null : centsToDollars(price),
      medianPricePerSqFt: ppsf === null ? null : centsToDollars(ppsf),
      sales: sales.length,
    };
  });

/** A sale listing of the ZIP (a `property_listings` row of type 'sale'). */
export interface MarketListingRow {
  readonly listDate: string;
  readonly status: string;
  readonly statusDate: string;
  readonly daysOnMarket: number;
  readonly sourceId: number;
  readonly recordedAt: string;
}

/** One month of market demand (wire shape). */
export interface DemandMonth {
  readonly month: string;
  readonly activeListings: number;
  readonly newListings: number;
  readonly soldListings: number;
  readonly medianDaysOnMarket: number | null;
  readonly soldToListedRatio: number | null;
}

/** The MLS statuses of a listing that has closed: sold, expired, withdrawn, cancelled. */
export const CLOSED_MLS_STATUSES: readonly string[] = Object.freeze([...MLS_STATUSES.sold, ...MLS_STATUSES.failed]);
const CLOSED = new Set(CLOSED_MLS_STATUSES);

/** Whether a listing has closed (sold, expired, withdrawn or cancelled): it closed on its status date. */
export const listingClosed = (status: string): boolean => CLOSED.has(status.trim().toLowerCase());

/**
 * Market demand (our definition) per month of the 24, over the sale listings of the subject's ZIP:
 * - activeListings: listed in or before the month and not closed ({@link listingClosed}) by its end
 *   (a pending listing is still on the market);
 * - newListings: listed in the month; soldListings: status sold with the status date in the month;
 * - medianDaysOnMarket: the median days on market of the listings sold in the month (null when none);
 * - soldToListedRatio: soldListings / newListings to two decimals, null when nothing was listed.
 */
export const marketDemand = (rows: readonly MarketListingRow[], asOf: string): DemandMonth[] =>
  marketMonths(asOf).map((month) => {
    let activeListings = 0;
    let newListings = 0;
    const soldDays: number[] = [];
    for (const r of rows) {
      const listed = monthOf(r.listDate);
      const closed = listingClosed(r.status);
      if (listed <= month && !(closed && monthOf(r.statusDate) <= month)) activeListings += 1;
      if (listed === month) newListings += 1;
      if (r.status.trim().toLowerCase() === 'sold' && monthOf(r.statusDate) === month) soldDays.push(r.daysOnMarket);
    }
    return {
      month,
      activeListings,
      newListings,
      soldListings: soldDays.length,
      medianDaysOnMarket: median(soldDays),
      soldToListedRatio: newListings === 0 ? null : Math.round((soldDays.length / newListings) * 100) / 100,
    };
  });

/**
 * The source a market reply names: the source most of its rows come from (ties: the lowest id), with
 * the latest recording date among that source's rows; null without rows.
 */
export const dominantSource = (
  rows: readonly { readonly sourceId: number; readonly recordedAt: string }[],
): { sourceId: number; recordedAt: string } | null => {
  const counts = new Map<number, { n: number; latest: string }>();
  for (const r of rows) {
    const c = counts.get(r.sourceId) ?? { n: 0, latest: r.recordedAt };
    c.n += 1;
    if (r.recordedAt > c.latest) c.latest = r.recordedAt;
    counts.set(r.sourceId, c);
  }
  let best: { sourceId: number; recordedAt: string; n: number } | null = null;
  for (const [sourceId, c] of counts) {
    if (best === null || c.n > best.n || (c.n === best.n && sourceId < best.sourceId)) {
      best = { sourceId, recordedAt: c.latest, n: c.n };
    }
  }
  return best === null ? null : { sourceId: best.sourceId, recordedAt: best.recordedAt };
};
