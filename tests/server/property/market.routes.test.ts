import { beforeAll, describe, expect, it } from 'vitest';
import { InMemoryPropertyMarket } from '../../../adapters/memory/in-memory-property-market.js';
import type { PropertyAccess } from '../../../core/property/property-access.port.js';
import type { PropertyStanding } from '../../../core/property/property-access.rules.js';
import { signUpAndSignIn, TestBrowser } from '../../support/accounts-app.js';
import { fixtureListing, fixtureSale, fixtureTables } from '../../support/market-fixtures.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/**
 * POST /api/market/comparables, /trends, /demand (001 section 7) through the production wiring with
 * in-memory ports: members only (403 with promptUpgrade and isPaused otherwise), 400 for bad input,
 * 404 for an unknown property, and comparables only while the comparables site flag is on.
 */

const AS_OF = '2026-11-21';
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
      estimatedCents: 42_000_000,
    },
    {
      id: S + 2,
      lat: 0.504,
      lon: -150,
      zip: '00001',
      squareFeet: 2100,
      lastSaleDate: '2026-03-15',
      lastSaleCents: 39_000_000,
    },
  ],
  [fixtureSale(S + 1, '2026-10-02', 41_000_050), fixtureSale(S + 2, '2026-03-15', 39_000_000)],
  [fixtureListing(S + 1, '2026-08-20', 'sold', '2026-10-02', 43)],
);

/** The app with a PropertyAccess that answers each signed-up user's standing as the test sets it. */
const build = (env: Record<string, string> = {}) => {
  const standings = new Map<string, PropertyStanding>();
  const access: PropertyAccess = {
    standing: async (userId) => (userId === null ? 'anonymous' : (standings.get(userId) ?? 'free')),
  };
  const t = inMemoryTestApp({
    records,
    recordsAsOf: AS_OF,
    env,
    overrides: { property: { access, market: new InMemoryPropertyMarket(records, AS_OF) } },
  });
  const visitor = async (standing: Exclude<PropertyStanding, 'anonymous'>) => {
    const { browser, email } = await signUpAndSignIn(t.app);
    const user = await t.kit.users.findByEmail(email);
    standings.set(user!.id, standing);
    return browser;
  };
  return { ...t, visitor };
};

const PATHS = ['/api/market/comparables', '/api/market/trends', '/api/market/demand'] as const;

describe('market routes', () => {
  let t: ReturnType<typeof build>;
  let member: TestBrowser;
  beforeAll(async () => {
    t = build();
    member = await t.visitor('member');
  });

  it('403 MembershipRequired with promptUpgrade for anonymous, free and paused visitors (isPaused only when paused)', async () => {
    const visitors = [
      { browser: new TestBrowser(t.app, '198.51.100.7'), isPaused: false },
      { browser: await t.visitor('free'), isPaused: false },
      { browser: await t.visitor('paused'), isPaused: true },
    ];
    for (const { browser, isPaused } of visitors) {
      for (const path of PATHS) {
        const res = await browser.post(path, { propertyId: S });
        expect(res.status).toBe(403);
        const body = await res.json();
        expect(body).toMatchObject({ success: false, promptUpgrade: true, isPaused });
        expect(body.errors['*'][0]).toMatch(/membership|Sign in/i);
      }
    }
  });

  it('200 comparables for a member: defaults resolved, averages, closest first, in dollars and miles', async () => {
    const res = await member.post('/api/market/comparables', { PropertyId: S, Pagination: { Page: 1, Limit: 1 } });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      success: true,
      totalProperties: 2,
      averageSalePrice: 400_000.25,
      averageEstimatedValue: 420_000,
      asOf: AS_OF,
      subject: { propertyId: S, latitude: 0.5, longitude: -150, squareFeet: 2000 },
      filter: {
        distanceFromSubject: 0.5,
        squareFeetMin: 1600,
        squareFeetMax: 2400,
        lastSaleDateMin: '2025-11-21',
        lastSaleDateMax: AS_OF,
        listingStatus: 'sold',
        multiParcel: false,
      },
      pagination: { page: 1, pages: 2, limit: 1, total: 2 },
    });
    expect(body.averagePricePerSqFt).toBeCloseTo((41_000_050 / 1900 + 39_000_000 / 2100) / 2 / 100, 2);
    expect(body.properties).toHaveLength(1);
    expect(body.properties[0]).toMatchObject({
      id: S + 1,
      streetAddress: `${(S + 1) % 1000} Fixture St`,
      city: 'Fixtureville',
      zip: '00001',
      lastSaleDate: '2026-10-02',
      lastSaleAmount: 410_000.5,
      pricePerSqFt: 215.79,
      estimatedValue: 420_000,
      propertyType: 'House',
      listingStatus: 'sold',
      photoUrl: null,
    });
    expect(body.properties[0].distanceFromSubject).toBeCloseTo(0.138, 3);
  });

  it('200 trends and demand for a member: 24 months of the ZIP with the source named', async () => {
    const trends = await (await member.post('/api/market/trends', { propertyId: S })).json();
    expect(trends).toMatchObject({ success: true, zip: '00001', asOf: AS_OF, recordedAt: '2026-10-02' });
    expect(trends.source).toEqual({
      name: 'Fixture County Recorder',
      kind: 'recorder',
      jurisdiction: 'Fixture County, ZZ',
    });
    expect(trends.months).toHaveLength(24);
    expect(trends.months[22]).toEqual({
      month: '2026-10',
      medianSalePrice: 410_000.5,
      medianPricePerSqFt: 215.79,
      sales: 1,
    });
    const demand = await (await member.post('/api/market/demand', { propertyId: String(S) })).json();
    expect(demand).toMatchObject({ success: true, zip: '00001', source: { name: 'Fixture MLS', kind: 'mls' } });
    expect(demand.months[22]).toEqual({
      month: '2026-10',
      activeListings: 0,
      newListings: 0,
      soldListings: 1,
      medianDaysOnMarket: 43,
      soldToListedRatio: null,
    });
  });

  it('400 for bad input, field by field', async () => {
    const res = await member.post('/api/market/comparables', {
      propertyId: 'abc',
      filter: { DistanceFromSubject: 50, ListingStatus: 'gone' },
    });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors).sort()).toEqual([
      'filter.distanceFromSubject',
      'filter.listingStatus',
      'propertyId',
    ]);
    for (const path of ['/api/market/trends', '/api/market/demand']) {
      const r = await member.post(path, {});
      expect(r.status).toBe(400);
      expect(Object.keys((await r.json()).errors)).toEqual(['propertyId']);
    }
  });

  it('404 for an unknown property', async () => {
    for (const path of PATHS) {
      const res = await member.post(path, { propertyId: 987_654_321 });
      expect(res.status).toBe(404);
      expect((await res.json()).success).toBe(false);
    }
  });
});

describe('the comparables site flag (bit 1024, 001 section 6)', () => {
  it('off: comparables answers 404 even to a member; trends still answer', async () => {
    const t = build({ SITE_FLAGS_OFF: 'comparables' });
    const member = await t.visitor('member');
    const res = await member.post('/api/market/comparables', { propertyId: S });
    expect(res.status).toBe(404);
    expect((await member.post('/api/market/trends', { propertyId: S })).status).toBe(200);
  });

  it('on by default in every site environment', async () => {
    const t = build({ SITE_ENVIRONMENT: 'prod' });
    const member = await t.visitor('member');
    expect((await member.post('/api/market/comparables', { propertyId: S })).status).toBe(200);
  });
});
