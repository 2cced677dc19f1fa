import type { Db, Queryable, QueryResult } from './db.js';
import { type DbLog, openDb } from './open-db.js';

/** The `application_name` of every read-pool connection, as the replicas show it in `pg_stat_activity`. */
export const READ_POOL_APPLICATION_NAME = 'tracewell-read';

/**
 * The read side of the database (docs/decisions/0085-read-replicas-and-300m-people.md): one pool per
 * streaming replica of DATABASE_READ_URL, taken in turn (round-robin), one statement or one transaction
 * at a time. Replicas are read-only, so a statement that writes fails there ("cannot execute ... in a
 * read-only transaction"); the wiring gives this Db only to readers that may be a little behind the
 * primary: record search, autocomplete and the record part of reports. Reads that must see their own
 * writes (access to a report, money, the opt-out list, a member's saved marks) stay on the primary.
 */
export class ReplicaReadDb implements Db {
  readonly kind = 'postgres' as const;
  private next = 0;

  constructor(private readonly replicas: readonly Db[]) {
    if (replicas.length === 0) throw new Error('ReplicaReadDb needs at least one replica');
  }

  /** The replica the next statement goes to. */
  private pick(): Db {
    const db = this.replicas[this.next % this.replicas.length]!;
    this.next = (this.next + 1) % this.replicas.length;
    return db;
  }

  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
    return this.pick().query<R>(sql, params);
  }

  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.pick().transaction(fn);
  }

  copyFromFile(): Promise<number> {
    return Promise.reject(new Error('A read replica takes no bulk loads: load the records on DATABASE_URL'));
  }

  async close(): Promise<void> {
    await Promise.all(this.replicas.map((r) => r.close()));
  }
}

/**
 * Opens one pool of `poolSize` connections per URL (each checked with `select 1`, so a wrong URL
 * stops the start with "Cannot connect to DATABASE_READ_URL: ..."). Pools already opened are closed
 * when a later one fails.
 */
export const openReplicaReadDb = async (opts: {
  urls: readonly string[];
  poolSize?: number;
  log?: DbLog;
  /** Named prepared statements (see `OpenDbOptions.preparedStatements`; default true). */
  preparedStatements?: boolean;
}): Promise<ReplicaReadDb> => {
  const opened: Db[] = [];
  try {
    for (const url of opts.urls) {
      opened.push(
        await openDb({
          databaseUrl: url,
          dataDir: 'memory://',
          ...(opts.poolSize !== undefined ? { poolSize: opts.poolSize } : {}),
          ...(opts.log ? { log: opts.log } : {}),
          applicationName: READ_POOL_APPLICATION_NAME,
          urlName: 'DATABASE_READ_URL',
          ...(opts.preparedStatements !== undefined ? { preparedStatements: opts.preparedStatements } : {}),
        }),
      );
    }
  } catch (e) {
    await Promise.all(opened.map((db) => db.close().catch(() => undefined)));
    throw e;
  }
  return new ReplicaReadDb(opened);
};
