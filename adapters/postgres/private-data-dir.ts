import nodeFs from 'node:fs';
import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { SOCKET_DIR_NAME } from './private-socket-dir.js';

/**
 * The embedded database's files are this user's only (docs/decisions/0003-embedded-db-access.md, point 2):
 * every file and folder the server makes under `DATA_DIR` is 0600 / 0700.
 *
 * Three parts, because PGlite makes files in two ways:
 * - the process umask is {@link PRIVATE_UMASK} while PGlite runs (a worker thread shares its process's
 *   umask and may not set it itself), so what PGlite creates with `mkdirSync` / `writeFileSync` is private;
 * - Emscripten's file system then sets a new file's mode explicitly to what was asked for (0666 for
 *   PostgreSQL's files), which the umask does not touch: the worker masks those `chmod`s
 *   ({@link keepChmodsPrivate});
 * - a directory made by an earlier version (969 of 1,685 files were 0666) is tightened at start-up
 *   ({@link tightenDataDir}), and the count is logged.
 */

/** Group and other lose every permission on what the process creates. */
export const PRIVATE_UMASK = 0o077;

/** What the server makes directly under `DATA_DIR`: the database files, its lock and its socket directory. */
export const DATA_DIR_ENTRIES: readonly string[] = Object.freeze(['pg', 'pg.lock', SOCKET_DIR_NAME]);

/** The mode without group and other bits (0666 -> 0600, 0755 -> 0700). */
export const ownerOnly = (mode: number): number => mode & 0o7777 & ~PRIVATE_UMASK;

/**
 * Takes the group and other bits away from `path` and, for a directory, from everything under it.
 * Symbolic links are neither followed nor changed; a missing `path` is nothing to do. Answers how many
 * entries were changed.
 */
export const tightenTree = async (path: string): Promise<number> => {
  try {
    const st = await lstat(path);
    if (st.isSymbolicLink()) return 0;
    let changed = 0;
    if ((st.mode & PRIVATE_UMASK) !== 0) {
      await chmod(path, ownerOnly(st.mode));
      changed++;
    }
    if (st.isDirectory()) {
      for (const name of await readdir(path)) changed += await tightenTree(join(path, name));
    }
    return changed;
  } catch (e) {
    // Gone meanwhile (a running database removes files too): nothing to tighten.
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw e;
  }
};

/**
 * `DATA_DIR` itself and the entries the server makes in it ({@link DATA_DIR_ENTRIES}), with everything
 * under them, made owner-only. Only those: `DATA_DIR` may be a folder that holds other things too, which
 * are not ours to change. Answers how many entries were changed.
 */
export const tightenDataDir = async (dataDir: string): Promise<number> => {
  const st = await lstat(dataDir);
  let changed = 0;
  if (!st.isSymbolicLink() && (st.mode & PRIVATE_UMASK) !== 0) {
    await chmod(dataDir, ownerOnly(st.mode));
    changed++;
  }
  for (const name of DATA_DIR_ENTRIES) changed += await tightenTree(join(dataDir, name));
  return changed;
};

/** The start-up log line when {@link tightenDataDir} changed `n` entries. */
export const dataDirTightenedMessage = (n: number): string =>
  `Data directory: ${n} ${n === 1 ? 'entry was' : 'entries were'} readable or writable by others; now owner-only (0600/0700)`;

/** A mode as `fs.chmod` takes it (a number, or an octal string), owner-only. */
const ownerOnlyMode = (mode: nodeFs.Mode): nodeFs.Mode =>
  ownerOnly(typeof mode === 'number' ? mode : Number.parseInt(mode, 8));

/**
 * For the worker thread that owns the data directory (adapters/postgres/pglite-worker.ts), before PGlite
 * starts: its `chmodSync` and `fchmodSync` (what Emscripten's file system calls to set a file's mode)
 * drop the group and other bits. The change is the thread's own (each thread has its own `node:fs`
 * object) and is made once.
 */
export const keepChmodsPrivate = (fs: typeof nodeFs = nodeFs): void => {
  if (privateChmods.has(fs)) return;
  const chmodSync = fs.chmodSync;
  const fchmodSync = fs.fchmodSync;
  fs.chmodSync = (path, mode) => chmodSync(path, ownerOnlyMode(mode));
  fs.fchmodSync = (fd, mode) => fchmodSync(fd, ownerOnlyMode(mode));
  privateChmods.add(fs);
};

const privateChmods = new WeakSet<object>();
