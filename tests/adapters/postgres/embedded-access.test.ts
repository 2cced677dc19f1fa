import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openPglite, type PgliteDb } from '../../../adapters/postgres/open-db.js';
import { PG_SOCKET_FILE } from '../../../adapters/postgres/private-socket-dir.js';

/**
 * The embedded database accepts only this process (docs/decisions/0003-embedded-db-access.md): no TCP
 * listener, a Unix socket in a 0700 directory, data files and lock readable by this user only.
 */
const linux = existsSync('/proc/net/tcp');

/** TCP ports this process listens on (Linux: /proc/net/tcp{,6} rows in state LISTEN whose inode is one of our fds). */
const ownTcpListeners = (): number[] => {
  const inodes = new Set<string>();
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const m = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/self/fd/${fd}`));
      if (m?.[1]) inodes.add(m[1]);
    } catch {
      // closed meanwhile
    }
  }
  const ports: number[] = [];
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols[3] === '0A' && cols[9] && inodes.has(cols[9])) ports.push(Number.parseInt(cols[1]!.split(':')[1]!, 16));
    }
  }
  return ports.sort();
};

const mode = (path: string) => statSync(path).mode & 0o777;

/** Tries a PostgreSQL log-in with no password; answers 'connected' or the error code/message. */
const tryConnect = async (config: pg.ClientConfig): Promise<string> => {
  const client = new pg.Client({ user: 'postgres', database: 'postgres', connectionTimeoutMillis: 3000, ...config });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return 'connected';
  } catch (e) {
    return (e as NodeJS.ErrnoException).code ?? (e as Error).message;
  } finally {
    await client.end().catch(() => undefined);
  }
};

let dir: string;
let db: PgliteDb;
let listenersBefore: number[] = [];
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tw-access-'));
  if (linux) listenersBefore = ownTcpListeners();
  db = await openPglite({ dataDir: join(dir, 'data') });
  await db.query("CREATE TABLE secrets AS SELECT 'someone@example.test' AS email");
});
afterAll(async () => {
  await db?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('embedded database access', () => {
  it.runIf(linux)(
    'opens no TCP port: every TCP listener of this process existed before, and none speaks PostgreSQL',
    async () => {
      const after = ownTcpListeners();
      expect(after).toEqual(listenersBefore);
      for (const port of after) expect(await tryConnect({ host: '127.0.0.1', port })).not.toBe('connected');
    },
  );

  it('serves on a Unix socket in a directory only this user may enter', () => {
    expect(db.socketDir).toBe(join(dir, 'data', 'pg-socket'));
    expect(mode(db.socketDir)).toBe(0o700);
    const socket = join(db.socketDir, PG_SOCKET_FILE);
    expect(statSync(socket).isSocket()).toBe(true);
    expect(mode(socket)).toBe(0o600);
    expect(mode(join(dir, 'data', 'pg'))).toBe(0o700);
    expect(mode(join(dir, 'data', 'pg.lock'))).toBe(0o600);
  });

  it.runIf(process.getuid?.() === 0 && existsSync('/usr/sbin/runuser'))(
    'refuses another user of the host: the socket cannot be reached and the data files cannot be read',
    () => {
      const socket = join(db.socketDir, PG_SOCKET_FILE);
      const probe = `require('net').connect(${JSON.stringify(socket)}).on('connect',()=>{console.log('connected');process.exit(0)}).on('error',(e)=>{console.log(e.code);process.exit(0)})`;
      const connect = spawnSync('runuser', ['-u', 'nobody', '--', process.execPath, '-e', probe], { encoding: 'utf8' });
      expect(connect.stdout.trim()).toBe('EACCES');
      const read = spawnSync('runuser', ['-u', 'nobody', '--', 'ls', join(dir, 'data', 'pg')], { encoding: 'utf8' });
      expect(read.status).not.toBe(0);
      expect(read.stderr).toMatch(/Permission denied/);
    },
  );

  it('still answers this process through the pool', async () => {
    expect((await db.query('SELECT email FROM secrets')).rows).toEqual([{ email: 'someone@example.test' }]);
  });

  it('an in-memory database gets a private temporary socket directory, removed on close', async () => {
    const mem = await openPglite({ dataDir: MEMORY_DATA_DIR });
    const socketDir = mem.socketDir;
    try {
      expect(socketDir.startsWith(tmpdir())).toBe(true);
      expect(mode(socketDir)).toBe(0o700);
      expect((await mem.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    } finally {
      await mem.close();
    }
    expect(existsSync(socketDir)).toBe(false);
  });

  it('replaces a socket file left by a killed run and tightens a socket directory made too open', async () => {
    const dataDir = join(dir, 'reused');
    const first = await openPglite({ dataDir });
    await first.close();
    const { chmodSync, writeFileSync } = await import('node:fs');
    chmodSync(join(dataDir, 'pg-socket'), 0o755);
    writeFileSync(join(dataDir, 'pg-socket', PG_SOCKET_FILE), 'left over');
    const second = await openPglite({ dataDir });
    try {
      expect(mode(second.socketDir)).toBe(0o700);
      expect((await second.query('SELECT 2 AS two')).rows).toEqual([{ two: 2 }]);
    } finally {
      await second.close();
    }
  });
});
