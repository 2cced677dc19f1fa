import { readFileSync } from 'node:fs';
import type { AddressReportData } from '../../core/shared/reports/address-report-contents.schema.js';
import type {
  BackgroundReportData,
  EmailReportData,
  PhoneReportData,
} from '../../core/shared/reports/report-contents.schema.js';
import type { ReportSource } from '../../core/shared/reports/report-source.port.js';
import type { Queryable } from './db.js';
import { FUNCTIONS_DIR } from './migrate.js';

/*
 * Report assembly on the records schema (0010/0011). Each report is ONE statement: a json object
 * whose members are correlated sub-selects aggregated with json_agg, each driven by a person_id /
 * phone_id / property_id index; every fact joins its `sources` row and keeps `recorded_at`. The statement
 * is written once, in its function's file (adapters/postgres/functions/<name>.sql); the service calls the
 * function. Why functions: planning the one big statement costs about twice its execution (about 6 of 9 ms
 * at 1M people); plpgsql caches the plan per connection, and unlike named prepared statements this works
 * through pglite-socket too (docs/performance.md "Reports").
 */

/**
 * The report functions, by the kind of report each assembles, with the types the adapter casts its
 * arguments to (those of the function's parameters, in order).
 */
const REPORT_FUNCTIONS = {
  background: { name: 'report_background_json', args: ['bigint'] },
  phone: { name: 'report_phone_json', args: ['text'] },
  email: { name: 'report_email_json', args: ['text'] },
  address: { name: 'report_address_json', args: ['bigint', 'uuid'] },
} as const;

export type ReportKind = keyof typeof REPORT_FUNCTIONS;

const functionFile = (name: string): string => readFileSync(`${FUNCTIONS_DIR}${name}.sql`, 'utf8');

/** Every report function's file, as one script (the benchmark installs them as session-temporary functions). */
export const reportFunctionsSql = (): string =>
  Object.values(REPORT_FUNCTIONS)
    .map((f) => functionFile(f.name))
    .join('\n\n');

/** `$1::bigint`, `$2::uuid`...: the arguments of a report function, cast as its call casts them. */
const placeholders = (kind: ReportKind): string[] => REPORT_FUNCTIONS[kind].args.map((type, i) => `$${i + 1}::${type}`);

const inlineSql = new Map<ReportKind, string>();

/**
 * A report function's statement as a plain query, planned on every call (`inline: true`, which tests and the
 * benchmark compare with the function): the `RETURN (...)` of its file, each parameter of its signature
 * (`p_id`, `p_viewer`) becoming the placeholder the function's call passes in its place. Read once per kind,
 * so a benchmark times the database, not the file.
 */
export const reportInlineSql = (kind: ReportKind): string => {
  const held = inlineSql.get(kind);
  if (held) return held;
  const { name } = REPORT_FUNCTIONS[kind];
  const text = functionFile(name);
  const signature = new RegExp(`FUNCTION\\s+${name}\\s*\\(([^)]*)\\)`).exec(text)?.[1];
  const body = /\$fn\$\s*BEGIN\s+RETURN\s*\(([\s\S]*)\);\s*END\s*\$fn\$;\s*$/.exec(text)?.[1];
  const params = signature?.split(',').map((p) => p.trim().split(/\s+/)[0] ?? '') ?? [];
  const args = placeholders(kind);
  if (body === undefined || params.length !== args.length) {
    throw new Error(`${name}.sql: expected a plpgsql function of ${args.length} parameters that returns ( statement )`);
  }
  const sql = params.reduce(
    // A cast the body writes itself (`p_id::text`) stays the only one.
    (s, param, i) =>
      s.replace(new RegExp(`\\b${param}\\b(::)?`, 'g'), (_, cast?: string) =>
        cast ? `$${i + 1}::` : (args[i] as string),
      ),
    `${body.trim()} AS report`,
  );
  inlineSql.set(kind, sql);
  return sql;
};

/** A viewer id the saved-properties table can hold (a uuid); anything else saves nothing. */
const viewerParam = (viewerId: string | null | undefined): string | null =>
  viewerId && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(viewerId) ? viewerId : null;

/**
 * PostgreSQL (server or PGlite) implementation of {@link ReportSource}: one call per report, to the
 * report functions (adapters/postgres/functions/report_*_json.sql; `inline: true` runs their statements directly).
 */
export class PgReportSource implements ReportSource {
  /**
   * `opts.primary`: when `db` is a read replica (docs/decisions/0085), the database an address report
   * of a signed-in viewer reads instead, because its `isSaved` is the viewer's own write (a property
   * saved a moment ago must show as saved); the records themselves may lag.
   */
  constructor(
    private readonly db: Queryable,
    private readonly opts: { inline?: boolean; primary?: Queryable } = {},
  ) {}

  private async one<T>(kind: ReportKind, params: unknown[], db: Queryable = this.db): Promise<T | null> {
    const sql = this.opts.inline
      ? reportInlineSql(kind)
      : `SELECT ${REPORT_FUNCTIONS[kind].name}(${placeholders(kind).join(', ')}) AS report`;
    const r = await db.query<{ report: T | string | null }>(sql, params);
    const v = r.rows[0]?.report ?? null;
    return (typeof v === 'string' ? JSON.parse(v) : v) as T | null;
  }

  async background(personId: number): Promise<BackgroundReportData | null> {
    const r = await this.one<BackgroundReportData>('background', [personId]);
    return r?.person ? r : null;
  }

  phone(tenDigits: string): Promise<PhoneReportData | null> {
    return this.one<PhoneReportData>('phone', [tenDigits]);
  }

  email(lowerCaseEmail: string): Promise<EmailReportData | null> {
    return this.one<EmailReportData>('email', [lowerCaseEmail]);
  }

  async address(propertyId: number, viewerId: string | null = null): Promise<AddressReportData | null> {
    const viewer = viewerParam(viewerId);
    const db = viewer !== null && this.opts.primary ? this.opts.primary : this.db;
    const r = await this.one<AddressReportData>('address', [propertyId, viewer], db);
    return r?.property ? r : null;
  }
}
