import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CoreFile, checkCoreFile, checkCoreFiles } from './core-file-rules.js';

const ROOT = join(import.meta.dirname, '..', '..');

const coreFiles = (): CoreFile[] => {
  const out: CoreFile[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.ts') && !e.name.endsWith('.d.ts')) {
        out.push({ file: relative(ROOT, p).split(sep).join('/'), source: readFileSync(p, 'utf8') });
      }
    }
  };
  walk(join(ROOT, 'core'));
  return out;
};

describe('core files keep their shape (shared/STYLE.md section 2)', () => {
  it('holds for every file of core/', () => {
    const files = coreFiles();
    expect(files.filter((f) => f.file.endsWith('.use-case.ts')).length).toBeGreaterThan(40);
    expect(checkCoreFiles(files)).toEqual([]);
  });
});

describe('checkCoreFile (the rules themselves can fail)', () => {
  const rules = (file: string, source: string) => checkCoreFile({ file, source }).map((v) => v.rule);
  const oneUseCase = 'export const makeA = (deps: X) => useCase(Input, (input) => okAsync(input));\n';

  it('a use-case file holds exactly one use case built with useCase', () => {
    expect(rules('core/a/x.use-case.ts', oneUseCase)).toEqual([]);
    expect(rules('core/a/x.use-case.ts', `${oneUseCase}export const makeB = (d: X) => useCase(I, f);\n`)).toEqual([
      'one use case per file',
    ]);
    expect(rules('core/a/x.use-case.ts', 'export const makeA = (deps: X) => async (raw: unknown) => raw;\n')).toEqual([
      'a use case is built with useCase',
    ]);
    // A make in a comment is not a use case.
    expect(rules('core/a/x.use-case.ts', `/**\nexport const makeOld = 1;\n*/\n${oneUseCase}`)).toEqual([]);
  });

  it('ports live in *.port.ts files', () => {
    expect(rules('core/a/x.port.ts', 'export interface MembershipPorts { a: A }')).toEqual([]);
    expect(rules('core/a/x.use-case.ts', `${oneUseCase}export interface MembershipPorts { a: A }`)).toEqual([
      'ports are declared in *.port.ts files',
    ]);
    expect(rules('core/a/x.rules.ts', 'export type SearchDeps = { a: A };')).toEqual([
      'ports are declared in *.port.ts files',
    ]);
  });

  it('billing imports nothing of membership; membership may import billing', () => {
    expect(rules('core/billing/x.rules.ts', "import { a } from '../membership/b.rules.js';")).toEqual([
      'billing imports nothing of membership',
    ]);
    expect(rules('core/membership/x.rules.ts', "import { a } from '../billing/b.rules.js';")).toEqual([]);
  });

  it('a core file says its role in its name', () => {
    expect(rules('core/a/helpers.ts', '')).toEqual(['a core file says its role in its name']);
    expect(rules('core/a/x.steps.ts', '')).toEqual([]);
    expect(rules('core/shared/use-case.ts', '')).toEqual([]);
  });
});
