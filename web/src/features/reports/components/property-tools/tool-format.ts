import { formatCentsAsDollars } from '#core/billing/money.rules';
import { homeSizeLine } from '#core/property/home-size.rules';
import { reportShortDate, reportSourceLine } from '#core/reports/report-view-format.rules';
import { isoDateToMdy } from '#core/shell/time.rules';
import type { DataSource } from '../../api/property-api';

/**
 * How the address report shows the property replies' figures (the property tools and the nearby cards;
 * money in dollars, distances in miles, ISO dates on the wire). The server sends null for a figure the
 * records do not hold: null shows as an en dash, and 0 is a recorded figure that shows as $0 (never
 * guessed missing).
 */

/** Shown for a figure the records do not hold. */
export const MISSING = '–';

/** Whole dollars or null when the records hold none: 412000 -> "$412,000", 0 -> "$0", null -> null. */
export const dollarsOrNull = (value: number | null | undefined): string | null =>
  value == null || !Number.isFinite(value)
    ? null
    : formatCentsAsDollars(Math.round(value) * 100, { wholeDollars: true });

/** Whole dollars: 412000 -> "$412,000", 0 -> "$0"; null -> "–". */
export const dollars = (value: number | null | undefined): string => dollarsOrNull(value) ?? MISSING;

/** Price per square foot: 215.4 -> "$215/sq ft". */
export const perSqFt = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? MISSING : `${dollars(value)}/sq ft`;

/** A count with thousands separators: 1850 -> "1,850". */
export const count = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? MISSING : Math.round(value).toLocaleString('en-US');

/** Miles with two decimals below one mile: 0.31 -> "0.31 mi", 2.4 -> "2.4 mi". */
export const miles = (value: number | null | undefined): string => {
  if (value == null || !Number.isFinite(value)) return MISSING;
  const shown = value < 1 ? value.toFixed(2) : value.toFixed(1);
  return `${shown} mi`;
};

/** A radius in words: 0.5 -> "half a mile", 0.25 -> "a quarter mile", 1 -> "1 mile", 2 -> "2 miles". */
export const milesInWords = (value: number): string =>
  value === 0.5 ? 'half a mile' : value === 0.25 ? 'a quarter mile' : `${value} ${value === 1 ? 'mile' : 'miles'}`;

/** A date column (001 section 3: dates show MM/DD/YYYY). */
export const mdy = (iso: string | null | undefined): string => (iso ? (isoDateToMdy(iso) ?? iso) : MISSING);

/** "3 bd · 2 ba · 1,850 sq ft" with the missing parts left out ("–" when all are missing). */
export const bedsBathsSqFt = (p: {
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
}): string => homeSizeLine(p) ?? MISSING;

/** A ratio as a whole percent: 0.874 -> "87%". */
export const percent = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? MISSING : `${Math.round(value * 100)}%`;

/** "Source: County recorder, Tampa, FL, recorded 2025-03-01" for a figure or a list; null without a source. */
export const sourceLine = (source: DataSource | null, recordedAt: string | null | undefined): string | null => {
  if (source === null) return null;
  const at = recordedAt ? recordedAt.slice(0, 10) : null;
  return `Source: ${at ? reportSourceLine({ source, recordedAt: at }) : source.name}`;
};

/** "Data as of Mar 1, 2025" for a reply's as-of date. */
export const asOfLine = (asOf: string | null | undefined): string | null =>
  asOf ? `Data as of ${reportShortDate(asOf)}` : null;
