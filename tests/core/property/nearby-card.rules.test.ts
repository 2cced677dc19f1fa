import { describe, expect, it } from 'vitest';
import { marketStatusName, nearbyCard, propertyTypeLabel } from '../../../core/property/nearby-card.rules.js';
import type { NearbyPropertyFacts } from '../../../core/property/nearby-properties.port.js';

/** The nearby property card (001 section 3; 001 section 2 status pill; contract 6). */
const facts = (over: Partial<NearbyPropertyFacts> = {}): NearbyPropertyFacts => ({
  id: 12,
  houseNumber: '1204',
  preDir: 'N',
  streetName: 'Oak',
  streetSuffix: 'St',
  postDir: null,
  unitType: 'Apt',
  unit: '3',
  city: 'Phoenix',
  state: 'AZ',
  zip: '85001',
  estimatedValueCents: 45_000_050,
  bedrooms: 3,
  bathrooms: 2.5,
  squareFeet: 1500,
  landUseGroup: 'townHouse',
  marketStatus: 1,
  daysOnMarket: 14,
  lastSaleDate: '2019-05-03',
  lastSaleCents: 30_000_000,
  distanceMiles: 0.123456,
  photoUrl: '/api/property-photos/12.svg?n=1',
  photosAvailable: 7,
  savedId: null,
  ...over,
});

describe('nearbyCard', () => {
  it('an on-market property: dollars, its type label, the green days pill, not saved', () => {
    expect(nearbyCard(facts())).toEqual({
      id: 12,
      streetAddress: '1204 N Oak St Apt 3',
      city: 'Phoenix',
      state: 'AZ',
      zip: '85001',
      estimatedValue: 450_000.5,
      bedrooms: 3,
      bathrooms: 2.5,
      squareFeet: 1500,
      pricePerSquareFoot: 200,
      propertyType: 'Townhouse',
      status: 'onMarket',
      daysOnMarket: 14,
      lastSaleDate: '2019-05-03',
      lastSaleAmount: 300_000,
      distanceFromSubject: 0.123456,
      photoUrl: '/api/property-photos/12.svg?n=1',
      photosAvailable: 7,
      isSaved: false,
      savedId: null,
      pill: { text: '14 DAYS ON MARKET', color: 'green' },
    });
  });

  it('sold: the blue pill with the sale date; off market: no pill; saved: its id', () => {
    expect(nearbyCard(facts({ marketStatus: 2, daysOnMarket: null }))).toMatchObject({
      status: 'sold',
      pill: { text: 'SOLD 05/03/2019', color: 'blue' },
    });
    expect(nearbyCard(facts({ marketStatus: 0, savedId: 9 }))).toMatchObject({
      status: 'offMarket',
      pill: null,
      isSaved: true,
      savedId: 9,
    });
  });

  it('no price per square foot without a sale amount or a size; no values it does not have', () => {
    expect(nearbyCard(facts({ lastSaleCents: null })).pricePerSquareFoot).toBeNull();
    expect(nearbyCard(facts({ squareFeet: null })).pricePerSquareFoot).toBeNull();
    expect(nearbyCard(facts({ squareFeet: 0 })).pricePerSquareFoot).toBeNull();
    expect(nearbyCard(facts({ estimatedValueCents: null })).estimatedValue).toBeNull();
  });

  it('status names and property types (001 sections 3 and 9)', () => {
    expect([0, 1, 2, 7].map(marketStatusName)).toEqual(['offMarket', 'onMarket', 'sold', 'offMarket']);
    expect(['house', 'multiFamily', 'coOp', 'condo', 'somethingElse'].map(propertyTypeLabel)).toEqual([
      'House',
      'Multi-Family',
      'Co-Op',
      'Condo',
      'Other',
    ]);
  });
});
