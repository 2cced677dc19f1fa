import type nodeFs from 'node:fs';
import { chmodSync, lstatSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../../adapters/postgres/open-db.js';
import {
  dataDirTightenedMessage,
  keepChmodsPrivate,
  ownerOnly,
  tightenDataDir,
  tightenTree,
} from '../../../adapters/postgres/private-data-dir.js';

/**
 * Every file and folder the server makes under DATA_DIR is 0600 / 0700, and a directory left more open
 * by an earlier version is tightened at start-up (docs/decisions/0003-embedded-db-access.md, point 2).
 */

const mode = (path: string) => lstatSync(path).mode & 0o777;

/** Every entry under `dir` (itself included) whose mode lets group or other in, as `path mode`. */
const openToOthers = (dir: string): string[] => {
  const found: string[] = [];
  const walk = (p: string) => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    if (st.mode & 0o077) found.push(`${p} ${(st.mode & 0o777).toString(8)}`);
    if (st.isDirectory()) for (const name of readdirSync(p)) walk(join(p, name));
  };
  walk(dir);
  return found;
};

const countEntries = (dir: string): number =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => !e.isSymbolicLink()).length;

let root: string;
beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'tw-private-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the embedded database on a new DATA_DIR', () => {
  it('leaves no file or folder open to group or other, while open and after close', async () => {
    const dataDir = join(root, 'fresh');
    const lines: string[] = [];
    const db = await openPglite({ dataDir, log: (msg) => lines.push(msg) });
    try {
      // New relations, an index and enough rows for more segments: files PostgreSQL makes while running.
      await db.query('CREATE TABLE people (id int PRIMARY KEY, email text)');
      await db.query("INSERT INTO people SELECT g, 'p' || g || '@example.test' FROM generate_series(1, 20000) g");
      await db.query('CREATE INDEX people_email ON people (email)');
      await db.query('CHECKPOINT');
      expect(countEntries(join(dataDir, 'pg'))).toBeGreaterThan(900);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await db.close();
    }
    expect(openToOthers(dataDir)).toEqual([]);
    // Nothing was there to tighten: the files were private from the start.
    expect(lines.filter((l) => l.startsWith('Data directory:'))).toEqual([]);
    // A new data directory and a thousand files: seconds alone, longer beside a busy suite.
  }, 120_000);

  it('tightens a directory an earlier version left open (0666 files, 0755 folders) at start-up and logs how many', async () => {
    const dataDir = join(root, 'old');
    await (await openPglite({ dataDir })).close();
    // As an earlier version left it: world-writable files and open folders.
    const loosened: string[] = [];
    const loosen = (p: string) => {
      const st = lstatSync(p);
      chmodSync(p, st.isDirectory() ? 0o755 : 0o666);
      loosened.push(p);
      if (st.isDirectory()) for (const name of readdirSync(p)) loosen(join(p, name));
    };
    chmodSync(dataDir, 0o755);
    loosen(join(dataDir, 'pg'));
    writeFileSync(join(dataDir, 'pg', 'left-over'), 'x');
    chmodSync(join(dataDir, 'pg', 'left-over'), 0o666);
    // Not the server's: a file next to its entries, and the target of a link inside pg/, stay as they are.
    writeFileSync(join(root, 'outside.txt'), 'x');
    chmodSync(join(root, 'outside.txt'), 0o644);
    symlinkSync(join(root, 'outside.txt'), join(dataDir, 'pg', 'link-out'));
    writeFileSync(join(dataDir, 'notes.txt'), 'mine');
    chmodSync(join(dataDir, 'notes.txt'), 0o644);
    expect(mode(join(dataDir, 'pg', 'PG_VERSION'))).toBe(0o666);

    const lines: { msg: string; extra?: object }[] = [];
    const db = await openPglite({ dataDir, log: (msg, extra) => lines.push({ msg, ...(extra ? { extra } : {}) }) });
    try {
      expect((await db.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
    }
    const expected = loosened.length + 2; // every loosened entry, left-over, and DATA_DIR itself
    expect(lines.find((l) => l.msg.startsWith('Data directory:'))).toEqual({
      msg: dataDirTightenedMessage(expected),
      extra: { dataDir, tightened: expected },
    });
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(join(dataDir, 'pg', 'PG_VERSION'))).toBe(0o600);
    expect(mode(join(dataDir, 'pg', 'left-over'))).toBe(0o600);
    expect(mode(join(dataDir, 'pg', 'base'))).toBe(0o700);
    expect(mode(join(root, 'outside.txt'))).toBe(0o644);
    expect(mode(join(dataDir, 'notes.txt'))).toBe(0o644);
    expect(openToOthers(join(dataDir, 'pg'))).toEqual([]);
  }, 120_000);
});

describe('the owner-only helpers', () => {
  it('ownerOnly keeps the owner bits and drops the rest', () => {
    expect(ownerOnly(0o666)).toBe(0o600);
    expect(ownerOnly(0o755)).toBe(0o700);
    expect(ownerOnly(0o600)).toBe(0o600);
    expect(ownerOnly(0o100644)).toBe(0o600); // a stat mode with its file-type bits
  });

  it('tightenTree counts only what it changed, and a missing path is nothing to do', async () => {
    const dir = join(root, 'tree');
    mkdirSync(join(dir, 'a'), { recursive: true });
    writeFileSync(join(dir, 'a', 'open'), 'x');
    chmodSync(join(dir, 'a', 'open'), 0o664);
    writeFileSync(join(dir, 'a', 'closed'), 'x');
    chmodSync(join(dir, 'a', 'closed'), 0o600);
    chmodSync(join(dir, 'a'), 0o750);
    chmodSync(dir, 0o700);
    expect(await tightenTree(dir)).toBe(2);
    expect(await tightenTree(dir)).toBe(0);
    expect(await tightenTree(join(dir, 'missing'))).toBe(0);
    expect(mode(join(dir, 'a', 'open'))).toBe(0o600);
    expect(mode(join(dir, 'a'))).toBe(0o700);
    await expect(tightenDataDir(join(dir, 'missing'))).rejects.toThrow(/ENOENT/);
  });

  it('keepChmodsPrivate makes chmod and fchmod owner-only on the fs object it is given, once', () => {
    const calls: [string, unknown, nodeFs.Mode][] = [];
    const fake = {
      chmodSync: (path: nodeFs.PathLike, m: nodeFs.Mode) => calls.push(['chmod', path, m]),
      fchmodSync: (fd: number, m: nodeFs.Mode) => calls.push(['fchmod', fd, m]),
    } as unknown as typeof nodeFs;
    keepChmodsPrivate(fake);
    keepChmodsPrivate(fake);
    fake.chmodSync('/x', 0o666);
    fake.fchmodSync(3, '644');
    expect(calls).toEqual([
      ['chmod', '/x', 0o600],
      ['fchmod', 3, 0o600],
    ]);
  });
});
