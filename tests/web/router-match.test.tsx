// @vitest-environment happy-dom
import fc from 'fast-check';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { tableMatcher, toChildRoutes } from '../../web/src/app/router';
import { appRoutes } from '../../web/src/app/routes';

const children = toChildRoutes(appRoutes);
const match = tableMatcher(children);
/** react-router's own answer over the whole table: the deepest match's route. */
const reference = (pathname: string) => matchRoutes(children, pathname)?.at(-1)?.route;

/** A URL path for a table path: parameters filled in, letters in any case, sometimes a trailing slash. */
const urlFor = (path: string) =>
  fc
    .tuple(
      fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { minLength: 4, maxLength: 4 }),
      fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
      fc.boolean(),
    )
    .map(([values, upper, slash]) => {
      let i = 0;
      const filled = path.replace(/:[A-Za-z]+/g, () => values[i++ % values.length] ?? 'x').replace('*', 'any/thing');
      const cased = [...filled].map((ch, k) => (upper[k % upper.length] ? ch.toUpperCase() : ch)).join('');
      return slash && cased !== '/' ? `${cased}/` : cased;
    });

describe("the route table's matcher", () => {
  it('answers what react-router answers for every route of the table, in any case, with or without a trailing slash', () => {
    const paths = [...new Set(appRoutes.map((r) => r.path))];
    expect(paths.length).toBeGreaterThan(100);
    fc.assert(
      fc.property(
        fc.constantFrom(...paths).chain((p) => urlFor(p)),
        (url) => {
          expect(match(url)).toBe(reference(url));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('answers what react-router answers for paths near the table: extra or missing segments, escapes, unknown pages', () => {
    const near = [
      '/',
      '/people',
      '/people/john-smith',
      '/people/john-smith/tx',
      '/people/john-smith/tx/dallas',
      '/people/john-smith/tx/dallas/extra',
      '/dashboard/reports/abc',
      '/dashboard/reports',
      '/DASHBOARD//reports',
      '/help%2Fx',
      '/dashboard%2Freports',
      '/people/search%2Femail',
      '/people%2Fsearch/email',
      '/Dashboard/Reports/',
      '/h%65lp',
      '/%E0%A4%A',
      '/uf/a/b',
      '/uf/a',
      '/no/such/page',
      '/property/fl/tampa/sierra-way',
    ];
    for (const url of near) expect(match(url), url).toBe(reference(url));
    expect(match('/people/john-smith')?.path ?? '').toBe('/people/:name');
    expect(match('/no/such/page')?.path).toBe('*');
  });
});
