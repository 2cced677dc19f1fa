import { toLonLat } from 'ol/proj';
import type { LngLat, NearbyTarget } from '#core/property/nearby-search.schema';

/**
 * Drawn shapes as a search Target (001 section 3 "Search target": "Geometry is {Type: circle,
 * rectangle, polygon or Point; Points as lng/lat pairs}. Rectangle and circle geometry is sent as
 * points"). Coordinates arrive in the map's projection (EPSG:3857) and leave as [lng, lat] rounded to
 * 6 decimals (about 10 cm). Only the map component imports this file, so OpenLayers stays in its chunk.
 */

/** A shape as the draw interaction finished it, in map coordinates. */
export type DrawnShape =
  | { readonly kind: 'circle'; readonly center: readonly number[]; readonly radius: number }
  /** createBox's ring: the four corners, closed (5 points) or not. */
  | { readonly kind: 'rectangle'; readonly ring: readonly (readonly number[])[] }
  /** The polygon's outer ring, closed (last = first) or not. */
  | { readonly kind: 'polygon'; readonly ring: readonly (readonly number[])[] };

const round = (n: number) => Math.round(n * 1e6) / 1e6;
const lngLat = (c: readonly number[]): LngLat => {
  const [lng, lat] = toLonLat([c[0] ?? 0, c[1] ?? 0]);
  return [round(lng ?? 0), round(lat ?? 0)];
};
const open = (ring: readonly (readonly number[])[]) => {
  const first = ring[0];
  const last = ring.at(-1);
  return ring.length > 1 && first && last && first[0] === last[0] && first[1] === last[1] ? ring.slice(0, -1) : ring;
};

/**
 * The Target of a drawn shape: a circle is its centre and a point on its edge (east of the centre); a
 * rectangle its two opposite corners (south-west, north-east); a polygon its vertices. Null for a shape
 * the search cannot use (a zero radius, a flat box, fewer than 3 vertices).
 */
export const drawnShapeToTarget = (shape: DrawnShape): NearbyTarget | null => {
  if (shape.kind === 'circle') {
    if (!(shape.radius > 0)) return null;
    const [x = 0, y = 0] = shape.center;
    return { Geometry: { Type: 'circle', Points: [lngLat([x, y]), lngLat([x + shape.radius, y])] } };
  }
  const ring = open(shape.ring);
  if (shape.kind === 'rectangle') {
    const xs = ring.map((c) => c[0] ?? 0);
    const ys = ring.map((c) => c[1] ?? 0);
    const [minX, maxX, minY, maxY] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
    if (ring.length < 2 || minX === maxX || minY === maxY) return null;
    return { Geometry: { Type: 'rectangle', Points: [lngLat([minX, minY]), lngLat([maxX, maxY])] } };
  }
  if (ring.length < 3) return null;
  return { Geometry: { Type: 'polygon', Points: ring.map(lngLat) } };
};
