/**
 * What one client address can add to the database through the calls that write without an account
 * (docs/decisions/0094; docs/performance.md "Anonymous writes"): the production wiring in process
 * (`app.request`), PGlite by default, the PostgreSQL server when DATABASE_URL is set. Each call is the
 * largest the server keeps (texts past their caps) from a fresh browser (a new visitor cookie, as a
 * flood would send). A flood of `burst` calls at once per minute, minute after minute on the test clock,
 * until the day's budget refuses everything; it prints the rows and bytes the limits allow (computed)
 * and those the tables gained (measured: the rows' `pg_column_size`, and the relations' growth with
 * their indexes). Usage: `npm run bench -- anonymous-writes [burst]` (default 200).
 */

import {
  ANONYMOUS_WRITE_LIMITS,
  type AnonymousWrite,
  anonymousWriteBound,
} from '../../core/accounts/anonymous-writes.rules.js';
import { MINUTE_MS } from '../../core/shared/date.rules.js';
import { CLIENT_LOG_MAX_ENTRIES, CLIENT_LOG_MAX_ENTRY_BYTES } from '../../core/shell/client-log.rules.js';
import { TestBrowser } from '../support/accounts-app.js';
import { membershipTestApp } from '../support/membership-app.js';

type App = Awaited<ReturnType<typeof membershipTestApp>>;

/** Text that does not compress (PostgreSQL compresses long repetitive values): a seeded random walk. */
let seed = 42;
const noise = (n: number, alphabet: string): string => {
  const chars = [...alphabet];
  let out = '';
  for (let i = 0; i < n; i++) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    out += chars[seed % chars.length];
  }
  return out;
};
const ASCII = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const EMOJI = '\u{1F600}\u{1F601}\u{1F602}\u{1F603}\u{1F604}\u{1F605}\u{1F606}\u{1F607}\u{1F608}\u{1F609}';

/** A log entry past every text cap that still fits 3 to the 64 kB body. */
const bigEntry = () => ({
  created: Date.now(),
  id: noise(100, ASCII),
  logLevel: 'critical',
  message: noise(2_500, ASCII),
  exception: noise(1_200, EMOJI),
  url: `https://tracewell.test/${noise(2_500, ASCII)}`,
});
const CRITERIA = {
  StreetNumber: '402',
  StreetName: noise(100, 'abcdefghijklmnopqrstuvwxyz'),
  City: 'Tampa',
  State: 'FL',
  Zip: '33611',
};

/** Per kind: the tables it writes, the call, and the rows one call adds. */
const KINDS: Record<
  AnonymousWrite,
  {
    tables: string[];
    rowsPerCall: number;
    send: (b: TestBrowser) => Promise<Response>;
    /** Calls past the budget still answer (a search): the flood ends when a minute keeps no row. */
    alwaysAnswers?: boolean;
  }
> = {
  clientLogs: {
    tables: ['client_logs'],
    rowsPerCall: CLIENT_LOG_MAX_ENTRIES,
    send: (b) => b.post('/api/logger', { logs: [bigEntry(), bigEntry(), bigEntry()] }),
  },
  experimentExposures: {
    tables: ['experiment_exposures'],
    rowsPerCall: 1,
    send: (b) => b.post('/api/experiments/join-headline/exposure', {}),
  },
  userFlows: {
    tables: ['user_flow_sessions'],
    rowsPerCall: 1,
    send: (b) =>
      b.post('/api/user-flows/people-search/session', {
        referrer: noise(2_000, ASCII),
        origin: noise(500, ASCII),
        criteria: Object.fromEntries(Array.from({ length: 20 }, () => [noise(100, ASCII), noise(500, ASCII)])),
      }),
  },
  addressFunnels: {
    tables: ['address_funnels'],
    rowsPerCall: 1,
    send: (b) => b.post('/api/address-funnel', { PropertyId: 1, SearchCriteria: CRITERIA }),
  },
  visitorSearches: {
    tables: ['visitor_searches'],
    rowsPerCall: 1,
    // A name search a fresh visitor makes (kept under the visitor cookie; the longest names the search takes).
    send: (b) => b.get(`/api/search/people?firstName=${noise(40, 'abcdefghijklmnopqrstuvwxyz')}&lastName=Smith`),
    alwaysAnswers: true,
  },
};

const rowsAndBytes = async (t: App, table: string) => {
  const r = await t.db.query<{ n: number; b: string | null; rel: string }>(
    `SELECT count(*)::int AS n, sum(pg_column_size(x.*))::bigint AS b, pg_total_relation_size('${table}')::bigint AS rel
     FROM ${table} x`,
  );
  return { rows: r.rows[0]!.n, bytes: Number(r.rows[0]!.b ?? 0), relation: Number(r.rows[0]!.rel) };
};
const kB = (b: number) => `${(b / 1024).toFixed(1)} kB`;
const MB = (b: number) => `${(b / 1024 / 1024).toFixed(2)} MB`;

export const run = async (args: string[] = []): Promise<void> => {
  const burst = Number(args[0] ?? 200);
  /** One kind only (`npm run bench -- anonymous-writes 200 visitorSearches`); all by default. */
  const only = args[1];
  const t = await membershipTestApp();
  try {
    for (const [kind, k] of Object.entries(KINDS) as [AnonymousWrite, (typeof KINDS)[AnonymousWrite]][]) {
      if (only && kind !== only) continue;
      const table = k.tables[0]!;
      const ip = `198.18.0.${Object.keys(KINDS).indexOf(kind) + 1}`;
      const start = await rowsAndBytes(t, table);
      let minutes = 0;
      let accepted = 0;
      let firstMinute: { rows: number; bytes: number } | null = null;
      const started = performance.now();
      for (;;) {
        const rs = await Promise.all(Array.from({ length: burst }, () => k.send(new TestBrowser(t.app, ip))));
        const ok = rs.filter((r) => r.status < 300).length;
        const other = rs.filter((r) => r.status >= 300 && r.status !== 429).map((r) => r.status);
        if (other.length > 0) throw new Error(`${kind}: unexpected answers ${[...new Set(other)].join(', ')}`);
        // Kept searches are written in batches (at most 50 ms later): count them after that.
        if (k.alwaysAnswers) await new Promise((r) => setTimeout(r, 150));
        if (!firstMinute) {
          const now = await rowsAndBytes(t, table);
          firstMinute = { rows: now.rows - start.rows, bytes: now.bytes - start.bytes };
        }
        minutes += 1;
        if (k.alwaysAnswers) {
          const kept = (await rowsAndBytes(t, table)).rows - start.rows - accepted;
          accepted += kept;
          t.clock.advance(MINUTE_MS);
          if (kept === 0 || minutes > 5_000) break;
          continue;
        }
        accepted += ok;
        t.clock.advance(MINUTE_MS);
        if (ok === 0) break;
      }
      const seconds = (performance.now() - started) / 1000;
      const end = await rowsAndBytes(t, table);
      const rows = end.rows - start.rows;
      const bytes = end.bytes - start.bytes;
      const bound = anonymousWriteBound(ANONYMOUS_WRITE_LIMITS[kind], {
        rows: k.rowsPerCall,
        bytesPerRow: kind === 'clientLogs' ? CLIENT_LOG_MAX_ENTRY_BYTES : rows > 0 ? bytes / rows : 0,
      });
      console.log(
        `${kind} (${table}, db ${t.db.kind}): ${minutes * burst} calls in ${minutes} minutes (${seconds.toFixed(1)} s), ` +
          `${accepted} accepted.\n` +
          `  limits: ${bound.callsPerMinute} calls / ${bound.rowsPerMinute} rows a minute, ` +
          `${bound.callsPerDay} calls / ${bound.rowsPerDay} rows a day` +
          (kind === 'clientLogs'
            ? ` (texts at most ${kB(bound.bytesPerMinute)} a minute, ${MB(bound.bytesPerDay)} a day)`
            : '') +
          `\n  measured: first minute ${firstMinute?.rows} rows, ${kB(firstMinute?.bytes ?? 0)}; ` +
          `the day ${rows} rows, ${kB(bytes)} of rows (${Math.round(rows > 0 ? bytes / rows : 0)} B a row), ` +
          `relation with indexes +${kB(end.relation - start.relation)}`,
      );
    }
  } finally {
    await t.close();
  }
};
