import { describe, expect, it } from 'vitest';
import {
  abbreviateStreet,
  addressKeyText,
  recordsAddressKey,
  recordsAddressLine1,
  recordsNameKey,
  recordsNormalizeEmail,
  recordsNormalizePhone,
  typedAddressKey,
} from '../../../core/records/normalize.rules.js';
import { RECORD_TABLES, RecordsManifestSchema, recordTableSpec } from '../../../core/records/record-files.schema.js';

describe('records normalisation', () => {
  it('builds the name key "{last} {first}" from letters only', () => {
    expect(recordsNameKey('Mary-Ann', "O'Brien")).toBe('obrien maryann');
    expect(recordsNameKey(' José ', 'Smith Jr.')).toBe('smithjr jos');
  });

  it('normalises phone numbers to ten NANP digits', () => {
    expect(recordsNormalizePhone('(602) 555-0134')).toBe('6025550134');
    expect(recordsNormalizePhone('+1 602 555 0134')).toBe('6025550134');
    expect(recordsNormalizePhone('102-555-0134')).toBeNull();
    expect(recordsNormalizePhone('602-155-0134')).toBeNull();
    expect(recordsNormalizePhone('555-0134')).toBeNull();
  });

  it('lower-cases e-mails', () => {
    expect(recordsNormalizeEmail('  John.Smith@Gmail.COM ')).toBe('john.smith@gmail.com');
  });

  it('keys an address line for exact and prefix search', () => {
    const a = { houseNumber: '1204', preDir: 'N', streetName: 'Oak', streetSuffix: 'St.', unitType: 'Apt', unit: '3' };
    expect(recordsAddressKey(a)).toBe('1204 n oak st apt 3');
    expect(recordsAddressLine1(a)).toBe('1204 N Oak St. Apt 3');
    expect(recordsAddressKey({ streetName: '  Main ', postDir: null })).toBe('main');
  });
});

describe('record file specs', () => {
  it('gives every fact table a source and a recorded-at date, and ids first', () => {
    for (const t of RECORD_TABLES) {
      expect(t.columns[0]?.name).toBe('id');
      if (t.table === 'sources') continue;
      const names = t.columns.map((c) => c.name);
      expect(names.slice(-2)).toEqual(['source_id', 'recorded_at']);
      expect(t.columns.slice(-2).every((c) => !c.nullable)).toBe(true);
      if (t.owner === 'person' && t.table !== 'people') expect(names).toContain('person_id');
      if (t.owner === 'property' && t.table !== 'properties') expect(names).toContain('property_id');
    }
  });

  it('finds a table spec by name and refuses an unknown one', () => {
    expect(recordTableSpec('people').owner).toBe('person');
    expect(() => recordTableSpec('nope')).toThrow('unknown record table nope');
  });

  it('parses a manifest and rejects another format version', () => {
    const m = { formatVersion: 1, generator: 'g', seed: 1, asOf: '2026-10-01', options: {}, tables: [] };
    expect(RecordsManifestSchema.parse(m).extraFiles).toEqual([]);
    expect(RecordsManifestSchema.safeParse({ ...m, formatVersion: 2 }).success).toBe(false);
  });
});

describe('the typed address key (beside recordsAddressKey)', () => {
  it('reads typed text as the records key it should match', () => {
    expect(addressKeyText('  1204 N. Oak   St. ')).toBe('1204 n oak st');
    expect(abbreviateStreet('1204 north oak street apartment 3')).toBe('1204 n oak st apt 3');
    expect(abbreviateStreet('12 constructor way')).toBe('12 constructor way');
    expect(typedAddressKey('1204', 'North Oak Street')).toBe('1204 n oak st');
  });
  it('a typed address written as the records write it gives the records key', () => {
    const line = { houseNumber: '1204', preDir: 'N', streetName: 'Oak', streetSuffix: 'St' };
    expect(typedAddressKey('1204', 'N Oak St')).toBe(recordsAddressKey(line));
    expect(typedAddressKey('1204', 'north oak street')).toBe(recordsAddressKey(line));
  });
});
