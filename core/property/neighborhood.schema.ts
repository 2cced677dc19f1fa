import { z } from 'zod';

/** Our text for a missing or malformed property id (the spec gives none). */
export const PROPERTY_ID_MESSAGE = 'Please choose a property';

/** A property id as the neighbourhood calls send it: a positive whole number, in a query string or a JSON body. */
export const PropertyIdSchema = z.coerce
  .number({ error: PROPERTY_ID_MESSAGE })
  .int(PROPERTY_ID_MESSAGE)
  .positive(PROPERTY_ID_MESSAGE)
  .max(Number.MAX_SAFE_INTEGER, PROPERTY_ID_MESSAGE);

/** The input of every neighbourhood call (001 section 7): `{ propertyId }`. */
export const NeighborhoodInput = z.object({ propertyId: PropertyIdSchema });
export type NeighborhoodInput = z.infer<typeof NeighborhoodInput>;
