import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DATING_PATHS,
  datingCheckoutUrl,
  datingChoiceInput,
  datingSearchInput,
  datingSearchUrl,
  datingVerifyUrl,
} from '../../../core/search/dating-funnel.rules.js';
import {
  DATING_CONFIRM_MESSAGE,
  DatingSearchSchema,
  DatingVerifySchema,
} from '../../../core/search/dating-search.schema.js';
import type { PersonPreview } from '../../../core/search/person-preview.rules.js';
import { toFieldErrors } from '../../../core/shared/errors.js';

/** The dating-safety search (002 sections 2.2 and 5; docs/decisions/0078). */

const errorsOf = (schema: typeof DatingSearchSchema | typeof DatingVerifySchema, raw: unknown) => {
  const r = schema.safeParse(raw);
  if (r.success) throw new Error('expected a failure');
  return toFieldErrors(r.error);
};

const ann: PersonPreview = {
  id: '42',
  firstName: 'Ann',
  middleName: 'Marie',
  lastName: 'Lee',
  fullName: 'Ann Marie Lee',
  age: 34,
  city: 'Austin',
  state: 'TX',
  deceased: false,
  reportUrl: '/report?id=42',
};

describe('dating pages (002 section 2.2)', () => {
  it('has /dating with children search, loading, results, verify, and the two dating checkouts', () => {
    expect(Object.values(DATING_PATHS)).toEqual([
      '/dating',
      '/dating/search',
      '/dating/loading',
      '/dating/results',
      '/dating/verify',
      '/checkout/dating/person',
      '/checkout/dating/phone',
    ]);
  });
});

describe('DatingSearchSchema: a phone, or a name with an optional city and state', () => {
  it('a phone is read as its ten digits and wins over a name', () => {
    expect(DatingSearchSchema.parse({ phone: '(512) 555-0142', firstName: 'Ann' })).toEqual({
      by: 'phone',
      phone: '5125550142',
    });
  });

  it('a bad phone gets the phone search message (002 section 5)', () => {
    expect(errorsOf(DatingSearchSchema, { phone: '012-555' })).toEqual({
      '*': ['Sorry, that is not a valid phone number'],
      phone: ['Sorry, that is not a valid phone number'],
    });
  });

  it('a name is normalised by the person search schema (state uppercased)', () => {
    const s = DatingSearchSchema.parse({ firstName: ' Ann ', lastName: 'Lee', city: 'Austin', state: 'tx' });
    expect(s.by).toBe('name');
    if (s.by === 'name')
      expect(s.criteria).toMatchObject({ firstName: 'Ann', lastName: 'Lee', city: 'Austin', state: 'TX' });
  });

  it('a bad name or city gets the person search message, under the fields (002 section 5)', () => {
    expect(errorsOf(DatingSearchSchema, { firstName: 'J0hn', lastName: 'Lee', city: 'Austin 7' })).toEqual({
      '*': ['Sorry, that is not a valid first name or city'],
      firstName: ['Sorry, that is not a valid first name or city'],
      city: ['Sorry, that is not a valid first name or city'],
    });
    expect(errorsOf(DatingSearchSchema, {})['*']).toEqual(['Sorry, that is not a valid first name or last name']);
  });
});

describe('dating links', () => {
  it('a search by name and by phone round-trip through the loading and results URLs', () => {
    const byName = DatingSearchSchema.parse({ firstName: 'Ann', lastName: 'Lee', state: 'TX' });
    expect(datingSearchUrl('loading', byName)).toBe('/dating/loading?fn=Ann&ln=Lee&state=TX');
    const byPhone = DatingSearchSchema.parse({ phone: '512 555 0142' });
    expect(datingSearchUrl('results', byPhone)).toBe('/dating/results?phone=5125550142');
    for (const s of [byName, byPhone]) {
      const params = new URL(`http://x${datingSearchUrl('results', s)}`).searchParams;
      expect(DatingSearchSchema.parse(datingSearchInput((k) => params.get(k)))).toEqual(s);
    }
  });

  it('verify carries the picked person (and the phone searched for) to the right checkout', () => {
    const byPhone = DatingSearchSchema.parse({ phone: '5125550142' });
    const verify = datingVerifyUrl(ann, byPhone);
    expect(verify).toBe('/dating/verify?id=42&fn=Ann&mn=Marie&ln=Lee&city=Austin&state=TX&phone=5125550142');
    const params = new URL(`http://x${verify}`).searchParams;
    const choice = DatingVerifySchema.parse({ ...datingChoiceInput((k) => params.get(k)), confirmed: true });
    expect(datingCheckoutUrl(choice)).toBe(
      '/checkout/dating/phone?id=42&fn=Ann&mn=Marie&ln=Lee&city=Austin&state=TX&phone=5125550142' +
        '&redirect=%2Freport%3Fid%3D42%26fn%3Dann%26mn%3Dmarie%26ln%3Dlee%26city%3Daustin%26state%3Dtx%26type%3Dbackground%26unlock%3D1',
    );
    const byName = DatingSearchSchema.parse({ firstName: 'Ann', lastName: 'Lee' });
    const p2 = new URL(`http://x${datingVerifyUrl({ ...ann, middleName: '', city: '' }, byName)}`).searchParams;
    const c2 = DatingVerifySchema.parse({ ...datingChoiceInput((k) => p2.get(k)), confirmed: true });
    const checkout = new URL(`http://x${datingCheckoutUrl(c2)}`);
    expect(checkout.pathname).toBe('/checkout/dating/person');
    expect([...checkout.searchParams]).toEqual([
      ['id', '42'],
      ['fn', 'Ann'],
      ['ln', 'Lee'],
      ['state', 'TX'],
      ['redirect', '/report?id=42&fn=ann&ln=lee&state=tx&type=background&unlock=1'],
    ]);
  });

  it('every checkout link is one of the two dating checkouts and keeps the person id (property)', () => {
    const name = fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,10}$/);
    fc.assert(
      fc.property(fc.nat(), name, name, fc.boolean(), (id, first, last, withPhone) => {
        const c = DatingVerifySchema.parse({
          id: String(id),
          firstName: first,
          lastName: last,
          phone: withPhone ? '5125550142' : '',
          confirmed: true,
        });
        const url = new URL(`http://x${datingCheckoutUrl(c)}`);
        expect(url.pathname).toBe(withPhone ? DATING_PATHS.checkoutPhone : DATING_PATHS.checkoutPerson);
        expect(url.searchParams.get('id')).toBe(String(id));
      }),
    );
  });
});

describe('DatingVerifySchema: the picked person and the confirmation', () => {
  const picked = { id: '42', firstName: 'Ann', lastName: 'Lee', city: 'Austin', state: 'tx' };

  it('asks for the confirmation', () => {
    expect(errorsOf(DatingVerifySchema, picked)).toEqual({ confirmed: [DATING_CONFIRM_MESSAGE] });
    expect(DatingVerifySchema.parse({ ...picked, confirmed: true })).toEqual({
      id: '42',
      firstName: 'Ann',
      middleName: '',
      lastName: 'Lee',
      city: 'Austin',
      state: 'TX',
      phone: '',
    });
  });

  it('refuses a person that does not read (002 section 5 default message)', () => {
    expect(errorsOf(DatingVerifySchema, { ...picked, id: 'x1', confirmed: true })).toEqual({
      '*': ['Sorry, this search is invalid'],
    });
    expect(errorsOf(DatingVerifySchema, { ...picked, state: 'ZZ', phone: '123', confirmed: true })).toEqual({
      state: ['Sorry, this search is invalid'],
      phone: ['Sorry, this search is invalid'],
    });
  });
});
