import type { PropertyPhoto, PropertyPhotos } from '../../core/property/property-photos.port.js';
import { houseSvg } from './house-svg.js';

/**
 * The listing photos of the synthetic records: the generator names them `/api/property-photos/{id}.svg?n={k}`
 * and this draws them (house-svg.ts), stable per property and photo, for the listings that exist.
 */
export class SyntheticPropertyPhotos implements PropertyPhotos {
  constructor(private readonly exists: (propertyId: number, n: number) => Promise<boolean>) {}

  async photo(propertyId: number, n: number): Promise<PropertyPhoto | null> {
    if (!(await this.exists(propertyId, n))) return null;
    return { contentType: 'image/svg+xml', body: houseSvg(propertyId, n) };
  }
}
