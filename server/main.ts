/**
 * The server entry point: config -> database -> migrations -> demo data -> HTTP.
 * Run with `npm start` (scripts/start.mjs builds the web UI when needed) or `tsx server/main.ts`.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { DataDirInUseError } from '../adapters/postgres/data-dir-lock.js';
import type { Db } from '../adapters/postgres/db.js';
import { runMigrations } from '../adapters/postgres/migrate.js';
import { openDb } from '../adapters/postgres/open-db.js';
import { openReplicaReadDb } from '../adapters/postgres/read-replicas.js';
import { createApp } from './app.js';
import { ensureDemoData, syntheticDataLoaded } from './bootstrap/demo-data.js';
import { type AppConfig, ConfigError, parseConfig } from './config.js';
import { createContainer, resolveUseCases, startJobs, TOKENS } from './container.js';
import { createLogger, type Logger } from './logger.js';

const main = async (): Promise<void> => {
  let config: AppConfig;
  try {
    config = parseConfig(process.env);
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  const log = createLogger(config);
  const started = Date.now();

  let db: Db | undefined;
  let readDb: Db | undefined;
  let syntheticData = false;
  try {
    db = await openDb({
      ...(config.databaseUrl ? { databaseUrl: config.databaseUrl } : {}),
      dataDir: config.dataDir,
      poolSize: config.dbPoolSize,
      preparedStatements: config.dbPreparedStatements,
      log: (msg, extra) => log.info(extra ?? {}, msg),
    });
    const migrations = await runMigrations(db);
    log.info(
      { version: migrations.version, applied: migrations.applied, functions: migrations.functions },
      'migrations done',
    );
    await ensureDemoData(db, log, config);
    syntheticData = await syntheticDataLoaded(db);
    if (config.databaseReadUrls.length > 0) {
      // Streaming replicas for the reads that may lag (docs/decisions/0085).
      readDb = await openReplicaReadDb({
        urls: config.databaseReadUrls,
        poolSize: config.dbPoolSize,
        preparedStatements: config.dbPreparedStatements,
        log: (msg, extra) => log.info(extra ?? {}, msg),
      });
      log.info(
        { replicas: config.databaseReadUrls.length },
        'search, autocomplete and report reads use DATABASE_READ_URL',
      );
    }
  } catch (e) {
    // Expected start-up problems (data directory in use, unreachable server) without a stack trace.
    const expected =
      e instanceof DataDirInUseError || /^Cannot connect to DATABASE_(READ_)?URL/.test((e as Error).message);
    log.fatal(expected ? {} : { err: e }, (e as Error).message);
    await db?.close().catch(() => undefined);
    // The message also in plain text, for a person reading the terminal.
    process.stderr.write(`Tracewell could not start: ${(e as Error).message}\n`);
    process.exit(1);
  }

  if (config.mailTransport === 'outbox' && config.nodeEnv === 'production') {
    log.warn({ mailTransport: 'outbox' }, 'MAIL_TRANSPORT=outbox: e-mail is kept in the database and never delivered');
  }
  const container = createContainer({ config, db, ...(readDb ? { readDb } : {}), log, syntheticData });
  const app = createApp({
    useCases: resolveUseCases(container),
    log,
    webDir: config.webDir,
    logRequests: config.logRequests,
  });
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info: AddressInfo) => {
    const where = config.host.includes(':') ? `[${config.host}]` : config.host;
    log.info(
      { port: info.port, host: config.host, db: db.kind, syntheticData, startupMs: Date.now() - started },
      `Tracewell listening on http://${where}:${info.port} (db: ${db.kind})`,
    );
  });
  server.on('error', async (e: NodeJS.ErrnoException) => {
    log.fatal({ err: e }, `HTTP server error: ${e.message}`);
    process.stderr.write(`Tracewell could not start: ${e.message}\n`);
    await db.close().catch(() => undefined);
    await readDb?.close().catch(() => undefined);
    process.exit(1);
  });

  // The job queue (docs/decisions/0070): payments, nearby alerts, clean-up, queued e-mail.
  let stopJobs: (timeoutMs: number) => Promise<void>;
  try {
    stopJobs = await startJobs(container);
  } catch (e) {
    log.fatal({ err: e }, `The job queue could not start: ${(e as Error).message}`);
    process.stderr.write(`Tracewell could not start the job queue: ${(e as Error).message}\n`);
    server.close();
    await db.close().catch(() => undefined);
    await readDb?.close().catch(() => undefined);
    process.exit(1);
  }

  const visitorHistory = container.get(TOKENS.Search).ports.visitorHistory;
  installShutdown({
    server,
    db,
    ...(readDb ? { readDb } : {}),
    log,
    stopJobs,
    closeStores: async () => visitorHistory.close?.(),
    timeoutMs: config.shutdownTimeoutMs,
  });
};

/**
 * SIGTERM/SIGINT: stop accepting connections and taking jobs, let in-flight requests and running jobs
 * finish (up to the deadline, then cut the remaining connections; jobs still running are marked failed
 * and retried later), write the visitors' searches held for a batch, close the database (which releases
 * the PGlite lock), exit 0.
 */
const installShutdown = (deps: {
  server: ReturnType<typeof serve>;
  db: Db;
  readDb?: Db;
  log: Logger;
  stopJobs: (timeoutMs: number) => Promise<void>;
  /** Writes what the stores hold for a batch (visitors' searches), after the last request and job. */
  closeStores: () => Promise<void>;
  timeoutMs: number;
}): void => {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const { server, db, log } = deps;
    log.info({ signal }, 'shutting down');
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    const http = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
    http.closeIdleConnections?.();
    const deadline = setTimeout(() => {
      log.warn({ timeoutMs: deps.timeoutMs }, 'shutdown deadline reached: closing open connections');
      http.closeAllConnections?.();
    }, deps.timeoutMs);
    deadline.unref();
    const jobsStopped = deps.stopJobs(deps.timeoutMs).catch((e: unknown) => {
      log.error({ err: e }, 'stopping the job queue failed');
    });
    await Promise.all([closed, jobsStopped]);
    clearTimeout(deadline);
    await deps.closeStores().catch((e: unknown) => log.error({ err: e }, 'writing held visitor searches failed'));
    try {
      await Promise.all([db.close(), deps.readDb?.close()]);
    } catch (e) {
      log.error({ err: e }, 'closing the database failed');
    }
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
};

await main();
