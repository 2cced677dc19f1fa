import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemorySuppressions } from '../../../adapters/memory/in-memory-suppressions.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { refreshSearchTables } from '../../../adapters/postgres/pg-person-search.js';
import { PgSuppressions } from '../../../adapters/postgres/pg-suppressions.js';
import { loadRecords } from '../../../adapters/postgres/records-loader.js';
import { generateRecords } from '../../../adapters/synthetic/generator.js';
import { linkageRecordsOfSet } from '../../../adapters/synthetic/linkage-set.js';
import type { Suppressions } from '../../../core/fact-gate/suppression.port.js';
import type { LinkageRecord } from '../../../core/records/record-linkage.rules.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The Suppressions contract (core/fact-gate/suppression.port.ts) on the same generated people: an opt-out
 * suppresses the person and the copies the linkage scorer ties to them, once; later records are linked
 * against the opt-out; a spouse at the same address is not. PGlite, or the server of DATABASE_URL.
 */
interface Subject {
  suppressions: Suppressions;
  /** Adds a person record (a copy arriving from another source) at the address of `like`. */
  addPerson(id: number, like: LinkageRecord, over: { first: string; last: string; birth: string }): Promise<void>;
}

const dir = mkdtempSync(join(tmpdir(), 'tw-suppressions-'));
const T0 = new Date('2026-11-26T10:00:00.000Z');
let people: LinkageRecord[] = [];
let subject: LinkageRecord;
let spouse: LinkageRecord | undefined;

beforeAll(() => {
  generateRecords({ people: 300, properties: 150, seed: 6262, outDir: dir, metros: 2 });
  people = linkageRecordsOfSet(dir);
  // A person with a birth date, an address and someone else of the same surname at it (a spouse, a child).
  for (const p of people) {
    if (!p.dateOfBirth || p.addresses.length === 0) continue;
    const mate = people.find(
      (q) => q !== p && q.surname === p.surname && q.addresses[0]?.street === p.addresses[0]?.street,
    );
    if (mate) {
      subject = p;
      spouse = mate;
      break;
    }
  }
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const copyOf = (
  id: number,
  like: LinkageRecord,
  over: { first: string; last: string; birth: string },
): LinkageRecord => ({
  ...like,
  recId: String(id),
  givenName: over.first,
  middleName: null,
  surname: over.last,
  dateOfBirth: over.birth,
  phones: [],
  emails: [],
});

const contract = (name: string, open: () => Promise<{ s: Subject; close: () => Promise<void> }>) =>
  describe(`Suppressions contract: ${name}`, () => {
    let s: Subject;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ s, close } = await open());
    }, 120_000);
    afterAll(async () => close?.());

    it('opts a person out with the copies already there; the household stays; a second opt-out changes nothing', async () => {
      const id = Number(subject.recId);
      const typo = `${subject.surname}s`;
      await s.addPerson(8_800_001, subject, {
        first: subject.givenName ?? '',
        last: typo,
        birth: subject.dateOfBirth ?? '',
      });
      expect(await s.suppressions.suppressedAmong([id, 8_800_001])).toEqual(new Set());
      const [one, two] = await Promise.all([
        s.suppressions.optOut(id, 'case-1', T0),
        s.suppressions.optOut(id, 'case-2', T0),
      ]);
      expect(one.optOutId).toBe(two.optOutId);
      expect([...one.suppressed, ...two.suppressed].sort()).toEqual([id, 8_800_001].sort());
      expect(await s.suppressions.isSuppressed(id)).toBe(true);
      expect(await s.suppressions.suppressedAmong([id, 8_800_001, Number(spouse?.recId)])).toEqual(
        new Set([id, 8_800_001]),
      );
      expect(await s.suppressions.isSuppressed(Number(spouse?.recId))).toBe(false);
    });

    it('links later records to the opt-out, once, and leaves a namesake with another birth date', async () => {
      const id = Number(subject.recId);
      await s.addPerson(8_800_002, subject, {
        first: (subject.givenName ?? '').slice(0, 1),
        last: subject.surname ?? '',
        birth: subject.dateOfBirth ?? '',
      });
      await s.addPerson(8_800_003, subject, {
        first: subject.givenName ?? '',
        last: subject.surname ?? '',
        birth: '1930-02-02',
      });
      const linked = await s.suppressions.linkNewRecords([8_800_002, 8_800_003], T0);
      expect(linked.map((e) => [e.personId, e.reason])).toEqual([[8_800_002, 'linked']]);
      expect(linked[0]?.score).toBeGreaterThanOrEqual(14);
      expect(await s.suppressions.linkNewRecords('all', T0)).toEqual([]);
      expect(await s.suppressions.suppressedAmong([id, 8_800_002, 8_800_003])).toEqual(new Set([id, 8_800_002]));
      expect(await s.suppressions.suppressedAmong([])).toEqual(new Set());
    });

    it('names the surnames only suppressed people hold', async () => {
      // The copy's misspelt surname is held by the suppressed copy alone; the real one by the spouse too.
      const key = (n: string | null) => (n ?? '').toLowerCase().replace(/[^a-z]/g, '');
      const typo = key(`${subject.surname}s`);
      expect(await s.suppressions.surnamesOnlySuppressedHold([key(subject.surname), typo, 'zzqqxx'])).toEqual(
        new Set([typo]),
      );
      expect(await s.suppressions.surnamesOnlySuppressedHold([])).toEqual(new Set());
    });

    it("reads a person's linkage profile: names, birth date, address history", async () => {
      const p = await s.suppressions.profileOf(Number(subject.recId));
      expect(p).toMatchObject({
        givenName: subject.givenName,
        surname: subject.surname,
        dateOfBirth: subject.dateOfBirth,
      });
      expect(p?.addresses[0]?.postcode).toBe(subject.addresses[0]?.postcode);
      expect(await s.suppressions.profileOf(99_999_999)).toBeNull();
    });

    it('names the people an e-mail address belongs to, whatever its case', async () => {
      const holder = people.find((p) => (p.emails ?? []).length > 0) as LinkageRecord;
      const email = (holder.emails ?? [])[0] as string;
      const expected = people
        .filter((p) => (p.emails ?? []).some((e) => e.toLowerCase() === email.toLowerCase()))
        .map((p) => Number(p.recId))
        .sort((a, b) => a - b);
      expect((await s.suppressions.emailHolders(email.toUpperCase())).sort((a, b) => a - b)).toEqual(expected);
      expect(expected).toContain(Number(holder.recId));
      expect(await s.suppressions.emailHolders('nobody@nowhere.example')).toEqual([]);
    });
  });

contract('InMemorySuppressions', async () => {
  const records = [...people];
  return {
    s: {
      suppressions: new InMemorySuppressions(() => records),
      async addPerson(id, like, over) {
        records.push(copyOf(id, like, over));
      },
    },
    close: async () => {},
  };
});

contract('PgSuppressions', async () => {
  const db: Db = await openTestDb();
  await loadRecords(db, dir, { validateInWorker: false });
  const src = Number((await db.query<{ id: string }>('SELECT min(id) AS id FROM sources')).rows[0]?.id);
  return {
    s: {
      suppressions: new PgSuppressions(db),
      async addPerson(id, like, over) {
        await db.query(
          `INSERT INTO people (id, first_name, last_name, birth_date, deceased, source_id, recorded_at)
           VALUES ($1, $2, $3, $4, false, $5, '2026-11-01')`,
          [id, over.first, over.last, over.birth, src],
        );
        await db.query(
          `INSERT INTO person_addresses (id, person_id, address_id, from_date, to_date, is_current, source_id, recorded_at)
           SELECT $1, $1, pa.address_id, '2026-10-01', null, true, $3, '2026-11-01'
             FROM person_addresses pa WHERE pa.person_id = $2 ORDER BY pa.is_current DESC LIMIT 1`,
          [id, Number(like.recId), src],
        );
        await refreshSearchTables(db); // the records' surnames, as a load leaves them
      },
    },
    close: () => db.close(),
  };
});
