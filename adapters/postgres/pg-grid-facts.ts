import type { Queryable } from './db.js';

/*
 * The saved-properties grid's facts leave out the owners the fact gate hides (docs/decisions/0099). The gate,
 * in core, decides who is hidden; property_grid_facts and its two refreshes (adapters/postgres/functions/)
 * take its answer for the properties' current owners as an argument. The grid filters and sorts on the facts
 * in SQL, so a hidden owner must not be in them at all, not even as an emptied cell.
 */

/** The fact gate's question: which of these people it hides. */
export type HiddenAmong = (personIds: readonly number[]) => Promise<ReadonlySet<number>>;

/** The people among the current owners of some properties (property_grid_facts reads current owners only). */
const CURRENT_OWNERS_SQL = `
SELECT DISTINCT person_id::text AS id FROM property_owners
 WHERE property_id = ANY ($1::bigint[]) AND is_current AND person_id IS NOT NULL`;

/** Every saved property. */
const SAVED_SQL = 'SELECT DISTINCT property_id::text AS id FROM saved_properties';

/** The properties some people own now or owned (an opt-out refreshes the facts of all of them). */
const OWNED_SQL = 'SELECT DISTINCT property_id::text AS id FROM property_owners WHERE person_id = ANY ($1::bigint[])';

const idsOf = async (q: Queryable, sql: string, params: readonly unknown[]): Promise<number[]> =>
  (await q.query<{ id: string }>(sql, params)).rows.map((r) => Number(r.id));

/** The gate's answer for a list of people, as the argument the SQL takes. */
const hiddenOf = async (people: readonly number[], hiddenAmong: HiddenAmong): Promise<number[]> =>
  people.length === 0 ? [] : [...(await hiddenAmong(people))];

/** The current owners of these properties the gate hides: the `p_hidden` of property_grid_facts. */
export const hiddenOwnersOf = async (
  q: Queryable,
  propertyIds: readonly (string | number)[],
  hiddenAmong: HiddenAmong,
): Promise<number[]> =>
  propertyIds.length === 0 ? [] : hiddenOf(await idsOf(q, CURRENT_OWNERS_SQL, [propertyIds]), hiddenAmong);

/**
 * Recomputes every saved property's stored facts (the records refresh; saved_property_facts_refresh()): the
 * properties read once, the gate asked about their owners, and only those properties rewritten.
 */
export const refreshSavedPropertyFacts = async (tx: Queryable, hiddenAmong: HiddenAmong): Promise<void> => {
  const saved = await idsOf(tx, SAVED_SQL, []);
  await tx.query('SELECT saved_property_facts_refresh($1::bigint[], $2::bigint[])', [
    saved,
    await hiddenOwnersOf(tx, saved, hiddenAmong),
  ]);
};

/** Recomputes the stored facts of the saved properties these people own or owned, without marking them changed. */
export const refreshSavedPropertyFactsOfOwners = async (
  tx: Queryable,
  personIds: readonly number[],
  hiddenAmong: HiddenAmong,
): Promise<void> => {
  const properties = await idsOf(tx, OWNED_SQL, [personIds]);
  if (properties.length === 0) return;
  await tx.query('SELECT saved_property_facts_refresh_for($1::bigint[], $2::bigint[])', [
    properties,
    await hiddenOwnersOf(tx, properties, hiddenAmong),
  ]);
};
