import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  blockingKeys,
  compareAddress,
  compareDateOfBirth,
  compareGivenName,
  compareSurname,
  jaroWinkler,
  LINK_THRESHOLD,
  type LinkageRecord,
  levelWeight,
  linkageQuality,
  linkRecordSets,
  REVIEW_THRESHOLD,
  scoreRecordPair,
} from '../../../core/records/record-linkage.rules.js';

const home = { streetNumber: '1040', street: 'S 4th Ter', city: 'Arizona City', postcode: '85223', state: 'AZ' };
const away = { streetNumber: '77', street: 'Birch Ln', city: 'Dover', postcode: '55929', state: 'MN' };
const rec = (over: Partial<LinkageRecord> = {}): LinkageRecord => ({
  recId: 'r',
  givenName: 'Robert',
  middleName: 'James',
  surname: 'Adham',
  dateOfBirth: '1964-04-06',
  addresses: [home],
  phones: ['6025550123'],
  emails: ['robert.adham@example.com'],
  ...over,
});

describe('Jaro-Winkler', () => {
  it('gives the textbook values', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('dwayne', 'duane')).toBeCloseTo(0.84, 2);
    expect(jaroWinkler('dixon', 'dicksonx')).toBeCloseTo(0.813, 3);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(jaroWinkler('', '')).toBe(0);
    expect(jaroWinkler('same', 'same')).toBe(1);
  });
  it('is symmetric and within [0, 1]', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const x = jaroWinkler(a, b);
        expect(x).toBeCloseTo(jaroWinkler(b, a), 10);
        expect(x).toBeGreaterThanOrEqual(0);
        expect(x).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('field comparisons', () => {
  it('given names: exact, nickname, middle name used, typo, initial, different, missing', () => {
    expect(compareGivenName(rec(), rec({ givenName: 'ROBERT' }))).toBe('exact');
    expect(compareGivenName(rec(), rec({ givenName: 'Bob' }))).toBe('variant');
    expect(compareGivenName(rec(), rec({ givenName: 'James', middleName: null }))).toBe('variant');
    expect(compareGivenName(rec(), rec({ givenName: 'Robret' }))).toBe('similar');
    expect(compareGivenName(rec(), rec({ givenName: 'R' }))).toBe('initial');
    expect(compareGivenName(rec(), rec({ givenName: 'T' }))).toBe('disagree');
    expect(compareGivenName(rec(), rec({ givenName: 'Susan', middleName: null }))).toBe('disagree');
    expect(compareGivenName(rec(), rec({ givenName: null }))).toBe('missing');
  });
  it('surnames: a one-letter typo is similar, another name disagrees', () => {
    expect(compareSurname(rec(), rec({ surname: 'adham' }))).toBe('exact');
    expect(compareSurname(rec({ surname: 'Hernandez' }), rec({ surname: 'Hernandes' }))).toBe('similar');
    expect(compareSurname(rec(), rec({ surname: 'Bonner' }))).toBe('disagree');
    expect(compareSurname(rec(), rec({ surname: '' }))).toBe('missing');
  });
  it('birth dates: exact in either layout, a swapped day and month or one part off is partial', () => {
    expect(compareDateOfBirth(rec(), rec({ dateOfBirth: '19640406' }))).toBe('exact');
    expect(compareDateOfBirth(rec(), rec({ dateOfBirth: '1964-06-04' }))).toBe('partial');
    expect(compareDateOfBirth(rec(), rec({ dateOfBirth: '1964-04-07' }))).toBe('partial');
    expect(compareDateOfBirth(rec(), rec({ dateOfBirth: '1965-04-06' }))).toBe('partial');
    expect(compareDateOfBirth(rec(), rec({ dateOfBirth: '1994-04-06' }))).toBe('partial');
    expect(compareDateOfBirth(rec(), rec({ dateOfBirth: '1971-04-06' }))).toBe('disagree');
    expect(compareDateOfBirth(rec(), rec({ dateOfBirth: '1990-11-20' }))).toBe('disagree');
    expect(compareDateOfBirth(rec(), rec({ dateOfBirth: 'unknown' }))).toBe('missing');
  });
  it('addresses: any shared street address in the histories, else the same ZIP or city', () => {
    expect(compareAddress(rec({ addresses: [away, home] }), rec())).toBe('exact');
    expect(compareAddress(rec(), rec({ addresses: [{ ...home, street: 'S 4th Terrace' }] }))).toBe('exact');
    expect(compareAddress(rec(), rec({ addresses: [{ ...home, streetNumber: '1042' }] }))).toBe('partial');
    expect(compareAddress(rec(), rec({ addresses: [away] }))).toBe('disagree');
    expect(compareAddress(rec(), rec({ addresses: [] }))).toBe('missing');
  });
});

describe('scoreRecordPair', () => {
  it('links a second-source copy under a nickname, with a surname typo, after a move and with a new phone', () => {
    const s = scoreRecordPair(
      rec(),
      rec({ givenName: 'Bob', surname: 'Adhan', addresses: [away], phones: ['4805550199'], emails: [] }),
    );
    expect(s.levels).toMatchObject({
      givenName: 'variant',
      surname: 'similar',
      dateOfBirth: 'exact',
      address: 'disagree',
    });
    expect(s.decision).toBe('link');
    expect(s.score).toBeGreaterThanOrEqual(LINK_THRESHOLD);
  });
  it('keeps a household apart: a spouse and a twin at the same address with the same phone', () => {
    const spouse = scoreRecordPair(rec(), rec({ givenName: 'Susan', middleName: 'Ann', dateOfBirth: '1966-09-12' }));
    expect(spouse.decision).toBe('distinct');
    expect(spouse.vetoes).toEqual(['dateOfBirth', 'givenName']);
    const twin = scoreRecordPair(rec(), rec({ givenName: 'Richard', middleName: null, emails: [] }));
    expect(twin.vetoes).toEqual(['givenName']);
    expect(twin.decision).toBe('distinct');
  });
  it('keeps a father and his son of the same name apart (birth dates, Jr and Sr)', () => {
    const son = rec({ dateOfBirth: '1990-02-01', nameSuffix: 'Jr', emails: [] });
    expect(scoreRecordPair(rec(), son).decision).toBe('distinct');
    expect(scoreRecordPair(rec({ nameSuffix: 'Sr', dateOfBirth: null }), { ...son, dateOfBirth: null }).vetoes).toEqual(
      ['nameSuffix'],
    );
  });
  it('does not link two namesakes in different places without a birth date to tell', () => {
    const other = rec({ dateOfBirth: null, addresses: [away], phones: [], emails: [] });
    const s = scoreRecordPair(rec(), other);
    expect(s.decision).not.toBe('link');
    expect(s.score).toBeGreaterThanOrEqual(REVIEW_THRESHOLD);
  });
  it('is symmetric, and a record with a name and a birth date links to itself', () => {
    const name = fc.constantFrom('Robert', 'Bob', 'Susan', 'R', 'Maria', null);
    const arb = fc.record({
      givenName: name,
      surname: fc.constantFrom('Adham', 'Adhan', 'Nguyen', null),
      dateOfBirth: fc.constantFrom('1964-04-06', '1964-06-04', '1990-01-01', null),
      addresses: fc.constantFrom([home], [away], [home, away], []),
    });
    fc.assert(
      fc.property(arb, arb, (x, y) => {
        const a = rec(x);
        const b = rec(y);
        expect(scoreRecordPair(a, b).score).toBeCloseTo(scoreRecordPair(b, a).score, 10);
        if (a.givenName && a.surname && a.dateOfBirth) expect(scoreRecordPair(a, a).decision).toBe('link');
      }),
    );
  });
  it('weighs a missing field 0 and every agreement above every disagreement', () => {
    for (const f of ['givenName', 'surname', 'dateOfBirth', 'address', 'phone', 'email'] as const) {
      expect(levelWeight(f, 'missing')).toBe(0);
      expect(levelWeight(f, 'exact')).toBeGreaterThan(0);
      expect(levelWeight(f, 'disagree')).toBeLessThan(0);
    }
    expect(levelWeight('surname', 'partial')).toBe(0);
  });
});

describe('linkRecordSets', () => {
  it('links one-to-one, the best score first, and only pairs that share a blocking key', () => {
    const a = [rec({ recId: 'a1' }), rec({ recId: 'a2', givenName: 'Susan', dateOfBirth: '1966-09-12' })];
    const b = [
      rec({ recId: 'b1', givenName: 'Bob', phones: [], emails: [] }),
      rec({ recId: 'b2' }),
      rec({ recId: 'b3', givenName: 'Susan', dateOfBirth: '1966-09-12', addresses: [away], phones: [], emails: [] }),
    ];
    const links = linkRecordSets(a, b);
    expect(links.map((l) => `${l.a}|${l.b}`)).toEqual(['a1|b2', 'a2|b3']);
    expect(links[0]!.score).toBeGreaterThan(links[1]!.score);
    expect(
      blockingKeys(rec({ givenName: null, surname: null, dateOfBirth: null, addresses: [], phones: [], emails: [] })),
    ).toEqual([]);
  });
  it('measures precision and recall', () => {
    const q = linkageQuality(
      [
        { a: 'a1', b: 'b1', score: 30 },
        { a: 'a2', b: 'b9', score: 20 },
      ],
      new Set(['a1|b1', 'a3|b3']),
    );
    expect(q).toEqual({ truePositives: 1, falsePositives: 1, falseNegatives: 1, precision: 0.5, recall: 0.5 });
    expect(linkageQuality([], new Set())).toMatchObject({ precision: 1, recall: 1 });
  });
});
