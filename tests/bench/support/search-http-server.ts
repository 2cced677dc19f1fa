/**
 * The HTTP server of the search latency benchmark, in its own process (so autocannon does not share
 * an event loop with it): the production wiring on DATABASE_URL, on 127.0.0.1 and
 * a free port, which it prints as `listening <port>`. CACHE=1 wires the candidate cache; DB_POOL_SIZE
 * sets the pool (default 10, as server/config.ts).
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { InMemoryCandidateCache } from '../../../adapters/memory/in-memory-candidate-cache.js';
import { MEMORY_DATA_DIR, openDb } from '../../../adapters/postgres/open-db.js';
import { wiredTestApp } from '../../support/test-app.js';

const db = await openDb({
  databaseUrl: process.env.DATABASE_URL ?? '',
  dataDir: MEMORY_DATA_DIR,
  poolSize: Number(process.env.DB_POOL_SIZE ?? 10),
});
const { app } = wiredTestApp({
  db,
  overrides: {
    search: {
      candidates:
        process.env.CACHE === '1' ? new InMemoryCandidateCache({ ttlMs: 600_000, maxCandidates: 100_000 }) : null,
    },
  },
});
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
server.once('listening', () => process.stdout.write(`listening ${(server.address() as AddressInfo).port}\n`));
process.on('SIGTERM', () => {
  server.close();
  void db.close().then(() => process.exit(0));
});
