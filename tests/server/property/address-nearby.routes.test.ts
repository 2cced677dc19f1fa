import { beforeAll, describe, expect, it } from 'vitest';
import { InMemoryNearbyProperties } from '../../../adapters/memory/in-memory-nearby-properties.js';
import { num, type RecordTables } from '../../../adapters/memory/in-memory-records.js';
import { milesBetween } from '../../../core/property/geo-distance.rules.js';
import type { PropertyAccess } from '../../../core/property/property-access.port.js';
import type { PropertyStanding } from '../../../core/property/property-access.rules.js';
import { signUpAndSignIn, TestBrowser } from '../../support/accounts-app.js';
import { syntheticRecordTables } from '../../support/record-tables.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/**
 * POST /api/address/nearby (001 section 7; contract 6) through the production wiring with in-memory
 * ports: members only (403 with promptUpgrade and isPaused otherwise), 400 for bad input, 404 for an
 * unknown property, 200 with the closest properties as cards.
 */
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;
let records: RecordTables;
let subject: number;

const build = () => {
  const standings = new Map<string, PropertyStanding>();
  const access: PropertyAccess = {
    standing: async (userId) => (userId === null ? 'anonymous' : (standings.get(userId) ?? 'free')),
  };
  const nearby = new InMemoryNearbyProperties(records);
  const t = inMemoryTestApp({ records, overrides: { property: { access, nearby } } });
  const visitor = async (standing: Exclude<PropertyStanding, 'anonymous'>) => {
    const { browser, email } = await signUpAndSignIn(t.app);
    const user = (await t.kit.users.findByEmail(email))!;
    standings.set(user.id, standing);
    return { browser, userId: user.id };
  };
  return { ...t, visitor, nearby };
};

describe('POST /api/address/nearby', () => {
  let t: ReturnType<typeof build>;
  let member: { browser: TestBrowser; userId: string };
  beforeAll(async () => {
    records = syntheticRecordTables(200, 4242);
    subject = num(records.properties![0]!, 'id');
    t = build();
    member = await t.visitor('member');
  });

  it('403 MembershipRequired with promptUpgrade for anonymous, free and paused visitors (isPaused only when paused)', async () => {
    const visitors = [
      { browser: new TestBrowser(t.app, '198.51.100.7'), isPaused: false },
      { browser: (await t.visitor('free')).browser, isPaused: false },
      { browser: (await t.visitor('paused')).browser, isPaused: true },
    ];
    for (const { browser, isPaused } of visitors) {
      const res = await browser.post('/api/address/nearby', { propertyId: subject });
      expect(res.status).toBe(403);
      const body = (await res.json()) as Json;
      expect(body).toMatchObject({ success: false, promptUpgrade: true, isPaused });
      expect(body.errors['*'][0]).toMatch(/membership|Sign in/i);
      expect(body).not.toHaveProperty('properties');
    }
  });

  it('200: the 10 closest by default, closest first, the subject excluded, each a card', async () => {
    const res = await member.browser.post('/api/address/nearby', { propertyId: subject });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Json;
    expect(body.success).toBe(true);
    const cards = body.properties as Json[];
    expect(cards).toHaveLength(10);
    expect(cards.map((c) => c.id)).not.toContain(subject);
    const s = records.properties!.find((p) => num(p, 'id') === subject)!;
    const want = records
      .properties!.filter((p) => num(p, 'id') !== subject)
      .map((p) => ({
        id: num(p, 'id'),
        d: milesBetween(num(s, 'latitude'), num(s, 'longitude'), num(p, 'latitude'), num(p, 'longitude')),
      }))
      .sort((a, b) => a.d - b.d || a.id - b.id)
      .slice(0, 10);
    expect(cards.map((c) => c.id)).toEqual(want.map((w) => w.id));
    for (const c of cards) {
      expect(Object.keys(c).sort()).toEqual(
        [
          'id',
          'streetAddress',
          'city',
          'state',
          'zip',
          'estimatedValue',
          'bedrooms',
          'bathrooms',
          'squareFeet',
          'pricePerSquareFoot',
          'propertyType',
          'status',
          'daysOnMarket',
          'lastSaleDate',
          'lastSaleAmount',
          'distanceFromSubject',
          'photoUrl',
          'photosAvailable',
          'isSaved',
          'savedId',
          'pill',
        ].sort(),
      );
      expect(['onMarket', 'sold', 'offMarket']).toContain(c.status);
      if (c.status === 'onMarket')
        expect(c.pill).toEqual({ text: `${c.daysOnMarket ?? 0} DAYS ON MARKET`, color: 'green' });
      if (c.status === 'sold') expect(c.pill.color).toBe('blue');
      if (c.status === 'offMarket') expect(c.pill).toBeNull();
      expect(c).toMatchObject({ isSaved: false, savedId: null });
    }
  });

  it('limit 1..50 (default 10); the member sees their saved mark', async () => {
    const three = (await (
      await member.browser.post('/api/address/nearby', { propertyId: subject, limit: 3 })
    ).json()) as Json;
    expect(three.properties).toHaveLength(3);
    t.nearby.markSaved(member.userId, three.properties[1].id, 77);
    const again = (await (
      await member.browser.post('/api/address/nearby', { propertyId: subject, limit: 3 })
    ).json()) as Json;
    expect(again.properties.map((c: Json) => [c.isSaved, c.savedId])).toEqual([
      [false, null],
      [true, 77],
      [false, null],
    ]);
    const fifty = (await (
      await member.browser.post('/api/address/nearby', { propertyId: subject, limit: 50 })
    ).json()) as Json;
    expect(fifty.properties).toHaveLength(50);
  });

  it('400 with field errors for bad input', async () => {
    for (const [body, field] of [
      [{ propertyId: subject, limit: 0 }, 'limit'],
      [{ propertyId: subject, limit: 51 }, 'limit'],
      [{ propertyId: subject, limit: 'ten' }, 'limit'],
      [{ propertyId: 'abc' }, 'propertyId'],
      [{}, 'propertyId'],
    ] as const) {
      const res = await member.browser.post('/api/address/nearby', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      const json = (await res.json()) as Json;
      expect(json.success).toBe(false);
      expect(json.errors[field]?.[0], JSON.stringify(json)).toEqual(expect.any(String));
    }
  });

  it('404 for a property the records do not hold', async () => {
    const res = await member.browser.post('/api/address/nearby', { propertyId: 99_999_999 });
    expect(res.status).toBe(404);
    expect(((await res.json()) as Json).success).toBe(false);
  });
});
