import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { PgBossJobQueue } from '../../adapters/jobs/pgboss-job-queue.js';
import { InMemoryJobBroker, InMemoryJobQueue } from '../../adapters/memory/in-memory-job-queue.js';
import type { Db } from '../../adapters/postgres/db.js';
import { MEMORY_DATA_DIR, openDb, openPglite } from '../../adapters/postgres/open-db.js';
import type { JobQueue } from '../../core/shared/job-queue.port.js';

/** A queue as one server instance holds it, with its way to stop. */
export interface QueueInstance {
  readonly queue: JobQueue;
  stop(): Promise<void>;
}

/** One back end of the job queue: `instance()` opens another server instance on the same jobs. */
export interface JobQueueSubject {
  instance(): Promise<QueueInstance>;
  close(): Promise<void>;
}

/** A fresh database on the PostgreSQL server at `url`, and its URL; `drop()` removes it. */
export const createServerDatabase = async (url: string): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `tw_jobs_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
};

const pgBossInstance = async (db: Db, onClose?: () => Promise<void>): Promise<QueueInstance> => {
  const queue = new PgBossJobQueue({ db, pollingIntervalMs: 500, onError: () => undefined });
  await queue.start();
  return {
    queue,
    stop: async () => {
      await queue.stop(2_000);
      await onClose?.();
    },
  };
};

const fake = async (): Promise<JobQueueSubject> => {
  const broker = new InMemoryJobBroker();
  return {
    instance: async () => {
      const queue = new InMemoryJobQueue(broker);
      return { queue, stop: () => queue.stop() };
    },
    close: async () => undefined,
  };
};

/** PGlite serves one session: every instance of this process shares the one Db, as the server does. */
const pglite = async (): Promise<JobQueueSubject> => {
  const db = await openPglite({ dataDir: MEMORY_DATA_DIR });
  return { instance: () => pgBossInstance(db), close: () => db.close() };
};

/** A PostgreSQL server: each instance has its own pool, as separate server processes would. */
const server = (url: string) => async (): Promise<JobQueueSubject> => {
  const database = await createServerDatabase(url);
  const dbs: Db[] = [];
  return {
    instance: async () => {
      const db = await openDb({ databaseUrl: database.url, dataDir: MEMORY_DATA_DIR, poolSize: 4 });
      dbs.push(db);
      return pgBossInstance(db);
    },
    close: async () => {
      await Promise.all(dbs.map((db) => db.close()));
      await database.drop();
    },
  };
};

/** The in-memory fake and PGlite always; the PostgreSQL server when DATABASE_URL is set. */
export const JOB_QUEUE_SUBJECTS: [string, () => Promise<JobQueueSubject>][] = [
  ['in-memory', fake],
  ['pglite', pglite],
  ...(process.env.DATABASE_URL
    ? [['postgres', server(process.env.DATABASE_URL)] as [string, () => Promise<JobQueueSubject>]]
    : []),
];
