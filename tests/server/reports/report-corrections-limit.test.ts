import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tooManyCorrectionsMessage } from '../../../core/reports/correction-limit.rules.js';
import { TestBrowser } from '../../support/accounts-app.js';
import { type ReportsTestApp, reportsTestApp } from '../../support/reports-app.js';

/** The anonymous corrections endpoint is limited per address and day (PGlite, or the server with DATABASE_URL). */
let t: ReportsTestApp;
beforeAll(async () => {
  t = await reportsTestApp({ people: 20 });
});
afterAll(async () => t.close());

const correction = (i: number) => ({
  reportType: 'phone',
  recordId: `phone:55501${String(i).padStart(5, '0')}`,
  section: 'carrier',
  message: 'This number was ported to another carrier last year.',
});
const stored = async () =>
  (await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM report_corrections WHERE section = 'carrier'"))
    .rows[0]!.n;

describe('POST /api/reports/corrections limits', () => {
  it('15 parallel requests from one address: 10 stored (201), 5 answered 429 with Retry-After and the wait', async () => {
    const b = new TestBrowser(t.app, '203.0.113.90');
    const before = await stored();
    const responses = await Promise.all(
      Array.from({ length: 15 }, (_, i) => b.post('/api/reports/corrections', correction(i))),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    expect((await stored()) - before).toBe(10);
    const refused = responses.find((r) => r.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe(String(24 * 3600));
    expect(await refused.json()).toEqual({ success: false, errors: { '*': [tooManyCorrectionsMessage(24)] } });
    // Another address is not affected; the next day this one may send again.
    expect((await new TestBrowser(t.app, '203.0.113.91').post('/api/reports/corrections', correction(99))).status).toBe(
      201,
    );
    t.clock.advance(24 * 3600 * 1000);
    expect((await b.post('/api/reports/corrections', correction(100))).status).toBe(201);
  });
});
