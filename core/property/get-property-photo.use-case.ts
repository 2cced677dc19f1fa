import { err, ok } from 'neverthrow';
import { z } from 'zod';
import { notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { PropertyPhotos } from './property-photos.port.js';

/** The highest photo number a request may ask for (a bound on `n`; the generator writes up to 12 photos per listing). */
const MAX_LISTING_PHOTOS = 50;

/** `{propertyId}.svg` and the photo number `n` (1 when absent) of a photo address. */
const PropertyPhotoInput = z.object({
  file: z.string().regex(/^[1-9]\d{0,14}\.svg$/, 'Please choose a photo'),
  n: z.coerce.number().int().min(1).max(MAX_LISTING_PHOTOS).default(1),
});

/**
 * GET /api/property-photos/{propertyId}.svg?n= (001 sections 2 and 3: listing photos in the carousel,
 * the viewer and the nearby cards). Public like the listings they belong to; a property without a
 * listing photo of that number is not found.
 */
export const makeGetPropertyPhoto = (deps: { readonly photos: PropertyPhotos }) =>
  useCase(PropertyPhotoInput, async ({ file, n }) => {
    const photo = await deps.photos.photo(Number(file.slice(0, -4)), n);
    return photo ? ok(photo) : err(notFound('photo'));
  });
