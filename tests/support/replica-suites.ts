/**
 * Runs test suites with a read replica (docs/decisions/0085): starts a primary and a streaming replica
 * (tests/support/replica-cluster.ts, `synchronous_commit=remote_apply` so a test's writes are on the
 * replica when it reads), then `vitest run` with DATABASE_URL = the primary and DATABASE_READ_URL = the
 * replica, then stops both, whatever the outcome.
 *
 *   npx tsx tests/support/replica-suites.ts tests/server/search tests/server/reports
 */
import { spawn } from 'node:child_process';
import { startReplicaCluster } from './replica-cluster.js';

const paths = process.argv.slice(2);
const cluster = await startReplicaCluster({ synchronous: true });
let code = 1;
try {
  code = await new Promise<number>((resolve) => {
    const child = spawn('npx', ['vitest', 'run', ...paths, '--coverage.enabled=false'], {
      stdio: 'inherit',
      env: { ...process.env, DATABASE_URL: cluster.primaryUrl(), DATABASE_READ_URL: cluster.replicaUrl() },
    });
    child.on('exit', (c) => resolve(c ?? 1));
  });
} finally {
  await cluster.stop();
}
process.exit(code);
