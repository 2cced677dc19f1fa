import type { Db } from '../adapters/postgres/db.js';
import { latestMigrationVersion } from '../adapters/postgres/records-meta.js';
import type { HealthReport } from './use-cases.js';

/**
 * GET /api/health: one query that both proves the database answers and reads the latest applied
 * migration. Any failure is reported as status 'error' (the route answers 503).
 */
export const makeHealth =
  (deps: { db: Db; log?: (msg: string, extra?: object) => void }) => async (): Promise<HealthReport> => {
    try {
      return { status: 'ok', db: deps.db.kind, migration: await latestMigrationVersion(deps.db) };
    } catch (e) {
      deps.log?.('health check failed', { error: (e as Error).message });
      return { status: 'error', db: deps.db.kind, migration: '' };
    }
  };
