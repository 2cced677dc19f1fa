import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import type { UseCases } from '../use-cases.js';

/** Market calls under /api/market (001 section 7: comparables, trends, demand). Members only (001 section 6). */
export const marketRoutes = (_uc: Pick<UseCases, 'property'>) => new Hono<AppEnv>();
