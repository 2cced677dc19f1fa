import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryPersonSearch } from '../../../adapters/memory/in-memory-person-search.js';
import {
  PHONE_FUNNEL_PATHS,
  phoneCheckoutUrl,
  phoneFunnelAnswer,
  phoneFunnelStep,
  phoneFunnelUrl,
} from '../../../core/search/phone-funnel.rules.js';
import { PHONE_CLASSIFICATION, phoneClassificationWarns } from '../../../core/search/search-enums.rules.js';
import { makeSearchPhone, type PhoneSearchResult } from '../../../core/search/search-phone.use-case.js';
import { searchRecordTables } from '../../support/search-records.js';

/** The phone funnel (002 sections 2.2, 7 and 9; docs/decisions/0078). */

const searchPhone = makeSearchPhone({
  people: new InMemoryPersonSearch(searchRecordTables()),
  clock: { now: () => new Date('2026-11-21T12:00:00Z') },
});
const lookUp = async (phone: string) => (await searchPhone({ phone }))._unsafeUnwrap();

const result = (code: number, people: number, found = true): PhoneSearchResult => ({
  phone: '(512) 555-0142',
  found,
  classification: { code, name: 'unknown', label: '' },
  lineType: null,
  carrier: null,
  people: Array.from({ length: people }, (_, i) => ({
    id: String(i + 1),
    firstName: 'Ann',
    middleName: '',
    lastName: 'Lee',
    fullName: 'Ann Lee',
    age: 40,
    city: 'Austin',
    state: 'TX',
    deceased: false,
    reportUrl: `/report?id=${i + 1}`,
    current: true,
  })),
  searchUrl: '/phone/search?phone=5125550142',
});

describe('phone funnel pages (002 section 2.2)', () => {
  it('has /phone with children loading, not-found, products and checkout', () => {
    expect(Object.values(PHONE_FUNNEL_PATHS)).toEqual([
      '/phone',
      '/phone/loading',
      '/phone/not-found',
      '/phone/products',
      '/phone/checkout',
    ]);
  });

  it('carries the number as its ten digits, a leading 1 and formatting dropped', () => {
    expect(phoneFunnelUrl('loading', '+1 (512) 555-0142')).toBe('/phone/loading?phone=5125550142');
    expect(phoneFunnelUrl('products', '512.555.0142')).toBe('/phone/products?phone=5125550142');
    expect(phoneFunnelUrl('notFound', '5125550142')).toBe('/phone/not-found?phone=5125550142');
    expect(phoneFunnelUrl('landing', '5125550142')).toBe('/phone');
  });

  it('keeps an invalid number as typed, so the loading page answers with the phone message', () => {
    expect(phoneFunnelUrl('loading', ' 012 ')).toBe('/phone/loading?phone=012');
    expect(phoneFunnelUrl('loading', '')).toBe('/phone/loading');
  });

  it('sends the checkout the number as report id and phone criterion', () => {
    expect(phoneCheckoutUrl('5125550142')).toBe(
      `/phone/checkout?id=5125550142&phone=5125550142&redirect=%2Freport%3Fid%3D5125550142%26type%3Dphone%26unlock%3D1`,
    );
    expect(phoneFunnelUrl('checkout', '(512) 555-0142')).toBe(
      `/phone/checkout?id=5125550142&phone=5125550142&redirect=%2Freport%3Fid%3D5125550142%26type%3Dphone%26unlock%3D1`,
    );
  });
});

describe('phoneFunnelStep: products only for a found number with a linked person', () => {
  it('a known number with a linked person leads to the products', () => {
    expect(phoneFunnelStep(result(PHONE_CLASSIFICATION.singlePerson, 1))).toBe('products');
    expect(phoneFunnelStep(result(PHONE_CLASSIFICATION.multiplePeople, 3))).toBe('products');
  });

  it('an unknown number, noData, an opted-out owner or no linked person lead to not-found', () => {
    expect(phoneFunnelStep(result(PHONE_CLASSIFICATION.noData, 0, false))).toBe('notFound');
    expect(phoneFunnelStep(result(PHONE_CLASSIFICATION.noData, 1))).toBe('notFound');
    expect(phoneFunnelStep(result(PHONE_CLASSIFICATION.optOut, 1))).toBe('notFound');
    expect(phoneFunnelStep(result(PHONE_CLASSIFICATION.scamFraud, 0))).toBe('notFound');
  });

  it('is total over every classification code and people count (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8 }), fc.nat(5), fc.boolean(), (code, n, found) => {
        const step = phoneFunnelStep(result(code, n, found));
        const sells = found && n > 0 && code !== PHONE_CLASSIFICATION.noData && code !== PHONE_CLASSIFICATION.optOut;
        expect(step).toBe(sells ? 'products' : 'notFound');
      }),
    );
  });
});

describe('phoneFunnelAnswer on the phone search use case', () => {
  it('a number with its owner: the products step, the next page and the phone checkout', async () => {
    const a = phoneFunnelAnswer(await lookUp('(512) 555-0142'));
    expect(a).toMatchObject({
      phone: '(512) 555-0142',
      digits: '5125550142',
      step: 'products',
      nextUrl: '/phone/products?phone=5125550142',
      checkoutUrl: `/phone/checkout?id=5125550142&phone=5125550142&redirect=%2Freport%3Fid%3D5125550142%26type%3Dphone%26unlock%3D1`,
      classification: { code: 6, name: 'singlePerson', label: 'Single Person' },
    });
    expect(a.people.map((p) => p.fullName)).toEqual(['Robert James Smith']);
  });

  it('a number without a linked person: not-found, no checkout, no people', async () => {
    const a = phoneFunnelAnswer(await lookUp('800-555-0100'));
    expect(a).toMatchObject({ step: 'notFound', nextUrl: '/phone/not-found?phone=8005550100', checkoutUrl: null });
    expect(a.classification.name).toBe('scamFraud');
    expect(a.people).toEqual([]);
  });

  it('an unknown number: not-found with the noData classification', async () => {
    const a = phoneFunnelAnswer(await lookUp('2015550000'));
    expect(a).toMatchObject({ found: false, step: 'notFound', classification: { code: 8, name: 'noData' } });
  });

  it('an opted-out owner: not-found and the people left out', () => {
    const a = phoneFunnelAnswer(result(PHONE_CLASSIFICATION.optOut, 2));
    expect(a.step).toBe('notFound');
    expect(a.people).toEqual([]);
  });
});

describe('phoneClassificationWarns (002 section 9 codes)', () => {
  it('warns for a possible scam or fraud and a telemarketer only', () => {
    const warned = Object.entries(PHONE_CLASSIFICATION)
      .filter(([, code]) => phoneClassificationWarns(code))
      .map(([name]) => name);
    expect(warned).toEqual(['scamFraud', 'telemarketer']);
    expect(phoneClassificationWarns(99)).toBe(false);
  });
});
