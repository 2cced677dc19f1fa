import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { extractSpecifiers } from './import-rules.js';

/** The repository's root. */
export const ROOT = join(import.meta.dirname, '..', '..');

/**
 * Every TypeScript source file under a folder of the repository (`.ts` and `.tsx`, no declarations), with its
 * path from the root written with `/`, and its text.
 */
export const sourceFiles = (dir: string): { file: string; text: string }[] =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
    .sort()
    .map((f) => ({
      file: relative(ROOT, join(ROOT, dir, f))
        .split(sep)
        .join('/'),
      text: readFileSync(join(ROOT, dir, f), 'utf8'),
    }));

/** Every file of core/ with the modules it imports or re-exports. */
export const coreSourceImports = (): { file: string; specifiers: string[] }[] =>
  sourceFiles('core')
    .filter((f) => f.file.endsWith('.ts'))
    .map((f) => ({ file: f.file, specifiers: extractSpecifiers(f.text) }));
