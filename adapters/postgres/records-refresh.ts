import type { Queryable } from './db.js';
import { refreshSavedPropertyFacts } from './pg-grid-facts.js';
import { refreshPropertySearch } from './pg-nearby-search.js';
import { gateHiddenAmong } from './pg-suppressions.js';

/** Whether the database has the function of signature `fn` ("name(argument types)"; a database before its file has not). */
const hasFunction = async (tx: Queryable, fn: string): Promise<boolean> =>
  (await tx.query<{ ok: boolean }>('SELECT to_regprocedure($1) IS NOT NULL AS ok', [fn])).rows[0]?.ok === true;

/** Each derived table's rebuild, in order: the function's signature and its call. */
const REFRESHES: readonly { name: string; signature: string; run: (tx: Queryable) => Promise<unknown> }[] = [
  ...['search_refresh', 'market_refresh'].map((name) => ({
    name,
    signature: `${name}()`,
    run: (tx: Queryable) => tx.query(`SELECT ${name}()`),
  })),
  { name: 'property_search_refresh', signature: 'property_search_refresh(jsonb)', run: refreshPropertySearch },
  {
    name: 'saved_property_facts_refresh',
    signature: 'saved_property_facts_refresh(bigint[], bigint[])',
    // The owners the fact gate hides, asked in the transaction that changed the records.
    run: (tx: Queryable) => refreshSavedPropertyFacts(tx, gateHiddenAmong(tx)),
  },
];

/**
 * Rebuilds the tables derived from the record tables, in order: the search look-ups (search_refresh()),
 * then the property area's per-ZIP market (market_refresh()), the nearby search rows
 * (property_search_refresh(), with core's quick filters) and the saved properties' grid facts
 * (saved_property_facts_refresh(), which marks a saved property whose facts changed, and leaves out the owners
 * the fact gate hides); each function's file is
 * adapters/postgres/functions/<name>.sql. A function a database does not have yet is skipped. Run inside the transaction that changed the records, by the
 * loader after a load and by a records update after it is applied. Returns each step's time (ms).
 */
export const refreshDerivedRecords = async (
  tx: Queryable,
  onPhase?: (phase: string, ms: number) => void,
): Promise<Record<string, number>> => {
  const ms: Record<string, number> = {};
  for (const { name, signature, run } of REFRESHES) {
    if (!(await hasFunction(tx, signature))) continue;
    const t = Date.now();
    await run(tx);
    ms[name] = Date.now() - t;
    onPhase?.(name, ms[name]);
  }
  return ms;
};

/**
 * Leaves the upkeep the derived tables do on every write to the refresh at the end of the transaction
 * (search_defer_given_name_filters(): the given-name filters' triggers skip their work). Call
 * it inside a transaction that calls {@link refreshDerivedRecords} before it commits: the loader and records
 * updates. A function a database does not have yet is skipped.
 */
export const deferDerivedRecords = async (tx: Queryable): Promise<void> => {
  for (const fn of ['search_defer_given_name_filters']) {
    if (await hasFunction(tx, `${fn}()`)) await tx.query(`SELECT ${fn}()`);
  }
};
