import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import { respond } from '../http/respond.js';
import type { UseCases } from '../use-cases.js';

/** A day: the drawings never change for a property and photo number. */
const PHOTO_MAX_AGE_S = 86_400;

/**
 * GET /api/property-photos/{propertyId}.svg?n= : a listing photo (001 sections 2 and 3). The drawings hold
 * no script, and the app-wide policy (server/http/security-headers.ts: no inline script, nosniff) covers
 * them like every other response.
 */
export const propertyPhotoRoutes = ({ property }: Pick<UseCases, 'property'>) =>
  new Hono<AppEnv>().get('/property-photos/:file', async (c) => {
    const result = await property.getPropertyPhoto({ file: c.req.param('file'), n: c.req.query('n') });
    if (result.isErr()) return respond(c, result);
    c.header('Content-Type', result.value.contentType);
    c.header('Cache-Control', `public, max-age=${PHOTO_MAX_AGE_S}`);
    return c.body(result.value.body, 200);
  });
