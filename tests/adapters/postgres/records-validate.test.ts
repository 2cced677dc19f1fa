import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecordsFormatError, validateRecordSet } from '../../../adapters/postgres/records-validate.js';
import { generateRecords } from '../../../adapters/synthetic/generator.js';

let base: string;
const dirs: string[] = [];
beforeAll(() => {
  base = mkdtempSync(join(tmpdir(), 'tw-validate-'));
  dirs.push(base);
  generateRecords({ people: 400, properties: 200, seed: 5, outDir: base });
});
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** A copy of the set with line `line` (1-based) of `file` rewritten by `edit`. */
const corrupt = (file: string, line: number, edit: (fields: string[]) => string[] | string): string => {
  const d = mkdtempSync(join(tmpdir(), 'tw-validate-bad-'));
  dirs.push(d);
  cpSync(base, d, { recursive: true });
  const lines = readFileSync(join(d, file), 'utf8').split('\n');
  const out = edit(lines[line - 1]!.split('\t'));
  lines[line - 1] = typeof out === 'string' ? out : out.join('\t');
  writeFileSync(join(d, file), lines.join('\n'));
  return d;
};

const rejection = (dir: string): RecordsFormatError => {
  try {
    validateRecordSet(dir);
  } catch (e) {
    if (e instanceof RecordsFormatError) return e;
    throw e;
  }
  throw new Error('expected a RecordsFormatError');
};

describe('record file validation', () => {
  it('accepts a generated set', () => {
    const m = validateRecordSet(base);
    expect(m.tables.find((t) => t.table === 'people')?.rows).toBe(400);
  });

  it('names file, line and column of a bad date', () => {
    const e = rejection(corrupt('people.tsv', 42, (f) => f.map((v, i) => (i === 6 ? '1987-13-40' : v))));
    expect(e.message).toBe('people.tsv line 42 column 7 (birth_date): "1987-13-40" is not a date');
    expect([e.file, e.line, e.column]).toEqual(['people.tsv', 42, 7]);
  });

  it('rejects 29 February of a common year but accepts a leap day', () => {
    expect(rejection(corrupt('people.tsv', 3, (f) => f.map((v, i) => (i === 6 ? '1987-02-29' : v)))).message).toContain(
      'is not a date',
    );
    expect(() =>
      validateRecordSet(corrupt('people.tsv', 3, (f) => f.map((v, i) => (i === 6 ? '1988-02-29' : v)))),
    ).not.toThrow();
  });

  it('rejects a wrong column count, a bad integer, a bad boolean and a null in a NOT NULL column', () => {
    expect(rejection(corrupt('phones.tsv', 5, (f) => f.slice(0, -1))).message).toBe(
      'phones.tsv line 5: has 6 columns, expected 7',
    );
    expect(rejection(corrupt('phones.tsv', 6, (f) => f.map((v, i) => (i === 4 ? 'six' : v)))).message).toBe(
      'phones.tsv line 6 column 5 (classification): "six" is not an integer',
    );
    expect(rejection(corrupt('people.tsv', 9, (f) => f.map((v, i) => (i === 7 ? 'yes' : v)))).message).toBe(
      'people.tsv line 9 column 8 (deceased): "yes" is not a boolean (t or f)',
    );
    expect(rejection(corrupt('people.tsv', 10, (f) => f.map((v, i) => (i === 3 ? '\\N' : v)))).message).toBe(
      'people.tsv line 10 column 4 (last_name): is null (\\N) but the column is NOT NULL',
    );
    expect(rejection(corrupt('properties.tsv', 2, (f) => f.map((v, i) => (i === 32 ? '33.4.5' : v)))).message).toBe(
      'properties.tsv line 2 column 33 (latitude): "33.4.5" is not a number',
    );
  });

  it('rejects a row count that differs from the manifest and an unsupported format version', () => {
    const d = corrupt('people.tsv', 1, (f) => `${f.join('\t')}\n${f.join('\t')}`);
    expect(rejection(d).message).toBe('people.tsv has 401 rows, manifest.json says 400');
    const m = JSON.parse(readFileSync(join(base, 'manifest.json'), 'utf8'));
    const d2 = corrupt('people.tsv', 1, (f) => f);
    writeFileSync(join(d2, 'manifest.json'), JSON.stringify({ ...m, formatVersion: 99 }));
    expect(rejection(d2).message).toBe('manifest.json: format version 99 is not supported (expected 1)');
  });

  it('accepts COPY escapes in text and rejects a backslash escaping the tab', () => {
    const ok = corrupt('people.tsv', 4, (f) => f.map((v, i) => (i === 1 ? 'Ann\\tMarie\\\\' : v)));
    expect(() => validateRecordSet(ok)).not.toThrow();
    const bad = corrupt('people.tsv', 4, (f) => f.map((v, i) => (i === 1 ? 'Ann\\' : v)));
    expect(rejection(bad).message).toBe(
      'people.tsv line 4 column 2 (first_name): a backslash escapes a tab or line end',
    );
  });
});
