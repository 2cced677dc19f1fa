import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { basename, isAbsolute, relative } from 'node:path';

/** Lock files held by this process, with the token written in each. */
const held = new Map<string, string>();

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

/** What a lock file says: the owner's pid and, when the system tells them, who exactly that was. */
interface LockInfo {
  pid: number;
  /** The owner's start time (clock ticks after boot, /proc/<pid>/stat field 22). */
  start?: string;
  /** The boot the start time belongs to (/proc/sys/kernel/random/boot_id). */
  boot?: string;
  /** Random, per acquisition: release removes the file only while it still holds ours. */
  token?: string;
}

const readText = (path: string): string | undefined => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

/** Start time of `pid` in clock ticks after boot (Linux /proc), or undefined where unknown. */
export const processStartTime = (pid: number): string | undefined => {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // "pid (comm) state ppid ...": comm may hold spaces and parentheses, so count after the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19]; // field 22 of the whole line
};

const bootId = (): string | undefined => readText('/proc/sys/kernel/random/boot_id')?.trim() || undefined;

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** For a lock written by an older version (pid only): is `pid` a Node.js process at all? */
const runsNode = (pid: number): boolean => {
  const cmdline = readText(`/proc/${pid}/cmdline`);
  if (cmdline === undefined) return true; // cannot tell: assume it may be ours
  const argv0 = basename(cmdline.split('\0')[0] ?? '');
  return argv0 === basename(process.execPath) || /^node/.test(argv0);
};

const readLock = (lockPath: string): LockInfo | undefined => {
  const text = readText(lockPath);
  if (text === undefined) return undefined;
  const [first, ...rest] = text.split('\n');
  const pid = Number.parseInt((first ?? '').trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const info: LockInfo = { pid };
  for (const line of rest) {
    const eq = line.indexOf('=');
    const key = line.slice(0, eq);
    const value = line.slice(eq + 1).trim();
    if (eq > 0 && value && (key === 'start' || key === 'boot' || key === 'token')) info[key] = value;
  }
  return info;
};

/**
 * True when the process named by the lock is still the one that wrote it. A live pid alone is not
 * enough: pids are reused (after a reboot, in a container, or by chance), so on Linux the lock also
 * records the owner's start time and boot id and both must match. A lock of an older version (pid
 * only) counts only if that pid runs Node.js. Without /proc (macOS) a live pid is taken as the owner.
 */
const ownerAlive = (lock: LockInfo): boolean => {
  if (!isAlive(lock.pid)) return false;
  const start = processStartTime(lock.pid);
  if (start === undefined) return true;
  if (lock.start === undefined) return runsNode(lock.pid);
  const boot = bootId();
  if (lock.boot !== undefined && boot !== undefined && lock.boot !== boot) return false;
  return lock.start === start;
};

/**
 * The pid of the live process that owns `lockPath`, or undefined when the lock is absent, stale
 * (its process is gone or its pid now belongs to another process) or held by an earlier run that
 * had our pid. scripts/start.mjs asks this before building the web UI.
 */
export const dataDirLockOwner = (lockPath: string): number | undefined => {
  const lock = readLock(lockPath);
  if (!lock) return undefined;
  if (lock.pid === process.pid) return held.has(lockPath) ? process.pid : undefined;
  return ownerAlive(lock) ? lock.pid : undefined;
};

/**
 * Makes this process the single owner of an embedded database directory: creates `lockPath`
 * exclusively (O_EXCL, mode 0600) with our pid, start time, boot id and a random token. A lock whose
 * owner is gone, whose pid now belongs to another process, or that an earlier run with our pid left
 * (as in a container) is taken over. Returns the release function, which removes the file only
 * while it still holds our token.
 *
 * @param dir the directory being protected, for the error message.
 */
export const acquireDataDirLock = (lockPath: string, dir: string): (() => void) => {
  const start = processStartTime(process.pid);
  const boot = bootId();
  for (let attempt = 0; attempt < 3; attempt++) {
    const token = randomBytes(16).toString('hex');
    try {
      const fd = openSync(lockPath, 'wx', 0o600);
      try {
        const extra = [start && `start=${start}`, boot && `boot=${boot}`, `token=${token}`].filter(Boolean);
        writeSync(fd, `${process.pid}\n${extra.join('\n')}\n`);
      } finally {
        closeSync(fd);
      }
      held.set(lockPath, token);
      return () => {
        if (held.get(lockPath) !== token) return;
        held.delete(lockPath);
        if (readLock(lockPath)?.token === token) {
          try {
            unlinkSync(lockPath);
          } catch {
            // already gone
          }
        }
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      const owner = dataDirLockOwner(lockPath);
      if (owner !== undefined) throw new DataDirInUseError(dir, owner);
      // Stale (owner gone, pid reused, unreadable, or a previous incarnation with our pid): take it over.
      try {
        unlinkSync(lockPath);
      } catch {
        // someone else removed it first; retry the exclusive create
      }
    }
  }
  throw new DataDirInUseError(dir, readLock(lockPath)?.pid ?? 0);
};
