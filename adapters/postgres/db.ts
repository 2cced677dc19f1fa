/**
 * The database port. One code path (`pg.Pool` over the wire protocol) for both back ends:
 * embedded PGlite (served by pglite-socket from a worker thread) and a PostgreSQL server.
 * SQL text lives only in adapters/postgres (shared/STYLE.md section 7).
 */
export type DbKind = 'pglite' | 'postgres';

export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/** Something that runs one SQL statement with `$1` placeholders. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>>;
}

/** The statements worth preparing once per connection, by SQL text (see {@link preparedStatement}). */
const PREPARED = new Map<string, string>();

/**
 * Marks `sql` as a statement of a hot path that a PostgreSQL server connection parses once and keeps
 * (a named prepared statement) instead of parsing it on every `db.query` (a transaction's `tx.query`
 * runs it as it is); returns `sql` unchanged, so callers pass it to `query` as usual. A name belongs
 * to one text. PGlite runs it unprepared: its socket server shares one session between connections,
 * so a new connection could meet a statement of the same name prepared by an earlier one. Off with
 * DB_PREPARED_STATEMENTS=off (a pooler that does not keep them).
 */
export const preparedStatement = (name: string, sql: string): string => {
  const known = [...PREPARED].find(([text, n]) => n === name && text !== sql);
  if (known) throw new Error(`The prepared statement name ${name} already belongs to another statement`);
  PREPARED.set(sql, name);
  return sql;
};

/** The prepared statement's name of `sql`, when it is one. */
export const preparedStatementName = (sql: string): string | undefined => PREPARED.get(sql);

export interface Db extends Queryable {
  readonly kind: DbKind;
  /** Runs `fn` in one transaction (BEGIN/COMMIT, ROLLBACK on throw) on one connection. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Bulk-loads a COPY-compatible text file (tab separated, `\N` for null, no header) into `table`.
   * PostgreSQL server: `COPY ... FROM STDIN`; PGlite: `COPY ... FROM '/dev/blob'` inside the worker.
   * Runs inside `tx` when given, so a failed file loads nothing. Returns the number of rows loaded.
   */
  copyFromFile(table: string, columns: readonly string[], filePath: string, tx?: Queryable): Promise<number>;
  close(): Promise<void>;
}

/**
 * The database cannot be reached right now (stopped, restarting, out of connections, network):
 * nothing the caller did wrong, and worth retrying shortly. The HTTP layer answers 503 with
 * Retry-After. The original error is the `cause`.
 */
export class DbUnavailableError extends Error {
  override name = 'DbUnavailableError';
}

/** A transaction that sat idle (no statement running) longer than allowed was rolled back. */
export class TransactionIdleTimeoutError extends Error {
  override name = 'TransactionIdleTimeoutError';
  constructor(readonly limitMs: number) {
    super(`The transaction was idle for more than ${limitMs} ms and was rolled back`);
  }
}

/** Errno codes of a connection that could not be made or was lost. */
const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

/**
 * PostgreSQL SQLSTATEs of a lost or refused connection (class 08 except 08P01, a protocol bug) and of
 * a server that is shutting down, crashed, starting up or full.
 */
const UNAVAILABLE_SQLSTATES = new Set([
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '08007',
  '57P01',
  '57P02',
  '57P03',
  '53300',
]);

/** Messages of `pg` and of the PGlite worker when the connection is gone. */
const CONNECTION_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|The PGlite worker stopped|Connection ended unexpectedly/i;

/**
 * True when `e` (or an error in its `cause` chain) is a statement the server cancelled because it ran
 * past its `statement_timeout` (SQLSTATE 57014): the request asked for more work than one request may
 * cost (docs/performance.md, "Property tools under load").
 */
export const isStatementTimeout = (e: unknown): boolean => {
  for (let cur: unknown = e, depth = 0; cur && typeof cur === 'object' && depth < 5; depth++) {
    if ((cur as { code?: unknown }).code === '57014') return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * True when `e` (or an error in its `cause` chain) says the database is unreachable rather than
 * that a statement failed: {@link DbUnavailableError}, a refused/reset/timed-out connection, a missing
 * socket file, SQLSTATE class 08 (connection exception, not 08P01), 57P01-57P03 (shutdown, crash, starting up),
 * 53300 (too many connections), or `pg`'s "Connection terminated" messages.
 */
export const isDbUnavailable = (e: unknown): boolean => {
  for (let cur: unknown = e, depth = 0; cur && typeof cur === 'object' && depth < 5; depth++) {
    if (cur instanceof DbUnavailableError) return true;
    const { code, syscall, message } = cur as { code?: unknown; syscall?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_ERRNOS.has(code) || UNAVAILABLE_SQLSTATES.has(code)) return true;
      if ((code === 'ENOENT' || code === 'EACCES') && syscall === 'connect') return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
};
