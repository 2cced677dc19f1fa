import { randomUUID } from 'node:crypto';
import { makeFactGate } from '../../core/fact-gate/fact-gate.steps.js';
import type { SuppressionEntry, Suppressions } from '../../core/fact-gate/suppression.port.js';
import { type LinkageRecord, nameKey, scoreRecordPair } from '../../core/records/record-linkage.rules.js';
import { type Db, preparedStatement, type Queryable } from './db.js';
import { type HiddenAmong, refreshSavedPropertyFactsOfOwners } from './pg-grid-facts.js';

/**
 * The PostgreSQL adapter of {@link Suppressions} (migration 0075; docs/record-linkage.md). An opt-out
 * stores the person's linkage profile and suppresses the person; `linkNewRecords` scores records against
 * every opt-out's stored profile and against the current records of every suppressed person (so a
 * person who moved and then came back under a nickname is still found), and suppresses the ones the
 * scorer links. Opt-outs are serialised by a transaction-level advisory lock, so two at once cannot
 * both insert or miss each other's links.
 */
const SUPPRESSION_LOCK = 7_517_002;

type ProfileRow = {
  id: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  name_suffix: string | null;
  birth_date: string | null;
  addresses: { n: string | null; s: string | null; c: string | null; z: string | null; st: string | null }[];
  phones: string[];
  emails: string[];
};

const PROFILES_SQL = `
SELECT p.id::text AS id, p.first_name, p.middle_name, p.last_name, p.name_suffix, p.birth_date::text AS birth_date,
  COALESCE((SELECT json_agg(json_build_object('n', a.house_number,
      's', concat_ws(' ', a.pre_dir, a.street_name, a.street_suffix, a.post_dir, a.unit_type, a.unit),
      'c', a.city, 'z', a.zip, 'st', a.state) ORDER BY pa.is_current DESC, pa.to_date DESC NULLS FIRST)
    FROM person_addresses pa JOIN addresses a ON a.id = pa.address_id WHERE pa.person_id = p.id), '[]') AS addresses,
  COALESCE((SELECT json_agg(ph.number) FROM person_phones pp JOIN phones ph ON ph.id = pp.phone_id
    WHERE pp.person_id = p.id), '[]') AS phones,
  COALESCE((SELECT json_agg(e.email) FROM emails e WHERE e.person_id = p.id), '[]') AS emails
FROM people p WHERE p.id = ANY($1::bigint[])`;

const recordOf = (r: ProfileRow): LinkageRecord => ({
  recId: r.id,
  givenName: r.first_name,
  middleName: r.middle_name,
  surname: r.last_name,
  nameSuffix: r.name_suffix,
  dateOfBirth: r.birth_date,
  addresses: r.addresses.map((a) => ({ streetNumber: a.n, street: a.s, city: a.c, postcode: a.z, state: a.st })),
  phones: r.phones,
  emails: r.emails,
});

const profiles = async (q: Queryable, ids: readonly number[]): Promise<LinkageRecord[]> => {
  const out: LinkageRecord[] = [];
  for (let i = 0; i < ids.length; i += 5000) {
    const r = await q.query<ProfileRow>(PROFILES_SQL, [ids.slice(i, i + 5000)]);
    out.push(...r.rows.map(recordOf));
  }
  return out;
};

/**
 * The people worth scoring against a profile (blocking, as the scorer's blockingKeys): the same surname
 * start or an alias with it, the same birth date, a shared phone or e-mail, or a shared ZIP code with
 * the same initial. Restricted to `among` when given.
 */
const candidatesOf = async (q: Queryable, p: LinkageRecord, among: readonly number[] | null): Promise<number[]> => {
  const sur = nameKey(p.surname).slice(0, 3);
  const giv = nameKey(p.givenName).slice(0, 1);
  const dob =
    p.dateOfBirth && /^\d{4}-?\d{2}-?\d{2}$/.test(p.dateOfBirth)
      ? p.dateOfBirth.replace(/^(\d{4})-?(\d{2})-?(\d{2})$/, '$1-$2-$3')
      : null;
  const phones = (p.phones ?? []).map((x) => x.replace(/\D/g, '')).filter(Boolean);
  const emails = (p.emails ?? []).map((x) => x.trim().toLowerCase()).filter(Boolean);
  const zips = p.addresses.map((a) => a.postcode).filter((z): z is string => !!z);
  const r = await q.query<{ id: string }>(
    `WITH c AS (
       SELECT id FROM people WHERE $1::text <> '' AND lower(last_name) LIKE $1 || '%'
       UNION SELECT person_id FROM person_names WHERE $1::text <> '' AND lower(last_name) LIKE $1 || '%'
       UNION SELECT id FROM people WHERE birth_date = $2::date
       UNION SELECT pp.person_id FROM person_phones pp JOIN phones ph ON ph.id = pp.phone_id WHERE ph.number = ANY($3::text[])
       UNION SELECT person_id FROM emails WHERE lower(email) = ANY($4::text[])
       UNION SELECT pa.person_id FROM person_addresses pa JOIN addresses a ON a.id = pa.address_id
         JOIN people pe ON pe.id = pa.person_id
         WHERE a.zip = ANY($5::text[]) AND $6::text <> '' AND lower(left(pe.first_name, 1)) = $6
     )
     SELECT id::text FROM c WHERE $7::bigint[] IS NULL OR id = ANY($7::bigint[])`,
    [sur, dob, phones, emails, zips, giv, among],
  );
  return r.rows.map((x) => Number(x.id));
};

/** Which of some people opted out: asked by every search and report, so prepared once per connection. */
const SUPPRESSED_AMONG_SQL = preparedStatement(
  'suppressed_among',
  'SELECT person_id::text FROM suppressed_people WHERE person_id = ANY($1::bigint[])',
);

/**
 * The reads of {@link PgSuppressions} on one connection or transaction: a transaction that suppressed people
 * sees them suppressed (the fact gate asked inside an opt-out refreshes the grid facts without them).
 */
export class PgSuppressionReads implements Pick<Suppressions, SuppressionRead> {
  constructor(protected readonly db: Queryable) {}

  async suppressedAmong(personIds: readonly number[]): Promise<ReadonlySet<number>> {
    const ids = [...new Set(personIds.filter((n) => Number.isSafeInteger(n)))];
    if (ids.length === 0) return new Set();
    const r = await this.db.query<{ person_id: string }>(SUPPRESSED_AMONG_SQL, [ids]);
    return new Set(r.rows.map((x) => Number(x.person_id)));
  }

  async emailHolders(lowerCaseEmail: string): Promise<number[]> {
    const r = await this.db.query<{ id: string }>(
      'SELECT DISTINCT person_id::text AS id FROM emails WHERE lower(email) = $1',
      [lowerCaseEmail.trim().toLowerCase()],
    );
    return r.rows.map((x) => Number(x.id));
  }

  async surnamesOnlySuppressedHold(surnameKeys: readonly string[]): Promise<ReadonlySet<string>> {
    if (surnameKeys.length === 0) return new Set();
    // The records' surnames (search_surnames, 0040) against the suppressed people holding them. `people` there
    // counts rows, a person's own name and each alias, so the suppressed side counts the same rows: a surname
    // is hidden when every row giving it belongs to a suppressed person. Counting the suppressed people's own
    // names only missed both ways a surname can come from an alias: a maiden name no one else holds stayed
    // suggested, and so did a surname whose holders all opted out when one of them also had it on an alias.
    // The keys are name_key's surname part (search_refresh writes them the same way), so each surname's rows are
    // a range of the name_key indexes. A surname held by more rows than all the opted-out people's names and
    // aliases together cannot be theirs only: it is let through without reading a holder, which is nearly every
    // surname, so the check grows with the opt-outs, not with the population.
    const r = await this.db.query<{ name: string }>(
      `SELECT s.name FROM search_surnames s
        WHERE s.name = ANY ($1::text[])
          AND s.people <= (SELECT count(*) FROM suppressed_people)
                        + (SELECT count(*) FROM person_names n JOIN suppressed_people sp ON sp.person_id = n.person_id)
          AND s.people <= (SELECT count(*) FROM people p JOIN suppressed_people sp ON sp.person_id = p.id
                            WHERE p.name_key ~>=~ (s.name || ' ') AND p.name_key ~<~ (s.name || '!'))
                        + (SELECT count(*) FROM person_names n JOIN suppressed_people sp ON sp.person_id = n.person_id
                            WHERE n.name_key ~>=~ (s.name || ' ') AND n.name_key ~<~ (s.name || '!'))`,
      [[...new Set(surnameKeys)]],
    );
    return new Set(r.rows.map((x) => x.name));
  }

  async isSuppressed(personId: number): Promise<boolean> {
    return (await this.suppressedAmong([personId])).has(personId);
  }

  async profileOf(personId: number): Promise<LinkageRecord | null> {
    return (await profiles(this.db, [personId]))[0] ?? null;
  }
}

/** What the fact gate and the surfaces read of the suppressions. */
type SuppressionRead = 'suppressedAmong' | 'isSuppressed' | 'profileOf' | 'emailHolders' | 'surnamesOnlySuppressedHold';

export class PgSuppressions extends PgSuppressionReads implements Suppressions {
  constructor(private readonly primary: Db) {
    super(primary);
  }

  async optOut(personId: number, caseId: string | null, at: Date) {
    return this.primary.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [SUPPRESSION_LOCK]);
      const known = await tx.query<{ opt_out_id: string }>(
        'SELECT opt_out_id FROM suppressed_people WHERE person_id = $1',
        [personId],
      );
      if (known.rows[0]) return { optOutId: known.rows[0].opt_out_id, suppressed: [] as number[] };
      const profile = (await profiles(tx, [personId]))[0];
      if (!profile) throw new Error(`No person ${personId} in the records`);
      const optOutId = randomUUID();
      await tx.query('INSERT INTO opt_outs (id, person_id, case_id, profile, created_at) VALUES ($1, $2, $3, $4, $5)', [
        optOutId,
        personId,
        caseId,
        JSON.stringify(profile),
        at,
      ]);
      await tx.query(
        `INSERT INTO suppressed_people (person_id, opt_out_id, reason, score, created_at) VALUES ($1, $2, 'opt-out', NULL, $3)`,
        [personId, optOutId, at],
      );
      const linked = await linkAgainst(tx, [{ optOutId, profile }], null, at);
      const suppressed = [personId, ...linked.map((e) => e.personId)];
      await refreshOwnedSavedProperties(tx, suppressed);
      return { optOutId, suppressed };
    });
  }

  async linkNewRecords(personIds: readonly number[] | 'all', at: Date): Promise<readonly SuppressionEntry[]> {
    if (personIds !== 'all' && personIds.length === 0) return [];
    return this.primary.transaction(async (tx) => {
      const linked = await linkTouchedToOptOuts(tx, personIds === 'all' ? null : personIds, at);
      await refreshOwnedSavedProperties(
        tx,
        linked.map((e) => e.personId),
      );
      return linked;
    });
  }
}

/**
 * What new records are linked against: each opt-out's stored profile, and the records as they are now of
 * every person suppressed (the person who opted out has moved since; a linked copy brought a new phone).
 */
const targets = async (tx: Queryable): Promise<{ optOutId: string; profile: LinkageRecord }[]> => {
  const stored = await tx.query<{ id: string; profile: LinkageRecord }>('SELECT id::text, profile FROM opt_outs');
  const suppressed = await tx.query<{ person_id: string; opt_out_id: string }>(
    'SELECT person_id::text, opt_out_id::text FROM suppressed_people',
  );
  const optOutOf = new Map(suppressed.rows.map((r) => [Number(r.person_id), r.opt_out_id]));
  const now = await profiles(tx, [...optOutOf.keys()]);
  return [
    ...stored.rows.map((r) => ({ optOutId: r.id, profile: r.profile })),
    ...now.map((p) => ({ optOutId: optOutOf.get(Number(p.recId)) as string, profile: p })),
  ];
};

/**
 * The saved-properties grid's stored facts of the properties these people own (migration 0077), with the owners
 * the fact gate hides asked in this transaction, so the people it just suppressed are among them.
 */
const refreshOwnedSavedProperties = async (tx: Queryable, personIds: readonly number[]): Promise<void> => {
  if (personIds.length === 0) return;
  await refreshSavedPropertyFactsOfOwners(tx, personIds, gateHiddenAmong(tx));
};

/** The fact gate's answer on this connection or transaction: which of some people it hides. */
export const gateHiddenAmong = (q: Queryable): HiddenAmong => makeFactGate(new PgSuppressionReads(q)).hiddenAmong;

/** Scores the candidates of each target (among `among` when given) and suppresses the linked ones not suppressed yet. */
const linkAgainst = async (
  tx: Queryable,
  list: readonly { optOutId: string; profile: LinkageRecord }[],
  among: readonly number[] | null,
  at: Date,
): Promise<SuppressionEntry[]> => {
  const out: SuppressionEntry[] = [];
  const done = new Set<number>();
  for (const t of list) {
    const ids = await candidatesOf(tx, t.profile, among);
    if (ids.length === 0) continue;
    const already = await tx.query<{ person_id: string }>(
      'SELECT person_id::text FROM suppressed_people WHERE person_id = ANY($1::bigint[])',
      [ids],
    );
    const skip = new Set(already.rows.map((r) => Number(r.person_id)));
    for (const candidate of await profiles(
      tx,
      ids.filter((id) => !skip.has(id) && !done.has(id)),
    )) {
      const s = scoreRecordPair(t.profile, candidate);
      if (s.decision !== 'link') continue;
      const personId = Number(candidate.recId);
      done.add(personId);
      await tx.query(
        `INSERT INTO suppressed_people (person_id, opt_out_id, reason, score, created_at)
         VALUES ($1, $2, 'linked', $3, $4) ON CONFLICT (person_id) DO NOTHING`,
        [personId, t.optOutId, s.score, at],
      );
      out.push({ personId, optOutId: t.optOutId, reason: 'linked', score: s.score, at: at.toISOString() });
    }
  }
  return out;
};

/**
 * For a records update or load (adapters/postgres/records-delta.ts): links the people it touched to the
 * opt-outs, inside its transaction (also behind PgSuppressions.linkNewRecords). Returns the newly suppressed.
 */
export const linkTouchedToOptOuts = async (
  tx: Queryable,
  touched: readonly number[] | null,
  at: Date,
): Promise<SuppressionEntry[]> => {
  if (touched !== null && touched.length === 0) return [];
  // The opt-outs' lock: an opt-out committing meanwhile is either seen here or sees these new records.
  await tx.query('SELECT pg_advisory_xact_lock($1)', [SUPPRESSION_LOCK]);
  if ((await tx.query('SELECT 1 FROM opt_outs LIMIT 1')).rows.length === 0) return [];
  return linkAgainst(tx, await targets(tx), touched, at);
};
