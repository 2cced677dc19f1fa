import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANONYMOUS_WRITE_LIMITS, CLIENT_LOG_POSTS_PER_VISITOR } from '../../core/accounts/anonymous-writes.rules.js';
import { tooManyAttemptsMessage } from '../../core/accounts/rate-limit.rules.js';
import { MINUTE_MS } from '../../core/shared/date.rules.js';
import { CLIENT_LOG_MAX_ENTRY_BYTES } from '../../core/shell/client-log.rules.js';
import { TestBrowser } from '../support/accounts-app.js';
import { type MembershipTestApp, membershipTestApp } from '../support/membership-app.js';

/**
 * Anonymous writes are bounded per client address (docs/decisions/0094), on the production wiring and
 * PostgreSQL (PGlite, or the server of DATABASE_URL): a flood of requests at once, each from a new
 * browser (a new visitor cookie), stops adding rows at the address's budget.
 */
let t: MembershipTestApp;
beforeAll(async () => {
  t = await membershipTestApp();
});
afterAll(async () => t.close());

const count = async (table: string, where = 'true', params: unknown[] = []) =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params)).rows[0]!.n;
const bytes = async (table: string) =>
  Number(
    (await t.db.query<{ b: string | null }>(`SELECT sum(pg_column_size(x.*))::bigint AS b FROM ${table} x`)).rows[0]!
      .b ?? 0,
  );

/** `n` requests at once, each from a fresh browser (no cookies) at `ip`. */
const flood = (n: number, ip: string, send: (b: TestBrowser) => Promise<Response>) =>
  Promise.all(Array.from({ length: n }, () => send(new TestBrowser(t.app, ip))));
const statuses = (rs: Response[]) => {
  const by: Record<number, number> = {};
  for (const r of rs) by[r.status] = (by[r.status] ?? 0) + 1;
  return by;
};

/** A log entry past every text cap (3 of them fit in the 64 kB body): the server keeps its largest size. */
const bigEntry = (i: number) => ({
  created: Date.now(),
  id: `flood-${i}`,
  logLevel: 'error',
  message: 'm'.repeat(3_000),
  exception: '\u{1F600}'.repeat(1_500),
  url: `https://tracewell.test/${'u'.repeat(2_500)}`,
});

describe('POST /api/logger under a flood from one address', () => {
  it('stores 6 posts of 3 entries a minute, refuses the rest with 429 and the usual message, and stays within the bytes', async () => {
    const ip = '203.0.113.50';
    const logs = [bigEntry(1), bigEntry(2), bigEntry(3)];
    const before = await count('client_logs');
    const rs = await flood(200, ip, (b) => b.post('/api/logger', { logs }));
    const { perMinute } = ANONYMOUS_WRITE_LIMITS.clientLogs;
    expect(statuses(rs)).toEqual({ 200: perMinute.max, 429: 200 - perMinute.max });
    const refused = rs.find((r) => r.status === 429)!;
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ success: false, errors: { '*': [tooManyAttemptsMessage(1)] } });
    expect(await count('client_logs')).toBe(before + perMinute.max * 3);
    // Each row's texts stay within the entry's cap (the user agent is short here).
    const widest = await t.db.query<{ b: number }>(
      `SELECT max(octet_length(client_id) + octet_length(log_level) + octet_length(coalesce(message, ''))
                + octet_length(coalesce(exception, '')) + octet_length(coalesce(url, '')) + octet_length(coalesce(user_agent, '')))::int AS b
       FROM client_logs`,
    );
    expect(widest.rows[0]!.b).toBeLessThanOrEqual(CLIENT_LOG_MAX_ENTRY_BYTES);
    // Another address is not held up.
    expect((await new TestBrowser(t.app, '203.0.113.51').post('/api/logger', { logs })).status).toBe(200);
    // The next minute the address may post again.
    t.clock.advance(MINUTE_MS);
    expect((await new TestBrowser(t.app, ip).post('/api/logger', { logs })).status).toBe(200);
  });

  it('one browser (visitor cookie) posts at most 30 times a day across addresses', async () => {
    const b = new TestBrowser(t.app, '203.0.113.60');
    expect((await b.get('/api/experiments/join-headline')).status).toBe(200); // sets tw_visitor
    let ok = 0;
    for (let i = 0; i < CLIENT_LOG_POSTS_PER_VISITOR.max + 5; i++) {
      b.ip = `203.0.114.${i}`;
      if ((await b.post('/api/logger', { logs: [bigEntry(i)] })).status === 200) ok++;
    }
    expect(ok).toBe(CLIENT_LOG_POSTS_PER_VISITOR.max);
  });
});

describe('experiments: exposures are bounded, conversions come from sales only', () => {
  it('a flood of exposures with fresh visitor cookies adds at most the minute budget of rows', async () => {
    const before = await count('experiment_exposures');
    const rs = await flood(100, '203.0.113.70', (b) => b.post('/api/experiments/join-headline/exposure', {}));
    const { perMinute } = ANONYMOUS_WRITE_LIMITS.experimentExposures;
    expect(statuses(rs)).toEqual({ 200: perMinute.max, 429: 100 - perMinute.max });
    expect(await count('experiment_exposures')).toBe(before + perMinute.max);
  });

  it('a forged conversion records nothing; a completed sale records one, once, in the variant seen', async () => {
    const v = new TestBrowser(t.app, '203.0.113.80');
    const assigned = (await (await v.get('/api/experiments/join-headline')).json()) as { variant: string };
    const visitor = v.cookies.get('tw_visitor')!;
    expect((await v.post('/api/experiments/join-headline/exposure', {})).status).toBe(200);
    const conversions = () => count('experiment_conversions', 'visitor_id = $1', [visitor]);

    const forged = await Promise.all(
      Array.from({ length: 20 }, () => v.post('/api/experiments/join-headline/conversion', {})),
    );
    expect(forged.every((r) => r.status === 404)).toBe(true);
    expect(await conversions()).toBe(0);
    expect(await count('experiment_conversions')).toBe(0);

    // A sale by a browser that was never exposed converts nothing.
    const stranger = await t.buy({ browser: new TestBrowser(t.app, '203.0.113.81') });
    expect(stranger.res.status).toBe(200);
    expect(await count('experiment_conversions')).toBe(0);

    // The exposed visitor buys: one conversion, in the variant they saw; the same submit again adds none.
    const sale = await t.buy({ browser: v });
    expect(sale.res.status).toBe(200);
    expect(await conversions()).toBe(1);
    const row = await t.db.query<{ variant: string }>(
      'SELECT variant FROM experiment_conversions WHERE visitor_id = $1',
      [visitor],
    );
    expect(row.rows[0]!.variant).toBe(assigned.variant);
    expect((await v.post('/api/checkout/membership', sale.body)).status).toBe(200);
    expect(await conversions()).toBe(1);
    expect(await count('sales_transactions', "kind = 'purchase'")).toBe(2);
  });
});

describe('the user-flow tracker and the address funnel under a flood from one address', () => {
  it('session calls with fresh visitor cookies add at most the minute budget of sessions', async () => {
    const before = await count('user_flow_sessions');
    const rs = await flood(100, '203.0.113.90', (b) => b.post('/api/user-flows/people-search/session', {}));
    const { perMinute } = ANONYMOUS_WRITE_LIMITS.userFlows;
    expect(statuses(rs)).toEqual({ 200: perMinute.max, 429: 100 - perMinute.max });
    expect(await count('user_flow_sessions')).toBe(before + perMinute.max);
  });

  it('track events share the budget; event data past 2,000 bytes is refused', async () => {
    const b = new TestBrowser(t.app, '203.0.113.91');
    expect((await b.post('/api/user-flows/people-search/session', {})).status).toBe(200);
    const big = await b.post('/api/user-flows/people-search/track', {
      actionName: 'Viewed Page',
      eventDetails: { url: '/uf/people-search/1', data: { blob: 'x'.repeat(2_000) } },
    });
    expect(big.status).toBe(400);
    const before = await count('user_flow_events');
    const rs = await Promise.all(
      Array.from({ length: 60 }, () =>
        b.post('/api/user-flows/people-search/track', {
          actionName: 'Viewed Page',
          eventDetails: { url: '/uf/people-search/1', data: {} },
        }),
      ),
    );
    // The session call and the refused event (refused before counting) used 1 of the minute's 30.
    const { perMinute } = ANONYMOUS_WRITE_LIMITS.userFlows;
    expect(statuses(rs)).toEqual({ 200: perMinute.max - 1, 429: 60 - perMinute.max + 1 });
    expect(await count('user_flow_events')).toBe(before + perMinute.max - 1);
  });

  it('address funnels created with fresh visitor cookies stop at the minute budget', async () => {
    const before = await count('address_funnels');
    const criteria = { StreetNumber: '402', StreetName: 'Sierra Way', City: 'Tampa', State: 'FL', Zip: '33611' };
    const rs = await flood(50, '203.0.113.95', (b) =>
      b.post('/api/address-funnel', { PropertyId: 1, SearchCriteria: criteria }),
    );
    const { perMinute } = ANONYMOUS_WRITE_LIMITS.addressFunnels;
    expect(statuses(rs)).toEqual({ 201: perMinute.max, 429: 50 - perMinute.max });
    expect(await count('address_funnels')).toBe(before + perMinute.max);
    expect(await bytes('address_funnels')).toBeGreaterThan(0);
  });
});

describe("visitors' kept searches under a flood from one address", () => {
  it('every search answers; the searches kept under visitor cookies stop at the minute budget', async () => {
    const before = await count('visitor_searches');
    const rs = await flood(80, '203.0.113.96', (b) => b.get('/api/search/phone?phone=6025550142'));
    expect(statuses(rs)).toEqual({ 200: 80 });
    const { perMinute } = ANONYMOUS_WRITE_LIMITS.visitorSearches;
    // Kept searches are written in batches (at most 50 ms later): wait for the last one.
    let kept = 0;
    for (let i = 0; i < 40 && kept < perMinute.max; i++) {
      await new Promise((r) => setTimeout(r, 50));
      kept = (await count('visitor_searches')) - before;
    }
    await new Promise((r) => setTimeout(r, 200));
    expect((await count('visitor_searches')) - before).toBe(perMinute.max);
    // Another address has its own budget.
    await flood(3, '203.0.113.97', (b) => b.get('/api/search/phone?phone=6025550142'));
    await new Promise((r) => setTimeout(r, 300));
    expect((await count('visitor_searches')) - before).toBe(perMinute.max + 3);
  });
});
