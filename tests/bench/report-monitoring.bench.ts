/**
 * Report monitoring run benchmark (docs/decisions/0071): the time of one monitoring run over N monitored
 * background reports (default 1,000, and 20), on a fresh test database (PGlite, or the PostgreSQL server
 * of DATABASE_URL) holding a synthetic record set: the first run (every report's baseline written), a run
 * with no records change (reads only), and a run after 5% of the people moved (alerts written).
 *
 *   npx tsx tests/bench/report-monitoring.bench.ts [--n 1000] [--people 1500]
 */
import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import { PgReportMonitoringStore } from '../../adapters/postgres/pg-report-monitoring-store.js';
import { PgReportSource } from '../../adapters/postgres/pg-report-source.js';
import { PgSuppressions } from '../../adapters/postgres/pg-suppressions.js';
import { makeFactGate } from '../../core/fact-gate/fact-gate.steps.js';
import { makeRunReportMonitoring } from '../../core/reports/report-monitoring.job.js';
import { loadSyntheticRecords } from '../support/reports-app.js';
import { openTestDb } from '../support/test-db.js';

const arg = (args: string[], name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};

export async function run(args: string[] = []): Promise<void> {
  const n = Number(arg(args, 'n') ?? 1000);
  const people = Number(arg(args, 'people') ?? Math.max(1500, Math.round(n * 1.5)));
  const db = await openTestDb();
  try {
    await loadSyntheticRecords(db, people, 9090);
    const userId = randomUUID();
    await db.query(
      `INSERT INTO users (id, email, first_name, last_name, password_hash, user_flags, created_at, password_changed_at)
       VALUES ($1, $2, 'Bench', 'User', NULL, 0, now(), now())`,
      [userId, `bench-${userId.slice(0, 8)}@example.com`],
    );
    await db.query(
      `INSERT INTO report_monitoring_preferences (user_id, is_enabled, is_auto, account_id, activated_at, updated_at)
       VALUES ($1, true, false, gen_random_uuid(), now(), now())`,
      [userId],
    );
    const ids = (
      await db.query<{ id: string }>(
        `SELECT DISTINCT p.id FROM people p JOIN person_addresses pa ON pa.person_id = p.id AND pa.is_current
         ORDER BY p.id LIMIT $1`,
        [n],
      )
    ).rows.map((r) => Number(r.id));
    for (const [i, count] of [
      [0, Math.min(20, ids.length)],
      [0, ids.length],
    ] as const) {
      await db.query('DELETE FROM report_monitoring WHERE user_id = $1', [userId]);
      await db.query('DELETE FROM report_monitoring_snapshots WHERE user_id = $1', [userId]);
      await db.query(
        `INSERT INTO report_monitoring (user_id, report_id, is_on, preorder, updated_at)
         SELECT $1, 'background-' || id, true, false, now() FROM unnest($2::bigint[]) AS id`,
        [userId, ids.slice(i, count)],
      );
      let t = 0;
      const runMonitoring = makeRunReportMonitoring({
        source: new PgReportSource(db),
        monitoring: new PgReportMonitoringStore(db),
        clock: { now: () => new Date(Date.UTC(2026, 10, 21, 10, 0, t++)) },
        ids: { uuid: () => randomUUID(), token: () => 'x' },
        // The member holds every report in full; nobody opted out (the gate still asks, as in production).
        levelOf: async (_userId, ids) => ids.map(() => 'full'),
        gate: makeFactGate(new PgSuppressions(db)),
      });
      const time = async (label: string) => {
        const start = performance.now();
        const r = await runMonitoring();
        console.log(`${count} monitored, ${label}: ${(performance.now() - start).toFixed(0)} ms`, r);
      };
      await time('first run (baselines)');
      await time('no change');
      const moved = ids.slice(0, Math.max(1, Math.round(count * 0.05)));
      await db.query(
        `UPDATE person_addresses SET is_current = false, to_date = '2026-11-01' WHERE person_id = ANY ($1::bigint[]) AND is_current`,
        [moved],
      );
      await time(`after ${moved.length} people's current address ended`);
      await db.query(
        `UPDATE person_addresses SET is_current = true, to_date = NULL WHERE person_id = ANY ($1::bigint[]) AND to_date = '2026-11-01'`,
        [moved],
      );
    }
  } finally {
    await db.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await run(process.argv.slice(2));
