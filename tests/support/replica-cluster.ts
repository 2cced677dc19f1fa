import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
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

/**
 * The ports a server of the cluster may listen on: below Linux's default ephemeral range (32768-60999),
 * so no outgoing connection of a test running alongside (a pool opening to 5432) can take the port
 * between the choice and the server's start, as one did with a port the kernel had handed out.
 */
const PORT_RANGE = { from: 20_000, to: 32_000 } as const;

const portIsFree = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const s = createServer();
    s.once('error', () => resolve(false));
    s.listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

const freePort = async (): Promise<number> => {
  for (let tries = 0; tries < 200; tries++) {
    const port = PORT_RANGE.from + Math.floor(Math.random() * (PORT_RANGE.to - PORT_RANGE.from));
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port between ${PORT_RANGE.from} and ${PORT_RANGE.to}`);
};

/** The last lines of a server's log, for the error when it did not start. */
const logTail = (file: string, lines = 15): string => {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
};

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
  let primaryPort = 0;
  let replicaPort = 0;
  const url =
    (port: () => number) =>
    (db: string = 'postgres') =>
      `postgres://postgres@127.0.0.1:${port()}/${db}`;
  const primaryUrl = url(() => primaryPort);
  const replicaUrl = url(() => replicaPort);

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      for (const dir of started.reverse()) {
        await asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', dir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      }
      rmSync(base, { recursive: true, force: true });
    })());

  /**
   * Starts the server of `dir` on a free port (a `port` line appended to its postgresql.conf, the last
   * one counting), trying another port when it does not start; the error carries its log's last lines.
   */
  const startServer = async (dir: string, name: string): Promise<number> => {
    const log = join(base, `${name}.log`);
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      appendFileSync(join(dir, 'postgresql.conf'), `\nport = ${port}\n`);
      try {
        await asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', dir, '-l', log, '-w', 'start']);
        started.push(dir);
        return port;
      } catch (e) {
        if (attempt >= 3) throw new Error(`the ${name} did not start: ${String(e)}\n${logTail(log)}`);
      }
    }
  };

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
      ['', ...common, 'wal_level = replica', 'max_wal_senders = 4', 'shared_buffers = 32MB', ...sync, ''].join('\n'),
    );
    appendFileSync(join(primaryDir, 'pg_hba.conf'), '\nhost replication postgres 127.0.0.1/32 trust\n');
    primaryPort = await startServer(primaryDir, 'primary');

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
    appendFileSync(join(replicaDir, 'postgresql.conf'), '\nhot_standby = on\n');
    replicaPort = await startServer(replicaDir, 'replica');

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
