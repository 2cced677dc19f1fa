import type { Queryable } from '../../../adapters/postgres/db.js';

/** A sampled person of the records: names of letters only, with the state of their current address. */
export type SampledPerson = { first_name: string; last_name: string; state: string };

/** `n` people of the records at random, as the name-search benchmarks search for them. */
export const samplePeople = async (db: Queryable, n: number): Promise<SampledPerson[]> =>
  (
    await db.query<SampledPerson>(
      `SELECT p.first_name, p.last_name, a.state FROM people p TABLESAMPLE SYSTEM (5)
       JOIN person_addresses pa ON pa.person_id = p.id AND pa.is_current JOIN addresses a ON a.id = pa.address_id
       WHERE p.first_name ~ '^[A-Za-z]+$' AND p.last_name ~ '^[A-Za-z]+$' ORDER BY random() LIMIT $1`,
      [n],
    )
  ).rows;

/**
 * autocannon's requests for a name search of each person (first, last and state), one sequence shared by
 * all connections: autocannon's `requests` list restarts per connection, so 8 connections would ask for
 * the same name at the same moment and share its cache and buffers.
 */
export const nameSearchRequests = (people: readonly SampledPerson[]) => {
  const paths = people.map(
    (p) =>
      `/api/search/people?firstName=${encodeURIComponent(p.first_name)}&lastName=${encodeURIComponent(p.last_name)}&state=${p.state}`,
  );
  let next = 0;
  return [
    { method: 'GET' as const, setupRequest: (r: object) => ({ ...r, path: paths[next++ % paths.length] ?? '/' }) },
  ];
};
