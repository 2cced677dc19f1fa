import { AsyncLocalStorage } from 'node:async_hooks';
import { createReadStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { isMainThread, Worker } from 'node:worker_threads';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { acquireDataDirLock } from './data-dir-lock.js';
import {
  type Db,
  type DbKind,
  DbUnavailableError,
  isDbUnavailable,
  preparedStatementName,
  type Queryable,
  type QueryResult,
  TransactionIdleTimeoutError,
} from './db.js';
import type { CompiledWasm, PgliteWorkerData, PgliteWorkerReply, PgliteWorkerRequest } from './pglite-worker.js';
import { dataDirTightenedMessage, PRIVATE_UMASK, tightenDataDir } from './private-data-dir.js';
import { privateSocketDir } from './private-socket-dir.js';

export type DbLog = (msg: string, extra?: object) => void;

export interface OpenDbOptions {
  /** A PostgreSQL server (`postgres://` or `postgresql://`). Without it, embedded PGlite is used. */
  databaseUrl?: string;
  /** Embedded PGlite lives in `${dataDir}/pg` (lock `${dataDir}/pg.lock`); `memory://` keeps it in memory. */
  dataDir: string;
  /** Pool size for a PostgreSQL server (default 10). PGlite always uses one connection: see below. */
  poolSize?: number;
  log?: DbLog;
  /** PGlite only: start from a data-directory tar written by `PgliteDb.dumpDataDir` (skips initdb). */
  loadDataDir?: string;
  /** How long a query waits for a free connection before failing (default 60 s). */
  connectionTimeoutMs?: number;
  /**
   * A transaction with no statement running for this long is rolled back and its connection freed
   * (default 30 s; 0 turns it off). On PGlite every request waits for an open transaction.
   */
  idleInTransactionTimeoutMs?: number;
  /**
   * PostgreSQL server only: the `application_name` of the pool's connections, as the server shows it in
   * `pg_stat_activity` (the read pools of DATABASE_READ_URL call themselves `tracewell-read`).
   */
  applicationName?: string;
  /** The setting `databaseUrl` came from, named in the "Cannot connect to ..." error (default DATABASE_URL). */
  urlName?: string;
  /**
   * PostgreSQL server only: run the statements marked with `preparedStatement` as named prepared
   * statements (default true). Off behind a connection pooler that does not keep them for a client
   * (PgBouncer in transaction mode before 1.21).
   */
  preparedStatements?: boolean;
}

/**
 * SQLSTATEs of a named statement the session does not hold (26000: a pooler gave another server
 * connection, or DISCARD ALL ran) or already holds (42P05). pg-pool drops the connection that failed;
 * the statement runs again unprepared.
 */
const STALE_PREPARED_STATEMENT = new Set(['26000', '42P05']);

/** Default of {@link OpenDbOptions.idleInTransactionTimeoutMs}. */
export const DEFAULT_IDLE_IN_TRANSACTION_MS = 30_000;

/** The embedded back end, with one extra: writing its data directory as a tar (used by test templates). */
export interface PgliteDb extends Db {
  readonly kind: 'pglite';
  /** The 0700 directory holding the Unix socket the pool connects to (`.s.PGSQL.5432`). */
  readonly socketDir: string;
  dumpDataDir(path: string): Promise<void>;
}

export const MEMORY_DATA_DIR = 'memory://';

/**
 * Type parsing, identical on both back ends because both are read through `pg`:
 * int8 (OID 20: `count(*)`, `bigint` ids, cents sums) and numeric (OID 1700) become JS numbers.
 * Values beyond Number.MAX_SAFE_INTEGER (2^53 - 1) would lose precision: keep ids and cents below it.
 */
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
    if (oid === INT8_OID || oid === NUMERIC_OID) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  }) as typeof pg.types.getTypeParser,
};

const IDENT = /^[A-Za-z_][A-Za-z0-9_]*$/;
const quoteIdent = (name: string): string => {
  const parts = name.split('.');
  if (parts.length > 2 || !parts.every((p) => IDENT.test(p))) throw new Error(`Invalid SQL identifier: ${name}`);
  return parts.map((p) => `"${p}"`).join('.');
};
const copyTarget = (table: string, columns: readonly string[]): string =>
  `${quoteIdent(table)} (${columns.map(quoteIdent).join(', ')})`;

/** Which Db, if any, the current async context has a transaction open on. */
const txContext = new AsyncLocalStorage<PoolDb>();

type Copier = (client: pg.PoolClient, target: string, filePath: string) => Promise<number>;

/** One open transaction: its connection, whether it ended, and what runs on it right now. */
interface TxState {
  readonly client: pg.PoolClient;
  /** Ended (committed, rolled back or abandoned): further statements are refused. */
  done: boolean;
  /** Why a statement is refused after the end (the idle time-out says so). */
  endedBy?: Error;
  /** Statements (or a COPY) in flight; the idle clock runs only while this is 0. */
  running: number;
  idleTimer?: NodeJS.Timeout;
  /** (Re)starts the idle clock when nothing runs; set once BEGIN has run. */
  watchIdle?: () => void;
}

/**
 * The one implementation of the Db port: a `pg.Pool`, to a PostgreSQL server or to the pglite-socket
 * server of the PGlite worker.
 */
class PoolDb implements Db {
  private readonly txStates = new WeakMap<Queryable, TxState>();
  private closing: Promise<void> | undefined;

  constructor(
    readonly kind: DbKind,
    protected readonly pool: pg.Pool,
    private readonly copier: Copier,
    private readonly shutdown: () => Promise<void>,
    /** A transaction idle (no statement running) this long is rolled back; 0 turns it off. */
    private readonly idleInTransactionMs: number,
    /**
     * Statements marked with `preparedStatement` run as named prepared statements (pool queries only;
     * a transaction's statements run as they are). Never on PGlite: see `preparedStatement`.
     */
    private readonly prepare = false,
  ) {}

  private guard(what: string): void {
    if (txContext.getStore() === this) {
      throw new Error(
        `db.${what}() was called inside db.transaction(): use the transaction's \`tx\` instead ` +
          '(PGlite has a single connection, so this would wait for the transaction forever).',
      );
    }
  }

  async query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> {
    this.guard('query');
    const values = params ? [...params] : undefined;
    const name = this.prepare ? preparedStatementName(sql) : undefined;
    try {
      if (name) {
        try {
          return toResult<R>(await this.pool.query({ name, text: sql }, values));
        } catch (e) {
          if (!STALE_PREPARED_STATEMENT.has((e as { code?: string }).code ?? '')) throw e;
        }
      }
      return toResult<R>(await this.pool.query(sql, values));
    } catch (e) {
      throw asUnavailable(e);
    }
  }

  /**
   * BEGIN, `fn(tx)`, COMMIT; ROLLBACK when `fn` throws. While no statement of `fn` is running for
   * longer than `idleInTransactionMs` (it awaits something else, or forgot to finish), the
   * transaction is rolled back and the connection freed, so one stuck caller cannot hold PGlite's
   * only session (docs/decisions/0003-embedded-db-access.md); `transaction()` then rejects with
   * {@link TransactionIdleTimeoutError} and later statements of `fn` are refused.
   */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    this.guard('transaction');
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (e) {
      throw asUnavailable(e);
    }
    const state: TxState = { client, done: false, running: 0 };
    let abandon: (e: Error) => void = () => {};
    const abandoned = new Promise<never>((_, reject) => {
      abandon = reject;
    });
    const tx: Queryable = {
      query: <R>(sql: string, params?: readonly unknown[]) =>
        this.onTx(state, async () => toResult<R>(await client.query(sql, params ? [...params] : undefined))),
    };
    this.txStates.set(tx, state);
    const idleWatch = () => {
      clearTimeout(state.idleTimer);
      if (this.idleInTransactionMs <= 0 || state.done || state.running > 0) return;
      state.idleTimer = setTimeout(() => {
        if (state.done || state.running > 0) return;
        const timeout = new TransactionIdleTimeoutError(this.idleInTransactionMs);
        state.done = true;
        state.endedBy = timeout;
        abandon(timeout);
      }, this.idleInTransactionMs);
    };
    let broken = false;
    try {
      await client.query('BEGIN');
      state.watchIdle = idleWatch;
      idleWatch();
      const work = txContext.run(this, () => fn(tx));
      work.catch(() => undefined); // abandoned: its later failure is expected and already reported
      const out = await Promise.race([work, abandoned]);
      state.done = true;
      clearTimeout(state.idleTimer);
      await client.query('COMMIT');
      return out;
    } catch (e) {
      state.done = true;
      clearTimeout(state.idleTimer);
      try {
        await client.query('ROLLBACK');
      } catch {
        broken = true; // the connection is unusable: drop it from the pool
      }
      throw asUnavailable(e);
    } finally {
      state.done = true;
      clearTimeout(state.idleTimer);
      client.release(broken);
    }
  }

  /** Runs one piece of work of an open transaction, with the idle clock stopped meanwhile. */
  private async onTx<X>(state: TxState, work: () => Promise<X>): Promise<X> {
    if (state.done) throw state.endedBy ?? new Error('This transaction has already finished');
    state.running++;
    clearTimeout(state.idleTimer);
    try {
      return await work();
    } catch (e) {
      throw asUnavailable(e);
    } finally {
      state.running--;
      state.watchIdle?.();
    }
  }

  async copyFromFile(table: string, columns: readonly string[], filePath: string, tx?: Queryable): Promise<number> {
    const target = copyTarget(table, columns);
    if (!tx) return this.transaction((t) => this.copyFromFile(table, columns, filePath, t));
    const state = this.txStates.get(tx);
    if (!state) throw new Error('copyFromFile: tx is not a transaction of this database');
    return this.onTx(state, () => this.copier(state.client, target, resolve(filePath)));
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      try {
        await this.pool.end();
      } finally {
        await this.shutdown();
      }
    })();
    return this.closing;
  }
}

/** A lost or refused connection becomes a {@link DbUnavailableError} (503); anything else is left as is. */
const asUnavailable = (e: unknown): unknown =>
  e instanceof DbUnavailableError || e instanceof TransactionIdleTimeoutError || !isDbUnavailable(e)
    ? e
    : new DbUnavailableError(`The database is unavailable: ${(e as Error).message ?? String(e)}`, { cause: e });

const toResult = <R>(res: pg.QueryResult | pg.QueryResult[]): QueryResult<R> => {
  // A simple-protocol query with several statements answers one result per statement: keep the last.
  const last = Array.isArray(res) ? res[res.length - 1] : res;
  return { rows: (last?.rows ?? []) as R[], rowCount: last?.rowCount ?? 0 };
};

const newPool = (config: pg.PoolConfig, log?: DbLog): pg.Pool => {
  const pool = new pg.Pool({ ...config, types });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (e) => log?.('database connection error', { error: e.message }));
  return pool;
};

/** PostgreSQL server: `COPY ... FROM STDIN` streaming the file. */
const copyViaStdin: Copier = async (client, target, filePath) => {
  const stream = client.query(copyFrom(`COPY ${target} FROM STDIN`));
  await pipeline(createReadStream(filePath), stream);
  return stream.rowCount;
};

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is set, embedded PGlite otherwise.
 * Either way queries go through a `pg.Pool`, so there is one code path and one type parsing.
 */
export const openDb = async (opts: OpenDbOptions): Promise<Db> =>
  opts.databaseUrl ? openPostgres(opts, opts.databaseUrl) : openPglite(opts);

const idleLimit = (opts: OpenDbOptions): number => opts.idleInTransactionTimeoutMs ?? DEFAULT_IDLE_IN_TRANSACTION_MS;

const openPostgres = async (opts: OpenDbOptions, url: string): Promise<Db> => {
  const pool = newPool(
    {
      connectionString: url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: opts.connectionTimeoutMs ?? 60_000,
      ...(opts.applicationName ? { application_name: opts.applicationName } : {}),
    },
    opts.log,
  );
  try {
    await pool.query('select 1');
  } catch (e) {
    await pool.end().catch(() => undefined);
    throw new Error(`Cannot connect to ${opts.urlName ?? 'DATABASE_URL'}: ${(e as Error).message}`, { cause: e });
  }
  return new PoolDb(
    'postgres',
    pool,
    copyViaStdin,
    async () => undefined,
    idleLimit(opts),
    opts.preparedStatements !== false,
  );
};

/**
 * Embedded PGlite in a worker thread, served by pglite-socket on a Unix socket in a directory of
 * mode 0700 (`${dataDir}/pg-socket`, or a temporary one for `memory://`): PGlite has no passwords,
 * so only this user may reach it, and no TCP port is opened (docs/decisions/0003-embedded-db-access.md).
 * It is read with a `pg.Pool` of ONE connection. pglite-socket gives all its connections one
 * PostgreSQL session and interleaves their protocol messages (Parse/Bind/Execute of two connections
 * can mix, and a transaction of one connection absorbs statements of another), so the pool size is
 * 1: a transaction holds the only connection and every other query waits for it (docs/decisions/0002);
 * the idle-in-transaction limit bounds that wait.
 */
export const openPglite = async (opts: OpenDbOptions): Promise<PgliteDb> => {
  const log = opts.log;
  const inMemory = opts.dataDir === MEMORY_DATA_DIR;
  let release = () => {};
  let pgDir: string = MEMORY_DATA_DIR;
  let dataDir: string | undefined;
  if (!inMemory) {
    dataDir = resolve(opts.dataDir);
    pgDir = join(dataDir, 'pg');
    // What PGlite's worker thread creates follows this process's umask (a worker cannot set its own):
    // owner-only from here on (docs/decisions/0003-embedded-db-access.md, point 2).
    if (isMainThread) process.umask(PRIVATE_UMASK);
    await mkdir(dataDir, { recursive: true, mode: 0o700 });
    release = acquireDataDirLock(join(dataDir, 'pg.lock'), pgDir);
    try {
      // A directory an earlier version left readable by others is made owner-only before PGlite opens it.
      const tightened = await tightenDataDir(dataDir);
      if (tightened > 0) log?.(dataDirTightenedMessage(tightened), { dataDir, tightened });
    } catch (e) {
      release();
      throw e;
    }
  }
  const started = Date.now();
  let worker: PgliteWorker;
  let socket: Awaited<ReturnType<typeof privateSocketDir>> | undefined;
  try {
    socket = await privateSocketDir(dataDir);
    worker = await PgliteWorker.start({
      dataDir: pgDir,
      wasmModule: await pgliteWasmModule(),
      maxConnections: 2, // >= pool size (1), plus one spare while a broken connection is replaced
      socketPath: socket.socketPath,
      ...(opts.loadDataDir ? { loadDataDir: resolve(opts.loadDataDir) } : {}),
    });
    // The database files: only this user (as PostgreSQL itself insists for its data directory). Normally
    // nothing is left to change here; off the main thread (no umask) PGlite's new folders are 0755.
    if (dataDir !== undefined) {
      const tightened = await tightenDataDir(dataDir);
      if (tightened > 0) log?.(dataDirTightenedMessage(tightened), { dataDir, tightened });
    }
  } catch (e) {
    await socket?.remove().catch(() => undefined);
    release();
    throw e;
  }
  log?.('PGlite ready', { dataDir: inMemory ? MEMORY_DATA_DIR : pgDir, socket: socket.dir, ms: Date.now() - started });
  const pool = newPool(
    {
      host: socket.dir,
      user: 'postgres',
      database: 'postgres',
      max: 1,
      idleTimeoutMillis: 0,
      connectionTimeoutMillis: opts.connectionTimeoutMs ?? 60_000,
    },
    log,
  );
  const copier: Copier = (_client, target, filePath) =>
    worker.request({ type: 'copy', sql: `COPY ${target} FROM '/dev/blob'`, filePath }).then((r) => r.rows ?? 0);
  const socketDir = socket;
  const db = new PoolDb(
    'pglite',
    pool,
    copier,
    async () => {
      try {
        await worker.close();
      } finally {
        await socketDir.remove().catch(() => undefined);
        release();
      }
    },
    idleLimit(opts),
  ) as PoolDb & { kind: 'pglite' };
  return Object.assign(db, {
    socketDir: socket.dir,
    dumpDataDir: async (path: string) => {
      await worker.request({ type: 'dump', path: resolve(path) });
    },
  });
};

type WorkerRequestBody =
  | { type: 'copy'; sql: string; filePath: string }
  | { type: 'dump'; path: string }
  | { type: 'close' };

/** The main-thread side of adapters/postgres/pglite-worker.ts. */
class PgliteWorker {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (r: { rows?: number }) => void; reject: (e: Error) => void }>();
  private exited = false;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: PgliteWorkerReply) => {
      if (!('id' in reply)) return;
      const p = this.pending.get(reply.id);
      if (!p) return;
      this.pending.delete(reply.id);
      if (reply.ok) p.resolve(reply);
      else p.reject(Object.assign(new Error(reply.message), reply.code ? { code: reply.code } : {}));
    });
    worker.on('exit', () => {
      this.exited = true;
      for (const p of this.pending.values()) p.reject(new Error('The PGlite worker stopped'));
      this.pending.clear();
    });
  }

  static async start(data: PgliteWorkerData): Promise<PgliteWorker> {
    const worker = spawnWorker(data);
    return new Promise((resolvePromise, reject) => {
      const onMessage = (msg: PgliteWorkerReply) => {
        if ('id' in msg) return;
        cleanup();
        if (msg.type === 'ready') resolvePromise(new PgliteWorker(worker));
        else {
          void worker.terminate();
          reject(new Error(`Cannot open the embedded database: ${msg.message}`));
        }
      };
      const onError = (e: Error) => {
        cleanup();
        void worker.terminate();
        reject(new Error(`Cannot open the embedded database: ${e.message}`, { cause: e }));
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new Error(`The PGlite worker exited during start-up (code ${code})`));
      };
      const cleanup = () => {
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
    });
  }

  request(body: WorkerRequestBody): Promise<{ rows?: number }> {
    if (this.exited) return Promise.reject(new Error('The PGlite worker stopped'));
    const id = this.nextId++;
    return new Promise((resolvePromise, reject) => {
      this.pending.set(id, { resolve: resolvePromise, reject });
      this.worker.postMessage({ id, ...body } as PgliteWorkerRequest);
    });
  }

  async close(): Promise<void> {
    if (this.exited) return;
    try {
      await this.request({ type: 'close' });
    } finally {
      await this.worker.terminate();
    }
  }
}

/**
 * Starts pglite-worker. From TypeScript sources (tsx, vitest, `npm start`) the worker thread first
 * registers tsx's loader itself (Node 20 does not pass the parent's loader to workers), then imports
 * the .ts file; from compiled JavaScript the .js file is loaded directly.
 */
/**
 * PGlite's WebAssembly, compiled once per process and handed to every worker thread (a compiled module
 * crosses threads without being compiled again): a process that opens many databases, as the test suite
 * does, pays the compilation once instead of at every open.
 */
let compiledPglite: Promise<CompiledWasm> | undefined;
const pgliteWasmModule = (): Promise<CompiledWasm> => {
  // Node's global WebAssembly, typed here: the project's lib settings leave the DOM's declarations out.
  const { WebAssembly: wasm } = globalThis as unknown as {
    WebAssembly: { compile(b: Uint8Array): Promise<CompiledWasm> };
  };
  compiledPglite ??= readFile(
    join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), 'pglite.wasm'),
  ).then((bytes) => wasm.compile(bytes));
  return compiledPglite;
};

const spawnWorker = (data: PgliteWorkerData): Worker => {
  const here = import.meta.url;
  if (!here.endsWith('.ts')) return new Worker(new URL('./pglite-worker.js', here), { workerData: data });
  const target = new URL('./pglite-worker.ts', here).href;
  // The ESM build of tsx's API (the CommonJS one resolves its loader relative to itself and fails).
  const tsxDir = dirname(createRequire(here).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const boot = [
    `const { register } = await import(${JSON.stringify(tsxApi)});`,
    'register();',
    `await import(${JSON.stringify(target)});`,
  ].join('\n');
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData: data });
};
