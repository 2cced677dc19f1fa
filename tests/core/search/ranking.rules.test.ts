import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { areGivenNameVariants, givenNameVariants, NICKNAME_ENTRIES } from '../../../core/records/nicknames.js';
import { searchNameKey } from '../../../core/records/normalize.rules.js';
import type { PersonCandidate } from '../../../core/search/person-search.port.js';
import {
  ageOn,
  livedInState,
  matchFirstName,
  matchMiddleName,
  oneEditVariants,
  rankPersonCandidates,
  SWAPPED_NAMES_REASON,
  scorePlaces,
  searchedNameGender,
  stayYears,
  withSwappedNames,
} from '../../../core/search/ranking.rules.js';
import { normalizePersonCriteria } from '../../../core/search/search-criteria.rules.js';
import { editDistance } from '../../../core/shared/edit-distance.rules.js';

describe('nicknames (docs/decisions/0040: our own table and the public curated list, both ways)', () => {
  it('holds at least 300 formal names, with the classic pairs', () => {
    expect(NICKNAME_ENTRIES.length).toBeGreaterThanOrEqual(300);
    for (const [formal, nick] of [
      ['robert', 'bob'],
      ['margaret', 'peggy'],
      ['william', 'bill'],
      ['elizabeth', 'liz'],
      ['elizabeth', 'betty'],
      ['margaret', 'maggie'],
    ])
      expect(areGivenNameVariants(formal as string, nick as string)).toBe(true);
  });
  it('relates a nickname to its formal names and their other nicknames', () => {
    expect(givenNameVariants('Bob')).toEqual(
      expect.arrayContaining([
        { name: 'robert', relation: 'formal', via: 'robert' },
        { name: 'rob', relation: 'sibling', via: 'robert' },
      ]),
    );
    expect(givenNameVariants('Robert')).toEqual(
      expect.arrayContaining([{ name: 'bob', relation: 'nickname', via: 'robert' }]),
    );
    expect(givenNameVariants('Zzyzx')).toEqual([]);
  });
  it('adds the public curated list: pairs our own table lacks, both ways, without siblings through it', () => {
    // Jedediah is not in our own table; Ez (Ezekiel) and Zeke for Zachariah come from the public list.
    expect(areGivenNameVariants('Jed', 'Jedediah')).toBe(true);
    expect(givenNameVariants('Jedediah')).toEqual(
      expect.arrayContaining([{ name: 'jed', relation: 'nickname', via: 'jedediah' }]),
    );
    expect(givenNameVariants('Ez')).toEqual(
      expect.arrayContaining([{ name: 'ezekiel', relation: 'formal', via: 'ezekiel' }]),
    );
    expect(areGivenNameVariants('Zeke', 'Zachariah')).toBe(true);
    // Al is a nickname of 14 formal names in the public list: their other nicknames are not Al's siblings.
    const al = givenNameVariants('Al');
    expect(al.filter((v) => v.relation === 'formal').map((v) => v.name)).toEqual(
      expect.arrayContaining(['albert', 'alfred', 'alonzo', 'allen']),
    );
    expect(al.map((v) => v.name)).not.toContain('lonzo');
    expect(
      al.every((v) => v.relation !== 'sibling' || ['albert', 'alfred', 'alan', 'alexander', 'alvin'].includes(v.via)),
    ).toBe(true);
  });
  it('is symmetric for nickname and formal name', () => {
    fc.assert(
      fc.property(fc.constantFrom(...NICKNAME_ENTRIES), (e) => {
        for (const n of e.nicknames) {
          expect(areGivenNameVariants(e.formal, n)).toBe(true);
          expect(areGivenNameVariants(n, e.formal)).toBe(true);
        }
      }),
    );
  });
});

describe('edit distance and one-edit variants', () => {
  it('counts an adjacent swap as one edit', () => {
    expect(editDistance('smith', 'smiht')).toBe(1);
    expect(editDistance('john', 'jhon')).toBe(1);
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
  it('every one-edit variant is one edit away, and the word itself is not among them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), (w) => {
        const vs = oneEditVariants(w);
        expect(vs).not.toContain(w);
        for (const v of vs.slice(0, 60)) expect(editDistance(v, w)).toBe(1);
      }),
      { numRuns: 50 },
    );
    expect(oneEditVariants('smiht')).toContain('smith');
  });
  it('name keys keep letters only', () => expect(searchNameKey("O'Brien-Smith Jr.")).toBe('obriensmithjr'));
});

describe('field matches and reasons', () => {
  const v = givenNameVariants('robert');
  it('first names', () => {
    expect(matchFirstName('Robert', 'Robert', v)).toEqual({ score: 30, reason: null });
    expect(matchFirstName('Robert', 'Bob', v)?.reason).toBe('nickname of Robert');
    expect(matchFirstName('Bob', 'Robert', givenNameVariants('bob'))?.reason).toBe('formal name of Bob');
    expect(matchFirstName('Bob', 'Rob', givenNameVariants('bob'))?.reason).toBe('same name as Bob (Robert)');
    expect(matchFirstName('Jhon', 'John', [])?.reason).toBe('similar to Jhon');
    expect(matchFirstName('John', 'J', [])?.reason).toBe('initial J');
    expect(matchFirstName('John', 'Mary', [])).toBeNull();
    expect(matchFirstName('', 'Mary', [])).toBeNull();
  });
  it('middle names are optional; a different one costs points', () => {
    expect(matchMiddleName('', 'Allen').score).toBe(0);
    expect(matchMiddleName('A', 'Allen').score).toBe(5);
    expect(matchMiddleName('Allen', 'Allen').score).toBe(8);
    expect(matchMiddleName('Bob', 'Allen').score).toBeLessThan(0);
  });
  it('places: current, former with years, state only', () => {
    const places = [
      { city: 'Denver', state: 'CO', from: '2020-01-01', to: null, current: true },
      { city: 'Austin', state: 'TX', from: '2015-06-01', to: '2019-08-01', current: false },
    ];
    expect(scorePlaces({ city: 'Austin', state: 'TX' }, places).reason).toBe('lived in Austin, TX 2015-2019');
    expect(scorePlaces({ city: 'Denver', state: 'CO' }, places).reason).toBe('lives in Denver, CO');
    expect(scorePlaces({ city: '', state: 'TX' }, places).reason).toBe('lived in TX 2015-2019');
    expect(scorePlaces({ city: '', state: 'NY' }, places).inState).toBe(false);
    expect([' tx', 'co', '', 'NY'].map((state) => livedInState({ state }, places))).toEqual([true, true, true, false]);
    expect(stayYears({ from: '2015-01-01', to: null, current: true })).toBe('since 2015');
    expect(stayYears({ from: null, to: '2019-01-01', current: false })).toBe('until 2019');
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn(null, '2026-06-14')).toBeNull();
  });
  it('ranks exact above nickname above typo, and filters by state and age', () => {
    const c = (
      id: number,
      first: string,
      lastMatch: 'exact' | 'typo',
      state = 'TX',
      birth = '1980-01-01',
    ): PersonCandidate => ({
      id,
      firstName: first,
      middleName: null,
      lastName: 'Smith',
      birthDate: birth,
      deceased: false,
      gender: null,
      names: [{ source: 'primary', firstName: first, middleName: null, lastName: 'Smith', lastMatch }],
      places: [{ city: 'Austin', state, from: null, to: null, current: true }],
    });
    const crit = normalizePersonCriteria({ firstName: 'Robert', lastName: 'Smith', state: 'TX' });
    const ranked = rankPersonCandidates(
      crit,
      [
        c(3, 'Robert', 'typo'),
        c(2, 'Bob', 'exact'),
        c(1, 'Robert', 'exact'),
        c(4, 'Robert', 'exact', 'NY'),
        c(5, 'Mary', 'exact'),
      ],
      '2026-11-21',
    );
    expect(ranked.map((r) => r.candidate.id)).toEqual([1, 2, 3]);
    const aged = rankPersonCandidates(
      { ...crit, age: 30 },
      [c(1, 'Robert', 'exact'), c(2, 'Robert', 'exact', 'TX', '1996-03-01')],
      '2026-11-21',
    );
    expect(aged.map((r) => r.candidate.id)).toEqual([2]);
  });
});

describe('names typed the wrong way round', () => {
  const ranked = (id: number, reasons: string[] = []) => ({
    candidate: {
      id,
      firstName: 'A',
      middleName: null,
      lastName: 'B',
      birthDate: null,
      deceased: false,
      gender: null,
      names: [],
      places: [],
    },
    score: 100 - id,
    reasons,
    age: null,
    current: null,
  });
  it('puts the people of the other order after every person of the typed order, once each, with the reason', () => {
    const out = withSwappedNames([ranked(1), ranked(2)], [ranked(2), ranked(3, ['lives in Austin, TX'])]);
    expect(out.map((r) => r.candidate.id)).toEqual([1, 2, 3]);
    expect(out[1]?.reasons).toEqual([]);
    expect(out[2]?.reasons).toEqual([SWAPPED_NAMES_REASON, 'lives in Austin, TX']);
  });
});

describe('no typo match across genders (issue 19: "Mark: similar to Mary")', () => {
  const person = (id: number, first: string, gender: 'M' | 'F' | null): PersonCandidate => ({
    id,
    firstName: first,
    middleName: null,
    lastName: 'Smith',
    birthDate: '1980-01-01',
    deceased: false,
    gender,
    names: [{ source: 'primary', firstName: first, middleName: null, lastName: 'Smith', lastMatch: 'exact' }],
    places: [{ city: 'Austin', state: 'TX', from: null, to: null, current: true }],
  });
  const crit = normalizePersonCriteria({ firstName: 'Mark', lastName: 'Smith' });
  const rank = (cands: PersonCandidate[]) =>
    rankPersonCandidates(crit, cands, '2026-11-27').map((r) => [r.candidate.id, r.reasons.join('; ')]);

  it('drops a one-typo given name of the other gender than the people named exactly so', () => {
    expect(rank([person(1, 'Mark', 'M'), person(2, 'Mary', 'F'), person(3, 'Mack', 'M')])).toEqual([
      [1, ''],
      [3, 'Mack: similar to Mark'],
    ]);
  });

  it('keeps it when the record holds no gender, when nobody carries the name exactly, or for a name both carry', () => {
    expect(rank([person(1, 'Mark', 'M'), person(2, 'Mary', null)]).map(([id]) => id)).toEqual([1, 2]);
    expect(rank([person(2, 'Mary', 'F')])).toEqual([[2, 'Mary: similar to Mark']]);
    expect(rank([person(1, 'Mark', 'M'), person(4, 'Mark', 'F'), person(2, 'Mary', 'F')]).map(([id]) => id)).toEqual([
      1, 4, 2,
    ]);
  });

  it("reads the searched name's gender from at least 90 % of its exact holders; none for an initial", () => {
    const marks = (m: number, f: number) => [
      ...Array.from({ length: m }, (_, i) => person(100 + i, 'Mark', 'M')),
      ...Array.from({ length: f }, (_, i) => person(200 + i, 'Mark', 'F')),
    ];
    expect(searchedNameGender('Mark', marks(9, 1))).toBe('M');
    expect(searchedNameGender('mark', marks(8, 2))).toBeNull();
    expect(searchedNameGender('Mark', marks(0, 3))).toBe('F');
    expect(searchedNameGender('Mark', [])).toBeNull();
    expect(searchedNameGender('M', marks(5, 0))).toBeNull();
  });
});
