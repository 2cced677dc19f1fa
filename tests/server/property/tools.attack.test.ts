import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable } from '../../../adapters/postgres/db.js';
import { PgPropertyMarket } from '../../../adapters/postgres/pg-property-market.js';
import { resolveComparablesFilter } from '../../../core/property/comparables.rules.js';
import type { PropertyAccess } from '../../../core/property/property-access.port.js';
import { PROPERTY_TOOL_LIMITS } from '../../../core/property/tool-limits.rules.js';
import { TOO_LONG_TEXT } from '../../../server/http/errors.js';
import { signUpAndSignIn, TestBrowser } from '../../support/accounts-app.js';
import { fixtureListing, fixtureSale, fixtureTables } from '../../support/market-fixtures.js';
import { insertRecordTables } from '../../support/record-tables.js';
import { wiredTestApp } from '../../support/test-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * Hostile and careless input to the property tools through the production wiring on the database
 * (PGlite, or the server of DATABASE_URL): values the schema lets through must never reach SQL in a
 * form the database refuses (a 500), and each refusal is a 400 naming the field.
 */

const S = 990_000_001;
const records = fixtureTables(
  [
    { id: S, lat: 0.5, lon: -150, zip: '00001', squareFeet: 2000 },
    {
      id: S + 1,
      lat: 0.502,
      lon: -150,
      zip: '00001',
      squareFeet: 1900,
      lastSaleDate: '2026-10-02',
      lastSaleCents: 41_000_050,
    },
  ],
  [fixtureSale(S + 1, '2026-10-02', 41_000_050)],
  [{ ...fixtureListing(S + 1, '2026-08-20', 'sold', '2026-10-02', 43), photo_count: 3 }],
);

let db: Db;
let member: TestBrowser;
let app: ReturnType<typeof wiredTestApp>['app'];
beforeAll(async () => {
  db = await openTestDb();
  await insertRecordTables(db, records);
  const access: PropertyAccess = { standing: async (userId) => (userId === null ? 'anonymous' : 'member') };
  ({ app } = wiredTestApp({ db, overrides: { property: { access } } }));
  ({ browser: member } = await signUpAndSignIn(app));
}, 60_000);
afterAll(async () => {
  await db?.close();
});

const comparables = (body: unknown) => member.post('/api/market/comparables', body);
const fieldErrors = async (res: Response) => {
  const body = (await res.json()) as { success: boolean; errors?: Record<string, string[]> };
  return { status: res.status, fields: Object.keys(body.errors ?? {}).sort() };
};

describe('comparables filter values the database cannot hold', () => {
  it.each([
    ['landUseCode', [1e300]],
    ['landUseCode', [2 ** 31]],
    ['landUseCode', [-1]],
    ['landUseCode', Array.from({ length: 101 }, (_, i) => 1000 + i)],
  ])('%s = %j: 400 on that field, never a 500', async (field, value) => {
    const res = await comparables({ propertyId: S, filter: { [field]: value } });
    expect(await fieldErrors(res)).toEqual({ status: 400, fields: [`filter.${field}`] });
  });

  it('huge bounds are a correct, empty answer (no property is that large or that new)', async () => {
    for (const filter of [{ yearBuiltMin: 1e300 }, { squareFeetMin: 1e308 }, { lotSquareFeetMin: 2 ** 53 }]) {
      const res = await comparables({ propertyId: S, filter });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { totalProperties: number }).totalProperties).toBe(0);
    }
  });

  it('a date with a time or trailing text is read as its day, the way the rules compare it', async () => {
    const res = await comparables({
      propertyId: S,
      filter: { lastSaleDateMin: '2026-10-01T23:59:59Z', lastSaleDateMax: '2026-10-31 and then some' },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { totalProperties: number; filter: Record<string, unknown> };
    expect(body.filter).toMatchObject({ lastSaleDateMin: '2026-10-01', lastSaleDateMax: '2026-10-31' });
    expect(body.totalProperties).toBe(1);
  });

  it.each([
    ['lastSaleDateMin', '0000-01-01'],
    ['lastSaleDateMin', '2026-02-30'],
    ['lastSaleDateMax', '0000-00-00'],
    ['lastSaleDateMin', '-2026-01-01'],
    ['lastSaleDateMin', '99999-01-01'],
  ])('%s = %s: 400 on that field', async (field, value) => {
    const res = await comparables({ propertyId: S, filter: { [field]: value } });
    expect(await fieldErrors(res)).toEqual({ status: 400, fields: [`filter.${field}`] });
  });

  it('a page deeper than the database can offset is a 400 on the page, not a 500', async () => {
    for (const page of [2 ** 31, 1e300, 50_000_000, 1001, [2]]) {
      const res = await comparables({ propertyId: S, pagination: { page, limit: 100 } });
      expect(await fieldErrors(res)).toEqual({ status: 400, fields: ['pagination.page'] });
    }
  });

  it('a property id beyond a bigint, negative, fractional or text is a 400 on propertyId', async () => {
    for (const propertyId of [
      2 ** 63,
      -1,
      0,
      1.5,
      'abc',
      '1e400',
      [S],
      [[S]],
      { id: S },
      true,
      'Infinity',
      'NaN',
      '',
    ]) {
      const res = await comparables({ propertyId });
      expect(await fieldErrors(res)).toEqual({ status: 400, fields: ['propertyId'] });
    }
  });

  it('an unknown but well-formed property id (larger than an int) is a 404 on every tool', async () => {
    const id = 2 ** 40;
    expect((await comparables({ propertyId: id })).status).toBe(404);
    expect((await member.post('/api/market/trends', { propertyId: id })).status).toBe(404);
    expect((await member.post('/api/market/demand', { propertyId: id })).status).toBe(404);
    expect((await member.post('/api/address/nearby', { propertyId: id })).status).toBe(404);
    expect((await member.post('/api/neighborhood/recent-neighbors', { propertyId: id })).status).toBe(404);
    for (const p of ['schools', 'walk-score', 'watch'])
      expect((await member.get(`/api/neighborhood/${p}?propertyId=${id}`)).status).toBe(404);
  });

  it('prototype keys, both spellings at once and arrays for scalars never become a 500', async () => {
    const bodies: unknown[] = [
      JSON.parse(`{"propertyId": ${S}, "filter": {"__proto__": {"distanceFromSubject": 50}}}`),
      JSON.parse(`{"__proto__": {"propertyId": ${S}}, "propertyId": ${S}}`),
      { propertyId: S, filter: { constructor: { prototype: { x: 1 } }, toString: 1 } },
      { propertyId: S, PropertyId: 7, filter: { distanceFromSubject: 1, DistanceFromSubject: 99 } },
      {
        propertyId: S,
        filter: { yearBuiltMin: [1990], subdivision: ['a'], multiParcel: [true], listingStatus: ['sold'] },
      },
      { propertyId: S, filter: { subdivision: 'x'.repeat(60_000) } },
      { propertyId: S, filter: { landUseCode: Array.from({ length: 8000 }, (_, i) => i) } },
      { propertyId: S, filter: { lastSaleDateInterval: 7 } },
      { propertyId: S, filter: { distanceFromSubject: 'Infinity' } },
      { propertyId: S, filter: { distanceFromSubject: 'NaN' } },
      { propertyId: S, filter: { distanceFromSubject: -0.5 } },
      { propertyId: S, pagination: { page: -1, limit: 1e9 } },
    ];
    for (const body of bodies) {
      const res = await comparables(body);
      expect([200, 400, 413]).toContain(res.status);
    }
  });
});

describe('one member firing many tool calls at once', () => {
  it('50 comparables at once: as many answered as the limit allows, the rest 429 with Retry-After before any record is read; other members and the other tools go on', async () => {
    const { browser: greedy } = await signUpAndSignIn(app);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        greedy.post('/api/market/comparables', { propertyId: S, filter: { distanceFromSubject: 10 } }),
      ),
    );
    const statuses = replies.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(PROPERTY_TOOL_LIMITS.comparables.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - PROPERTY_TOOL_LIMITS.comparables.max);
    const refused = replies.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('Retry-After'))).toBeLessThanOrEqual(10);
    expect(await refused.json()).toMatchObject({ success: false, errors: { '*': [expect.any(String)] } });

    // The same member's other tools, and another member's comparables, are not held back.
    expect((await greedy.post('/api/market/trends', { propertyId: S })).status).toBe(200);
    expect((await greedy.get(`/api/neighborhood/walk-score?propertyId=${S}`)).status).toBe(200);
    const { browser: other } = await signUpAndSignIn(app);
    expect((await other.post('/api/market/comparables', { propertyId: S })).status).toBe(200);
  });

  it('a member opening reports at a human pace stays within the limits (eight calls per report, ten reports)', async () => {
    const { browser: person } = await signUpAndSignIn(app);
    for (let i = 0; i < 10; i++) {
      const replies = await Promise.all([
        person.post('/api/market/comparables', { propertyId: S }),
        person.post('/api/market/trends', { propertyId: S }),
        person.post('/api/market/demand', { propertyId: S }),
        person.post('/api/address/nearby', { propertyId: S }),
        person.post('/api/neighborhood/recent-neighbors', { propertyId: S }),
        person.get(`/api/neighborhood/schools?propertyId=${S}`),
        person.get(`/api/neighborhood/walk-score?propertyId=${S}`),
        person.get(`/api/neighborhood/watch?propertyId=${S}`),
      ]);
      expect(replies.map((r) => r.status)).toEqual(Array(8).fill(200));
    }
  });
});

describe('listing photos', () => {
  it('serves a listed photo as an SVG the browser may not sniff into anything else', async () => {
    const res = await app.request(`/api/property-photos/${S + 1}.svg?n=3`);
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(res.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    expect(await res.text()).not.toMatch(/<script|on\w+=|javascript:/i);
  });

  it.each([
    ['../../etc/passwd', 404],
    ['..%2F..%2Fetc%2Fpasswd', 400],
    [`${S + 1}.svg%00.png`, 400],
    [`${S + 1}.SVG`, 400],
    [`-${S + 1}.svg`, 400],
    ['0.svg', 400],
    ['9999999999999999999.svg', 400],
    [`${'9'.repeat(15)}.svg`, 404],
    [`${S}.svg`, 404],
    [`${S + 1}.svg?n=4`, 404],
    [`${S + 1}.svg?n=1e9`, 400],
    [`${S + 1}.svg?n=-1`, 400],
    [`${S + 1}.svg?n=1.5`, 400],
    [`${S + 1}.svg?n=Infinity`, 400],
  ])('%s: %i, never a 500', async (path, status) => {
    const res = await app.request(`/api/property-photos/${path}`);
    expect(res.status).toBe(status);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('the time bound of one comparables search (PostgreSQL server)', () => {
  it('a search running past its bound is cancelled and answered 503 with Retry-After; the bound does not outlive it', async () => {
    // The comparables statement made slow on purpose: a sleep first, in the same transaction.
    const seen: string[] = [];
    const slow: Db = {
      ...db,
      query: (sql, params) => db.query(sql, params),
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            query: async (sql: string, params?: readonly unknown[]) => {
              if (sql.includes('market_comparables')) {
                seen.push(
                  String(
                    (await tx.query<{ t: string }>("SELECT current_setting('statement_timeout') AS t")).rows[0]?.t,
                  ),
                );
                await tx.query('SELECT pg_sleep(0.5)');
              }
              return tx.query(sql, params);
            },
          } as Queryable),
        ),
    };
    const access: PropertyAccess = { standing: async (userId) => (userId === null ? 'anonymous' : 'member') };
    const slowApp = wiredTestApp({
      db,
      overrides: { property: { access, market: new PgPropertyMarket(slow, { comparablesTimeoutMs: 50 }) } },
    }).app;
    const { browser } = await signUpAndSignIn(slowApp);
    const res = await browser.post('/api/market/comparables', { propertyId: S });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toBeTruthy();
    expect(await res.json()).toEqual({ success: false, errors: { '*': [TOO_LONG_TEXT] } });
    expect(seen).toEqual(['50ms']);
    // SET LOCAL: the pool's connections keep no bound once the transaction ends.
    for (let i = 0; i < 5; i++)
      expect((await db.query<{ t: string }>("SELECT current_setting('statement_timeout') AS t")).rows[0]?.t).toBe('0');
    // The production adapter answers the same search within its bound.
    const { browser: fresh } = await signUpAndSignIn(app);
    expect((await fresh.post('/api/market/comparables', { propertyId: S })).status).toBe(200);
  });
});

describe('the address report under hostile ids', () => {
  it.each(['1e400', '-1', '0', '1.5', 'abc', String(2 ** 63), '9223372036854775808', '%00', ''])(
    'id=%s: 400 or 404, never a 500',
    async (id) => {
      for (const b of [member, null]) {
        const path = `/api/reports/view?type=address&id=${id}`;
        const res = b ? await b.get(path) : await app.request(path);
        expect([400, 404]).toContain(res.status);
      }
    },
  );
});

describe('what a visitor without a membership can learn', () => {
  it('an unknown property and a known one answer the same 403 (no probing which ids exist)', async () => {
    const visitor = new TestBrowser(app, '198.51.100.61');
    const anonymous = (path: string, body?: unknown) =>
      body === undefined ? visitor.get(path) : visitor.post(path, body);
    for (const id of [S, 2 ** 40]) {
      const replies = [
        await anonymous('/api/market/comparables', { propertyId: id }),
        await anonymous('/api/market/trends', { propertyId: id }),
        await anonymous('/api/market/demand', { propertyId: id }),
        await anonymous('/api/address/nearby', { propertyId: id }),
        await anonymous('/api/neighborhood/recent-neighbors', { propertyId: id }),
        await anonymous(`/api/neighborhood/schools?propertyId=${id}`),
        await anonymous(`/api/neighborhood/walk-score?propertyId=${id}`),
        await anonymous(`/api/neighborhood/watch?propertyId=${id}`),
      ];
      for (const r of replies) {
        expect(r.status).toBe(403);
        const body = (await r.json()) as Record<string, unknown>;
        expect(Object.keys(body).sort()).toEqual(['errors', 'isPaused', 'promptUpgrade', 'success']);
      }
    }
  });
});

describe('a burst of comparables searches', () => {
  it('runs at most the set number of comparables statements at once; the others wait their turn and all are answered', async () => {
    let inFlight = 0;
    let most = 0;
    const counted = async <T>(sql: string, run: () => Promise<T>): Promise<T> => {
      if (!sql.includes('market_comparables')) return run();
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return await run();
      } finally {
        inFlight -= 1;
      }
    };
    const counting: Db = {
      ...db,
      query: (sql, params) => counted(sql, () => db.query(sql, params)),
      transaction: (fn) =>
        db.transaction((tx) =>
          fn({
            query: (sql: string, params?: readonly unknown[]) => counted(sql, () => tx.query(sql, params)),
          } as Queryable),
        ),
    };
    const market = new PgPropertyMarket(counting, { comparablesConcurrency: 3 });
    const subject = (await market.subject(S))!;
    const filter = resolveComparablesFilter(
      { distanceFromSubject: 10, lastSaleDateMin: '2000-01-01' },
      subject,
      '2026-11-21',
    );
    const results = await Promise.all(
      Array.from({ length: 12 }, () => market.comparables({ subject, filter, offset: 0, limit: 10 })),
    );
    expect(most).toBe(3);
    expect(inFlight).toBe(0);
    expect(new Set(results.map((r) => r.total))).toEqual(new Set([1]));
  });
});
