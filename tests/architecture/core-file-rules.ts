/**
 * The shape rules of core files (shared/STYLE.md section 2; docs/decisions/0006-one-home-per-rule-and-use-case-shape.md),
 * as a pure function so it can be tested with synthetic files:
 * - a file's role is in its name: `*.schema.ts`, `*.rules.ts`, `*.machine.ts`, `*.port.ts`, `*.use-case.ts`,
 *   `*.errors.ts`, and for code that is none of those `*.steps.ts` (steps several use cases share),
 *   `*.job.ts` (a job without input, run on the clock) and `*.provider.ts` (one area's side of a port
 *   another area declares); a few plain files are named in `PLAIN_CORE_FILES`;
 * - a `*.use-case.ts` file holds one use case (`export const make...`), built with the shared `useCase` helper;
 * - the bags of ports (`...Ports`, `...Deps`) are declared in `*.port.ts` files only;
 * - billing imports nothing of membership (membership builds on billing, never the other way).
 */

export interface CoreFile {
  /** Repository-relative path with forward slashes, e.g. `core/membership/checkout/claim-voucher.use-case.ts`. */
  readonly file: string;
  readonly source: string;
}

export interface CoreFileViolation {
  readonly file: string;
  readonly rule: string;
}

const ROLE = /\.(schema|rules|machine|port|use-case|errors|steps|job|provider)\.ts$/;

/** Core files without a role suffix: the public barrel, the error values, the use-case helper, a data table. */
export const PLAIN_CORE_FILES: readonly string[] = [
  'core/index.ts',
  'core/shared/errors.ts',
  'core/shared/use-case.ts',
  'core/records/nicknames.ts',
  'core/records/public-nicknames.ts',
];

const stripComments = (src: string): string => src.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

export const checkCoreFile = ({ file, source }: CoreFile): CoreFileViolation[] => {
  const out: CoreFileViolation[] = [];
  const code = stripComments(source);
  if (!ROLE.test(file) && !PLAIN_CORE_FILES.includes(file)) {
    out.push({ file, rule: 'a core file says its role in its name' });
  }
  if (file.endsWith('.use-case.ts')) {
    const makes = code.match(/^export const make\w+/gm) ?? [];
    if (makes.length !== 1) out.push({ file, rule: 'one use case per file' });
    if (!/\buseCase\(/.test(code)) out.push({ file, rule: 'a use case is built with useCase' });
  }
  if (!file.endsWith('.port.ts') && /^export (interface|type) \w+(Ports|Deps)\b/m.test(code)) {
    out.push({ file, rule: 'ports are declared in *.port.ts files' });
  }
  if (file.startsWith('core/billing/') && /from '\.\.\/membership\//.test(code)) {
    out.push({ file, rule: 'billing imports nothing of membership' });
  }
  return out;
};

export const checkCoreFiles = (files: readonly CoreFile[]): CoreFileViolation[] => files.flatMap(checkCoreFile);
