import { describe, expect, it } from 'vitest';
import {
  addressSuggestion,
  cityCodeOf,
  streetCodeOf,
  typedAddressReadings,
} from '../../../core/search/address-suggestion.rules.js';

describe('typed address readings (002 section 2.1 autocomplete)', () => {
  it('reads city, state and ZIP off the end, longest line 1 first', () => {
    const readings = typedAddressReadings('500 harbor view drive austin tx 78702');
    expect(readings[0]).toEqual({
      line1: '500 harbor view dr austin tx 78702',
      city: '',
      state: '',
      zip: '',
      last: false,
    });
    expect(readings).toContainEqual({
      line1: '500 harbor view dr',
      city: 'austin',
      state: 'TX',
      zip: '78702',
      last: false,
    });
    expect(readings.at(-1)?.last).toBe(true);
    expect(readings.map((r) => r.line1.split(' ').length)).toEqual([7, 6, 5, 4, 3, 2]);
  });

  it('skips a cut that leaves nothing to read, and takes only real state codes', () => {
    // "zz" is no state: the cut after "dr" reads it as a city prefix.
    expect(typedAddressReadings('12 oak st zz')).toContainEqual({
      line1: '12 oak st',
      city: 'zz',
      state: '',
      zip: '',
      last: false,
    });
    expect(typedAddressReadings('12 oak st tx')).toContainEqual({
      line1: '12 oak st',
      city: '',
      state: 'TX',
      zip: '',
      last: false,
    });
    expect(typedAddressReadings('12')).toEqual([{ line1: '12', city: '', state: '', zip: '', last: true }]);
  });
});

describe('suggestion labels', () => {
  it('builds codes and the full address from the parts', () => {
    expect(cityCodeOf('TX', 'San Antonio')).toBe('tx-san-antonio');
    expect(streetCodeOf('TX', 'Austin', 'Harbor View Drive')).toBe('tx-austin-harbor-view-drive');
    expect(
      addressSuggestion({
        type: 'address',
        addressLine1: '500 Harbor View Dr',
        city: 'Austin',
        state: 'TX',
        zipCode: '78702',
      }),
    ).toMatchObject({
      fullAddress: '500 Harbor View Dr, Austin, TX 78702',
      cityCode: 'tx-austin',
      stateName: 'Texas',
      unit: '',
      totalUnits: 0,
    });
    expect(addressSuggestion({ type: 'zip', city: '', state: 'TX', zipCode: '78702' })).toMatchObject({
      fullAddress: 'TX 78702',
      cityCode: '',
    });
  });
});
