import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.js';
import type { UseCases } from '../use-cases.js';

/** POST /api/address/nearby (001 section 7): the closest properties to a report's subject. Members only. */
export const addressNearbyRoutes = (_uc: Pick<UseCases, 'property'>) => new Hono<AppEnv>();
