import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { isAbsolute, relative } from 'node:path';

/** Lock files held by this process (a same-pid lock not in this set is left over from an earlier run). */
const held = new Set<string>();

/** Thrown when another live process owns the data directory. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `Data directory ${displayPath(dir)} is in use by another Tracewell process (pid ${pid}). ` +
        'Stop it or set DATA_DIR / DATABASE_URL.',
    );
    this.name = 'DataDirInUseError';
  }
}

/** `./data/pg` for a path under the working directory, the absolute path otherwise. */
export const displayPath = (dir: string): string => {
  const rel = relative(process.cwd(), dir);
  return rel === '' ? '.' : rel.startsWith('..') || isAbsolute(rel) ? dir : `./${rel}`;
};

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readPid = (lockPath: string): number | undefined => {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Makes this process the single owner of an embedded database directory: creates `lockPath`
 * exclusively (O_EXCL) with our pid. A lock left by a dead process (or by an earlier run that had
 * our pid, as in a container) is taken over. Returns the release function, which removes the file
 * only while it still names us.
 *
 * @param dir the directory being protected, for the error message.
 */
export const acquireDataDirLock = (lockPath: string, dir: string): (() => void) => {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx', 0o644);
      try {
        writeSync(fd, `${process.pid}\n`);
      } finally {
        closeSync(fd);
      }
      held.add(lockPath);
      return () => {
        if (!held.delete(lockPath)) return;
        if (readPid(lockPath) === process.pid) {
          try {
            unlinkSync(lockPath);
          } catch {
            // already gone
          }
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const pid = readPid(lockPath);
      const ours = pid === process.pid;
      if (pid !== undefined && ((ours && held.has(lockPath)) || (!ours && isAlive(pid)))) {
        throw new DataDirInUseError(dir, pid);
      }
      // Stale (dead pid, unreadable, or a previous incarnation with our pid): take it over.
      try {
        unlinkSync(lockPath);
      } catch {
        // someone else removed it first; retry the exclusive create
      }
    }
  }
  throw new DataDirInUseError(dir, readPid(lockPath) ?? 0);
};
