import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFunctionFile, checkMigration } from './sql-home-rules.js';

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
