import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ALL_ACCESS_LIFETIME_MONTHLY_REPORT_LIMIT,
  MEMBERSHIP_REPORT_LIMITS,
} from '../../core/membership/limits/report-limits.rules.js';
import {
  FLIPPER_MAX_OWNED_MONTHS,
  HIGH_EQUITY_MIN_PERCENT,
  LOW_EQUITY_MAX_PERCENT,
  SOLD_WITHIN_MONTHS,
} from '../../core/property/quick-filters.rules.js';
import { sourceFiles } from './source-files.js';
import { bannedRuleLiterals, checkFunctionFile, checkMigration, ruleLiteralsIn } from './sql-home-rules.js';

const POSTGRES = join(import.meta.dirname, '..', '..', 'adapters', 'postgres');
const sqlFiles = (dir: string) =>
  readdirSync(join(POSTGRES, dir))
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ file: f, sql: readFileSync(join(POSTGRES, dir, f), 'utf8') }));

describe('every SQL function is defined in one file (shared/STYLE.md section 7)', () => {
  it('no migration defines or alters a function', () => {
    const migrations = sqlFiles('migrations');
    expect(migrations.length).toBeGreaterThan(50);
    expect(migrations.flatMap((m) => checkMigration(m.file, m.sql))).toEqual([]);
  });

  it('each function file defines the function it is named after, and no other', () => {
    const files = sqlFiles('functions');
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((f) => checkFunctionFile(f.file, f.sql))).toEqual([]);
  });

  it('the rules catch what they forbid', () => {
    const fn = (head: string) => `-- CREATE FUNCTION in a comment counts for nothing\n${head} AS $$ SELECT 1 $$;`;
    expect(checkMigration('0001_x.sql', fn('CREATE FUNCTION f() RETURNS int LANGUAGE sql'))).toHaveLength(1);
    expect(
      checkMigration('0001_x.sql', fn('create or replace function public.f() returns int language sql')),
    ).toHaveLength(1);
    expect(checkMigration('0001_x.sql', 'ALTER FUNCTION f() SET work_mem = 1;')).toHaveLength(1);
    expect(checkMigration('0001_x.sql', '-- f(): see functions/f.sql\nCREATE TABLE t (a int);')).toEqual([]);
    expect(checkFunctionFile('f.sql', fn('CREATE OR REPLACE FUNCTION f() RETURNS int LANGUAGE sql'))).toEqual([]);
    expect(checkFunctionFile('f.sql', fn('CREATE OR REPLACE FUNCTION g() RETURNS int LANGUAGE sql'))).toHaveLength(1);
    expect(checkFunctionFile('f.sql', fn('CREATE FUNCTION f() RETURNS int LANGUAGE sql'))).toHaveLength(1);
    expect(checkFunctionFile('f.sql', '-- nothing\nSELECT 1;')).toHaveLength(1);
  });
});

/** The first migration written under the rule; the ones before it may still type what they typed then. */
const FIRST_MIGRATION_WITHOUT_RULES = '0107';

/** The literals that would restate core's rule values, from core itself. */
const BANNED = bannedRuleLiterals({
  equityPercents: { HIGH_EQUITY_MIN_PERCENT, LOW_EQUITY_MAX_PERCENT },
  months: { SOLD_WITHIN_MONTHS, FLIPPER_MAX_OWNED_MONTHS },
  reportLimits: {
    ...Object.fromEntries(
      Object.entries(MEMBERSHIP_REPORT_LIMITS).map(([k, v]) => [`MEMBERSHIP_REPORT_LIMITS.${k}`, v]),
    ),
    ALL_ACCESS_LIFETIME_MONTHLY_REPORT_LIMIT,
  },
});

describe('SQL takes rule values from core, never types them (shared/STYLE.md section 7)', () => {
  it('no function file and no migration from 0107 on types a quick-filter threshold, an equity or a report limit', () => {
    const files = [
      ...sqlFiles('functions'),
      ...sqlFiles('migrations').filter((m) => m.file.slice(0, 4) >= FIRST_MIGRATION_WITHOUT_RULES),
    ];
    expect(files.some((f) => f.file === 'property_search_refresh.sql')).toBe(true);
    expect(files.flatMap((f) => ruleLiteralsIn(f.file, f.sql, BANNED))).toEqual([]);
  });

  it('the banned list catches each value where SQL would restate it, and not the same number elsewhere', () => {
    const typed = [
      `CASE WHEN equity_pct >= ${HIGH_EQUITY_MIN_PERCENT} THEN 1 << 6 ELSE 0 END`,
      `CASE WHEN equity_pct >= 0 AND equity_pct < ${LOW_EQUITY_MAX_PERCENT} THEN 1 << 7 ELSE 0 END`,
      `last_sale_date >= (as_of - interval '${SOLD_WITHIN_MONTHS} months')::date`,
      `last_sale_date > as_of - make_interval(months => ${FLIPPER_MAX_OWNED_MONTHS})`,
      `SELECT count(*) < ${MEMBERSHIP_REPORT_LIMITS.basic} FROM reports WHERE user_id = $1`,
    ].join(';\n');
    expect(ruleLiteralsIn('x.sql', typed, BANNED)).toEqual(
      expect.arrayContaining([
        `x.sql: HIGH_EQUITY_MIN_PERCENT (${HIGH_EQUITY_MIN_PERCENT})`,
        `x.sql: LOW_EQUITY_MAX_PERCENT (${LOW_EQUITY_MAX_PERCENT})`,
        `x.sql: SOLD_WITHIN_MONTHS (${SOLD_WITHIN_MONTHS})`,
        `x.sql: FLIPPER_MAX_OWNED_MONTHS (${FLIPPER_MAX_OWNED_MONTHS})`,
        `x.sql: MEMBERSHIP_REPORT_LIMITS.basic (${MEMBERSHIP_REPORT_LIMITS.basic})`,
      ]),
    );
    const elsewhere = [
      `ORDER BY floor(latitude * ${LOW_EQUITY_MAX_PERCENT}), id LIMIT ${HIGH_EQUITY_MIN_PERCENT}`,
      `extract(year FROM age(d, f)) * ${SOLD_WITHIN_MONTHS} + extract(month FROM age(d, f))`,
      `CASE WHEN equity_pct >= high_equity THEN 64 ELSE 0 END`,
      `SELECT name FROM search_surnames LIMIT ${MEMBERSHIP_REPORT_LIMITS.premium}`,
      `-- equity >= ${HIGH_EQUITY_MIN_PERCENT} in a comment`,
    ].join(';\n');
    expect(ruleLiteralsIn('y.sql', elsewhere, BANNED)).toEqual([]);
  });
});

describe('opt-outs are decided in the gate only (docs/decisions/0099)', () => {
  /** The one adapter that reads the opt-out table: the fact gate's port on PostgreSQL. */
  const HOME = 'adapters/postgres/pg-suppressions.ts';

  it('no function file and no source file but the suppressions adapter names the opt-out table', () => {
    const named = [
      ...sqlFiles('functions').map((f) => ({ file: `functions/${f.file}`, text: f.sql })),
      ...['core', 'adapters', 'server', 'web'].flatMap((dir) => sourceFiles(dir)),
    ].filter((f) => f.file !== HOME && /\bsuppressed_people\b/.test(f.text));
    expect(named.map((f) => f.file)).toEqual([]);
    // The search can find it: the adapter does name it.
    expect(readFileSync(join(POSTGRES, 'pg-suppressions.ts'), 'utf8')).toMatch(/\bsuppressed_people\b/);
  });
});
