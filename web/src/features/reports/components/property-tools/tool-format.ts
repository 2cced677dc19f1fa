import { formatCentsAsDollars } from '#core/billing/money.rules';
import { reportShortDate, reportSourceLine } from '#core/reports/report-view-format.rules';
import { isoDateToMdy } from '#core/shell/time.rules';
import type { DataSource, SourceLike } from '../../api/property-api';

/**
 * How the property tools show the tool replies' figures (money in dollars, distances in miles, ISO dates
 * on the wire). Missing figures show as an en dash, never as 0.
 */

/** Shown for a figure the records do not hold. */
export const MISSING = '–';

/** Whole dollars: 412000 -> "$412,000"; null -> "–". */
export const dollars = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value)
    ? MISSING
    : formatCentsAsDollars(Math.round(value) * 100, { wholeDollars: true });

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

/** A date column (001 section 3: dates show MM/DD/YYYY). */
export const mdy = (iso: string | null | undefined): string => (iso ? (isoDateToMdy(iso) ?? iso) : MISSING);

/** "3 bd · 2 ba · 1,850 sq ft" with the missing parts left out ("–" when all are missing). */
export const bedsBathsSqFt = (p: {
  bedrooms: number | null;
  bathrooms: number | null;
  squareFeet: number | null;
}): string => {
  const parts = [
    p.bedrooms != null ? `${p.bedrooms} bd` : null,
    p.bathrooms != null ? `${p.bathrooms} ba` : null,
    p.squareFeet != null ? `${count(p.squareFeet)} sq ft` : null,
  ].filter((x): x is string => x !== null);
  return parts.length > 0 ? parts.join(' · ') : MISSING;
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A 'YYYY-MM' month as "Mar 2025" (the input when it is not one). */
export const monthLabel = (month: string): string => {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? `${name} ${m[1]}` : month;
};

/** A ratio as a whole percent: 0.874 -> "87%". */
export const percent = (value: number | null | undefined): string =>
  value == null || !Number.isFinite(value) ? MISSING : `${Math.round(value * 100)}%`;

const isDataSource = (s: SourceLike): s is DataSource => typeof s === 'object' && s !== null;

/**
 * "Source: County recorder, Tampa, FL, recorded 2025-03-01" for a figure or a list. A reply may name its
 * source as an object (market replies) or as a text line; the record date is shown as sent.
 */
export const sourceLine = (source: SourceLike, recordedAt: string | null | undefined): string | null => {
  if (source === null) return null;
  const at = recordedAt ? recordedAt.slice(0, 10) : null;
  if (isDataSource(source)) {
    return `Source: ${at ? reportSourceLine({ source, recordedAt: at }) : source.name}`;
  }
  return `Source: ${source}${at && !source.includes('recorded') ? `, recorded ${at}` : ''}`;
};

/** "Data as of Mar 1, 2025" for a reply's as-of date. */
export const asOfLine = (asOf: string | null | undefined): string | null =>
  asOf ? `Data as of ${reportShortDate(asOf)}` : null;
