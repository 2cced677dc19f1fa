/**
 * Distances between properties (001 section 3: "distanceFromSubject", in miles): the great-circle
 * (haversine) distance on a sphere, and the latitude/longitude box that holds every point within a
 * distance, for an index to narrow the candidates before the exact distance decides
 * (docs/decisions/0060-property-research.md).
 */

/** The mean Earth radius in statute miles used for every distance the property tools show. */
export const EARTH_RADIUS_MILES = 3958.8;

const RAD = Math.PI / 180;

/**
 * Great-circle distance in miles between two points (degrees), by the haversine formula. The SQL of
 * adapters/postgres computes the same expression in the same order, so both agree to ~1e-12 mile.
 */
export const milesBetween = (lat1: number, lon1: number, lat2: number, lon2: number): number => {
  const dLat = (lat2 - lat1) * RAD;
  const dLon = (lon2 - lon1) * RAD;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(Math.min(1, a)));
};

/** A latitude/longitude box (degrees). */
export interface LatLonBox {
  readonly minLat: number;
  readonly maxLat: number;
  readonly minLon: number;
  readonly maxLon: number;
}

/**
 * A box that holds every point within `miles` of (lat, lon): a little larger than needed (0.1 %), so
 * a point exactly on the circle is never cut off by rounding; the exact distance then decides.
 */
export const boxAround = (lat: number, lon: number, miles: number): LatLonBox => {
  const dLat = (miles * 1.001) / EARTH_RADIUS_MILES / RAD;
  const edge = Math.min(89.9, Math.abs(lat) + dLat);
  const dLon = Math.min(180, dLat / Math.cos(edge * RAD));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLon: lon - dLon, maxLon: lon + dLon };
};
