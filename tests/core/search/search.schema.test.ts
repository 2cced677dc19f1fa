import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AddressSearchSchema,
  AddressTextSchema,
  CheckoutPhoneSchema,
  EmailSearchSchema,
  PersonSearchSchema,
  PhonePartsSchema,
  PhoneSearchSchema,
  ZipCodeSchema,
} from '../../../core/search/search.schema.js';
import {
  ADDRESS_SEARCH_MESSAGE,
  AGE_RANGE_MESSAGE,
  CHECKOUT_PHONE_MESSAGE,
  DEFAULT_AGE_RANGE,
  EMAIL_SEARCH_MESSAGE,
  isMdyDob,
  isValidSearchAge,
  normalizePersonCriteria,
  PHONE_SEARCH_MESSAGE,
  parseAgeRange,
  personSearchMessage,
  SEARCH_INVALID_MESSAGE,
  SEARCH_INVALID_TRY_AGAIN_MESSAGE,
  withPleaseTryAgain,
  ZIP_CODE_MESSAGE,
} from '../../../core/search/search-criteria.rules.js';
import { parseInput } from '../../../core/shared/errors.js';

const errorsOf = (schema: Parameters<typeof parseInput>[0], raw: unknown) =>
  parseInput(schema, raw).match(
    () => null,
    (e) => e.errors,
  );

describe('person search message (002 section 5)', () => {
  it('names one, two and three invalid fields', () => {
    expect(personSearchMessage(['first name', 'last name', 'city'])).toBe(
      'Sorry, that is not a valid first name, last name and city',
    );
    expect(personSearchMessage(['city', 'first name'])).toBe('Sorry, that is not a valid first name or city');
    expect(personSearchMessage(['last name', 'city'])).toBe('Sorry, that is not a valid last name or city');
    expect(personSearchMessage(['last name'])).toBe('Sorry, that is not a valid last name');
    expect(personSearchMessage([])).toBe(SEARCH_INVALID_MESSAGE);
  });
  it('appends Please Try Again to the default error', () => {
    expect(SEARCH_INVALID_TRY_AGAIN_MESSAGE).toBe('Sorry, this search is invalid. Please Try Again');
    expect(withPleaseTryAgain('Oops.')).toBe('Oops. Please Try Again');
  });
});

describe('PersonSearchSchema', () => {
  it('accepts and normalises a valid search', () => {
    const r = parseInput(PersonSearchSchema, { firstName: ' John ', lastName: 'Smith ', city: 'Austin', state: 'tx' });
    expect(r._unsafeUnwrap()).toEqual({
      firstName: 'John',
      middleName: '',
      lastName: 'Smith',
      city: 'Austin',
      state: 'TX',
      age: null,
      ageRange: DEFAULT_AGE_RANGE,
      dob: null,
      title: '',
      addresses: [],
      akas: [],
    });
  });
  it('reports the three invalid fields under * and each field', () => {
    const e = errorsOf(PersonSearchSchema, { firstName: 'J0hn', lastName: '', city: 'Austin!' });
    const msg = 'Sorry, that is not a valid first name, last name and city';
    expect(e).toEqual({ '*': [msg], firstName: [msg], lastName: [msg], city: [msg] });
  });
  it('reports two invalid fields with or', () => {
    const e = errorsOf(PersonSearchSchema, { firstName: '', lastName: 'Smith', city: '4' });
    expect(e?.['*']).toEqual(['Sorry, that is not a valid first name or city']);
  });
  it('checks state, age and age range', () => {
    const e = errorsOf(PersonSearchSchema, { firstName: 'a', lastName: 'b', state: 'ZZ', age: 12, ageRange: '40-30' });
    expect(e).toEqual({ state: [SEARCH_INVALID_MESSAGE], age: [AGE_RANGE_MESSAGE], ageRange: [AGE_RANGE_MESSAGE] });
    const ok = parseInput(PersonSearchSchema, {
      firstName: 'a',
      lastName: 'b',
      age: '33',
      ageRange: '30-40',
      dob: '13/1/2000',
    });
    expect(ok._unsafeUnwrap()).toMatchObject({ age: 33, ageRange: { minAge: 30, maxAge: 40 }, dob: null });
    const obj = parseInput(PersonSearchSchema, {
      firstName: 'a',
      lastName: 'b',
      age: '',
      ageRange: { minAge: 20, maxAge: 20 },
      addresses: [{ city: 'x', propertyReachId: 5 }],
      akas: [{ firstName: ' Al ' }],
    });
    expect(obj._unsafeUnwrap()).toMatchObject({
      age: null,
      ageRange: { minAge: 20, maxAge: 20 },
      addresses: [{ city: 'x', propertyReachId: '5', street: '' }],
      akas: [{ firstName: 'Al', middleName: '', lastName: '' }],
    });
    expect(
      parseInput(PersonSearchSchema, { firstName: 'a', lastName: 'b', ageRange: ' ' })._unsafeUnwrap().ageRange,
    ).toEqual(DEFAULT_AGE_RANGE);
  });
  it('accepts any letters-and-spaces names', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,15}$/), fc.stringMatching(/^[A-Za-z]{1,10}$/), (f, l) => {
        expect(parseInput(PersonSearchSchema, { firstName: f, lastName: l }).isOk()).toBe(true);
      }),
    );
  });
  it('normalisation trims, uppercases the state and defaults the age range', () => {
    const n = normalizePersonCriteria({ firstName: ' a ', state: ' ca ', dob: '1/2/1990' });
    expect(n).toMatchObject({ firstName: 'a', state: 'CA', ageRange: DEFAULT_AGE_RANGE, dob: '1/2/1990' });
  });
});

describe('age range and dob', () => {
  it('reads a-b within 18-100', () => {
    expect(parseAgeRange('30-40')._unsafeUnwrap()).toEqual({ minAge: 30, maxAge: 40 });
    expect(parseAgeRange(' 25 ')._unsafeUnwrap()).toEqual({ minAge: 25, maxAge: 25 });
    for (const bad of ['17-30', '30-101', '40-30', 'x', '30-', ''])
      expect(parseAgeRange(bad)._unsafeUnwrapErr()).toBe(AGE_RANGE_MESSAGE);
  });
  it('never accepts max below min', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 150 }), fc.integer({ min: 0, max: 150 }), (a, b) => {
        const r = parseAgeRange(`${a}-${b}`);
        expect(r.isOk()).toBe(a >= 18 && b <= 100 && b >= a);
      }),
    );
  });
  it('single age bounds', () => {
    expect([17, 18, 100, 101, 30.5].map(isValidSearchAge)).toEqual([false, true, true, false, false]);
  });
  it('dob only in M/D/YYYY', () => {
    expect(isMdyDob('1/2/1990')).toBe(true);
    expect(isMdyDob('12/31/1990')).toBe(true);
    expect(isMdyDob('2/29/2000')).toBe(true);
    expect(isMdyDob('2/29/1900')).toBe(false);
    expect(isMdyDob('2/29/2001')).toBe(false);
    expect(isMdyDob('4/31/2001')).toBe(false);
    expect(isMdyDob('1990-01-02')).toBe(false);
    expect(isMdyDob('13/1/1990')).toBe(false);
  });
});

describe('AddressSearchSchema', () => {
  it('accepts a full address', () => {
    const r = parseInput(AddressSearchSchema, {
      houseNumber: '123',
      street: 'Main  St',
      unit: '4B',
      city: 'Austin',
      state: 'tx',
      zip: '78701',
    });
    expect(r._unsafeUnwrap()).toEqual({
      houseNumber: '123',
      street: 'Main St',
      unit: '4B',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      propertyReachId: '',
    });
  });
  it('reports the invalid parts', () => {
    const e = errorsOf(AddressSearchSchema, {
      houseNumber: '12a',
      street: 'Main St.',
      unit: '!!',
      city: '',
      state: 'XX',
      zip: '123',
    });
    expect(e).toEqual({
      '*': [ADDRESS_SEARCH_MESSAGE],
      houseNumber: [ADDRESS_SEARCH_MESSAGE],
      street: [ADDRESS_SEARCH_MESSAGE],
      unit: [ADDRESS_SEARCH_MESSAGE],
      city: [ADDRESS_SEARCH_MESSAGE],
      state: [ADDRESS_SEARCH_MESSAGE],
      zip: [ZIP_CODE_MESSAGE],
    });
  });
  it('accepts city names with dots, apostrophes and hyphens', () => {
    for (const city of ['St. Louis', "O'Fallon", 'Winston-Salem'])
      expect(parseInput(AddressSearchSchema, { houseNumber: '1', street: 'Main St', city, state: 'MO' }).isOk()).toBe(
        true,
      );
  });
  it('address text and zip messages', () => {
    expect(parseInput(AddressTextSchema, '12 1/2 Main St.').isOk()).toBe(true);
    expect(errorsOf(AddressTextSchema, '12 Main, St')).toEqual({ '*': ['Please enter a valid address'] });
    expect(parseInput(ZipCodeSchema, '78701-1234').isOk()).toBe(true);
    expect(errorsOf(ZipCodeSchema, '7870')).toEqual({ '*': ['Please enter a valid zip code'] });
  });
});

describe('phone schemas', () => {
  it('phone search', () => {
    expect(parseInput(PhoneSearchSchema, { phone: '(512) 555-0142' })._unsafeUnwrap()).toEqual({ phone: '5125550142' });
    expect(parseInput(PhoneSearchSchema, { phone: '+1 512.555.0142' })._unsafeUnwrap()).toEqual({
      phone: '5125550142',
    });
    for (const bad of ['(012) 555-0142', '555-0142', '', 'abc5125550142', '25125550142'])
      expect(errorsOf(PhoneSearchSchema, { phone: bad })).toEqual({
        '*': [PHONE_SEARCH_MESSAGE],
        phone: [PHONE_SEARCH_MESSAGE],
      });
  });
  it('three-part phone', () => {
    expect(
      parseInput(PhonePartsSchema, { areaCode: '512', prefix: '555', lineNumber: '0142' })._unsafeUnwrap(),
    ).toEqual({
      phone: '5125550142',
    });
    expect(errorsOf(PhonePartsSchema, { areaCode: '012', prefix: '555', lineNumber: '0142' })).toEqual({
      '*': [PHONE_SEARCH_MESSAGE],
    });
  });
  it('checkout rule: 10 digits or 11 starting with 1', () => {
    expect(parseInput(CheckoutPhoneSchema, '15125550142')._unsafeUnwrap()).toBe('5125550142');
    expect(parseInput(CheckoutPhoneSchema, '512-555-0142')._unsafeUnwrap()).toBe('5125550142');
    expect(errorsOf(CheckoutPhoneSchema, '25125550142')).toEqual({ '*': [CHECKOUT_PHONE_MESSAGE] });
    expect(CHECKOUT_PHONE_MESSAGE).toBe('Please enter a 10-digit phone number');
  });
});

describe('EmailSearchSchema', () => {
  it('accepts and lowercases', () => {
    expect(parseInput(EmailSearchSchema, { email: 'A@B.com' })._unsafeUnwrap()).toEqual({ email: 'a@b.com' });
  });
  it('rejects spaces, missing parts and over 255 characters', () => {
    const long = `${'a'.repeat(250)}@b.com`;
    for (const bad of ['a b@c.com', ' a@b.com', 'a@b', '@b.com', '', long])
      expect(errorsOf(EmailSearchSchema, { email: bad })).toEqual({
        '*': [EMAIL_SEARCH_MESSAGE],
        email: [EMAIL_SEARCH_MESSAGE],
      });
    expect(parseInput(EmailSearchSchema, { email: `${'a'.repeat(249)}@b.com` }).isOk()).toBe(true);
  });
});
