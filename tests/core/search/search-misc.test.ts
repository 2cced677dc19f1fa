import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUTOCOMPLETE_CACHE_SECONDS,
  AUTOCOMPLETE_DEBOUNCE_MS,
  autocompleteFieldLimit,
  autocompleteNotFoundNotice,
  limitAddressSuggestions,
  type SuggestionType,
  shouldQueryAutocomplete,
} from '../../../core/search/autocomplete.rules.js';
import {
  formatPhoneAsTyped,
  formatPhoneNumber,
  limitPhonePart,
  PHONE_INPUT_MAX_LENGTH,
} from '../../../core/search/phone-input.rules.js';
import { SEARCH_PLACEHOLDER_DEFAULT, searchPlaceholder } from '../../../core/search/placeholder.rules.js';
import {
  PHONE_CLASSIFICATION,
  phoneClassificationLabel,
  SEARCH_TYPE,
  SEARCH_TYPE_BIT,
  searchMaskIncludes,
  searchTypeName,
} from '../../../core/search/search-enums.rules.js';
import {
  isUsStateCode,
  US_STATE_NAMES,
  usStateCodeForName,
  usStateName,
} from '../../../core/search/us-states.rules.js';

describe('enumerations (002 section 9)', () => {
  it('search types and bits', () => {
    expect(SEARCH_TYPE).toEqual({ person: 130, background: 133, address: 131, phone: 132, pdf: 137, email: 154 });
    expect(searchTypeName(154)).toBe('email');
    expect(searchTypeName(1)).toBeUndefined();
    expect(SEARCH_TYPE_BIT).toMatchObject({ all: 0, email: 1, criminal: 4, people: 16, address: 128 });
    expect(searchMaskIncludes(0, 'phone')).toBe(true);
    expect(searchMaskIncludes(8 | 16, 'phone')).toBe(true);
    expect(searchMaskIncludes(16, 'phone')).toBe(false);
    expect(searchMaskIncludes(16, 'all')).toBe(true);
  });
  it('phone classification labels are total', () => {
    expect(PHONE_CLASSIFICATION.noData).toBe(8);
    expect(phoneClassificationLabel(3)).toBe('Possible Scam or Fraud');
    expect(phoneClassificationLabel(6)).toBe('Single Person');
    fc.assert(
      fc.property(fc.integer(), (n) => {
        expect(typeof phoneClassificationLabel(n)).toBe('string');
      }),
    );
    expect(phoneClassificationLabel(99)).toBe('Unknown');
  });
  it('US states include DC, GU, PR and VI', () => {
    expect(Object.keys(US_STATE_NAMES)).toHaveLength(54);
    expect(usStateName('gu')).toBe('Guam');
    expect(usStateName('PR')).toBe('Puerto Rico');
    expect(usStateName('VI')).toBe('Virgin Islands');
    expect(usStateName('DC')).toBe('District of Columbia');
    expect(usStateName('XX')).toBeUndefined();
    expect(isUsStateCode(' tx ')).toBe(true);
    expect(isUsStateCode('toString')).toBe(false);
    expect(usStateCodeForName('new york')).toBe('NY');
  });
});

describe('phone input (002 section 5)', () => {
  it('auto-formats as typed and stops at 14 characters', () => {
    expect(formatPhoneAsTyped('')).toBe('');
    expect(formatPhoneAsTyped('51')).toBe('(51');
    expect(formatPhoneAsTyped('51255')).toBe('(512) 55');
    expect(formatPhoneAsTyped('15125550142999')).toBe('(512) 555-0142');
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(formatPhoneAsTyped(s).length).toBeLessThanOrEqual(PHONE_INPUT_MAX_LENGTH);
      }),
    );
  });
  it('7 digits get an XXX area code; a leading 1 is dropped', () => {
    expect(formatPhoneNumber('555-0142')).toBe('(XXX) 555-0142');
    expect(formatPhoneNumber('1 512 555 0142')).toBe('(512) 555-0142');
    expect(formatPhoneNumber('12345')).toBeNull();
  });
  it('limits the three inputs', () => {
    expect(limitPhonePart('areaCode', '51234')).toBe('512');
    expect(limitPhonePart('prefix', '5a5b5c5')).toBe('555');
    expect(limitPhonePart('lineNumber', '0142999')).toBe('0142');
  });
});

describe('nav placeholder', () => {
  it('builds from criteria', () => {
    expect(searchPlaceholder(null)).toBe(SEARCH_PLACEHOLDER_DEFAULT);
    expect(searchPlaceholder({})).toBe(SEARCH_PLACEHOLDER_DEFAULT);
    expect(searchPlaceholder({ firstName: 'john', lastName: "o'brien", city: 'austin', state: 'tx', age: 42 })).toBe(
      "John O'Brien, Austin, TX, Age 42",
    );
    expect(searchPlaceholder({ fullName: 'Mary Smith', ageRange: { minAge: 30, maxAge: 40 } })).toBe(
      'Mary Smith, Age 30-40',
    );
    expect(searchPlaceholder({ fullName: 'Mary Smith', ageRange: { minAge: 18, maxAge: 100 } })).toBe('Mary Smith');
    expect(searchPlaceholder({ phone: '5125550142' })).toBe('(512) 555-0142');
    expect(searchPlaceholder({ phone: '911' })).toBe('911');
    expect(searchPlaceholder({ email: 'A@B.com' })).toBe('a@b.com');
    expect(searchPlaceholder({ addressLine1: '123 Main St', city: 'austin', state: 'tx', zip: '78701' })).toBe(
      '123 Main St, Austin, TX 78701',
    );
    expect(searchPlaceholder({ city: 'Austin', state: 'TX' })).toBe('Austin, TX');
  });
});

describe('autocomplete (002 section 9)', () => {
  it('constants and minimum length', () => {
    expect([AUTOCOMPLETE_DEBOUNCE_MS, AUTOCOMPLETE_CACHE_SECONDS]).toEqual([20, 900]);
    expect(shouldQueryAutocomplete('ab')).toBe(false);
    expect(shouldQueryAutocomplete(' abc ')).toBe(true);
    expect([autocompleteFieldLimit('name'), autocompleteFieldLimit('city'), autocompleteFieldLimit('other')]).toEqual([
      25, 25, 100,
    ]);
  });
  it('limits suggestions by type', () => {
    const many = (type: SuggestionType, n: number) => Array.from({ length: n }, (_, i) => ({ type, i }));
    const withZip = limitAddressSuggestions([
      ...many('zip', 7),
      ...many('address', 20),
      ...many('city', 6),
      ...many('street', 9),
    ]);
    expect(withZip.filter((s) => s.type === 'zip')).toHaveLength(5);
    expect(withZip.filter((s) => s.type === 'address')).toHaveLength(5);
    expect(withZip.filter((s) => s.type === 'city')).toHaveLength(5);
    expect(withZip.filter((s) => s.type === 'street')).toHaveLength(5);
    expect(limitAddressSuggestions(many('address', 150))).toHaveLength(100);
  });
  it('not-found notice', () => {
    expect(autocompleteNotFoundNotice({ input: 'Mian St', failed: true, cancelled: false })).toEqual({
      message: 'Sorry, we can\'t find "Mian St"',
      hint: 'Please double-check the spelling in the address, and try again.',
    });
    expect(
      autocompleteNotFoundNotice({ input: 'Mian St', failed: true, cancelled: false, small: true })?.hint,
    ).toBeNull();
    expect(autocompleteNotFoundNotice({ input: 'Mian', failed: true, cancelled: true })).toBeNull();
    expect(autocompleteNotFoundNotice({ input: 'Mia', failed: true, cancelled: false })).toBeNull();
    expect(autocompleteNotFoundNotice({ input: 'Mian', failed: false, cancelled: false })).toBeNull();
    expect(autocompleteNotFoundNotice({ input: 'Mian', failed: true, cancelled: false })).not.toBeNull();
  });
});
