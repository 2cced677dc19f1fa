import type { MarketStatusName } from '../records/property-codes.rules.js';
import { compareIsoDates, isoDateAddMonths, isoMonthsBetween, parseIsoDate } from '../shared/date.rules.js';
import type { ListingStatus } from './property-enums.rules.js';

/**
 * The 21 nearby quick filters (001 section 9, 002 section 4.3) as pure predicates over
 * {@link PropertyFacts}.
 */

/**
 * Foreclosure stage of the latest foreclosure filing not yet resolved: `none`, a lis pendens
 * (judicial states), a notice of default, or a notice of (trustee) sale. A property taken back by
 * the lender is not a stage: it is `bankOwned`.
 */
export type ForeclosureStage = 'none' | 'lisPendens' | 'noticeOfDefault' | 'noticeOfSale';

/**
 * The facts about one property that the quick filters read. The public-records side computes one
 * row of these per property; every field is about the property "as of today" (the `today` passed to
 * the predicates). Dates are ISO calendar dates "YYYY-MM-DD".
 */
export type PropertyFacts = {
  /** Market status (001 section 3): offMarket, onMarket or sold, from the latest listing. */
  readonly marketStatus: MarketStatusName;
  /** Status of the latest MLS listing (001 section 9 options), null when never listed. */
  readonly listingStatus: ListingStatus | null;
  /** What the current or latest listing offers: the property for sale, or for rent; null when never listed. */
  readonly listingType: 'sale' | 'rent' | null;
  /** Days on market of the current listing, null when not on the market. */
  readonly daysOnMarket: number | null;
  /** Estimated market value in whole dollars, null when unknown. */
  readonly estimatedValue: number | null;
  /** Number of open (recorded, not released) mortgage loans. */
  readonly openLoanCount: number;
  /** Sum of the estimated balances of the open loans, whole dollars (0 with no open loan). */
  readonly openLoanBalance: number;
  /**
   * Equity in percent of the estimated value: (estimatedValue - openLoanBalance) / estimatedValue *
   * 100 (see {@link computeEquityPercent}); negative when the loans exceed the value; null when the
   * value is unknown.
   */
  readonly equityPercent: number | null;
  /** Recording date of the last arm's-length sale, null when none is known. */
  readonly lastSaleDate: string | null;
  /** The last sale was recorded without a purchase loan. */
  readonly lastSaleCashPurchase: boolean;
  /** The property is vacant (postal vacancy or utility data). */
  readonly isVacant: boolean;
  /** An owner lives at the property (mailing address equals the property address). */
  readonly ownerOccupied: boolean;
  /** Property taxes are past due (a delinquent tax year is recorded and not paid). */
  readonly taxDelinquent: boolean;
  /** An owner has an open (not discharged or dismissed) bankruptcy filing. */
  readonly ownerInBankruptcy: boolean;
  /** Open involuntary liens recorded against the property (mechanic's, HOA, municipal, tax liens). */
  readonly propertyLienCount: number;
  /** Open liens against an owner personally (judgments, IRS and state tax liens, child support). */
  readonly personalLienCount: number;
  /** Stage of an unresolved foreclosure filing. */
  readonly foreclosureStage: ForeclosureStage;
  /** Date of the scheduled foreclosure auction, null when none is scheduled. */
  readonly auctionDate: string | null;
  /** An owner of record is deceased. */
  readonly ownerDeceased: boolean;
  /** A probate case has been opened for the deceased owner's estate. */
  readonly probateOpened: boolean;
  /** Title is held by a lender after foreclosure (REO). */
  readonly bankOwned: boolean;
};

/**
 * Equity percent for {@link PropertyFacts.equityPercent}: (value - open loan balance) / value *
 * 100, rounded to one decimal; null when the value is unknown or not positive.
 */
export const computeEquityPercent = (estimatedValue: number | null, openLoanBalance: number): number | null => {
  if (estimatedValue === null || !Number.isFinite(estimatedValue) || estimatedValue <= 0) return null;
  return Math.round(((estimatedValue - Math.max(0, openLoanBalance)) / estimatedValue) * 1000) / 10;
};

/** The quick-filter ids (001 section 9), in chip order. */
export const QUICK_FILTER_IDS = Object.freeze([
  'allProperties',
  'forSale',
  'forRent',
  'sold',
  'preForeclosure',
  'preProbate',
  'highEquity',
  'lowEquity',
  'negativeEquity',
  'vacant',
  'bankOwned',
  'taxDelinquency',
  'propertyLien',
  'personalLien',
  'bankruptcy',
  'freeAndClear',
  'cashBuyer',
  'auction',
  'flipper',
  'failedListings',
  'zombie',
] as const);

/** A quick-filter id. */
export type QuickFilterId = (typeof QUICK_FILTER_IDS)[number];

/** A quick filter: chip label, tooltip and its predicate. */
export type QuickFilter = {
  readonly id: QuickFilterId;
  readonly label: string;
  readonly tooltip: string;
  /** Whether a property belongs to the filter on the calendar date `today`. */
  readonly matches: (facts: PropertyFacts, today: string) => boolean;
};

/** High equity threshold (001 section 9): 50% or more. */
export const HIGH_EQUITY_MIN_PERCENT = 50;
/** Low equity: at least 0 and under 20% (ours). */
export const LOW_EQUITY_MAX_PERCENT = 20;
/** Flipper: owned under 24 months (001 section 9). */
export const FLIPPER_MAX_OWNED_MONTHS = 24;
/** Sold: a sale recorded in the last 12 months (ours). */
export const SOLD_WITHIN_MONTHS = 12;

const preForeclosure = (f: PropertyFacts) => f.foreclosureStage !== 'none' && !f.bankOwned;
const inLastMonths = (date: string | null, months: number, today: string) => {
  if (date === null || parseIsoDate(date) === null) return false;
  const from = isoDateAddMonths(today, -months);
  return from !== null && compareIsoDates(date, from) >= 0 && compareIsoDates(date, today) <= 0;
};

/**
 * The 21 quick filters (001 section 9) with their definitions:
 * - allProperties: every property.
 * - forSale: on market with a sale listing. forRent: on market with a rent listing.
 * - sold: a sale recorded in the 12 months up to today.
 * - preForeclosure: an unresolved foreclosure filing (lis pendens, notice of default or of sale) and
 *   not bank owned. preProbate: an owner is deceased and no probate case is opened yet.
 * - highEquity: equity 50% or more (001 section 9). lowEquity: equity from 0 up to under 20%.
 *   negativeEquity: equity below 0 (loans above the value). Unknown equity matches none of them.
 * - vacant; bankOwned (REO); taxDelinquency (taxes past due); propertyLien (an open lien on the
 *   property); personalLien (an open lien against an owner); bankruptcy (an owner's open filing).
 * - freeAndClear: no open loan. cashBuyer: the last sale was a cash purchase.
 * - auction: a foreclosure auction scheduled today or later.
 * - flipper: on market and owned under 24 months (001 section 9): the last sale less than 24 whole
 *   months before today.
 * - failedListings: the latest listing failed or expired and the property is not on the market.
 * - zombie: vacant, in pre-foreclosure and not owner-occupied (abandoned during foreclosure).
 */
export const QUICK_FILTERS: readonly QuickFilter[] = Object.freeze([
  { id: 'allProperties', label: 'All Properties', tooltip: 'Every property in the search area.', matches: () => true },
  {
    id: 'forSale',
    label: 'For Sale',
    tooltip: 'Properties listed for sale right now.',
    matches: (f) => f.marketStatus === 'onMarket' && f.listingType === 'sale',
  },
  {
    id: 'forRent',
    label: 'For Rent',
    tooltip: 'Properties listed for rent right now.',
    matches: (f) => f.marketStatus === 'onMarket' && f.listingType === 'rent',
  },
  {
    id: 'sold',
    label: 'Sold',
    tooltip: 'Properties with a sale recorded in the last 12 months.',
    matches: (f, today) => inLastMonths(f.lastSaleDate, SOLD_WITHIN_MONTHS, today),
  },
  {
    id: 'preForeclosure',
    label: 'Pre-Foreclosure',
    tooltip:
      'A foreclosure has been filed (lis pendens, notice of default or notice of sale) but the lender does not own the property yet.',
    matches: preForeclosure,
  },
  {
    id: 'preProbate',
    label: 'Pre-Probate',
    tooltip: 'An owner has died and no probate case has been opened yet.',
    matches: (f) => f.ownerDeceased && !f.probateOpened,
  },
  {
    id: 'highEquity',
    label: 'High Equity',
    tooltip: 'Owners hold 50% or more equity.',
    matches: (f) => f.equityPercent !== null && f.equityPercent >= HIGH_EQUITY_MIN_PERCENT,
  },
  {
    id: 'lowEquity',
    label: 'Low Equity',
    tooltip: 'Owners hold less than 20% equity.',
    matches: (f) => f.equityPercent !== null && f.equityPercent >= 0 && f.equityPercent < LOW_EQUITY_MAX_PERCENT,
  },
  {
    id: 'negativeEquity',
    label: 'Negative Equity',
    tooltip: 'The open loans add up to more than the estimated value.',
    matches: (f) => f.equityPercent !== null && f.equityPercent < 0,
  },
  { id: 'vacant', label: 'Vacant', tooltip: 'Properties reported as vacant.', matches: (f) => f.isVacant },
  {
    id: 'bankOwned',
    label: 'Bank Owned',
    tooltip: 'A lender took the property back after foreclosure (REO).',
    matches: (f) => f.bankOwned,
  },
  {
    id: 'taxDelinquency',
    label: 'Tax Delinquency',
    tooltip: 'Property taxes are past due.',
    matches: (f) => f.taxDelinquent,
  },
  {
    id: 'propertyLien',
    label: 'Property Lien',
    tooltip: "An open lien is recorded against the property (mechanic's, HOA, municipal or tax lien).",
    matches: (f) => f.propertyLienCount > 0,
  },
  {
    id: 'personalLien',
    label: 'Personal Lien',
    tooltip: 'An owner has an open personal lien, such as a judgment or a tax lien.',
    matches: (f) => f.personalLienCount > 0,
  },
  {
    id: 'bankruptcy',
    label: 'Bankruptcy',
    tooltip: 'An owner has an open bankruptcy filing.',
    matches: (f) => f.ownerInBankruptcy,
  },
  {
    id: 'freeAndClear',
    label: 'Free and Clear',
    tooltip: 'No open mortgage on the property.',
    matches: (f) => f.openLoanCount === 0,
  },
  {
    id: 'cashBuyer',
    label: 'Cash Buyer',
    tooltip: 'The last sale was paid in cash, without a purchase loan.',
    matches: (f) => f.lastSaleCashPurchase,
  },
  {
    id: 'auction',
    label: 'Auction',
    tooltip: 'A foreclosure auction is scheduled.',
    matches: (f, today) =>
      f.auctionDate !== null && parseIsoDate(f.auctionDate) !== null && compareIsoDates(f.auctionDate, today) >= 0,
  },
  {
    id: 'flipper',
    label: 'Flipper',
    tooltip: 'On the market and owned for less than 24 months.',
    matches: (f, today) => {
      if (f.marketStatus !== 'onMarket' || f.lastSaleDate === null) return false;
      const months = isoMonthsBetween(f.lastSaleDate, today);
      return months !== null && months >= 0 && months < FLIPPER_MAX_OWNED_MONTHS;
    },
  },
  {
    id: 'failedListings',
    label: 'Failed Listings',
    tooltip: 'The last listing failed or expired without a sale.',
    matches: (f) => f.listingStatus === 'failed' && f.marketStatus !== 'onMarket',
  },
  {
    id: 'zombie',
    label: 'Zombie',
    tooltip: 'Vacant properties in pre-foreclosure that the owner no longer lives in.',
    matches: (f) => f.isVacant && preForeclosure(f) && !f.ownerOccupied,
  },
] satisfies QuickFilter[]);

/** The quick filter with an id. */
export const quickFilterById = (id: QuickFilterId): QuickFilter =>
  QUICK_FILTERS.find((q) => q.id === id) as QuickFilter;

const squash = (s: string) => s.toLowerCase().replace(/[^a-z]/g, '');

/** Reads a quick-filter id from text, ignoring case and punctuation ("pre-foreclosure", "PreForeclosure"); undefined when unknown. */
export const readQuickFilterId = (value: string | null | undefined): QuickFilterId | undefined =>
  value ? QUICK_FILTER_IDS.find((id) => squash(id) === squash(value)) : undefined;

/**
 * The active chip (001 section 4): "exactly one is active, starting with 'All Properties'. The chip
 * can be preset from the URL through quickFilter, or QuickFilter inside filtersJson". When both are
 * given the quickFilter parameter wins (ours); an unknown value falls back to All Properties.
 */
export const activeQuickFilter = (
  quickFilterParam: string | null | undefined,
  filtersJsonQuickFilter?: string | null,
): QuickFilterId => readQuickFilterId(quickFilterParam) ?? readQuickFilterId(filtersJsonQuickFilter) ?? 'allProperties';

/** The count shown on each chip (001 section 9 "each with a count"): how many of the properties match. */
export const quickFilterCounts = (facts: readonly PropertyFacts[], today: string): Record<QuickFilterId, number> => {
  const out = Object.fromEntries(QUICK_FILTER_IDS.map((id) => [id, 0])) as Record<QuickFilterId, number>;
  for (const f of facts) for (const q of QUICK_FILTERS) if (q.matches(f, today)) out[q.id] += 1;
  return out;
};
