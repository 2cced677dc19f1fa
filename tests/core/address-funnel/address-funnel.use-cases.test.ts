import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { InMemoryRateLimiter } from '../../../adapters/memory/in-memory-accounts.js';
import { InMemoryAddressFunnels } from '../../../adapters/memory/in-memory-address-funnels.js';
import { ANONYMOUS_WRITE_LIMITS } from '../../../core/accounts/anonymous-writes.rules.js';
import { addressFunnelSavedUrl } from '../../../core/address-funnel/address-funnel.rules.js';
import {
  AddressFunnelCriteriaSchema,
  addressOfFunnelCriteria,
  funnelCriteriaOfAddress,
} from '../../../core/address-funnel/address-funnel.schema.js';
import {
  ADDRESS_FUNNEL_PLANS,
  addressFunnelCheckoutUrl,
  addressFunnelPlanKey,
} from '../../../core/address-funnel/address-funnel-plans.rules.js';
import { addressFunnelUseCases } from '../../../core/address-funnel/address-funnel-use-cases.rules.js';
import { makeCreateAddressFunnel } from '../../../core/address-funnel/create-address-funnel.use-case.js';
import { makeGetAddressFunnel } from '../../../core/address-funnel/get-address-funnel.use-case.js';
import { makeUpdateAddressFunnel } from '../../../core/address-funnel/update-address-funnel.use-case.js';
import { OfferType } from '../../../core/membership/catalog/membership-catalog.rules.js';
import { MEMBERSHIP_MENUS } from '../../../core/membership/catalog/membership-menus.rules.js';
import { AddressSearchSchema } from '../../../core/search/search.schema.js';

const CRITERIA = { StreetNumber: '402', StreetName: 'Sierra Way', City: 'Tampa', State: 'FL', Zip: '33611' };

const kit = (start = new Date('2026-11-26T12:00:00Z')) => {
  let now = start;
  const deps = { funnels: new InMemoryAddressFunnels(), clock: { now: () => now }, limiter: new InMemoryRateLimiter() };
  const create = makeCreateAddressFunnel(deps);
  return {
    get: makeGetAddressFunnel(deps),
    create: (raw: unknown, caller: Parameters<typeof create>[1], ip = '192.0.2.1') => create(raw, caller, { ip }),
    update: makeUpdateAddressFunnel(deps),
    advance: (ms: number) => {
      now = new Date(now.getTime() + ms);
    },
  };
};
const visitor = { userId: null, visitorId: 'visitor-1234567890ab' };

describe('address funnel use cases (002 sections 4 and 7)', () => {
  it('one client address creates at most 10 funnels a minute (docs/decisions/0094); updates are not counted', async () => {
    const k = kit();
    const max = ANONYMOUS_WRITE_LIMITS.addressFunnels.perMinute.max;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        k.create({ PropertyId: 1, SearchCriteria: CRITERIA }, { userId: null, visitorId: `visitor-flood-${1000 + i}` }),
      ),
    );
    expect(answers.filter((a) => a.isOk())).toHaveLength(max);
    expect(answers.find((a) => a.isErr())?._unsafeUnwrapErr().type).toBe('RateLimited');
    // Another address is not held up, and the caller's updates go on.
    expect((await k.create({ PropertyId: 1, SearchCriteria: CRITERIA }, visitor, '192.0.2.2')).isOk()).toBe(true);
    for (let i = 0; i < max + 5; i++) expect((await k.update({ step: 'sales' }, visitor)).isOk()).toBe(true);
  });

  it('absent -> create; incomplete -> resume at the step saved; completed -> redirect to the saved address URL', async () => {
    const k = kit();
    expect((await k.get({}, visitor))._unsafeUnwrap().resume).toEqual({ action: 'create' });
    await k.create({ PropertyId: 1, SearchCriteria: CRITERIA }, visitor);
    expect((await k.get({}, visitor))._unsafeUnwrap().resume).toEqual({ action: 'resume', step: 'records' });
    await k.update({ step: 'comparables' }, visitor);
    expect((await k.get({}, visitor))._unsafeUnwrap().resume).toEqual({ action: 'resume', step: 'comparables' });
    await k.update({ completed: true }, visitor);
    const done = (await k.get({}, visitor))._unsafeUnwrap();
    expect(done.completed).toBe(true);
    expect(done.resume).toEqual({ action: 'redirect', url: '/report?type=address&id=1' });
  });

  it('a failed preview (property id 0) completes to the address search instead of a report', async () => {
    const k = kit();
    await k.create({ PropertyId: 0, SearchCriteria: CRITERIA }, visitor);
    await k.update({ completed: true }, visitor);
    const url = (await k.get({}, visitor))._unsafeUnwrap().resume;
    expect(url).toEqual({
      action: 'redirect',
      url: '/address/search?state=FL&city=Tampa&houseNumber=402&street=Sierra%20Way&zip=33611&landing=address',
    });
  });

  it('the state is kept 24 hours: at 24 h it resumes, a moment later it is absent and updates are not found', async () => {
    const k = kit();
    await k.create({ PropertyId: 3, SearchCriteria: CRITERIA }, visitor);
    k.advance(24 * 3600_000);
    expect((await k.get({}, visitor))._unsafeUnwrap().resume.action).toBe('resume');
    k.advance(1);
    expect((await k.get({}, visitor))._unsafeUnwrap()).toEqual({
      data: null,
      completed: false,
      resume: { action: 'create' },
    });
    expect((await k.update({ step: 'sales' }, visitor))._unsafeUnwrapErr()).toEqual({
      type: 'NotFound',
      entity: 'address funnel',
    });
  });

  it('an update keeps the funnel alive another 24 hours', async () => {
    const k = kit();
    await k.create({ PropertyId: 3, SearchCriteria: CRITERIA }, visitor);
    k.advance(20 * 3600_000);
    await k.update({ step: 'ownership' }, visitor);
    k.advance(20 * 3600_000);
    expect((await k.get({}, visitor))._unsafeUnwrap().resume).toEqual({ action: 'resume', step: 'ownership' });
  });

  it('without a user and without a visitor cookie there is nowhere to keep it', async () => {
    const k = kit();
    const e = (await k.get({}, { userId: null, visitorId: null }))._unsafeUnwrapErr();
    expect(e.type).toBe('Validation');
  });
});

describe('SearchCriteria (002 sections 3 and 5)', () => {
  it('uses the address search rules and messages, under the funnel field names', () => {
    const r = AddressFunnelCriteriaSchema.safeParse({ ...CRITERIA, StreetNumber: '4a', State: 'XX', Zip: '1' });
    expect(r.success).toBe(false);
    const paths = r.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toContainEqual(['StreetNumber', 'Sorry, that is not a valid address']);
    expect(paths).toContainEqual(['State', 'Sorry, that is not a valid address']);
    expect(paths).toContainEqual(['Zip', 'Please enter a valid zip code']);
    expect(paths).toContainEqual(['', 'Sorry, that is not a valid address']);
  });

  it('round-trips every valid address search through the funnel criteria', () => {
    const word = fc.stringMatching(/^[A-Za-z][a-z]{0,8}$/);
    fc.assert(
      fc.property(
        fc.record({
          houseNumber: fc.integer({ min: 1, max: 99999 }).map(String),
          street: fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' ')),
          unit: fc.constantFrom('', '4B', '#12'),
          city: word,
          state: fc.constantFrom('AZ', 'FL', 'NY', 'DC'),
          zip: fc.constantFrom('', '85013', '33611-1234'),
          propertyReachId: fc.constant(''),
        }),
        (a) => {
          const address = AddressSearchSchema.parse(a);
          const criteria = AddressFunnelCriteriaSchema.parse(funnelCriteriaOfAddress(address));
          expect(addressOfFunnelCriteria(criteria)).toEqual(address);
        },
      ),
    );
  });
});

describe('use cases list and plans', () => {
  it('falls back to the fixed nine, distinct ids and names', () => {
    const list = addressFunnelUseCases(null);
    expect(list).toHaveLength(9);
    expect(new Set(list.map((u) => u.name)).size).toBe(9);
    expect(addressFunnelUseCases([{ id: 50, name: 'Stored' }])).toEqual([{ id: 50, name: 'Stored' }]);
  });

  it('?plan=professional preselects the business tier; anything else the property plan', () => {
    expect(addressFunnelPlanKey('professional')).toBe('professional');
    expect(addressFunnelPlanKey(' Professional ')).toBe('professional');
    for (const p of [null, undefined, '', 'premium', 'pro']) expect(addressFunnelPlanKey(p)).toBe('property');
    expect(ADDRESS_FUNNEL_PLANS.find((p) => p.key === 'professional')).toMatchObject({
      menuName: MEMBERSHIP_MENUS.tiers,
      offerType: OfferType.enterprise500,
    });
    expect(addressFunnelCheckoutUrl(MEMBERSHIP_MENUS.propertyReport, 'offer-x', 'sku 1')).toBe(
      '/address/checkout?menu=property-report&offer=offer-x&sku=sku%201',
    );
  });

  it('the saved URL of a found property is its address report', () => {
    const searchCriteria = funnelCriteriaOfAddress(
      AddressSearchSchema.parse({ houseNumber: '1', street: 'A St', city: 'Tampa', state: 'FL' }),
    );
    expect(addressFunnelSavedUrl({ propertyId: 9, searchCriteria })).toBe('/report?type=address&id=9');
  });
});
