import { z } from 'zod';
import { PropertyIdSchema } from './comparables.schema.js';

/** The input of every neighbourhood call (001 section 7): `{ propertyId }`, in a query string or a JSON body. */
export const NeighborhoodInput = z.object({ propertyId: PropertyIdSchema });
export type NeighborhoodInput = z.infer<typeof NeighborhoodInput>;
