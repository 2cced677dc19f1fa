import { reportMonthLabel } from '#core/reports/report-view-format.rules';
import type { DemandMonth, TrendMonth } from '../../api/property-api';
import { count, dollars, MISSING, percent, perSqFt } from './tool-format';

/**
 * The market charts' figures (001 section 2 "Market tabs"): one series per chart, a value per month
 * (null where the month has none: no sales, no listings), and how each value reads in the chart's
 * axis and in its table.
 */

/** One chart: its title, how it is drawn, the months and a value (or null) per month. */
export type MarketSeries = {
  id: string;
  title: string;
  kind: 'line' | 'bars';
  months: string[];
  values: (number | null)[];
  format: (value: number | null) => string;
  /** Whole numbers only (counts): the axis ticks are whole numbers too. */
  integer: boolean;
};

const number1 = (v: number | null): string => (v == null ? MISSING : String(Math.round(v * 10) / 10));

const seriesOf = <M extends { month: string }>(
  months: readonly M[],
  id: string,
  title: string,
  kind: MarketSeries['kind'],
  pick: (m: M) => number | null,
  format: MarketSeries['format'],
  integer = false,
): MarketSeries => ({
  id,
  title,
  kind,
  months: months.map((m) => m.month),
  values: months.map((m) => {
    const v = pick(m);
    return v == null || !Number.isFinite(v) ? null : v;
  }),
  format,
  integer,
});

/** Trends (contract 3): monthly median sale price, median $/sq ft and the number of sales. */
export const trendSeries = (months: readonly TrendMonth[]): MarketSeries[] => [
  seriesOf(months, 'median-sale-price', 'Median sale price', 'line', (m) => m.medianSalePrice, dollars),
  seriesOf(months, 'median-price-per-sq-ft', 'Median price per sq ft', 'line', (m) => m.medianPricePerSqFt, perSqFt),
  seriesOf(months, 'sales', 'Number of sales', 'bars', (m) => m.sales, count, true),
];

/** Demand (contract 4): active listings, median days on market and the sold-to-listed ratio. */
export const demandSeries = (months: readonly DemandMonth[]): MarketSeries[] => [
  seriesOf(months, 'active-listings', 'Active listings', 'bars', (m) => m.activeListings, count, true),
  seriesOf(months, 'median-days-on-market', 'Median days on market', 'line', (m) => m.medianDaysOnMarket, number1),
  seriesOf(months, 'sold-to-listed', 'Sold-to-listed ratio', 'line', (m) => m.soldToListedRatio, percent),
];

/** Whether a series has at least one figure (a chart of only empty months says so instead of drawing). */
export const hasFigures = (s: MarketSeries): boolean => s.values.some((v) => v !== null);

/** The months that have no figure, as "Mar 2025, Apr 2025" (said under a chart with gaps). */
export const emptyMonths = (s: MarketSeries): string[] =>
  s.months.filter((_, i) => s.values[i] === null).map(reportMonthLabel);

/** The latest month with a figure and its value, e.g. for the tab's headline; null when none. */
export const latestFigure = (s: MarketSeries): { month: string; value: number } | null => {
  for (let i = s.values.length - 1; i >= 0; i -= 1) {
    const v = s.values[i];
    const m = s.months[i];
    if (v != null && m !== undefined) return { month: m, value: v };
  }
  return null;
};
