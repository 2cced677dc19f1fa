import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { defaultColumnSettings, PROPERTY_COLUMNS } from '../../../core/property/columns.rules.js';
import type { PropertyAccess } from '../../../core/property/property-access.port.js';
import type { PropertyStanding } from '../../../core/property/property-access.rules.js';
import {
  SAVED_PROPERTY_HIGHER_LIMIT_MESSAGE,
  SAVED_PROPERTY_LIMIT_MESSAGE,
} from '../../../core/property/saved-properties.rules.js';
import {
  FILTER_OPERATOR_MESSAGE,
  NOTHING_SELECTED_MESSAGE,
  UNKNOWN_COLUMN_MESSAGE,
} from '../../../core/property/saved-properties.schema.js';
import { signUpAndSignIn, TestBrowser } from '../../support/accounts-app.js';
import { loadSyntheticRecords } from '../../support/reports-app.js';
import { insertPlainProperties, recordAddressView } from '../../support/saved-properties-fixtures.js';
import { wiredTestApp } from '../../support/test-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The saved-properties calls under /dashboard/api (001 sections 2, 4, 7, 8 and 9; docs/decisions/0066)
 * through the production wiring on a database (PGlite, or the server of DATABASE_URL): members only,
 * 400 for bad or hostile bodies (never 500), the reply shapes the web client reads, and the capacity of
 * 1000 under parallel saves.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;
let db: Db;
let plain: string[];
let synthetic: string[];
const standings = new Map<string, PropertyStanding>();
const access: PropertyAccess = {
  standing: async (userId) => (userId === null ? 'anonymous' : (standings.get(userId) ?? 'free')),
};
let t: ReturnType<typeof wiredTestApp>;

const visitor = async (standing: Exclude<PropertyStanding, 'anonymous'>) => {
  const { browser, email } = await signUpAndSignIn(t.app);
  const r = await db.query<{ id: string }>('SELECT id::text AS id FROM users WHERE lower(email) = lower($1)', [email]);
  const userId = r.rows[0]!.id;
  standings.set(userId, standing);
  return { browser, userId };
};

const del = (b: TestBrowser, path: string, body: unknown) =>
  b.request(path, { method: 'DELETE', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

const savedCount = async (userId: string) =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM saved_properties WHERE user_id = $1', [userId]))
    .rows[0]!.n;

beforeAll(async () => {
  db = await openTestDb();
  await loadSyntheticRecords(db, 200, 5150);
  plain = await insertPlainProperties(db, 1010);
  synthetic = (
    await db.query<{ id: string }>('SELECT id::text AS id FROM properties WHERE id < 9000000 ORDER BY id')
  ).rows.map((r) => r.id);
  t = wiredTestApp({ db, overrides: { property: { access } } });
}, 240_000);
afterAll(async () => db?.close());

describe('members only (001 section 6)', () => {
  const calls: [string, string, unknown][] = [
    ['POST', '/dashboard/api/saved-properties', { Properties: [{ PropertyReachId: 1 }] }],
    ['DELETE', '/dashboard/api/saved-properties', { id: 1 }],
    ['POST', '/dashboard/api/saved-properties/list', {}],
    ['GET', '/dashboard/api/saved-properties/default-columns', undefined],
    ['GET', '/dashboard/api/saved-properties/user-columns', undefined],
    ['POST', '/dashboard/api/saved-properties/user-columns', [{ id: 1, sortOrder: 1 }]],
    ['DELETE', '/dashboard/api/saved-properties/user-columns', undefined],
    ['POST', '/dashboard/api/saved-properties/xlsx', {}],
  ];
  const send = (b: TestBrowser, [method, path, body]: [string, string, unknown]) =>
    b.request(path, {
      method,
      ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });

  it('401 without a session (the dashboard API), 403 MembershipRequired for free and paused accounts', async () => {
    const anonymous = new TestBrowser(t.app, '198.51.100.201');
    const free = await visitor('free');
    const paused = await visitor('paused');
    for (const call of calls) {
      expect((await send(anonymous, call)).status, `${call[0]} ${call[1]}`).toBe(401);
      for (const [who, isPaused] of [
        [free, false],
        [paused, true],
      ] as const) {
        const res = await send(who.browser, call);
        expect(res.status, `${call[0]} ${call[1]}`).toBe(403);
        expect(await res.json()).toMatchObject({ success: false, promptUpgrade: true, isPaused });
      }
    }
    expect(await savedCount(free.userId)).toBe(0);
  });
});

describe('a member', () => {
  let m: { browser: TestBrowser; userId: string };
  beforeAll(async () => {
    m = await visitor('member');
  });

  it('saves (ids and metrics), re-saves idempotently, lists, removes; the reply shapes of the contract', async () => {
    const [a, b] = synthetic as [string, string];
    const res = await m.browser.post('/dashboard/api/saved-properties', {
      Properties: [{ PropertyReachId: a }, { PropertyReachId: Number(b) }],
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(Object.keys(body).sort()).toEqual(['data', 'success']);
    expect(body.data.savedProperties.map((s: Json) => s.propertyReachId)).toEqual([a, b]);
    expect(body.data.metrics).toEqual({ spaceAvailable: 998, used: 2, capacity: 1000, updates: 0 });
    const again = (await (
      await m.browser.post('/dashboard/api/saved-properties', { Properties: [{ PropertyReachId: a }] })
    ).json()) as Json;
    expect(again.data.savedProperties[0].id).toBe(body.data.savedProperties[0].id);
    expect(again.data.metrics.used).toBe(2);

    await recordAddressView(db, m.userId, a, new Date());
    const list = (await (
      await m.browser.post('/dashboard/api/saved-properties/list', {
        columns: ['streetAddress', 'county', 'lastSaleDate'],
      })
    ).json()) as Json;
    expect(list.success).toBe(true);
    expect(Object.keys(list.data).sort()).toEqual(['metrics', 'pagination', 'savedProperties']);
    expect(list.data.pagination).toEqual({ page: 1, pages: 1, limit: 50, total: 2 });
    const [rowB, rowA] = list.data.savedProperties as Json[];
    expect(Object.keys(rowA!).sort()).toEqual(
      [
        'id',
        'propertyReachId',
        'reportHistoryId',
        'streetAddress',
        'city',
        'state',
        'zip',
        'isSaved',
        'hasUpdates',
        'savedAt',
        'lastViewed',
        'values',
      ].sort(),
    );
    expect(rowB!.propertyReachId).toBe(b);
    expect(rowA).toMatchObject({ propertyReachId: a, isSaved: true, hasUpdates: false });
    expect(rowA!.reportHistoryId).toMatch(/^[1-9]/);
    expect(Object.keys(rowA!.values).sort()).toEqual(['county', 'lastSaleDate', 'streetAddress']);
    expect(rowA!.streetAddress).not.toBe('');

    const gone = await del(m.browser, '/dashboard/api/saved-properties', { id: rowA!.id });
    expect(gone.status).toBe(200);
    expect(((await gone.json()) as Json).data).toEqual({
      removed: 1,
      metrics: { spaceAvailable: 999, used: 1, capacity: 1000, updates: 0 },
    });
  });

  it("removing another member's saved ids removes nothing", async () => {
    const other = await visitor('member');
    const saved = (await (
      await other.browser.post('/dashboard/api/saved-properties', { Properties: [{ PropertyReachId: synthetic[5] }] })
    ).json()) as Json;
    const res = await del(m.browser, '/dashboard/api/saved-properties', { ids: [saved.data.savedProperties[0].id] });
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).data.removed).toBe(0);
    expect(await savedCount(other.userId)).toBe(1);
  });

  it('unsaves by property with the save body; only the caller loses the property', async () => {
    const other = await visitor('member');
    const body = { Properties: [{ PropertyReachId: synthetic[6] }] };
    expect((await m.browser.post('/dashboard/api/saved-properties', body)).status).toBe(200);
    expect((await other.browser.post('/dashboard/api/saved-properties', body)).status).toBe(200);
    const before = await savedCount(m.userId);
    const res = await del(m.browser, '/dashboard/api/saved-properties', body);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Json).data.removed).toBe(1);
    expect(await savedCount(m.userId)).toBe(before - 1);
    expect(await savedCount(other.userId)).toBe(1);
  });

  it('404 for a property the records do not hold; nothing of the batch is saved', async () => {
    const before = await savedCount(m.userId);
    const res = await m.browser.post('/dashboard/api/saved-properties', {
      Properties: [{ PropertyReachId: synthetic[9] }, { PropertyReachId: 88_888_888 }],
    });
    expect(res.status).toBe(404);
    expect(await savedCount(m.userId)).toBe(before);
  });

  it('column settings: defaults, store, read back normalised, refuse unknown ids, reset', async () => {
    const defaults = (await (await m.browser.get('/dashboard/api/saved-properties/default-columns')).json()) as Json;
    expect(defaults).toEqual({ success: true, data: defaultColumnSettings() });
    expect(((await (await m.browser.get('/dashboard/api/saved-properties/user-columns')).json()) as Json).data).toEqual(
      defaultColumnSettings(),
    );
    const stored = await m.browser.post('/dashboard/api/saved-properties/user-columns', [
      { id: 5, sortOrder: 7 },
      { id: 1, sortOrder: 3 },
      { id: 2, sortOrder: null },
    ]);
    expect(stored.status).toBe(200);
    const read = ((await (await m.browser.get('/dashboard/api/saved-properties/user-columns')).json()) as Json)
      .data as Json[];
    expect(read).toHaveLength(PROPERTY_COLUMNS.length);
    expect(read.filter((s) => s.isVisible).map((s) => [s.id, s.sortOrder])).toEqual([
      [1, 1],
      [5, 2],
    ]);
    const unknown = await m.browser.post('/dashboard/api/saved-properties/user-columns', [{ id: 9999, sortOrder: 1 }]);
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as Json).errors['*']).toEqual([UNKNOWN_COLUMN_MESSAGE]);
    const reset = await m.browser.request('/dashboard/api/saved-properties/user-columns', { method: 'DELETE' });
    expect(((await reset.json()) as Json).data).toEqual(defaultColumnSettings());
    expect(((await (await m.browser.get('/dashboard/api/saved-properties/user-columns')).json()) as Json).data).toEqual(
      defaultColumnSettings(),
    );
  });

  it('recently viewed is reportFilterType 3; updates 1', async () => {
    const viewer = await visitor('member');
    await recordAddressView(db, viewer.userId, synthetic[20]!, new Date(Date.now() - 1000));
    await recordAddressView(db, viewer.userId, synthetic[21]!, new Date());
    const recent = (await (
      await viewer.browser.post('/dashboard/api/saved-properties/list', { reportFilterType: 3 })
    ).json()) as Json;
    expect(recent.data.savedProperties.map((r: Json) => r.propertyReachId)).toEqual([synthetic[21], synthetic[20]]);
    expect(recent.data.savedProperties.every((r: Json) => r.isSaved === false && r.id === null)).toBe(true);
    const updates = (await (
      await viewer.browser.post('/dashboard/api/saved-properties/list', { reportFilterType: 1 })
    ).json()) as Json;
    expect(updates.data.pagination.total).toBe(0);
  });

  it('400 for bad and hostile bodies, never 500', async () => {
    const bad: [string, unknown, string?][] = [
      ['/dashboard/api/saved-properties', {}],
      ['/dashboard/api/saved-properties', { Properties: [] }, NOTHING_SELECTED_MESSAGE],
      ['/dashboard/api/saved-properties', { Properties: [{ PropertyReachId: '1; DROP TABLE users --' }] }],
      ['/dashboard/api/saved-properties', { Properties: [{ PropertyReachId: -4 }] }],
      ['/dashboard/api/saved-properties', { Properties: 'all' }],
      ['/dashboard/api/saved-properties/list', { columns: ['county', "facts'); DROP TABLE users; --"] }],
      ['/dashboard/api/saved-properties/list', { columns: ['noSuchColumn'] }],
      ['/dashboard/api/saved-properties/list', { sort: { name: 'noSuchColumn', desc: true } }],
      ['/dashboard/api/saved-properties/list', { sort: { name: "county' --", desc: false } }],
      [
        '/dashboard/api/saved-properties/list',
        { filter: [{ column: 'county', operator: 'lessThan', value: 'M' }] },
        FILTER_OPERATOR_MESSAGE,
      ],
      [
        '/dashboard/api/saved-properties/list',
        { filter: [{ column: 'squareFeet', operator: 'contains', value: '1' }] },
        FILTER_OPERATOR_MESSAGE,
      ],
      [
        '/dashboard/api/saved-properties/list',
        { filter: [{ column: 'lastSaleDate', operator: 'greaterThan', value: '2020-01-01' }] },
        FILTER_OPERATOR_MESSAGE,
      ],
      [
        '/dashboard/api/saved-properties/list',
        { filter: [{ column: 'ownerOccupied', operator: 'startsWith', value: 'Y' }] },
        FILTER_OPERATOR_MESSAGE,
      ],
      ['/dashboard/api/saved-properties/list', { filter: [{ column: 'x', operator: 'DROP', value: 1 }] }],
      [
        '/dashboard/api/saved-properties/list',
        { filter: [{ column: 'county', operator: 'contains', value: 'x'.repeat(201) }] },
      ],
      ['/dashboard/api/saved-properties/list', { filter: 'county' }],
      ['/dashboard/api/saved-properties/list', { pagination: { page: 0, limit: 50 } }],
      ['/dashboard/api/saved-properties/list', { pagination: { page: 1, limit: 100000 } }],
      ['/dashboard/api/saved-properties/list', { reportFilterType: 7 }],
      ['/dashboard/api/saved-properties/xlsx', { columns: ['nope'] }],
      ['/dashboard/api/saved-properties/xlsx', { savedIds: ['1 OR 1=1'] }],
      ['/dashboard/api/saved-properties/user-columns', [{ id: 'county', sortOrder: 1 }]],
      ['/dashboard/api/saved-properties/user-columns', { id: 1 }],
      [
        '/dashboard/api/saved-properties/user-columns',
        [
          { id: 1, sortOrder: 1 },
          { id: 1, sortOrder: 2 },
        ],
      ],
    ];
    for (const [path, body, message] of bad) {
      const res = await m.browser.post(path, body);
      expect(res.status, `${path} ${JSON.stringify(body)}`).toBe(400);
      const json = (await res.json()) as Json;
      expect(json.success).toBe(false);
      if (message) expect(JSON.stringify(json.errors)).toContain(message);
    }
    for (const body of [{}, { id: 'abc' }, { ids: [] }, { ids: ["1'; --"] }]) {
      expect((await del(m.browser, '/dashboard/api/saved-properties', body)).status).toBe(400);
    }
    const notJson = await m.browser.request('/dashboard/api/saved-properties/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"filter": [',
    });
    expect(notJson.status).toBe(400);
    // Hostile values in a well-formed filter are data, not SQL.
    const hostile = await m.browser.post('/dashboard/api/saved-properties/list', {
      filter: [
        { column: 'county', operator: 'contains', value: "%' OR 1=1 --" },
        { column: 'squareFeet', operator: 'greaterThan', value: '1e999999' },
        { column: 'lastSaleDate', operator: 'equals', value: "'; DROP TABLE users; --" },
        { column: 'ownerOccupied', operator: 'equals', value: 'maybe' },
      ],
    });
    expect(hostile.status).toBe(200);
    expect(((await hostile.json()) as Json).data.pagination.total).toBe(0);
    expect((await db.query('SELECT 1 FROM users LIMIT 1')).rows).toHaveLength(1);
  });
});

describe('capacity 1000 (001 sections 8 and 9)', () => {
  it('1,005 single saves of different properties, 67 at a time, leave exactly 1,000 saved and five 409 Limit Reached', async () => {
    const m = await visitor('member');
    const statuses: number[] = [];
    const limitBodies: Json[] = [];
    const ids = plain.slice(0, 1005);
    // 15 batches of 67: the last one (saves 939 to 1,005) races across the limit, all at once.
    for (let i = 0; i < ids.length; i += 67) {
      const batch = await Promise.all(
        ids
          .slice(i, i + 67)
          .map((id) => m.browser.post('/dashboard/api/saved-properties', { Properties: [{ PropertyReachId: id }] })),
      );
      for (const res of batch) {
        statuses.push(res.status);
        if (res.status === 409) limitBodies.push((await res.json()) as Json);
        else await res.body?.cancel();
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(1000);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    expect(await savedCount(m.userId)).toBe(1000);
    for (const body of limitBodies)
      expect(body).toEqual({
        success: false,
        errors: { '*': [SAVED_PROPERTY_LIMIT_MESSAGE, SAVED_PROPERTY_HIGHER_LIMIT_MESSAGE] },
      });
    const list = (await (await m.browser.post('/dashboard/api/saved-properties/list', {})).json()) as Json;
    expect(list.data.metrics).toEqual({ spaceAvailable: 0, used: 1000, capacity: 1000, updates: 0 });
    // At the limit a saved property re-saves (idempotent), a new one is refused.
    expect(
      (await m.browser.post('/dashboard/api/saved-properties', { Properties: [{ PropertyReachId: ids[3] }] })).status,
    ).toBe(200);
    expect(
      (await m.browser.post('/dashboard/api/saved-properties', { Properties: [{ PropertyReachId: synthetic[0] }] }))
        .status,
    ).toBe(409);
  }, 300_000);

  it('a batch that overflows is refused whole', async () => {
    const m = await visitor('member');
    const first = await m.browser.post('/dashboard/api/saved-properties', {
      Properties: plain.slice(0, 995).map((id) => ({ PropertyReachId: id })),
    });
    expect(first.status).toBe(200);
    const over = await m.browser.post('/dashboard/api/saved-properties', {
      Properties: plain.slice(995, 1001).map((id) => ({ PropertyReachId: id })),
    });
    expect(over.status).toBe(409);
    expect(await savedCount(m.userId)).toBe(995);
    const fits = await m.browser.post('/dashboard/api/saved-properties', {
      Properties: plain.slice(990, 1000).map((id) => ({ PropertyReachId: id })),
    });
    expect(fits.status).toBe(200);
    expect(await savedCount(m.userId)).toBe(1000);
  }, 120_000);
});
