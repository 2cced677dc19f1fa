import { posix } from 'node:path';

/**
 * The areas of core and the areas each may import (docs/decisions/0096), as data and pure functions so
 * the rule can be tested with synthetic files. An area is a top-level folder of core/ (`core/shared/reports/`
 * belongs to `shared`). The table lists every edge core has: a new import between two areas is a decision,
 * made here, and the table itself must stay free of cycles, so the areas stay layered. From the bottom:
 * shared, records, the fact gate, accounts, billing, experiments, shell, search, property, membership,
 * reports, identity, privacy, and the funnels and support on top.
 */
export const ALLOWED_AREA_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  /** Errors, the use-case helper, clocks, mail, jobs, dates; the report types other areas read (shared/reports). */
  shared: [],
  /** The public records: their model, files, codes, name variants and linkage. */
  records: ['shared'],
  /** The one gate every record fact leaves through, and the opt-out list it asks (docs/decisions/0093). */
  'fact-gate': ['records', 'shared'],
  accounts: ['shared'],
  billing: ['shared'],
  experiments: ['accounts', 'shared'],
  shell: ['accounts', 'experiments', 'shared'],
  search: ['accounts', 'experiments', 'fact-gate', 'records', 'shared'],
  property: ['accounts', 'fact-gate', 'records', 'search', 'shared', 'shell'],
  membership: ['accounts', 'billing', 'experiments', 'property', 'shared'],
  reports: ['accounts', 'billing', 'fact-gate', 'membership', 'property', 'records', 'search', 'shared', 'shell'],
  identity: ['accounts', 'fact-gate', 'records', 'reports', 'search', 'shared'],
  privacy: ['accounts', 'fact-gate', 'identity', 'reports', 'search', 'shared'],
  funnels: ['membership', 'reports', 'shared'],
  'address-funnel': ['accounts', 'membership', 'property', 'search', 'shared', 'shell'],
  support: ['accounts', 'privacy', 'shared'],
};

/** The public barrel imports every area; it is no area of its own. */
export const AREA_FREE_FILES: readonly string[] = ['core/index.ts'];

export interface CoreFileImports {
  /** Repository-relative path with forward slashes, e.g. `core/search/search-people.use-case.ts`. */
  readonly file: string;
  readonly specifiers: readonly string[];
}

export interface AreaViolation {
  readonly file: string;
  readonly specifier: string;
  readonly rule: string;
}

/** The area of a core file (`core/shared/reports/x.ts` -> `shared`), null outside core/ or at its root. */
export const areaOf = (file: string): string | null => {
  const parts = file.split('/');
  return parts[0] === 'core' && parts.length > 2 ? (parts[1] as string) : null;
};

/** The imports of one core file that leave its area for an area the table does not allow. */
export const checkAreaImports = (
  { file, specifiers }: CoreFileImports,
  allowed: Readonly<Record<string, readonly string[]>> = ALLOWED_AREA_IMPORTS,
): AreaViolation[] => {
  if (AREA_FREE_FILES.includes(file)) return [];
  const from = areaOf(file);
  if (from === null) return [{ file, specifier: '', rule: 'a core file lives in an area folder' }];
  const out: AreaViolation[] = [];
  if (!(from in allowed)) out.push({ file, specifier: '', rule: `area ${from} is not in the allowed table` });
  for (const specifier of specifiers) {
    if (!specifier.startsWith('.') && !specifier.startsWith('#core/')) continue;
    const target = specifier.startsWith('#core/')
      ? `core/${specifier.slice('#core/'.length)}`
      : posix.normalize(posix.join(posix.dirname(file), specifier));
    const to = areaOf(target);
    if (to === null || to === from) continue;
    if (!(allowed[from] ?? []).includes(to)) {
      out.push({ file, specifier, rule: `${from} may not import ${to}` });
    }
  }
  return out;
};

/** One cycle of the table (the areas in order, the first repeated at the end), or null when it has none. */
export const cycleIn = (allowed: Readonly<Record<string, readonly string[]>>): string[] | null => {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (area: string): string[] | null => {
    if (state.get(area) === 'done') return null;
    if (state.get(area) === 'open') return [...path.slice(path.indexOf(area)), area];
    state.set(area, 'open');
    path.push(area);
    for (const next of allowed[area] ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(area, 'done');
    return null;
  };
  for (const area of Object.keys(allowed)) {
    const cycle = visit(area);
    if (cycle) return cycle;
  }
  return null;
};
