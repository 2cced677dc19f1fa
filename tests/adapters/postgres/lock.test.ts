import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirInUseError,
  dataDirLockOwner,
  processStartTime,
} from '../../../adapters/postgres/data-dir-lock.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { openDb } from '../../../adapters/postgres/open-db.js';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tw-lock-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('embedded database single owner', () => {
  it('refuses a second owner while the first keeps answering; reopening after close keeps the data', async () => {
    const dataDir = join(dir, 'data');
    const first: Db = await openDb({ dataDir });
    try {
      await first.query('CREATE TABLE kept (v text)');
      await first.query("INSERT INTO kept VALUES ('still here')");
      expect(readFileSync(join(dataDir, 'pg.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));

      const second = openDb({ dataDir });
      await expect(second).rejects.toThrow(DataDirInUseError);
      await expect(second).rejects.toThrow(
        `Data directory ${join(dataDir, 'pg')} is in use by another Tracewell process (pid ${process.pid}). Stop it or set DATA_DIR / DATABASE_URL.`,
      );
      expect((await first.query('SELECT v FROM kept')).rows).toEqual([{ v: 'still here' }]);
    } finally {
      await first.close();
    }
    expect(existsSync(join(dataDir, 'pg.lock'))).toBe(false);

    const again = await openDb({ dataDir });
    try {
      expect((await again.query('SELECT v FROM kept')).rows).toEqual([{ v: 'still here' }]);
    } finally {
      await again.close();
    }
  });
});

const firstLine = (path: string) => readFileSync(path, 'utf8').split('\n')[0];
const linux = existsSync('/proc/self/stat');

/** A separate Node.js process that takes the lock and keeps it until killed. */
const lockInChild = async (lock: string): Promise<ChildProcess> => {
  const mod = new URL('../../../adapters/postgres/data-dir-lock.ts', import.meta.url).href;
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const m = await import(${JSON.stringify(mod)}); m.acquireDataDirLock(${JSON.stringify(lock)}, 'x'); ` +
        "process.stdout.write('locked'); setInterval(() => {}, 1000);",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout?.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`lock child exited with ${code}`)));
  });
  return child;
};

describe('acquireDataDirLock', () => {
  it('writes a lock only its owner can read or write, holding pid, start time and a token', () => {
    const lock = join(dir, 'mode.lock');
    const release = acquireDataDirLock(lock, join(dir, 'mode'));
    try {
      expect(statSync(lock).mode & 0o777).toBe(0o600);
      const text = readFileSync(lock, 'utf8');
      expect(text.split('\n')[0]).toBe(String(process.pid));
      expect(text).toMatch(/^token=[0-9a-f]{32}$/m);
      if (linux) expect(text).toContain(`start=${processStartTime(process.pid)}`);
    } finally {
      release();
    }
  });

  it('takes over a lock left by a dead process', () => {
    const lock = join(dir, 'stale.lock');
    // A pid that surely is not running: a child that has already exited.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(lock, `${dead}\n`);
    const release = acquireDataDirLock(lock, join(dir, 'stale'));
    expect(firstLine(lock)).toBe(String(process.pid));
    release();
    expect(existsSync(lock)).toBe(false);
  });

  it('takes over a lock with our own pid that this process does not hold (container restart)', () => {
    const lock = join(dir, 'same-pid.lock');
    writeFileSync(lock, `${process.pid}\n`);
    const release = acquireDataDirLock(lock, join(dir, 'x'));
    expect(() => acquireDataDirLock(lock, join(dir, 'x'))).toThrow(/in use by another Tracewell process/);
    release();
  });

  it.runIf(linux)('takes over a lock whose pid now belongs to another live process (start time differs)', () => {
    const lock = join(dir, 'reused.lock');
    const other = process.ppid; // alive, and not the process that wrote this lock
    expect(processStartTime(other)).toBeDefined();
    writeFileSync(lock, `${other}\nstart=1\nboot=${readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()}\n`);
    expect(dataDirLockOwner(lock)).toBeUndefined();
    const release = acquireDataDirLock(lock, join(dir, 'reused'));
    expect(firstLine(lock)).toBe(String(process.pid));
    release();
  });

  it.runIf(linux)('takes over a lock of an earlier boot even when pid and start time match by chance', () => {
    const lock = join(dir, 'reboot.lock');
    const other = process.ppid;
    writeFileSync(lock, `${other}\nstart=${processStartTime(other)}\nboot=00000000-0000-0000-0000-000000000000\n`);
    expect(dataDirLockOwner(lock)).toBeUndefined();
    acquireDataDirLock(lock, join(dir, 'reboot'))();
  });

  it.runIf(linux)('takes over a pid-only lock (older format) naming a live process that is not Node.js', () => {
    const lock = join(dir, 'pid1.lock');
    expect(readFileSync('/proc/1/cmdline', 'utf8').split('\0')[0]).not.toMatch(/node/);
    writeFileSync(lock, '1\n'); // pid 1 is always alive
    const release = acquireDataDirLock(lock, join(dir, 'pid1'));
    expect(firstLine(lock)).toBe(String(process.pid));
    release();
  });

  it('refuses a lock held by another live Tracewell process, and takes it once that process is gone', async () => {
    const lock = join(dir, 'live.lock');
    const child = await lockInChild(lock);
    try {
      expect(firstLine(lock)).toBe(String(child.pid));
      expect(dataDirLockOwner(lock)).toBe(child.pid);
      expect(() => acquireDataDirLock(lock, join(dir, 'live'))).toThrow(`(pid ${child.pid})`);
      expect(firstLine(lock)).toBe(String(child.pid));
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }
    const release = acquireDataDirLock(lock, join(dir, 'live'));
    expect(firstLine(lock)).toBe(String(process.pid));
    release();
  });

  it('release leaves a lock alone that another process has taken over meanwhile', () => {
    const lock = join(dir, 'taken.lock');
    const release = acquireDataDirLock(lock, join(dir, 'taken'));
    writeFileSync(lock, `${process.pid}\ntoken=someone-else\n`);
    release();
    expect(readFileSync(lock, 'utf8')).toContain('token=someone-else');
  });
});
