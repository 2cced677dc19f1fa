import { runMigrations } from '../../adapters/postgres/migrate.js';
import { openDb } from '../../adapters/postgres/open-db.js';
import { privacyQueueLine } from '../../core/privacy/privacy-case-queue.rules.js';
import { parseConfig, parseDatabaseConfig } from '../config.js';
import { createContainer, TOKENS } from '../container.js';
import { silentLogger } from '../logger.js';

/**
 * Operators' privacy tools (docs/decisions/0074):
 *   npm run privacy -- cases                              open cases by completion due date, overdue marked
 *   npm run privacy -- suppress <personId> [--note TEXT]  opt a person out for customer care (a 'delete' case)
 * On the database the server uses (DATABASE_URL, else PGlite in DATA_DIR).
 */
const USAGE = 'usage: npm run privacy -- cases | suppress <personId> [--note TEXT] [--operator NAME]';

const main = async (argv: readonly string[]): Promise<number> => {
  const [command, ...rest] = argv;
  if (command !== 'cases' && command !== 'suppress') {
    console.error(USAGE);
    return 2;
  }
  const { databaseUrl, dataDir, dbPoolSize } = parseDatabaseConfig(process.env);
  const db = await openDb({ ...(databaseUrl ? { databaseUrl } : {}), dataDir, poolSize: dbPoolSize });
  try {
    await runMigrations(db);
    const container = createContainer({
      config: parseConfig(process.env),
      db,
      log: silentLogger(),
      syntheticData: false,
    });
    const privacy = container.get(TOKENS.Privacy).useCases;
    if (command === 'cases') {
      const r = await privacy.listCases(undefined);
      if (r.isErr()) throw new Error(JSON.stringify(r.error));
      const { today, cases } = r.value;
      console.log(`Open privacy cases on ${today}: ${cases.length} (${cases.filter((c) => c.overdue).length} overdue)`);
      for (const c of cases) console.log(privacyQueueLine(c, today));
      return 0;
    }
    const named: Record<string, string> = {};
    const positional: string[] = [];
    for (let i = 0; i < rest.length; i++) {
      const a = rest[i] ?? '';
      if (a.startsWith('--')) named[a.slice(2)] = rest[++i] ?? '';
      else positional.push(a);
    }
    const r = await privacy.operatorSuppress({
      personId: positional[0],
      note: named.note,
      ...(named.operator ? { operator: named.operator } : {}),
    });
    if (r.isErr()) {
      console.error('errors' in r.error ? Object.values(r.error.errors).flat().join('\n') : JSON.stringify(r.error));
      return 1;
    }
    console.log(
      `Person ${positional[0]} opted out: case ${r.value.caseId}, opt-out ${r.value.optOutId}, ${r.value.suppressed.length} record(s) suppressed`,
    );
    return 0;
  } finally {
    await db.close();
  }
};

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
