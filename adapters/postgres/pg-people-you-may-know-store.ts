import type {
  PeopleYouMayKnowSeed,
  PeopleYouMayKnowStore,
  PersonConnection,
  PersonConnectionKind,
  PersonYouMayKnowDraft,
  StoredPersonYouMayKnow,
} from '../../core/reports/people-you-may-know.port.js';
import type { PeopleYouMayKnowMark } from '../../core/reports/people-you-may-know.schema.js';
import type { Db } from './db.js';

const isoDate = (v: unknown): string | null =>
  v === null || v === undefined ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10);

type SuggestionRow = {
  id: string;
  person_id: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  birth_date: string | null;
  city: string | null;
  state: string | null;
  reason: string;
  seed_person_id: string | null;
  rank: number;
  clicked: boolean;
  is_favorite: boolean;
};

const toStored = (r: SuggestionRow): StoredPersonYouMayKnow => ({
  id: r.id,
  personId: Number(r.person_id),
  firstName: r.first_name,
  middleName: r.middle_name,
  lastName: r.last_name,
  birthDate: r.birth_date,
  city: r.city,
  state: r.state,
  reason: r.reason,
  seedPersonId: r.seed_person_id === null ? null : Number(r.seed_person_id),
  rank: r.rank,
  clicked: r.clicked,
  favorite: r.is_favorite,
});

/** A person's current city and state: current first, then the latest end date (none first), then the newest link. */
const CURRENT_PLACE = `
  LEFT JOIN LATERAL (
    SELECT a.city, a.state FROM person_addresses pa JOIN addresses a ON a.id = pa.address_id
    WHERE pa.person_id = p.id
    ORDER BY pa.is_current DESC, pa.to_date DESC NULLS FIRST, pa.id DESC LIMIT 1
  ) place ON true`;

/**
 * People You May Know on PostgreSQL or PGlite (migration 0072; docs/decisions/0072): seeds from
 * `users` and `report_history`, connections from the record tables (relationships; neighbours through
 * person_addresses and addresses on the same street and ZIP code), suggestions in `people_you_may_know`.
 */
export class PgPeopleYouMayKnowStore implements PeopleYouMayKnowStore {
  constructor(private readonly db: Db) {}

  async seeds(userId: string, limit: number): Promise<PeopleYouMayKnowSeed[]> {
    if (limit <= 0) return [];
    const self = await this.db.query<{ id: string; full_name: string }>(
      `SELECT DISTINCT p.id, concat_ws(' ', p.first_name, p.middle_name, p.last_name) AS full_name
       FROM users u
       JOIN people p ON p.name_key = regexp_replace(lower(u.last_name), '[^a-z]', '', 'g') || ' ' ||
                                    regexp_replace(lower(u.first_name), '[^a-z]', '', 'g')
       JOIN person_addresses pa ON pa.person_id = p.id AND pa.is_current
       JOIN addresses a ON a.id = pa.address_id
       WHERE u.id = $1 AND u.deleted_at IS NULL AND u.address IS NOT NULL AND u.first_name IS NOT NULL
         AND u.last_name IS NOT NULL AND a.zip <> '' AND position(a.zip IN u.address) > 0
       LIMIT 2`,
      [userId],
    );
    const out: PeopleYouMayKnowSeed[] = [];
    const selfRow = self.rows.length === 1 ? self.rows[0] : undefined;
    if (selfRow) out.push({ personId: Number(selfRow.id), fullName: selfRow.full_name, self: true });
    const viewed = await this.db.query<{ id: string; full_name: string }>(
      `SELECT p.id, concat_ws(' ', p.first_name, p.middle_name, p.last_name) AS full_name
       FROM (
         SELECT substr(report_id, 12)::bigint AS person_id, last_viewed, id
         FROM report_history
         WHERE user_id = $1 AND report_id ~ '^background-[1-9][0-9]{0,15}$'
       ) h
       JOIN people p ON p.id = h.person_id
       WHERE p.id IS DISTINCT FROM $2::bigint
       ORDER BY h.last_viewed DESC, h.id DESC
       LIMIT $3`,
      [userId, selfRow ? selfRow.id : null, limit - out.length],
    );
    for (const r of viewed.rows) out.push({ personId: Number(r.id), fullName: r.full_name, self: false });
    return out;
  }

  async connections(seedPersonIds: readonly number[], perSeed: number): Promise<PersonConnection[]> {
    if (seedPersonIds.length === 0 || perSeed <= 0) return [];
    const r = await this.db.query<{
      seed_id: string;
      kind: PersonConnectionKind;
      id: string;
      first_name: string;
      middle_name: string | null;
      last_name: string;
      birth_date: unknown;
      deceased: boolean;
      city: string | null;
      state: string | null;
    }>(
      `WITH seeds AS (SELECT DISTINCT unnest($1::bigint[]) AS seed_id),
       linked AS (
         SELECT DISTINCT s.seed_id, CASE WHEN t.kind = 'relative' THEN 'relative' ELSE 'associate' END AS kind,
                t.related_person_id AS person_id
         FROM seeds s JOIN relationships t ON t.person_id = s.seed_id
         WHERE t.related_person_id <> s.seed_id
         UNION
         SELECT DISTINCT s.seed_id, 'neighbor', npa.person_id
         FROM seeds s
         JOIN person_addresses spa ON spa.person_id = s.seed_id AND spa.is_current
         JOIN addresses sa ON sa.id = spa.address_id
         JOIN addresses na ON na.zip = sa.zip AND lower(na.street_name) = lower(sa.street_name) AND na.id <> sa.id
         JOIN person_addresses npa ON npa.address_id = na.id AND npa.is_current
         WHERE npa.person_id <> s.seed_id
       ),
       alive AS (
         SELECT l.seed_id, l.kind, p.*,
                row_number() OVER (PARTITION BY l.seed_id, l.kind ORDER BY p.id) AS n
         FROM linked l JOIN people p ON p.id = l.person_id
         WHERE NOT p.deceased
       )
       SELECT p.seed_id, p.kind, p.id, p.first_name, p.middle_name, p.last_name, p.birth_date::text AS birth_date,
              p.deceased, place.city, place.state
       FROM alive p ${CURRENT_PLACE}
       WHERE p.n <= $2
       ORDER BY p.seed_id, p.kind, p.id`,
      [seedPersonIds, perSeed],
    );
    return r.rows.map((x) => ({
      seedPersonId: Number(x.seed_id),
      kind: x.kind,
      id: Number(x.id),
      firstName: x.first_name,
      middleName: x.middle_name,
      lastName: x.last_name,
      birthDate: isoDate(x.birth_date),
      deceased: x.deceased,
      city: x.city,
      state: x.state,
    }));
  }

  async replace(
    userId: string,
    drafts: readonly PersonYouMayKnowDraft[],
    newId: () => string,
    at: Date,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const d of drafts) {
        await tx.query(
          `INSERT INTO people_you_may_know (id, user_id, person_id, first_name, middle_name, last_name, birth_date,
             city, state, reason, rank, created_at, updated_at, seed_person_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13)
           ON CONFLICT (user_id, person_id) DO UPDATE SET
             first_name = excluded.first_name, middle_name = excluded.middle_name, last_name = excluded.last_name,
             birth_date = excluded.birth_date, city = excluded.city, state = excluded.state,
             reason = excluded.reason, rank = excluded.rank, updated_at = excluded.updated_at,
             seed_person_id = excluded.seed_person_id`,
          [
            newId(),
            userId,
            d.personId,
            d.firstName,
            d.middleName,
            d.lastName,
            d.birthDate,
            d.city,
            d.state,
            d.reason,
            d.rank,
            at,
            d.seedPersonId,
          ],
        );
      }
      await tx.query(
        `DELETE FROM people_you_may_know
         WHERE user_id = $1 AND removed_at IS NULL AND NOT is_favorite AND NOT (person_id = ANY($2::bigint[]))`,
        [userId, drafts.map((d) => d.personId)],
      );
    });
  }

  async list(userId: string, limit: number): Promise<StoredPersonYouMayKnow[]> {
    const r = await this.db.query<SuggestionRow>(
      `SELECT id, person_id, first_name, middle_name, last_name, birth_date::text AS birth_date, city, state, reason,
              seed_person_id::text AS seed_person_id, rank, clicked_at IS NOT NULL AS clicked, is_favorite
       FROM people_you_may_know
       WHERE user_id = $1 AND removed_at IS NULL
       ORDER BY rank, person_id
       LIMIT $2`,
      [userId, limit],
    );
    return r.rows.map(toStored);
  }

  async mark(userId: string, id: string, mark: PeopleYouMayKnowMark, at: Date): Promise<boolean> {
    const set = mark === 'clicked' ? 'clicked_at = coalesce(clicked_at, $3)' : 'is_favorite = true';
    const r = await this.db.query(
      `UPDATE people_you_may_know SET ${set}, updated_at = $3 WHERE user_id = $1 AND id = $2 AND removed_at IS NULL`,
      [userId, id, at],
    );
    return r.rowCount > 0;
  }

  async remove(userId: string, id: string, at: Date): Promise<boolean> {
    const r = await this.db.query(
      `UPDATE people_you_may_know SET removed_at = coalesce(removed_at, $3), updated_at = $3
       WHERE user_id = $1 AND id = $2`,
      [userId, id, at],
    );
    return r.rowCount > 0;
  }

  async showInDashboard(userId: string): Promise<boolean> {
    const r = await this.db.query<{ show_in_dashboard: boolean }>(
      'SELECT show_in_dashboard FROM people_you_may_know_settings WHERE user_id = $1',
      [userId],
    );
    return r.rows[0]?.show_in_dashboard ?? true;
  }

  async setShowInDashboard(userId: string, show: boolean, at: Date): Promise<void> {
    await this.db.query(
      `INSERT INTO people_you_may_know_settings (user_id, show_in_dashboard, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET show_in_dashboard = excluded.show_in_dashboard, updated_at = excluded.updated_at`,
      [userId, show, at],
    );
  }
}
