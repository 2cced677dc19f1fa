import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db, Queryable, QueryResult } from '../../../adapters/postgres/db.js';
import type { SearchUseCases } from '../../../server/wiring/search.js';
import { loadSearchFixture } from '../../support/search-fixture.js';
import { wiredTestApp } from '../../support/test-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * The statements one name search sends, through the production wiring (docs/decisions/0088, 0090 and 0099):
 * one candidate call for both orders of the name and one question to the fact gate about everyone it found;
 * a search the candidate cache answers asks that one question (the cached lists may predate an opt-out) and
 * nothing else. The card extras of a first page whose candidates are at
 * most a page come with them (migrations 0102 and 0103).
 */
let db: Db;
let sent: string[] = [];
let uc: SearchUseCases;

/** The database, writing down each statement's text. */
const recording = (inner: Db): Db => ({
  kind: inner.kind,
  query: <R>(sql: string, params?: readonly unknown[]): Promise<QueryResult<R>> => {
    sent.push(sql);
    return inner.query<R>(sql, params);
  },
  transaction: <T>(fn: (tx: Queryable) => Promise<T>) =>
    inner.transaction((tx) =>
      fn({
        query: <R>(sql: string, params?: readonly unknown[]) => {
          sent.push(sql);
          return tx.query<R>(sql, params);
        },
      }),
    ),
  copyFromFile: (...args) => inner.copyFromFile(...args),
  close: () => inner.close(),
});

beforeAll(async () => {
  db = await openTestDb();
  await loadSearchFixture(db);
  const seen = recording(db);
  uc = wiredTestApp({ db: seen, readDb: seen, overrides: { clock: { now: () => new Date('2026-11-21T12:00:00Z') } } })
    .useCases.search;
});
afterAll(async () => db?.close());

const count = (pattern: RegExp) => sent.filter((s) => pattern.test(s)).length;

describe('one name search', () => {
  it('asks for the candidates of both orders once and the gate once about them, then only the gate from the cache', async () => {
    sent = [];
    const first = await uc.searchPeople({ firstName: 'John', lastName: 'Smith' }, undefined, 'visitor-1');
    expect(first.isOk()).toBe(true);
    expect(count(/search_candidates_both_orders_json/)).toBe(1);
    expect(count(/search_candidates_json\(/)).toBe(0);
    expect(count(/FROM suppressed_people WHERE person_id = ANY/)).toBe(1);

    sent = [];
    const again = await uc.searchPeople({ firstName: 'John', lastName: 'Smith', page: '1' }, undefined, 'visitor-1');
    expect(again._unsafeUnwrap().people.map((p) => p.id)).toEqual(first._unsafeUnwrap().people.map((p) => p.id));
    expect(count(/search_candidates/)).toBe(0);
    expect(count(/FROM suppressed_people WHERE person_id = ANY/)).toBe(1);
  });

  it('the page’s card extras come with the candidates when they are at most a page, with a state or without (migrations 0102, 0103)', async () => {
    sent = [];
    const inTexas = await uc.searchPeople(
      { firstName: 'Mary', lastName: 'Smith', state: 'TX' },
      undefined,
      'visitor-2',
    );
    const mary = inTexas._unsafeUnwrap().people.find((p) => p.id === '5');
    expect(mary).toMatchObject({ aliases: ['Mary Ann Johnson'], relatives: ['Robert Smith'] });
    expect(count(/search_candidates_both_orders_json/)).toBe(1);
    expect(count(/search_card_extras_json/)).toBe(0);

    sent = [];
    const anywhere = await uc.searchPeople({ firstName: 'Robert', lastName: 'Smith' }, undefined, 'visitor-2');
    expect(anywhere._unsafeUnwrap().people.find((p) => p.id === '1')).toMatchObject({ relatives: ['Mary Smith'] });
    expect(count(/search_candidates_both_orders_json/)).toBe(1);
    expect(count(/search_card_extras_json/)).toBe(0);
  });
});
