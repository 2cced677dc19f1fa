import { chmod, lstat, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The file name `pg` connects to in a socket directory at the default port (`<host>/.s.PGSQL.5432`). */
export const PG_SOCKET_FILE = '.s.PGSQL.5432';

/** Where the embedded database's socket lives, under `DATA_DIR` (docs/decisions/0003-embedded-db-access.md). */
export const SOCKET_DIR_NAME = 'pg-socket';

/** `sun_path` holds 108 bytes on Linux and 104 on macOS, the terminating NUL included. */
const MAX_SOCKET_PATH = 103;

export interface PrivateSocketDir {
  /** The directory (mode 0700), given to `pg` as `host`. */
  readonly dir: string;
  /** `<dir>/.s.PGSQL.5432`. */
  readonly socketPath: string;
  /** Removes the socket file, and the directory when it was a temporary one. */
  remove(): Promise<void>;
}

/**
 * Makes `dir` a directory that only this user may enter: created with mode 0700, or, when it exists,
 * checked to be a real directory (not a symbolic link) owned by us and set back to 0700.
 */
export const ensurePrivateDir = async (dir: string): Promise<void> => {
  try {
    await mkdir(dir, { mode: 0o700 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const st = await lstat(dir);
  if (!st.isDirectory()) throw new Error(`${dir} must be a directory (it is a link or a file): remove it`);
  const uid = process.getuid?.();
  if (uid !== undefined && st.uid !== uid) {
    throw new Error(`${dir} belongs to another user (uid ${st.uid}): remove it or run as its owner`);
  }
  await chmod(dir, 0o700);
};

/**
 * The directory the embedded database's Unix socket is served in, reachable only by this user:
 * `<dataDir>/pg-socket` for a data directory, a new temporary directory (mkdtemp, 0700) for an
 * in-memory database or when the data directory's path is too long for a socket address.
 */
export const privateSocketDir = async (dataDir: string | undefined): Promise<PrivateSocketDir> => {
  if (dataDir !== undefined) {
    const dir = join(dataDir, SOCKET_DIR_NAME);
    const socketPath = join(dir, PG_SOCKET_FILE);
    if (Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH) {
      await ensurePrivateDir(dir);
      return { dir, socketPath, remove: () => rm(socketPath, { force: true }) };
    }
  }
  const dir = await mkdtemp(join(tmpdir(), 'tracewell-pg-'));
  await chmod(dir, 0o700);
  return { dir, socketPath: join(dir, PG_SOCKET_FILE), remove: () => rm(dir, { recursive: true, force: true }) };
};
