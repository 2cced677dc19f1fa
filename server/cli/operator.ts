/**
 * Operators of the site (the /ops pages: feature flags, experiments):
 *   npm run operator -- grant EMAIL [--role it|care]
 * gives the account the information technology (it, the default) or customer care (care) staff flag
 * (002 section 6) on the configured database (DATABASE_URL, or embedded PGlite in DATA_DIR). Nobody is
 * an operator by default, the demo data included.
 */
import { pathToFileURL } from 'node:url';
import type { Db } from '../../adapters/postgres/db.js';
import { runMigrations } from '../../adapters/postgres/migrate.js';
import { openDb } from '../../adapters/postgres/open-db.js';
import { grantStaffFlags } from '../../adapters/postgres/pg-staff-roles.js';
import { OPERATOR_ROLE_FLAGS } from '../../core/accounts/operator-access.rules.js';
import { STAFF_FLAG_BITS } from '../../core/accounts/user-flags.rules.js';
import { parseDatabaseConfig } from '../config.js';

const usage = 'Usage: npm run operator -- grant EMAIL [--role it|care]';

export type OperatorRole = keyof typeof OPERATOR_ROLE_FLAGS;

/** Makes the account with `email` an operator; its staff flags after, or `null` when there is no such account. */
export const grantOperator = (db: Db, email: string, role: OperatorRole = 'it'): Promise<number | null> =>
  grantStaffFlags(db, email, STAFF_FLAG_BITS[OPERATOR_ROLE_FLAGS[role]]);

/** Reads the command line: `grant EMAIL [--role it|care]`; a message for anything else. */
export const parseOperatorArgs = (args: readonly string[]): { email: string; role: OperatorRole } | string => {
  const [command, email, ...rest] = args;
  if (command !== 'grant' || !email || email.startsWith('--')) return usage;
  let role: OperatorRole = 'it';
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    const value = a === '--role' ? rest[++i] : a?.startsWith('--role=') ? a.slice(7) : undefined;
    if (value === 'it' || value === 'care') role = value;
    else return `Unknown option ${a}${value ? ` ${value}` : ''}. ${usage}`;
  }
  return { email, role };
};

const main = async (): Promise<number> => {
  const parsed = parseOperatorArgs(process.argv.slice(2));
  if (typeof parsed === 'string') {
    console.error(parsed);
    return 2;
  }
  const { databaseUrl, dataDir, dbPoolSize } = parseDatabaseConfig(process.env);
  const db = await openDb({ ...(databaseUrl ? { databaseUrl } : {}), dataDir, poolSize: dbPoolSize });
  try {
    await runMigrations(db);
    const flags = await grantOperator(db, parsed.email, parsed.role);
    if (flags === null) {
      console.error(`No account uses ${parsed.email}. Sign up first, then grant.`);
      return 1;
    }
    console.log(
      `${parsed.email} is an operator (${parsed.role === 'it' ? 'information technology' : 'customer care'}); staff flags ${flags}.`,
    );
    return 0;
  } finally {
    await db.close();
  }
};

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    },
  );
}
