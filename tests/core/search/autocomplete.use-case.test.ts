import { describe, expect, it } from 'vitest';
import type { RecordRow } from '../../../adapters/memory/in-memory-records.js';
import { InMemorySearchAutocomplete } from '../../../adapters/memory/in-memory-search-autocomplete.js';
import { makeAddressSuggestions } from '../../../core/search/address-suggestions.use-case.js';
import { AUTOCOMPLETE_MAX_INPUT } from '../../../core/search/autocomplete.schema.js';
import { makeCitySuggestions } from '../../../core/search/city-suggestions.use-case.js';
import { makeLastNameSuggestions } from '../../../core/search/last-name-suggestions.use-case.js';
import { searchRecordTables } from '../../support/search-records.js';

const fixture = { autocomplete: new InMemorySearchAutocomplete(searchRecordTables()) };
const addressSuggestions = makeAddressSuggestions(fixture);
const suggest = async (raw: Record<string, unknown>) => (await addressSuggestions(raw))._unsafeUnwrap().suggestions;

describe('address suggestions (002 sections 4, 7 and 9; 001 section 9)', () => {
  it('suggests cities and streets, zips, and buildings with their unit count; units=true lists the units', async () => {
    const city = await suggest({ input: 'aus' });
    expect(city[0]).toMatchObject({ type: 'city', city: 'Austin', state: 'TX', stateName: 'Texas' });
    const zip = await suggest({ input: '787' });
    expect(zip.filter((s) => s.type === 'zip').map((s) => s.zipCode)).toEqual(['78701', '78702', '78703']);
    expect(await suggest({ input: '500 harbor' })).toEqual([
      expect.objectContaining({ type: 'address', addressLine1: '500 Harbor View Dr', totalUnits: 3, unit: '' }),
    ]);
    const units = await suggest({ input: '500 Harbor View Dr, Austin, TX 78702', units: 'true' });
    expect(units.map((s) => s.unit)).toEqual(['101', '102', '201']);
    expect(units[0]).toMatchObject({
      addressLine2: 'Unit 101',
      fullAddress: '500 Harbor View Dr, Unit 101, Austin, TX 78702',
    });
    expect((await suggest({ input: 'harbor v' }))[0]).toMatchObject({
      type: 'street',
      addressLine1: 'Harbor View Dr',
      city: 'Austin',
    });
  });

  it('nothing under 3 characters; the text is read without punctuation or case', async () => {
    expect(await suggest({ input: 'au' })).toEqual([]);
    expect(await suggest({ input: ' 5 ' })).toEqual([]);
    expect(await suggest({})).toEqual([]);
    expect(await suggest({ input: null })).toEqual([]);
    expect(await suggest({ input: '500 HARBOR-View' })).toEqual([
      expect.objectContaining({ addressLine1: '500 Harbor View Dr', totalUnits: 3 }),
    ]);
    expect((await suggest({ input: '500 Harbor View Dr.', units: true })).map((s) => s.unit)).toEqual([
      '101',
      '102',
      '201',
    ]);
  });

  it(`input over ${AUTOCOMPLETE_MAX_INPUT} characters, or not text: "Please enter a valid address"`, async () => {
    for (const input of ['1'.repeat(AUTOCOMPLETE_MAX_INPUT + 1), 12345, { a: 1 }]) {
      const r = await addressSuggestions({ input });
      expect(r.isErr() && r.error.errors['*']).toEqual(['Please enter a valid address']);
    }
    expect((await addressSuggestions({ input: `500 harbor${' '.repeat(AUTOCOMPLETE_MAX_INPUT - 10)}` })).isOk()).toBe(
      true,
    );
  });

  it('a 3-5 digit number: zip suggestions, then at most 5 addresses when there are zips, else 100', async () => {
    const house = (id: number, number: string): RecordRow => ({
      id,
      house_number: number,
      street_name: 'Pine',
      street_suffix: 'St',
      city: 'Boise',
      state: 'ID',
      zip: '83702',
      address_key: `${number} pine st`,
      source_id: 1,
      recorded_at: '2026-01-01',
    });
    const numbers = ['837', ...Array.from({ length: 10 }, (_, i) => `837${i}`)];
    const tables = {
      sources: [{ id: 1, name: 'Fixture', kind: 'county_assessor', jurisdiction: 'US' }],
      addresses: [
        ...numbers.map((n, i) => house(i + 1, n)),
        ...numbers.map((n, i) => house(i + 100, n.replace('837', '555'))),
      ],
    };
    const boise = makeAddressSuggestions({ autocomplete: new InMemorySearchAutocomplete(tables) });
    const withZip = (await boise({ input: '837' }))._unsafeUnwrap().suggestions;
    expect(withZip.map((s) => s.type)).toEqual(['zip', 'address', 'address', 'address', 'address', 'address']);
    expect(withZip[0]).toMatchObject({ zipCode: '83702', city: 'Boise', addressLabel: '83702 Boise, ID' });
    const noZip = (await boise({ input: '555' }))._unsafeUnwrap().suggestions;
    expect(noZip).toHaveLength(11);
    expect(noZip.every((s) => s.type === 'address')).toBe(true);
    expect(noZip[0]?.addressLine1).toBe('555 Pine St');
  });
});

describe('name form suggestions (002 sections 3 and 9)', () => {
  it('cities with their state; the most common last names', async () => {
    const cities = makeCitySuggestions(fixture);
    const lastNames = makeLastNameSuggestions(fixture);
    expect((await cities({ input: 'Aus' }))._unsafeUnwrap().cities).toEqual([{ city: 'Austin', stateAbbr: 'TX' }]);
    expect((await lastNames({ input: 'smi' }))._unsafeUnwrap().lastNames).toEqual(['Smith']);
    expect((await lastNames({ input: 'S-m-y' }))._unsafeUnwrap().lastNames).toEqual(['Smyth']);
    expect((await cities({ input: 'au' }))._unsafeUnwrap().cities).toEqual([]);
    expect((await lastNames({ input: '123' }))._unsafeUnwrap().lastNames).toEqual([]);
    for (const r of [await cities({ input: 'x'.repeat(101) }), await lastNames({ input: 42 })]) {
      expect(r.isErr() && r.error.errors['*']).toEqual(['Sorry, this search is invalid']);
    }
  });
});
