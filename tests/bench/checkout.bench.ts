/**
 * Checkout benchmark (docs/decisions/0032-payment-saga.md; docs/performance.md "Payments"): the time of
 * POST /api/checkout/membership through the real wiring (order recorded, sandbox charge, delivery in one
 * transaction), each with the sign-up inside the checkout as an anonymous visitor makes it, one after
 * another and then several buyers at once. PGlite by default; the PostgreSQL server when DATABASE_URL is
 * set. Usage: `npm run bench -- checkout [count] [parallel]` (defaults 120 and 4).
 */
import { cardForm, membershipTestApp } from '../support/membership-app.js';

const percentile = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
const summary = (ms: number[]) => {
  const s = [...ms].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(1)} ms, p95 ${percentile(s, 95).toFixed(1)} ms, max ${s.at(-1)?.toFixed(1)} ms`;
};

export const run = async (args: string[] = []): Promise<void> => {
  const count = Number(args[0] ?? 120);
  const parallel = Number(args[1] ?? 4);
  const t = await membershipTestApp();
  try {
    let failures = 0;
    const one = async (): Promise<number> => {
      const started = performance.now();
      const { res } = await t.buy({ card: cardForm() });
      const ms = performance.now() - started;
      if (res.status !== 200) failures += 1;
      return ms;
    };
    await one(); // warm-up: first statements plan, first argon2 hash
    const sequential: number[] = [];
    for (let i = 0; i < count; i += 1) sequential.push(await one());
    console.log(`db ${t.db.kind}: ${count} checkouts one after another: ${summary(sequential)}`);

    const concurrent: number[] = [];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: parallel }, async () => {
        for (let i = 0; i < Math.ceil(count / parallel); i += 1) concurrent.push(await one());
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `db ${t.db.kind}: ${concurrent.length} checkouts by ${parallel} buyers at once: ${summary(concurrent)}, ` +
        `${(concurrent.length / seconds).toFixed(1)} checkouts/s`,
    );
    const ledger = await t.db.query<{ charges: number; sales: number; completed: number }>(
      `SELECT (SELECT count(*)::int FROM payment_charges WHERE status = 'succeeded' AND refunded_at IS NULL) AS charges,
              (SELECT count(*)::int FROM sales_transactions) AS sales,
              (SELECT count(*)::int FROM payment_orders WHERE status = 'completed') AS completed`,
    );
    console.log(`failures ${failures}; charges kept / sales / completed orders: ${JSON.stringify(ledger.rows[0])}`);
  } finally {
    await t.close();
  }
};
