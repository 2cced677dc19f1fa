import type { Queryable } from './db.js';

/** Whether the database has the argument-less function `fn` (a migration not applied yet: it has not). */
const hasFunction = async (tx: Queryable, fn: string): Promise<boolean> =>
  (await tx.query<{ ok: boolean }>('SELECT to_regprocedure($1) IS NOT NULL AS ok', [`${fn}()`])).rows[0]?.ok === true;

/**
 * Rebuilds the tables derived from the record tables, in order: the search look-ups (migration 0040
 * search_refresh()), then the property area's per-ZIP market (0064 market_refresh()), the nearby
 * search rows (0067 property_search_refresh()) and the saved properties' grid facts (0066
 * saved_property_facts_refresh(), which marks a saved property whose facts changed). A function a
 * database does not have yet is skipped. Run inside the transaction that changed the records, by the
 * loader after a load and by a records update after it is applied. Returns each step's time (ms).
 */
export const refreshDerivedRecords = async (
  tx: Queryable,
  onPhase?: (phase: string, ms: number) => void,
): Promise<Record<string, number>> => {
  const ms: Record<string, number> = {};
  for (const fn of ['search_refresh', 'market_refresh', 'property_search_refresh', 'saved_property_facts_refresh']) {
    if (!(await hasFunction(tx, fn))) continue;
    const t = Date.now();
    await tx.query(`SELECT ${fn}()`);
    ms[fn] = Date.now() - t;
    onPhase?.(fn, ms[fn]);
  }
  return ms;
};

/**
 * Leaves the upkeep the derived tables do on every write to the refresh at the end of the transaction
 * (migration 0100 search_defer_given_name_filters(): the given-name filters' triggers skip their work). Call
 * it inside a transaction that calls {@link refreshDerivedRecords} before it commits: the loader and records
 * updates. A function a database does not have yet is skipped.
 */
export const deferDerivedRecords = async (tx: Queryable): Promise<void> => {
  for (const fn of ['search_defer_given_name_filters']) {
    if (await hasFunction(tx, fn)) await tx.query(`SELECT ${fn}()`);
  }
};
