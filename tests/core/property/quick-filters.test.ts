import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeQuickFilter,
  computeEquityPercent,
  type PropertyFacts,
  QUICK_FILTER_IDS,
  QUICK_FILTERS,
  type QuickFilterId,
  quickFilterById,
  quickFilterCounts,
  readQuickFilterId,
} from '../../../core/property/quick-filters.rules.js';

const TODAY = '2026-11-21';
const base: PropertyFacts = {
  marketStatus: 'offMarket',
  listingStatus: null,
  listingType: null,
  daysOnMarket: null,
  estimatedValue: 400_000,
  openLoanCount: 1,
  openLoanBalance: 300_000,
  equityPercent: 25,
  lastSaleDate: '2015-06-01',
  lastSaleCashPurchase: false,
  isVacant: false,
  ownerOccupied: true,
  taxDelinquent: false,
  ownerInBankruptcy: false,
  propertyLienCount: 0,
  personalLienCount: 0,
  foreclosureStage: 'none',
  auctionDate: null,
  ownerDeceased: false,
  probateOpened: false,
  bankOwned: false,
};
const is = (id: QuickFilterId, f: Partial<PropertyFacts>) => quickFilterById(id).matches({ ...base, ...f }, TODAY);

describe('quick filters (001 section 9)', () => {
  it('21 chips with labels and tooltips', () => {
    expect(QUICK_FILTERS).toHaveLength(21);
    expect(QUICK_FILTERS.map((q) => q.id)).toEqual([...QUICK_FILTER_IDS]);
    for (const q of QUICK_FILTERS) {
      expect(q.label.length).toBeGreaterThan(0);
      expect(q.tooltip.length).toBeGreaterThan(0);
    }
  });
  it('a plain property matches only All Properties', () => {
    expect(QUICK_FILTERS.filter((q) => q.matches(base, TODAY)).map((q) => q.id)).toEqual(['allProperties']);
  });
  it('definitions', () => {
    expect(is('forSale', { marketStatus: 'onMarket', listingType: 'sale' })).toBe(true);
    expect(is('forSale', { marketStatus: 'onMarket', listingType: 'rent' })).toBe(false);
    expect(is('forRent', { marketStatus: 'onMarket', listingType: 'rent' })).toBe(true);
    expect(is('sold', { lastSaleDate: '2025-11-21' })).toBe(true);
    expect(is('sold', { lastSaleDate: '2025-11-20' })).toBe(false);
    expect(is('sold', { lastSaleDate: '2026-11-22' })).toBe(false);
    expect(is('sold', { lastSaleDate: null })).toBe(false);
    expect(is('preForeclosure', { foreclosureStage: 'noticeOfDefault' })).toBe(true);
    expect(is('preForeclosure', { foreclosureStage: 'noticeOfSale', bankOwned: true })).toBe(false);
    expect(is('preProbate', { ownerDeceased: true })).toBe(true);
    expect(is('preProbate', { ownerDeceased: true, probateOpened: true })).toBe(false);
    expect(is('highEquity', { equityPercent: 50 })).toBe(true);
    expect(is('highEquity', { equityPercent: 49.9 })).toBe(false);
    expect(is('lowEquity', { equityPercent: 0 })).toBe(true);
    expect(is('lowEquity', { equityPercent: 20 })).toBe(false);
    expect(is('negativeEquity', { equityPercent: -0.1 })).toBe(true);
    expect(is('negativeEquity', { equityPercent: null })).toBe(false);
    expect(is('vacant', { isVacant: true })).toBe(true);
    expect(is('bankOwned', { bankOwned: true })).toBe(true);
    expect(is('taxDelinquency', { taxDelinquent: true })).toBe(true);
    expect(is('propertyLien', { propertyLienCount: 1 })).toBe(true);
    expect(is('personalLien', { personalLienCount: 2 })).toBe(true);
    expect(is('bankruptcy', { ownerInBankruptcy: true })).toBe(true);
    expect(is('freeAndClear', { openLoanCount: 0 })).toBe(true);
    expect(is('cashBuyer', { lastSaleCashPurchase: true })).toBe(true);
    expect(is('auction', { auctionDate: TODAY })).toBe(true);
    expect(is('auction', { auctionDate: '2026-11-20' })).toBe(false);
    expect(is('flipper', { marketStatus: 'onMarket', lastSaleDate: '2024-11-22' })).toBe(true);
    expect(is('flipper', { marketStatus: 'onMarket', lastSaleDate: '2024-11-21' })).toBe(false);
    expect(is('flipper', { marketStatus: 'offMarket', lastSaleDate: '2026-01-01' })).toBe(false);
    expect(is('flipper', { marketStatus: 'onMarket', lastSaleDate: null })).toBe(false);
    expect(is('failedListings', { listingStatus: 'failed' })).toBe(true);
    expect(is('failedListings', { listingStatus: 'failed', marketStatus: 'onMarket' })).toBe(false);
    expect(is('zombie', { isVacant: true, foreclosureStage: 'lisPendens', ownerOccupied: false })).toBe(true);
    expect(is('zombie', { isVacant: true, foreclosureStage: 'lisPendens', ownerOccupied: true })).toBe(false);
  });
  it('equity percent', () => {
    expect(computeEquityPercent(400_000, 300_000)).toBe(25);
    expect(computeEquityPercent(100_000, 150_000)).toBe(-50);
    expect(computeEquityPercent(null, 0)).toBeNull();
    expect(computeEquityPercent(0, 0)).toBeNull();
    expect(computeEquityPercent(3, -5)).toBe(100);
  });
  it('the three equity filters never overlap', () => {
    fc.assert(
      fc.property(fc.option(fc.double({ min: -500, max: 100, noNaN: true }), { nil: null }), (e) => {
        const hits = (['highEquity', 'lowEquity', 'negativeEquity'] as const).filter((id) =>
          is(id, { equityPercent: e }),
        );
        expect(hits.length).toBeLessThanOrEqual(1);
      }),
    );
  });
  it('active chip and counts', () => {
    expect(activeQuickFilter(null)).toBe('allProperties');
    expect(activeQuickFilter('pre-foreclosure')).toBe('preForeclosure');
    expect(activeQuickFilter(undefined, 'Vacant')).toBe('vacant');
    expect(activeQuickFilter('bogus', 'zombie')).toBe('zombie');
    expect(activeQuickFilter('flipper', 'zombie')).toBe('flipper');
    expect(readQuickFilterId('')).toBeUndefined();
    const counts = quickFilterCounts([base, { ...base, isVacant: true }, { ...base, openLoanCount: 0 }], TODAY);
    expect(counts.allProperties).toBe(3);
    expect(counts.vacant).toBe(1);
    expect(counts.freeAndClear).toBe(1);
    expect(counts.zombie).toBe(0);
  });
});
