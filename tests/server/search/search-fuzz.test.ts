import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { loadSearchFixture } from '../../support/search-fixture.js';
import { wiredTestApp } from '../../support/test-app.js';
import { openTestDb } from '../../support/test-db.js';

/** Every 4xx message a search endpoint may answer (002 section 5). */
const SPEC_MESSAGES = [
  /^Sorry, that is not a valid (first name|last name|city)((, | or | and )(last name|city))*( and city)?$/,
  /^Sorry, this search is invalid$/,
  /^Please enter a valid age range between 18 and 100$/,
  /^Sorry, that is not a valid phone number$/,
  /^Sorry, that is not a valid email address$/,
  /^Sorry, that is not a valid address$/,
  /^Please enter a valid address$/,
  /^Please enter a valid zip code$/,
];

let db: Db;
let app: ReturnType<typeof wiredTestApp>['app'];

beforeAll(async () => {
  db = await openTestDb();
  await loadSearchFixture(db);
  app = wiredTestApp({ db }).app;
});
afterAll(async () => {
  await db?.close();
});

/** Hostile strings: SQL and HTML fragments, unicode, long, empty, control characters. */
const hostile = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,55}$/),
  fc.stringMatching(/^[0-9]{1,5} [A-Za-z ]{0,20}$/),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
  fc.constantFrom(
    '',
    ' ',
    "' OR 1=1 --",
    'Robert"); DROP TABLE people;--',
    '<script>alert(1)</script>',
    '%',
    '_',
    '\\',
    '\u0000',
    'Zoë Ångström',
    '李小龙',
    '😀😀😀',
    'a'.repeat(5000),
    '1'.repeat(300),
    '%%%%%%%',
    '123 main st %',
  ),
);

const check = async (path: string, params: Record<string, string>) => {
  const qs = new URLSearchParams(params).toString();
  const res = await app.request(`${path}?${qs}`);
  expect(res.status, `${path}?${qs}`).toBeLessThan(500);
  const body = (await res.json()) as { success: boolean; errors?: Record<string, string[]> };
  if (res.status >= 400) {
    expect(body.success).toBe(false);
    for (const m of body.errors?.['*'] ?? [])
      expect(
        SPEC_MESSAGES.some((re) => re.test(m)),
        m,
      ).toBe(true);
  } else expect(body.success).toBe(true);
};

describe('search endpoints never answer 500 to arbitrary input (fast-check)', () => {
  const runs = { numRuns: 60 };
  it('GET /api/search/people', async () => {
    await fc.assert(
      fc.asyncProperty(
        hostile,
        hostile,
        hostile,
        hostile,
        hostile,
        hostile,
        async (firstName, lastName, middleName, city, state, age) => {
          await check('/api/search/people', { firstName, lastName, middleName, city, state, ageRange: age, page: age });
        },
      ),
      runs,
    );
    await check('/api/search/people', { firstName: 'Bob', lastName: 'Smith', middleName: "<b>'--" });
  });
  it('GET /api/search/phone, /email, /address', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, hostile, hostile, async (a, b, c) => {
        await check('/api/search/phone', { phone: a });
        await check('/api/search/email', { email: `${a}@${b}` });
        await check('/api/search/email', { email: a });
        await check('/api/search/address', { houseNumber: a, street: b, city: c, state: 'TX', unit: b, zip: c });
      }),
      runs,
    );
    // Found by the property above: a NUL in an e-mail reached the database (500); now a 400.
    await check('/api/search/email', { email: '\u0000@!.!' });
  });
  it('autocomplete endpoints', async () => {
    await fc.assert(
      fc.asyncProperty(hostile, fc.constantFrom('true', 'false', 'x'), async (input, units) => {
        await check('/api/address-auto-complete/suggestions', { input, units });
        await check('/api/autocomplete/cities', { input });
        await check('/api/autocomplete/last-names', { input });
      }),
      runs,
    );
  });
  it('answers the spec messages and autocomplete cache headers', async () => {
    const res = await app.request('/api/search/people?firstName=J0hn&lastName=Smith');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      success: false,
      errors: { '*': ['Sorry, that is not a valid first name'], firstName: ['Sorry, that is not a valid first name'] },
    });
    const ac = await app.request('/api/address-auto-complete/suggestions?input=aus');
    expect(ac.headers.get('cache-control')).toBe('public, max-age=900');
    expect(((await ac.json()) as { suggestions: unknown[] }).suggestions.length).toBeGreaterThan(0);
    const long = await app.request(`/api/address-auto-complete/suggestions?input=${'a'.repeat(200)}`);
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ success: false, errors: { '*': ['Please enter a valid address'] } });
  });
});
