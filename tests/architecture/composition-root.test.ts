import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One composition root (shared/STYLE.md section 4, docs/decisions/0001): server/container.ts binds
 * everything and server/wiring/<area>.ts builds each area; configuration is read once, through the one
 * schema of server/config.ts; one system clock. As rules over file texts, so they can be tested with
 * synthetic files too.
 */
interface SourceText {
  /** Repository-relative path with forward slashes. */
  readonly file: string;
  readonly text: string;
}

/** The entry points that hand the environment to the schema, and the only way they may touch it. */
const ENV_ENTRY_POINTS: Readonly<Record<string, RegExp>> = {
  'server/main.ts': /\bparseConfig\(process\.env\)/g,
  'server/cli/data.ts': /\bparseDatabaseConfig\(process\.env\)/g,
  // The operators' privacy tools build the container, so they read the whole configuration too.
  'server/cli/privacy.ts': /\bparse(Database)?Config\(process\.env\)/g,
  'server/cli/operator.ts': /\bparseDatabaseConfig\(process\.env\)/g,
  'scripts/start.mjs': /\bparseConfig\(process\.env\)/g,
};

const SYSTEM_CLOCK_HOME = 'adapters/clock/system-clock.ts';

const compositionRootViolations = (files: readonly SourceText[]): string[] => {
  const out: string[] = [];
  for (const { file, text } of files) {
    if (/^server\/[^/]+-(use-cases|container)\.ts$/.test(file)) {
      out.push(`${file}: wiring lives in server/container.ts and server/wiring/<area>.ts`);
    }
    const entry = ENV_ENTRY_POINTS[file];
    const env = text.replace(entry ?? /$^/g, '');
    if (/\bprocess\.env\b/.test(env)) {
      out.push(`${file}: reads process.env (configuration goes through server/config.ts)`);
    }
    if (/from\s+['"]inversify['"]/.test(text) && file !== 'server/container.ts') {
      out.push(`${file}: imports inversify (only server/container.ts knows it)`);
    }
    if (file.startsWith('server/routes/') && /from\s+['"][./]*container\.js['"]/.test(text)) {
      out.push(`${file}: a route imports the container (routes get the plain UseCases)`);
    }
    if (/now:\s*\(\)\s*=>\s*new Date\(\)/.test(text) && file !== SYSTEM_CLOCK_HOME) {
      out.push(`${file}: a second system clock (bind the one in ${SYSTEM_CLOCK_HOME})`);
    }
  }
  return out;
};

const ROOT = join(import.meta.dirname, '..', '..');

const sources = (dir: string): SourceText[] => {
  const out: SourceText[] = [];
  const walk = (d: string) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (/\.(ts|tsx|mts|js|mjs)$/.test(e.name) && !e.name.endsWith('.d.ts')) {
        out.push({ file: relative(ROOT, p).split(sep).join('/'), text: readFileSync(p, 'utf8') });
      }
    }
  };
  walk(join(ROOT, dir));
  return out;
};

describe('one composition root', () => {
  it('holds for core/, adapters/, server/, web/src and scripts/', () => {
    const files = ['core', 'adapters', 'server', 'web/src', 'scripts'].flatMap(sources);
    expect(files.map((f) => f.file)).toEqual(expect.arrayContaining(Object.keys(ENV_ENTRY_POINTS)));
    expect(compositionRootViolations(files)).toEqual([]);
  });

  it('has a wiring file per area and no other container', () => {
    const wiring = sources('server/wiring').map((f) => f.file);
    for (const area of ['accounts', 'membership', 'reports', 'search', 'shell', 'jobs']) {
      expect(wiring).toContain(`server/wiring/${area}.ts`);
    }
  });
});

describe('compositionRootViolations (the rules can fail)', () => {
  const v = (file: string, text: string) => compositionRootViolations([{ file, text }]);

  it('refuses wiring files outside server/wiring', () => {
    expect(v('server/search-use-cases.ts', '')).toHaveLength(1);
    expect(v('server/accounts-container.ts', '')).toHaveLength(1);
    expect(v('server/wiring/search.ts', '')).toEqual([]);
    expect(v('server/use-cases.ts', '')).toEqual([]);
  });

  it('refuses process.env anywhere but the entry points handing it to the schema', () => {
    expect(
      v('server/wiring/membership.ts', "env.PAYMENTS_PAYPAL ?? process.env.PAYMENTS_PAYPAL === 'on'"),
    ).toHaveLength(1);
    expect(v('adapters/mail/smtp-mailer.ts', 'const from = process.env.MAIL_FROM;')).toHaveLength(1);
    expect(v('server/main.ts', 'config = parseConfig(process.env);')).toEqual([]);
    expect(v('server/main.ts', 'config = parseConfig(process.env); const p = process.env.PORT;')).toHaveLength(1);
    expect(v('server/cli/data.ts', 'parseDatabaseConfig(process.env)')).toEqual([]);
    expect(v('server/cli/data.ts', 'openDb({ dataDir: process.env.DATA_DIR })')).toHaveLength(1);
  });

  it('keeps inversify in server/container.ts and the container out of the routes', () => {
    expect(v('server/container.ts', "import { Container } from 'inversify';")).toEqual([]);
    expect(v('server/wiring/accounts.ts', "import type { Container } from 'inversify';")).toHaveLength(1);
    expect(v('server/routes/search.routes.ts', "import { TOKENS } from '../container.js';")).toHaveLength(1);
  });

  it('allows one system clock', () => {
    expect(v(SYSTEM_CLOCK_HOME, 'export const systemClock = { now: () => new Date() };')).toEqual([]);
    expect(v('server/wiring/search.ts', 'clock: { now: () => new Date() },')).toHaveLength(1);
  });
});
