import {
  calendarDateIn,
  DEFAULT_TIME_ZONE,
  isoDateOf,
  msBetween,
  parseIsoDate,
  SECOND_MS,
} from '../shared/date.rules.js';

/**
 * Times and calendar dates for display (002 section 9: "Relative time uses a 7-day cutoff after
 * which MM/DD/YYYY shows", default timezone America/Los_Angeles). Time always arrives as an argument.
 */

/** Default timezone (000 section 9, 002 section 9). */
const DISPLAY_TIME_ZONE = DEFAULT_TIME_ZONE;
/** Relative time cutoff in days (002 section 9). */
const RELATIVE_TIME_CUTOFF_DAYS = 7;

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** The calendar date of an instant in a timezone as "YYYY-MM-DD" (default America/Los_Angeles). */
export const calendarDateOf = (instant: Date, timeZone: string = DISPLAY_TIME_ZONE): string =>
  isoDateOf(calendarDateIn(instant, timeZone));

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
  const seconds = Math.floor(msBetween(then, now) / SECOND_MS);
  if (seconds < 60) return 'just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return plural(minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return plural(hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < RELATIVE_TIME_CUTOFF_DAYS) return plural(days, 'day');
  return formatDateMdy(then, timeZone);
};

/** An ISO calendar date as MM/DD/YYYY (001 section 3 date columns), or null when it is not a date. */
export const isoDateToMdy = (value: string): string | null => {
  const d = parseIsoDate(value);
  return d === null ? null : `${pad2(d.month)}/${pad2(d.day)}/${d.year}`;
};
