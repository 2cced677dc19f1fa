import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  dominantSource,
  listingClosed,
  type MarketListingRow,
  marketDemand,
} from '../../../core/property/market.rules.js';

/**
 * Market demand per month (docs/decisions/0060-property-research.md "Trends and demand"), on hand-made
 * listings whose figures are worked out below, and the source a market reply names.
 */
const row = (
  listDate: string,
  status: string,
  statusDate: string,
  daysOnMarket = 30,
  sourceId = 4,
): MarketListingRow => ({
  listDate,
  status,
  statusDate,
  daysOnMarket,
  sourceId,
  recordedAt: statusDate,
});
const AS_OF = '2026-10-01';

describe('market demand', () => {
  const rows = [
    row('2026-08-03', 'active', '2026-08-03'), // on the market from August on
    row('2026-08-10', 'sold', '2026-09-20', 41), // listed August, sold September
    row('2026-09-02', 'sold', '2026-09-28', 26), // listed and sold in September
    row('2026-09-05', 'pending', '2026-09-25'), // pending stays on the market
    row('2026-07-01', 'expired', '2026-08-31'), // closed at the end of August
    row('2026-09-15', 'withdrawn', '2026-10-01'), // closed in October
  ];
  const byMonth = Object.fromEntries(marketDemand(rows, AS_OF).map((m) => [m.month, m]));

  it('counts each month as worked out by hand', () => {
    expect(byMonth['2026-07']).toEqual({
      month: '2026-07',
      activeListings: 1,
      newListings: 1,
      soldListings: 0,
      medianDaysOnMarket: null,
      soldToListedRatio: 0,
    });
    // August: the July listing closed within the month, so it is no longer active at the end of it.
    expect(byMonth['2026-08']).toEqual({
      month: '2026-08',
      activeListings: 2,
      newListings: 2,
      soldListings: 0,
      medianDaysOnMarket: null,
      soldToListedRatio: 0,
    });
    expect(byMonth['2026-09']).toEqual({
      month: '2026-09',
      activeListings: 3,
      newListings: 3,
      soldListings: 2,
      medianDaysOnMarket: 33.5,
      soldToListedRatio: 0.67,
    });
    expect(byMonth['2026-10']).toMatchObject({ activeListings: 2, newListings: 0, soldToListedRatio: null });
  });

  it('covers 24 months ending at the as-of month, oldest first', () => {
    const months = marketDemand([], AS_OF).map((m) => m.month);
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2024-11');
    expect(months.at(-1)).toBe('2026-10');
  });

  it('never counts more sold than closed, nor a negative figure (any listings)', () => {
    const day = fc
      .integer({ min: 0, max: 900 })
      .map((d) => new Date(Date.UTC(2024, 0, 1) + d * 86_400_000).toISOString().slice(0, 10));
    const listing = fc
      .tuple(day, fc.constantFrom('active', 'pending', 'sold', 'expired', 'withdrawn', 'cancelled'), fc.nat(60))
      .map(([listed, status, later]) => {
        const closedOn = new Date(Date.parse(listed) + later * 86_400_000).toISOString().slice(0, 10);
        return row(listed, status, closedOn, later);
      });
    fc.assert(
      fc.property(fc.array(listing, { maxLength: 40 }), (ls) => {
        for (const m of marketDemand(ls, AS_OF)) {
          expect(m.activeListings).toBeGreaterThanOrEqual(0);
          expect(m.soldListings).toBeLessThanOrEqual(ls.filter((l) => l.status === 'sold').length);
          if (m.soldToListedRatio !== null) expect(m.newListings).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('a listing is closed once sold, expired, withdrawn or cancelled; active and pending are open', () => {
    for (const s of ['sold', 'Expired', ' withdrawn ', 'cancelled']) expect(listingClosed(s), s).toBe(true);
    for (const s of ['active', 'pending']) expect(listingClosed(s), s).toBe(false);
  });
});

describe('the source a market reply names', () => {
  it('is the source of most rows (ties: the lowest id), dated by its latest row; none without rows', () => {
    expect(dominantSource([])).toBeNull();
    expect(
      dominantSource([
        { sourceId: 7, recordedAt: '2026-01-02' },
        { sourceId: 3, recordedAt: '2026-05-01' },
        { sourceId: 7, recordedAt: '2026-03-04' },
      ]),
    ).toEqual({ sourceId: 7, recordedAt: '2026-03-04' });
    expect(
      dominantSource([
        { sourceId: 9, recordedAt: '2026-01-01' },
        { sourceId: 2, recordedAt: '2025-01-01' },
      ]),
    ).toEqual({ sourceId: 2, recordedAt: '2025-01-01' });
  });
});
