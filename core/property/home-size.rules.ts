/**
 * The size line of a home (001 section 3 "Nearby property card" and "Comparables": bedrooms, bathrooms,
 * squareFeet), written once for the report's building facts, the nearby cards and the comparables list.
 */

/** The bedrooms, bathrooms and square feet a home's records hold (null: not recorded). */
export interface HomeSize {
  readonly bedrooms: number | null;
  readonly bathrooms: number | null;
  readonly squareFeet: number | null;
}

/** The known parts, in order: "3 bd", "2.5 ba", "1,450 sq ft" (square feet grouped by thousands). */
export const homeSizeParts = (h: HomeSize): string[] =>
  [
    h.bedrooms !== null ? `${h.bedrooms} bd` : null,
    h.bathrooms !== null ? `${h.bathrooms} ba` : null,
    h.squareFeet !== null ? `${Math.round(h.squareFeet).toLocaleString('en-US')} sq ft` : null,
  ].filter((x): x is string => x !== null);

/** "3 bd · 2 ba · 1,450 sq ft" with the missing parts left out; null when none is recorded. */
export const homeSizeLine = (h: HomeSize): string | null => {
  const parts = homeSizeParts(h);
  return parts.length > 0 ? parts.join(' · ') : null;
};
