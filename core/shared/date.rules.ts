/**
 * Date maths, in one place: durations, adding them to instants, whole units until a deadline, calendar
 * dates in a time zone and ISO calendar dates. Every rule of core that counts time uses these, so a
 * day is 86,400,000 ms in exactly one line. Time always arrives as an argument (shared/STYLE.md section 2).
 */

/** The default time zone (000 section 9, 002 section 9: "Default timezone America/Los_Angeles"). */
export const DEFAULT_TIME_ZONE = 'America/Los_Angeles';

export const SECOND_MS = 1_000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The instant `ms` milliseconds after `instant` (before it when negative). */
export const addMs = (instant: Date, ms: number): Date => new Date(instant.getTime() + ms);
/** The instant `minutes` minutes after `instant`. */
export const addMinutes = (instant: Date, minutes: number): Date => addMs(instant, minutes * MINUTE_MS);
/** The instant `hours` hours after `instant` (before it when negative). */
export const addHours = (instant: Date, hours: number): Date => addMs(instant, hours * HOUR_MS);
/** The instant `days` days of 24 hours after `instant`. */
export const addDays = (instant: Date, days: number): Date => addMs(instant, days * DAY_MS);

/** Milliseconds from `from` to `to` (negative when `to` is earlier). */
export const msBetween = (from: Date, to: Date): number => to.getTime() - from.getTime();

/** The earlier of two instants (the first when they are equal). */
export const earlierOf = (a: Date, b: Date): Date => (a.getTime() <= b.getTime() ? a : b);

/**
 * Whole units (seconds, minutes, hours: `unitMs`) from `now` until `deadline`, rounded up and at least 1:
 * what a "try again in N minutes" message and a Retry-After header say.
 */
export const wholeUnitsUntil = (deadline: Date, now: Date, unitMs: number): number =>
  Math.max(1, Math.ceil(msBetween(now, deadline) / unitMs));

/** The first instant of the calendar month of `instant`, in UTC. */
export const startOfUtcMonth = (instant: Date): Date =>
  new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), 1));

/** The UTC calendar date of an instant as "YYYY-MM-DD". */
export const utcIsoDate = (instant: Date): string => instant.toISOString().slice(0, 10);

/** A calendar date: year, month 1-12, day 1-31. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const calendarFormats = new Map<string, Intl.DateTimeFormat>();
const calendarFormat = (timeZone: string): Intl.DateTimeFormat => {
  let f = calendarFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' });
    calendarFormats.set(timeZone, f);
  }
  return f;
};

/** The calendar date of an instant in a time zone (default America/Los_Angeles, 000 section 9). */
export const calendarDateIn = (instant: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate => {
  const parts = calendarFormat(timeZone).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
};

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A calendar date as "YYYY-MM-DD". */
export const isoDateOf = (d: CalendarDate): string =>
  `${String(d.year).padStart(4, '0')}-${pad2(d.month)}-${pad2(d.day)}`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})/;

const isLeapYear = (y: number): boolean => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const daysIn = (y: number, m: number): number =>
  m === 2 ? (isLeapYear(y) ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;

/** Reads the calendar date at the start of an ISO text ("2024-03-05" or "2024-03-05T10:00:00Z"), or null when it is not a real date. */
export const parseIsoDate = (value: string): CalendarDate | null => {
  const m = ISO_DATE.exec(value.trim());
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return { year, month, day };
};

/** Adds whole months to an ISO calendar date, the day clamped to the month's end (2024-03-31 minus 1 month = 2024-02-29). */
export const isoDateAddMonths = (value: string, months: number): string | null => {
  const d = parseIsoDate(value);
  if (d === null) return null;
  const index = d.year * 12 + (d.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return isoDateOf({ year, month, day: Math.min(d.day, daysIn(year, month)) });
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
