/** Housing-market series of the synthetic records: price index and mortgage rates by year, loan balances. */
import { YEAR, yearOfDay } from './day-numbers.js';

/** House price index by year (US-like shape, 2026 = 1.0): the past sale prices follow it. */
const HPI: Record<number, number> = {
  1985: 0.24,
  1990: 0.29,
  1995: 0.31,
  2000: 0.39,
  2003: 0.48,
  2006: 0.66,
  2009: 0.51,
  2012: 0.48,
  2015: 0.6,
  2018: 0.7,
  2020: 0.77,
  2021: 0.9,
  2022: 0.98,
  2023: 0.97,
  2024: 0.99,
  2025: 1.0,
  2026: 1.0,
};
const HPI_YEARS = Object.keys(HPI).map(Number);
export const hpiAt = (day: number): number => {
  const y = 1970 + day / YEAR;
  if (y <= 1985) return 0.24;
  for (let i = 1; i < HPI_YEARS.length; i++) {
    const a = HPI_YEARS[i - 1]!;
    const b = HPI_YEARS[i]!;
    if (y <= b) return HPI[a]! + ((HPI[b]! - HPI[a]!) * (y - a)) / (b - a);
  }
  return 1;
};
/** 30-year fixed mortgage rate (percent) by year. */
const RATES: Record<number, number> = {
  1985: 12.4,
  1990: 10.1,
  1995: 7.9,
  2000: 8.0,
  2003: 5.8,
  2006: 6.4,
  2009: 5.0,
  2012: 3.7,
  2015: 3.9,
  2018: 4.5,
  2020: 3.1,
  2021: 3.0,
  2022: 5.3,
  2023: 6.8,
  2024: 6.7,
  2025: 6.5,
  2026: 6.3,
};
const RATE_YEARS = Object.keys(RATES).map(Number);
export const rateAt = (day: number): number => {
  const y = yearOfDay(day);
  let best = 1985;
  for (const k of RATE_YEARS) if (k <= y) best = k;
  return RATES[best]!;
};
/** Remaining balance of a fixed-rate loan after `months` payments. */
export const balanceAfter = (principal: number, ratePct: number, termMonths: number, months: number): number => {
  if (months >= termMonths) return 0;
  const r = ratePct / 1200;
  const f = (1 + r) ** termMonths;
  return (principal * (f - (1 + r) ** months)) / (f - 1);
};
