import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import type { UseCases } from '../use-cases.js';

/** Neighbourhood calls under /api/neighborhood (000 section 7, 001 section 7: schools, walk score, recent neighbors). */
export const neighborhoodRoutes = (_uc: Pick<UseCases, 'property'>) => new Hono<AppEnv>();
