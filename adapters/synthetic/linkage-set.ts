/**
 * A labelled record-linkage set made from a generated record set (docs/record-linkage.md): file A holds
 * 60 % of the people as one record each (name, birth date, address history, phones, e-mails); file B
 * holds a second-source copy of half of A's people, spoiled the way real sources spoil them (nicknames,
 * one-letter typos in the surname, a move, a new phone, a missing or mis-keyed birth date, an initial
 * for the given name, a married name), plus every person who is not in A (their relatives, neighbours and
 * namesakes: the hard non-matches). The true pairs are the copies. Deterministic for (set, seed).
 */
import { join } from 'node:path';
import { recordTableSpec } from '../../core/records/record-files.schema.js';
import type { LinkageAddress, LinkageRecord } from '../../core/records/record-linkage.rules.js';
import { NICKNAMES } from './names.js';
import { Prng } from './prng.js';
import { forEachTsvRow, type ReadCell } from './record-set-reader.js';

export interface LabelledLinkageSet {
  readonly a: LinkageRecord[];
  readonly b: LinkageRecord[];
  /** The true pairs, `aRecId|bRecId`. */
  readonly truth: Set<string>;
  /** How many copies got each spoiling. */
  readonly spoiled: Record<string, number>;
}

const rows = (dir: string, table: string, fn: (get: (col: string) => ReadCell) => void) => {
  const spec = recordTableSpec(table);
  const at = new Map(spec.columns.map((c, i) => [c.name, i]));
  forEachTsvRow(join(dir, `${table}.tsv`), (cells) => fn((col) => cells[at.get(col) ?? -1] ?? null));
};

/** People of the set as linkage records (current address first). */
export const linkageRecordsOfSet = (dir: string): LinkageRecord[] => {
  const addresses = new Map<string, LinkageAddress>();
  rows(dir, 'addresses', (g) =>
    addresses.set(g('id') as string, {
      streetNumber: g('house_number'),
      street: [g('pre_dir'), g('street_name'), g('street_suffix'), g('post_dir'), g('unit_type'), g('unit')]
        .filter(Boolean)
        .join(' '),
      city: g('city'),
      postcode: g('zip'),
      state: g('state'),
    }),
  );
  const placesOf = new Map<string, { current: boolean; at: LinkageAddress }[]>();
  rows(dir, 'person_addresses', (g) => {
    const at = addresses.get(g('address_id') as string);
    if (!at) return;
    const list = placesOf.get(g('person_id') as string) ?? [];
    list.push({ current: g('is_current') === 't', at });
    placesOf.set(g('person_id') as string, list);
  });
  const phoneNumber = new Map<string, string>();
  rows(dir, 'phones', (g) => phoneNumber.set(g('id') as string, g('number') as string));
  const phonesOf = new Map<string, string[]>();
  rows(dir, 'person_phones', (g) => {
    const n = phoneNumber.get(g('phone_id') as string);
    if (!n) return;
    const list = phonesOf.get(g('person_id') as string) ?? [];
    list.push(n);
    phonesOf.set(g('person_id') as string, list);
  });
  const emailsOf = new Map<string, string[]>();
  rows(dir, 'emails', (g) => {
    const list = emailsOf.get(g('person_id') as string) ?? [];
    list.push(g('email') as string);
    emailsOf.set(g('person_id') as string, list);
  });
  const out: LinkageRecord[] = [];
  rows(dir, 'people', (g) => {
    const id = g('id') as string;
    const places = (placesOf.get(id) ?? []).sort((x, y) => Number(y.current) - Number(x.current));
    out.push({
      recId: id,
      givenName: g('first_name'),
      middleName: g('middle_name'),
      surname: g('last_name'),
      nameSuffix: g('name_suffix'),
      dateOfBirth: g('birth_date'),
      addresses: places.map((p) => p.at),
      phones: phonesOf.get(id) ?? [],
      emails: emailsOf.get(id) ?? [],
    });
  });
  return out;
};

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** One keying slip: a letter replaced, dropped, doubled or two neighbours swapped (never the first letter). */
export const typo = (rng: Prng, word: string): string => {
  if (word.length < 3) return word;
  const i = 1 + rng.int(word.length - 1);
  const kind = rng.int(4);
  const letter = LETTERS[rng.int(26)] as string;
  if (kind === 0) return word.slice(0, i) + (word[i] === letter ? 'e' : letter) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 2) return word.slice(0, i) + word[i] + word.slice(i);
  if (i >= word.length - 1) return word.slice(0, i - 1) + word[i] + word[i - 1];
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
};

const nicknameOf = (rng: Prng, given: string | null): string | null => {
  const key = Object.keys(NICKNAMES).find((k) => k.toLowerCase() === (given ?? '').toLowerCase());
  const list = key ? NICKNAMES[key] : undefined;
  return list && list.length > 0 ? rng.pick(list) : null;
};

/** The labelled set of the record set in `dir`. */
export const makeLabelledLinkageSet = (dir: string, seed: number): LabelledLinkageSet => {
  const rng = new Prng(seed);
  const people = linkageRecordsOfSet(dir);
  const otherAddresses = people.flatMap((p) => p.addresses.slice(0, 1));
  const surnames = people.map((p) => p.surname ?? '').filter(Boolean);
  const a: LinkageRecord[] = [];
  const b: LinkageRecord[] = [];
  const truth = new Set<string>();
  const spoiled: Record<string, number> = {};
  const count = (k: string) => {
    spoiled[k] = (spoiled[k] ?? 0) + 1;
  };
  for (const p of people) {
    if (!rng.chance(0.6)) {
      // Not in A: a person B lists that A does not (a relative, a neighbour, a namesake).
      b.push({ ...p, recId: `b${p.recId}` });
      continue;
    }
    a.push({ ...p, recId: `a${p.recId}` });
    if (!rng.chance(0.5)) continue;
    let copy: LinkageRecord = { ...p, recId: `b${p.recId}`, addresses: p.addresses.slice(0, 1) };
    const spoils = 1 + rng.int(3);
    for (let s = 0; s < spoils; s++) {
      const kind = rng.int(9);
      if (kind === 0) {
        const nick = nicknameOf(rng, copy.givenName);
        if (nick) {
          copy = { ...copy, givenName: nick };
          count('nickname');
        }
      } else if (kind === 1) {
        copy = { ...copy, surname: typo(rng, copy.surname ?? '') };
        count('surname typo');
      } else if (kind === 2) {
        copy = { ...copy, addresses: [rng.pick(otherAddresses)] };
        count('moved');
      } else if (kind === 3) {
        copy = { ...copy, phones: [`${200 + rng.int(700)}555${String(rng.int(10_000)).padStart(4, '0')}`] };
        count('new phone');
      } else if (kind === 4) {
        copy = { ...copy, dateOfBirth: null };
        count('no birth date');
      } else if (kind === 5 && copy.dateOfBirth) {
        const [y, m, d] = copy.dateOfBirth.split('-') as [string, string, string];
        const nextDay = String(Number(d) >= 28 ? Number(d) - 1 : Number(d) + 1).padStart(2, '0');
        copy = { ...copy, dateOfBirth: Number(d) <= 12 && d !== m ? `${y}-${d}-${m}` : `${y}-${m}-${nextDay}` };
        count('birth date slip');
      } else if (kind === 6) {
        copy = { ...copy, givenName: (copy.givenName ?? '').slice(0, 1) };
        count('initial');
      } else if (kind === 7) {
        copy = { ...copy, givenName: typo(rng, copy.givenName ?? '') };
        count('given name typo');
      } else {
        copy = { ...copy, surname: rng.pick(surnames), phones: [], emails: [] };
        count('married name');
      }
    }
    b.push(copy);
    truth.add(`a${p.recId}|${copy.recId}`);
  }
  return { a, b, truth, spoiled };
};
