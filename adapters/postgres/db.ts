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
