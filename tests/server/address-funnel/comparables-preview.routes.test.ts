import { describe, expect, it } from 'vitest';
import { InMemoryPropertyMarket } from '../../../adapters/memory/in-memory-property-market.js';
import { TestBrowser } from '../../support/accounts-app.js';
import { fixtureSale, fixtureTables } from '../../support/market-fixtures.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/**
 * GET /api/address-funnel/comparables (docs/decisions/0080): for anyone, the number of comparables the
 * comparables tool's default search finds, never their addresses, prices or averages (the member tool's).
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
    // Sold too long ago for the default window.
    { id: S + 3, lat: 0.503, lon: -150, zip: '00001', squareFeet: 2000, lastSaleDate: '2024-01-10', lastSaleCents: 1 },
  ],
  [fixtureSale(S + 1, '2026-10-02', 41_000_050), fixtureSale(S + 2, '2026-03-15', 39_000_000)],
  [],
);

const build = (env: Record<string, string> = {}) =>
  inMemoryTestApp({
    records,
    recordsAsOf: AS_OF,
    env,
    overrides: { property: { market: new InMemoryPropertyMarket(records, AS_OF) } },
  });

describe('GET /api/address-funnel/comparables', () => {
  it('answers the count of the default search and the search itself, nothing about the comparables', async () => {
    const res = await new TestBrowser(build().app).get(`/api/address-funnel/comparables?propertyId=${S}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      totalProperties: 2,
      distanceMiles: 0.5,
      lastSaleFrom: '2025-11-21',
      lastSaleTo: AS_OF,
    });
  });

  it('404 for an unknown property, 400 for a bad id, 404 while the comparables flag is off', async () => {
    const b = new TestBrowser(build().app);
    expect((await b.get(`/api/address-funnel/comparables?propertyId=${S + 99}`)).status).toBe(404);
    const bad = await b.get('/api/address-funnel/comparables?propertyId=abc');
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.propertyId).toEqual(['Please give a property id']);
    const off = new TestBrowser(build({ SITE_FLAGS_OFF: 'comparables' }).app);
    expect((await off.get(`/api/address-funnel/comparables?propertyId=${S}`)).status).toBe(404);
  });
});
