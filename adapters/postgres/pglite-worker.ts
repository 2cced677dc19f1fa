/**
 * Worker thread that owns the embedded PGlite database and serves it over the PostgreSQL wire
 * protocol with pglite-socket on a Unix socket in a directory only this user may enter
 * (docs/decisions/0003-embedded-db-access.md): PGlite has no authentication, so no TCP port.
 * PGlite runs one query at a time and, in-process, blocks the event loop; here it blocks only
 * this thread.
 *
 * The main thread talks to it in two ways:
 * - SQL: through the socket, with a `pg.Pool` (the one code path for queries, see open-db.ts);
 * - control messages on the worker port: `copy` (bulk load a file with `COPY ... FROM '/dev/blob'`,
 *   which pglite-socket cannot do), `dump` (write the data directory as a tar file) and `close`.
 */
import { openAsBlob } from 'node:fs';
import { chmod, mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { keepChmodsPrivate } from './private-data-dir.js';

/** Data the main thread passes when it starts the worker. */
export interface PgliteWorkerData {
  /** `memory://` or an absolute directory path. */
  dataDir: string;
  /** Optional tar file (from `dump`) to start from instead of running initdb. */
  loadDataDir?: string;
  maxConnections: number;
  /** PGlite's WebAssembly, compiled by the opening thread (open-db.ts), so this thread does not compile it again. */
  wasmModule?: CompiledWasm;
  /**
   * The Unix socket to serve on, inside a directory of mode 0700 that the main thread created
   * (`<dir>/.s.PGSQL.5432`, the name `pg` looks for). A stale file there is replaced.
   */
  socketPath: string;
}

/** A compiled `WebAssembly.Module` (its type is the DOM library's, which the project's settings leave out). */
export type CompiledWasm = object;

/** Control requests; every reply echoes `id`. */
export type PgliteWorkerRequest =
  | { id: number; type: 'copy'; sql: string; filePath: string }
  | { id: number; type: 'dump'; path: string }
  | { id: number; type: 'close' };

export type PgliteWorkerReply =
  | { type: 'ready'; socketPath: string }
  | { type: 'failed'; message: string }
  | { id: number; ok: true; rows?: number }
  | { id: number; ok: false; message: string; code?: string };

/** The same extension set every time the directory is opened (trigram indexes fail otherwise). */
const extensions = { pg_trgm, fuzzystrmatch, cube, earthdistance, btree_gin };

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts must run in a worker thread');
const data = workerData as PgliteWorkerData;

let db: PGlite | undefined;
let server: PGLiteSocketServer | undefined;

const start = async (): Promise<void> => {
  if (data.dataDir !== 'memory://') {
    // The modes Emscripten sets on PostgreSQL's files (0666) become owner-only (docs/decisions/0003).
    keepChmodsPrivate();
    await mkdir(dirname(data.dataDir), { recursive: true, mode: 0o700 });
  }
  const loadDataDir = data.loadDataDir ? await openAsBlob(data.loadDataDir) : undefined;
  db = await PGlite.create(data.dataDir, {
    extensions,
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(data.wasmModule ? { pgliteWasmModule: data.wasmModule as PGliteOptions['pgliteWasmModule'] } : {}),
  });
  // A socket file left by a killed run: the data-directory lock says we are the only owner now.
  await rm(data.socketPath, { force: true });
  server = new PGLiteSocketServer({ db, path: data.socketPath, maxConnections: data.maxConnections });
  await server.start();
  // The directory (0700) already keeps other users out; the socket itself is owner-only too.
  await chmod(data.socketPath, 0o600);
  port.postMessage({ type: 'ready', socketPath: data.socketPath } satisfies PgliteWorkerReply);
};

const handle = async (req: PgliteWorkerRequest): Promise<PgliteWorkerReply> => {
  if (!db) throw new Error('PGlite is not open');
  switch (req.type) {
    case 'copy': {
      // The caller holds the only pool connection inside an open transaction (see open-db.ts), so no
      // socket query runs meanwhile and this COPY joins that transaction (one PGlite session).
      if (!db.isInTransaction()) throw new Error('copyFromFile: PGlite is not inside the caller transaction');
      const blob = await openAsBlob(req.filePath);
      const res = await db.query(req.sql, [], { blob });
      return { id: req.id, ok: true, rows: res.affectedRows ?? 0 };
    }
    case 'dump': {
      const file = await db.dumpDataDir('none');
      await mkdir(dirname(req.path), { recursive: true });
      await writeFile(req.path, new Uint8Array(await file.arrayBuffer()));
      return { id: req.id, ok: true };
    }
    case 'close': {
      await server?.stop();
      server = undefined;
      if (!db.closed) await db.close();
      return { id: req.id, ok: true };
    }
  }
};

port.on('message', (req: PgliteWorkerRequest) => {
  handle(req).then(
    (reply) => port.postMessage(reply),
    (e: unknown) => {
      const error = e as { message?: string; code?: string };
      port.postMessage({
        id: req.id,
        ok: false,
        message: error.message ?? String(e),
        ...(error.code ? { code: error.code } : {}),
      } satisfies PgliteWorkerReply);
    },
  );
});

start().catch((e: unknown) => {
  port.postMessage({ type: 'failed', message: (e as Error).message ?? String(e) } satisfies PgliteWorkerReply);
});
