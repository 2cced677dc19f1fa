import { fromLonLat } from 'ol/proj';
import { describe, expect, it } from 'vitest';
import { NearbyTargetSchema } from '../../../core/property/nearby-search.schema.js';
import { drawnShapeToTarget } from '../../../web/src/features/nearby/components/map-geometry';

const at = (lng: number, lat: number) => fromLonLat([lng, lat]);

describe('drawn shape to Target', () => {
  it('turns a polygon ring (closed or not) into its lng/lat vertices', () => {
    const ring = [at(-82.5, 27.9), at(-82.49, 27.9), at(-82.49, 27.91), at(-82.5, 27.9)];
    const target = drawnShapeToTarget({ kind: 'polygon', ring });
    expect(target).toEqual({
      Geometry: {
        Type: 'polygon',
        Points: [
          [-82.5, 27.9],
          [-82.49, 27.9],
          [-82.49, 27.91],
        ],
      },
    });
    expect(NearbyTargetSchema.safeParse(target).success).toBe(true);
    expect(drawnShapeToTarget({ kind: 'polygon', ring: ring.slice(0, 3) })).toMatchObject({
      Geometry: { Type: 'polygon' },
    });
    expect(drawnShapeToTarget({ kind: 'polygon', ring: [at(1, 1), at(2, 2), at(1, 1)] })).toBeNull();
  });

  it('sends a rectangle as its south-west and north-east corners', () => {
    const ring = [at(-82.48, 27.92), at(-82.5, 27.92), at(-82.5, 27.9), at(-82.48, 27.9), at(-82.48, 27.92)];
    expect(drawnShapeToTarget({ kind: 'rectangle', ring })).toEqual({
      Geometry: {
        Type: 'rectangle',
        Points: [
          [-82.5, 27.9],
          [-82.48, 27.92],
        ],
      },
    });
    expect(drawnShapeToTarget({ kind: 'rectangle', ring: [at(1, 1), at(1, 1), at(1, 1), at(1, 1)] })).toBeNull();
  });

  it('sends a circle as its centre and a point on its edge', () => {
    const center = at(-82.5, 27.9);
    const edge = at(-82.49, 27.9);
    const target = drawnShapeToTarget({ kind: 'circle', center, radius: (edge[0] ?? 0) - (center[0] ?? 0) });
    expect(target).toEqual({
      Geometry: {
        Type: 'circle',
        Points: [
          [-82.5, 27.9],
          [-82.49, 27.9],
        ],
      },
    });
    expect(NearbyTargetSchema.safeParse(target).success).toBe(true);
    expect(drawnShapeToTarget({ kind: 'circle', center, radius: 0 })).toBeNull();
  });
});
