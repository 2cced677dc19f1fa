import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

/** The PostgreSQL 15 server programs (Debian's postgresql-15 package). */
export const PG_BIN = '/usr/lib/postgresql/15/bin';

/**
 * Why a test of a real primary and streaming replica cannot run here, or undefined when it can: it runs
 * with the PostgreSQL suite (DATABASE_URL set, so the server programs are installed) and needs initdb.
 */
export const replicaClusterSkipReason = (): string | undefined => {
  if (!process.env.DATABASE_URL)
    return 'needs a PostgreSQL server run (DATABASE_URL unset: embedded PGlite has no replicas)';
  if (!existsSync(join(PG_BIN, 'initdb')))
    return `needs the PostgreSQL 15 server programs (${PG_BIN}/initdb is missing)`;
  return undefined;
};

/** A primary and one streaming replica of it, on free ports of 127.0.0.1, in a temporary directory. */
export interface ReplicaCluster {
  readonly primaryUrl: (db?: string) => string;
  readonly replicaUrl: (db?: string) => string;
  /** Waits until the replica has replayed everything the primary has written so far. */
  caughtUp(timeoutMs?: number): Promise<void>;
  /** Stops both servers and removes their directories (safe to call twice, and after a failed start). */
  stop(): Promise<void>;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** initdb and postgres refuse to run as root: as root (CI), run them as the `postgres` OS user. */
const asPostgres = (cmd: string, args: string[]) => {
  const root = process.getuid?.() === 0;
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  return run(file, argv, { timeout: 60_000 });
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const scalar = async <T>(url: string, sql: string): Promise<T> => {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql)).rows[0]?.v as T;
  } finally {
    await c.end();
  }
};

/**
 * Starts a primary (wal_level=replica, a replication trust line for 127.0.0.1 in pg_hba.conf) and a
 * replica made by `pg_basebackup -R` (so it streams from the primary and stays in recovery), waits until
 * the replica streams, and returns their URLs. `synchronous`: the primary commits with
 * `synchronous_commit=remote_apply` to the replica, so a read there sees every committed write (what the
 * server suites need when run with DATABASE_READ_URL); otherwise the replica may lag, as in production.
 * A failure stops what was started and removes the directory.
 */
export const startReplicaCluster = async (opts: { synchronous?: boolean } = {}): Promise<ReplicaCluster> => {
  const base = mkdtempSync(join(tmpdir(), 'tw-replica-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(base, uid, gid);
  }
  const primaryDir = join(base, 'primary');
  const replicaDir = join(base, 'replica');
  const started: string[] = [];
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  const url =
    (port: number) =>
    (db = 'postgres') =>
      `postgres://postgres@127.0.0.1:${port}/${db}`;
  const primaryUrl = url(primaryPort);
  const replicaUrl = url(replicaPort);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      for (const dir of started.reverse()) {
        await asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      }
      rmSync(base, { recursive: true, force: true });
    })());

  try {
    await asPostgres(join(PG_BIN, 'initdb'), [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    const common = [`listen_addresses = '127.0.0.1'`, `unix_socket_directories = '${base}'`, 'fsync = off'];
    const sync = opts.synchronous ? [`synchronous_standby_names = '*'`, 'synchronous_commit = remote_apply'] : [];
    appendFileSync(
      join(primaryDir, 'postgresql.conf'),
      [
        '',
        `port = ${primaryPort}`,
        ...common,
        'wal_level = replica',
        'max_wal_senders = 4',
        'shared_buffers = 32MB',
        ...sync,
        '',
      ].join('\n'),
    );
    appendFileSync(join(primaryDir, 'pg_hba.conf'), '\nhost replication postgres 127.0.0.1/32 trust\n');
    await asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', primaryDir, '-l', join(base, 'primary.log'), '-w', 'start']);
    started.push(primaryDir);

    await asPostgres(join(PG_BIN, 'pg_basebackup'), [
      '-h',
      '127.0.0.1',
      '-p',
      String(primaryPort),
      '-U',
      'postgres',
      '-D',
      replicaDir,
      '-R',
      '-X',
      'stream',
      '--no-sync',
    ]);
    // The replica's own port; the copied settings (and the synchronous ones, which a standby ignores) stay.
    appendFileSync(join(replicaDir, 'postgresql.conf'), `\nport = ${replicaPort}\nhot_standby = on\n`);
    await asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', replicaDir, '-l', join(base, 'replica.log'), '-w', 'start']);
    started.push(replicaDir);

    const deadline = Date.now() + 30_000;
    for (;;) {
      const recovering = await scalar<boolean>(replicaUrl(), 'SELECT pg_is_in_recovery() AS v').catch(() => false);
      const streaming = await scalar<string>(
        primaryUrl(),
        `SELECT count(*)::text AS v FROM pg_stat_replication WHERE state = 'streaming'`,
      );
      if (recovering && streaming === '1') break;
      if (Date.now() > deadline) throw new Error('the replica did not start streaming within 30 s');
      await sleep(100);
    }
  } catch (e) {
    await stop();
    throw e;
  }

  return {
    primaryUrl,
    replicaUrl,
    stop,
    async caughtUp(timeoutMs = 20_000) {
      const lsn = await scalar<string>(primaryUrl(), 'SELECT pg_current_wal_lsn()::text AS v');
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const done = await scalar<boolean>(replicaUrl(), `SELECT pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn AS v`);
        if (done) return;
        if (Date.now() > deadline) throw new Error(`the replica did not replay up to ${lsn} within ${timeoutMs} ms`);
        await sleep(50);
      }
    },
  };
};
