/**
 * The HTTP server of the search latency benchmark, in its own process (so autocannon does not share
 * an event loop with it): the real app with the search use cases on DATABASE_URL, on 127.0.0.1 and
 * a free port, which it prints as `listening <port>`. CACHE=1 wires the candidate cache; DB_POOL_SIZE
 * sets the pool (default 10, as server/config.ts).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { errAsync } from 'neverthrow';
import { InMemoryCandidateCache } from '../../../adapters/memory/in-memory-candidate-cache.js';
import { MEMORY_DATA_DIR, openDb } from '../../../adapters/postgres/open-db.js';
import { createApp } from '../../../server/app.js';
import { silentLogger } from '../../../server/logger.js';
import { pgSearchUseCases } from '../../../server/search-use-cases.js';
import type { UseCases } from '../../../server/use-cases.js';

const db = await openDb({
  databaseUrl: process.env.DATABASE_URL ?? '',
  dataDir: MEMORY_DATA_DIR,
  poolSize: Number(process.env.DB_POOL_SIZE ?? 10),
});
const search = pgSearchUseCases(
  db,
  process.env.CACHE === '1'
    ? { candidates: new InMemoryCandidateCache({ ttlMs: 600_000, maxCandidates: 100_000 }) }
    : {},
);
const useCases = {
  accounts: { authenticateSession: () => errAsync({ type: 'Unauthenticated', message: '' }) },
  health: async () => ({ status: 'ok', db: db.kind, migration: '' }),
  recordClientLogs: () => errAsync({ type: 'Validation', errors: {} }),
  search,
} as unknown as UseCases;
const server = serve({ fetch: createApp({ useCases, log: silentLogger() }).fetch, port: 0, hostname: '127.0.0.1' });
server.once('listening', () => process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`));
process.on('SIGTERM', () => {
  server.close();
  void db.close().then(() => process.exit(0));
});
