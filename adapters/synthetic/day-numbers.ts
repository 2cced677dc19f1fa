/**
 * Dates of the synthetic records as day numbers since 1970-01-01 (UTC), formatted through a table
 * computed once: formatting is on the generator's hot path.
 */

const MS_DAY = 86_400_000;
/** Day number of an ISO date (YYYY-MM-DD). */
export const dayOf = (iso: string): number => Math.round(Date.parse(`${iso}T00:00:00Z`) / MS_DAY);
const DAY_MIN = dayOf('1870-01-01');
const DAY_MAX = dayOf('2100-01-01');
/** Every date's ISO text and year, precomputed once (formatting is on the hot path). */
const DATE_TEXT: string[] = [];
const DATE_YEAR = new Int16Array(DAY_MAX - DAY_MIN);
for (let d = DAY_MIN; d < DAY_MAX; d++) {
  const iso = new Date(d * MS_DAY).toISOString().slice(0, 10);
  DATE_TEXT.push(iso);
  DATE_YEAR[d - DAY_MIN] = Number(iso.slice(0, 4));
}
/** ISO text of a day number (null stays null). */
export const fmt = (day: number | null): string | null => (day === null ? null : (DATE_TEXT[day - DAY_MIN] ?? null));
/** Days in an average year. */
export const YEAR = 365.25;
/** Calendar year of a day number. */
export const yearOfDay = (day: number): number => DATE_YEAR[day - DAY_MIN] ?? new Date(day * MS_DAY).getUTCFullYear();
