import { readFileSync } from 'node:fs';
import type { Queryable } from '../../adapters/postgres/db.js';
import { givenNamesOf } from '../../core/search/search-people.use-case.js';

/** One search_candidates_json call: surname, given name, given names, exact keys. */
export type CandidatesCall = [last: string, first: string, names: string[], exact: boolean];

/** The earlier versions of search_candidates_json, each in a file named after the migration that defined it. */
const EARLIER_FUNCTIONS_DIR = new URL('./earlier-functions/', import.meta.url).pathname;

/** Creates the search_candidates_json that `migrationFile` defined, under `name`. */
export const createEarlierCandidates = async (db: Queryable, migrationFile: string, name: string): Promise<void> => {
  const before = readFileSync(`${EARLIER_FUNCTIONS_DIR}${migrationFile}`, 'utf8');
  const head = /CREATE (OR REPLACE )?FUNCTION search_candidates_json\(/.exec(before);
  if (!head) throw new Error(`${migrationFile} does not define search_candidates_json`);
  await db.query(
    before
      .slice(head.index, before.indexOf('$fn$;', head.index) + '$fn$;'.length)
      .replace(head[0], `CREATE FUNCTION ${name}(`),
  );
};

/**
 * A look-up's answer with its candidates in id order: the order the json array comes out in follows the plan
 * of its last join, which the state test of migration 0103 changed, not the look-up's ranks.
 */
const byId = (call: string) =>
  `(SELECT coalesce(jsonb_agg(e ORDER BY (e->>0)::bigint), '[]'::jsonb) FROM jsonb_array_elements(${call}::jsonb) e)::text`;

/**
 * Compares search_candidates_json with an earlier migration's version of it (kept in earlier-functions/, since
 * a function's text now lives only in adapters/postgres/functions/), created under `name`, on
 * 120 people of the records and each kind of call: typed, a surname no record may hold, a given name no
 * record may hold, an initial (when `initials`), the other order with exact keys. `extraArgs` is appended
 * to the earlier one's arguments (", true" for the opted-out argument of migrations 0099-0110; the records
 * compared hold no opt-out, so that argument changes nothing). Returns the calls
 * whose candidates differ (each candidate's names, places and gender included) and how many calls found someone.
 */
export const compareWithEarlierCandidates = async (
  db: Queryable,
  o: { migrationFile: string; name: string; initials: boolean; extraArgs?: string },
): Promise<{ calls: number; found: number; differ: string[] }> => {
  await createEarlierCandidates(db, o.migrationFile, o.name);
  const people = (
    await db.query<{ first: string; last: string }>(
      `SELECT lower(first_name) AS first, lower(last_name) AS last FROM people
       WHERE first_name ~ '^[A-Za-z]{3,}$' AND last_name ~ '^[A-Za-z]{4,}$' ORDER BY id LIMIT 120`,
    )
  ).rows;
  const calls: CandidatesCall[] = people.flatMap(({ first, last }): CandidatesCall[] => {
    const swapped = `${last.slice(0, 1)}${last.slice(2, 3)}${last.slice(1, 2)}${last.slice(3)}`;
    const dropped = `${first.slice(0, 2)}${first.slice(3)}`;
    const initial = first.slice(0, 1);
    return [
      [last, first, givenNamesOf(first, false), false],
      [swapped, first, givenNamesOf(first, false), false], // a surname no record may hold
      [last, dropped, givenNamesOf(dropped, false), false], // a given name no record may hold
      ...(o.initials ? [[last, initial, givenNamesOf(initial, false), false] as CandidatesCall] : []), // an initial
      [first, last, givenNamesOf(last, true), true], // the other order, exact keys
    ];
  });
  const extra = o.extraArgs ?? '';
  let found = 0;
  const differ: string[] = [];
  for (const [last, first, names, exact] of calls) {
    const [r] = (
      await db.query<{ now: string; before: string }>(
        `SELECT ${byId('search_candidates_json($1, $2, $3, 1000, $4)')} AS now,
                ${byId(`${o.name}($1, $2, $3, 1000, $4${extra})`)} AS before`,
        [last, first, names, exact],
      )
    ).rows;
    if (r?.now !== r?.before) differ.push(`${first} ${last}${exact ? ' (exact)' : ''}`);
    if (r?.now !== '[]') found += 1;
  }
  return { calls: calls.length, found, differ };
};
