/**
 * Times and calendar dates for display (002 section 9: "Relative time uses a 7-day cutoff after
 * which MM/DD/YYYY shows", default timezone America/Los_Angeles). Time always arrives as an argument.
 */

/** Default timezone (000 section 9, 002 section 9). */
export const DISPLAY_TIME_ZONE = 'America/Los_Angeles';
/** Relative time cutoff in days (002 section 9). */
export const RELATIVE_TIME_CUTOFF_DAYS = 7;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The calendar date of an instant in a timezone as "YYYY-MM-DD" (default America/Los_Angeles). */
export const calendarDateOf = (instant: Date, timeZone: string = DISPLAY_TIME_ZONE): string => {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
};

/** An instant shown as MM/DD/YYYY in a timezone (002 section 9; 001 section 3 date columns). */
export const formatDateMdy = (instant: Date, timeZone: string = DISPLAY_TIME_ZONE): string =>
  isoDateToMdy(calendarDateOf(instant, timeZone)) ?? '';

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'} ago`;

/**
 * Relative time with the 7-day cutoff (002 section 9): under a minute "just now", then "N
 * minute(s) ago", "N hour(s) ago", "N day(s) ago"; from 7 days on the date as MM/DD/YYYY in the
 * display timezone. A time in the future (clock skew) reads "just now".
 */
export const formatRelativeTime = (then: Date, now: Date, timeZone: string = DISPLAY_TIME_ZONE): string => {
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < RELATIVE_TIME_CUTOFF_DAYS) return plural(days, 'day');
  return formatDateMdy(then, timeZone);
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number): number =>
  m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/** Reads the calendar date at the start of an ISO text ("2024-03-05" or "2024-03-05T10:00:00Z"), or null when it is not a real date. */
export const parseIsoDate = (value: string): { year: number; month: number; day: number } | null => {
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return { year, month, day };
};

/** An ISO calendar date as MM/DD/YYYY (001 section 3 date columns), or null when it is not a date. */
export const isoDateToMdy = (value: string): string | null => {
  const d = parseIsoDate(value);
  return d === null ? null : `${pad2(d.month)}/${pad2(d.day)}/${d.year}`;
};

/** Adds whole months to an ISO calendar date, the day clamped to the month's end (2024-03-31 minus 1 month = 2024-02-29). */
export const isoDateAddMonths = (value: string, months: number): string | null => {
  const d = parseIsoDate(value);
  if (d === null) return null;
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${pad2(month)}-${pad2(Math.min(d.day, daysIn(year, month)))}`;
};

/** Whole months from one ISO date to a later one (negative when `to` is earlier); null when either is not a date. */
export const isoMonthsBetween = (from: string, to: string): number | null => {
  const a = parseIsoDate(from);
  const b = parseIsoDate(to);
  if (a === null || b === null) return null;
  let months = (b.year - a.year) * 12 + (b.month - a.month);
  if (months > 0 && b.day < a.day) months -= 1;
  if (months < 0 && b.day > a.day) months += 1;
  return months;
};

/** Compares two ISO calendar dates by their date part (-1, 0, 1); texts that are not dates compare as strings. */
export const compareIsoDates = (a: string, b: string): number => {
  const x = a.trim().slice(0, 10);
  const y = b.trim().slice(0, 10);
  return x < y ? -1 : x > y ? 1 : 0;
};
