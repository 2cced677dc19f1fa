/** A listing photo as served: its media type and bytes (text for SVG). */
export type PropertyPhoto = { readonly contentType: string; readonly body: string };

/**
 * The listing photos of the records (001 section 2: the photo carousel and viewer; section 3 photoUrl).
 * `null` when the property has no listing with that many photos. Adapter: the synthetic photo source
 * (adapters/synthetic/synthetic-property-photos.ts) draws the generator's pictures of listings that exist.
 */
export interface PropertyPhotos {
  photo(propertyId: number, n: number): Promise<PropertyPhoto | null>;
}
