import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirInUseError } from '../../../adapters/postgres/data-dir-lock.js';
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
      expect(readFileSync(join(dataDir, 'pg.lock'), 'utf8').trim()).toBe(String(process.pid));

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

describe('acquireDataDirLock', () => {
  it('takes over a lock left by a dead process', () => {
    const lock = join(dir, 'stale.lock');
    // A pid that surely is not running: a child that has already exited.
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    writeFileSync(lock, `${dead}\n`);
    const release = acquireDataDirLock(lock, join(dir, 'stale'));
    expect(readFileSync(lock, 'utf8').trim()).toBe(String(process.pid));
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

  it('refuses a lock held by another live process', () => {
    const lock = join(dir, 'live.lock');
    writeFileSync(lock, '1\n'); // pid 1 is always alive
    expect(() => acquireDataDirLock(lock, join(dir, 'live'))).toThrow('(pid 1)');
    expect(readFileSync(lock, 'utf8').trim()).toBe('1');
  });
});
