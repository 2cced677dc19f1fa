import { z } from 'zod';
import type { PaymentMethodsAvailable } from '../core/billing/payment-gateway.port.js';
import { SITE_FLAGS, type SiteFlag } from '../core/shell/flags.rules.js';

const intIn = <F extends number | undefined>(name: string, min: number, max: number, fallback: F) =>
  z
    .string()
    .optional()
    .transform((v, ctx): number | F => {
      if (v === undefined || v.trim() === '') return fallback;
      const n = Number(v);
      if (!/^\s*\d+\s*$/.test(v) || !Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `expected ${name} ${min}-${max}, got ${JSON.stringify(v)}` });
        return z.NEVER;
      }
      return n;
    });

const oneOf = <T extends string, F extends T | undefined>(values: readonly [T, ...T[]], fallback: F) =>
  z
    .string()
    .optional()
    .transform((v, ctx): T | F => {
      if (v === undefined || v.trim() === '') return fallback;
      const lower = v.trim().toLowerCase() as T;
      if (values.includes(lower)) return lower;
      ctx.addIssue({ code: 'custom', message: `expected one of ${values.join('|')}, got ${JSON.stringify(v)}` });
      return z.NEVER;
    });

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const httpUrl = optionalText.superRefine((v, ctx) => {
  if (v !== undefined && !/^https?:\/\/[^\s]+$/.test(v)) {
    ctx.addIssue({ code: 'custom', message: `expected an http(s):// URL, got ${JSON.stringify(v)}` });
  }
});

/**
 * A map tile URL template: https, a plain host name (no `{a-c}` sub-domain pattern, which the Content
 * Security Policy could not name, and nothing that could add a directive to it), {z}, {x} and {y}.
 */
const isTileUrlTemplate = (v: string): boolean => {
  if (!['{z}', '{x}', '{y}'].every((p) => v.includes(p))) return false;
  try {
    const u = new URL(v.replace(/\{[xyz]\}/g, '0'));
    return u.protocol === 'https:' && /^[a-z0-9.-]+(:\d+)?$/i.test(u.host) && !/[\s;,'"]/.test(v);
  } catch {
    return false;
  }
};

/** `on`/`off` switches that are off unless set. */
const offUnlessOn = oneOf(['on', 'off'], 'off');

/** Retention (exit-survey) sessions per calendar month when RETENTION_MONTHLY_CAP is unset (docs/decisions/0082). */
export const RETENTION_MONTHLY_CAP_DEFAULT = 1000;

/**
 * Every environment variable the server reads, in one schema: nothing else in core/, adapters/ or
 * server/ reads the environment (server/main.ts, the data CLI and scripts/start.mjs hand it over here).
 * Every variable has a default, so `npm start` needs none. The defaults are the safe ones: only this
 * machine can connect, and production loads no demo data.
 */
const EnvSchema = z.object({
  NODE_ENV: oneOf(['development', 'test', 'production'], 'development'),
  /** Port of the HTTP server (default 3000). */
  PORT: intIn('an integer port', 1, 65535, 3000),
  /** Retention (exit-survey) sessions per calendar month before Cancel opens the modal directly (docs/decisions/0082). */
  RETENTION_MONTHLY_CAP: intIn('a whole number of sessions', 0, 10_000_000, RETENTION_MONTHLY_CAP_DEFAULT),
  /**
   * Interface to listen on. Default 127.0.0.1: only this machine can reach the server (the local
   * OpenID provider and the outbox are on outside production); `0.0.0.0` opens it to the network.
   */
  HOST: optionalText.transform((v) => v ?? '127.0.0.1'),
  /** A PostgreSQL server; unset means embedded PGlite under DATA_DIR. */
  DATABASE_URL: optionalText.superRefine((v, ctx) => {
    if (v !== undefined && !/^postgres(ql)?:\/\/.+/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'expected a postgres:// or postgresql:// URL' });
    }
  }),
  /**
   * Streaming replicas of DATABASE_URL, comma separated: record search, autocomplete and the record part
   * of reports read from them in turn (docs/decisions/0085); unset: everything reads the primary.
   */
  DATABASE_READ_URL: optionalText.transform((v, ctx): string[] => {
    const urls = (v ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter((u) => u !== '');
    const bad = urls.filter((u) => !/^postgres(ql)?:\/\/[^\s,]+$/.test(u));
    if (bad.length > 0 || (v !== undefined && urls.length === 0)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected one or more postgres:// or postgresql:// URLs separated by commas, got ${JSON.stringify(bad[0] ?? v)}`,
      });
      return z.NEVER;
    }
    return urls;
  }),
  /** Where embedded PGlite keeps its files (`${DATA_DIR}/pg`) and the owner lock. */
  DATA_DIR: optionalText.transform((v) => v ?? './data'),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  /** `on`: one info line per request (method, path, status, ms); `off` (default): those lines at debug. */
  LOG_REQUESTS: oneOf(['on', 'off'], 'off'),
  /** Connections to a PostgreSQL server (PGlite always uses one). */
  DB_POOL_SIZE: intIn('an integer', 1, 200, 10),
  /**
   * `on` (default): the hot search statements run as named prepared statements on a PostgreSQL server;
   * `off` behind a connection pooler that does not keep them (PgBouncer in transaction mode before 1.21).
   */
  DB_PREPARED_STATEMENTS: oneOf(['on', 'off'], 'on'),
  /** Load the synthetic demo people on start-up when the database has none (default: on, off in production). */
  DEMO_DATA: oneOf(['on', 'off'], undefined),
  DEMO_PEOPLE: intIn('an integer', 0, 10_000_000, 20_000),
  /** The address users reach the service at (links in e-mails); default http://localhost:PORT. */
  PUBLIC_URL: httpUrl,
  /** Built web UI to serve (default dist/web). */
  WEB_DIR: optionalText.transform((v) => v ?? 'dist/web'),
  /** `npm start` (scripts/start.mjs) serves the existing web build without rebuilding it. */
  SKIP_WEB_BUILD: oneOf(['1', '0', 'on', 'off'], '0'),
  /** How long a shutdown waits for in-flight requests before closing connections. */
  SHUTDOWN_TIMEOUT_MS: intIn('an integer', 0, 600_000, 10_000),
  /** How often the subscription renewal worker looks for due subscriptions (docs/decisions/0030). */
  RENEWAL_INTERVAL_MS: intIn('an integer', 1_000, 86_400_000, 60_000),
  /** How often the saved nearby search alerts run (docs/decisions/0067), ms; default one hour. */
  NEARBY_ALERTS_INTERVAL_MS: intIn('an integer', 1_000, 604_800_000, 3_600_000),
  /** How often report monitoring compares the monitored reports with the records (docs/decisions/0071), ms; default 15 minutes. */
  MONITORING_INTERVAL_MS: intIn('an integer', 1_000, 604_800_000, 900_000),
  /** How often the report monitoring digest mails members their unseen alerts (docs/decisions/0071), ms; default 24 hours. */
  MONITORING_DIGEST_INTERVAL_MS: intIn('an integer', 1_000, 604_800_000, 86_400_000),
  /** How often the clean-up job deletes expired sessions, tokens, rate-limit counters and old client logs, ms; default one hour. */
  CLEANUP_INTERVAL_MS: intIn('an integer', 1_000, 604_800_000, 3_600_000),
  /** An SMTP relay (`smtp://` or `smtps://`) that delivers e-mail. */
  SMTP_URL: optionalText.superRefine((v, ctx) => {
    if (v !== undefined && !/^smtps?:\/\/[^\s]+$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'expected an smtp:// or smtps:// URL' });
    }
  }),
  /** `smtp` (needs SMTP_URL) or `outbox` (mail kept in the database, never delivered). */
  MAIL_TRANSPORT: oneOf(['smtp', 'outbox'], undefined),
  /** The sender of every e-mail (docs/decisions/0020). */
  MAIL_FROM: optionalText.transform((v) => v ?? 'Tracewell <no-reply@tracewell.local>'),
  /** Customer Care's mailbox: where the /contact form's messages go. */
  CARE_EMAIL: optionalText.transform((v) => v ?? 'care@tracewell.example'),
  /** `on` behind a reverse proxy that appends the client address to X-Forwarded-For. */
  TRUST_PROXY: oneOf(['on', 'off', 'true', 'false'], 'off'),
  /** With TRUST_PROXY=on: how many proxies of ours a request passes (the last one is next to us). */
  TRUST_PROXY_HOPS: intIn('an integer', 1, 10, undefined),
  /** Where the social providers send the browser back (default `${PUBLIC_URL}/login/social/callback`). */
  OIDC_REDIRECT_URL: httpUrl,
  /** A real OpenID Connect provider for "Continue with Facebook": all three, or none. */
  OIDC_FACEBOOK_ISSUER: httpUrl,
  OIDC_FACEBOOK_CLIENT_ID: optionalText,
  OIDC_FACEBOOK_CLIENT_SECRET: optionalText,
  /** The same for Google. */
  OIDC_GOOGLE_ISSUER: httpUrl,
  OIDC_GOOGLE_CLIENT_ID: optionalText,
  OIDC_GOOGLE_CLIENT_SECRET: optionalText,
  /** `off` turns the local /dev-oidc providers off outside production (they are never on in production). */
  LOCAL_OIDC: oneOf(['on', 'off'], 'on'),
  /** Wallets the checkout offers (002 section 2.5); only with a processor that takes them. */
  PAYMENTS_PAYPAL: offUnlessOn,
  PAYMENTS_APPLE_PAY: offUnlessOn,
  PAYMENTS_GOOGLE_PAY: offUnlessOn,
  /**
   * The site environment of the feature flags (002 section 9: dev, qa1-qa10, stage, prod); default prod
   * in production, dev otherwise.
   */
  SITE_ENVIRONMENT: optionalText,
  /** Site feature flags switched off in this deployment, comma separated (e.g. `comparables`). */
  SITE_FLAGS_OFF: optionalText,
  /** The map tiles of /nearby: an https URL template with {z}, {x} and {y} (OpenStreetMap's by default). */
  MAP_TILE_URL: optionalText.superRefine((v, ctx) => {
    if (v !== undefined && !isTileUrlTemplate(v)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected an https:// URL template with {z}, {x} and {y} on a plain host name, got ${JSON.stringify(v)}`,
      });
    }
  }),
});
type Env = z.infer<typeof EnvSchema>;

/** One social provider's OpenID Connect client settings. */
export interface OidcClientConfig {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
}

export type AppConfig = {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Streaming replicas of `databaseUrl` for the reads that may lag (docs/decisions/0085); empty: none. */
  databaseReadUrls: readonly string[];
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** One info line per request (LOG_REQUESTS=on); else request lines are debug. */
  logRequests: boolean;
  dbPoolSize: number;
  /** Named prepared statements for the hot statements (DB_PREPARED_STATEMENTS). */
  dbPreparedStatements: boolean;
  demoData: boolean;
  demoPeople: number;
  publicUrl: string;
  webDir: string;
  /** scripts/start.mjs serves the existing web build as it is. */
  skipWebBuild: boolean;
  shutdownTimeoutMs: number;
  renewalIntervalMs: number;
  nearbyAlertsIntervalMs: number;
  /** How often report monitoring runs (docs/decisions/0071). */
  monitoringIntervalMs: number;
  /** How often the report monitoring digest is mailed (docs/decisions/0071). */
  monitoringDigestIntervalMs: number;
  /** How often the clean-up job runs (docs/decisions/0070-job-queue.md). */
  cleanupIntervalMs: number;
  /** How e-mail leaves: through `smtpUrl`, or into the database outbox (never delivered). */
  mailTransport: 'smtp' | 'outbox';
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Customer Care's mailbox (the /contact form's messages). */
  careEmail: string;
  /**
   * Reverse proxies of ours in front of the server: 0 = none, the client address is the socket's;
   * N = the N-th X-Forwarded-For entry from the right is the client (server/http/client-address.ts).
   */
  trustedProxyHops: number;
  /** Session cookies carry `Secure` (production: docs/decisions/0020). */
  secureCookies: boolean;
  /** Social log-in (docs/decisions/0020): a configured provider per kind, else the local one when `local`. */
  oidc: {
    redirectUrl: string;
    facebook: OidcClientConfig | undefined;
    google: OidcClientConfig | undefined;
    /** The local /dev-oidc providers stand in for unconfigured ones (never in production). */
    local: boolean;
  };
  /** The operator tools (/dev/outbox, /dev-oidc) are mounted: outside production only. */
  devTools: boolean;
  /** Wallets the checkout may offer (002 section 2.5): none unless configured. */
  paymentMethods: PaymentMethodsAvailable;
  /** The site environment the feature flags are resolved for (002 section 9). */
  siteEnvironment: string;
  /** Site feature flags this deployment switches off whatever their rule (core/shell/flags.rules.ts). */
  siteFlagsOff: readonly SiteFlag[];
  /** The map tile URL template of /nearby ({z}/{x}/{y}); its origin is the one image host the CSP allows besides us. */
  mapTileUrl: string;
  /** Retention (exit-survey) sessions per calendar month (RETENTION_MONTHLY_CAP, default 1000; docs/decisions/0082). */
  retentionMonthlyCap: number;
};

/** OpenStreetMap's public tile servers (their licence asks for the attribution the map shows). */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A configuration error; `message` names each bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables. A bad value, or a combination that cannot
 * work (production without a mail transport, half an OpenID provider), throws a {@link ConfigError}
 * such as `Invalid configuration: PORT: expected an integer port 1-65535, got "abc"`.
 */
export const parseConfig = (env: Record<string, string | undefined>): AppConfig => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) throw configError(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const problems: [string, string][] = [];

  // E-mail: production must deliver (device codes, password resets), or say explicitly that it does not.
  let mailTransport: AppConfig['mailTransport'] = e.SMTP_URL ? 'smtp' : 'outbox';
  if (e.MAIL_TRANSPORT === 'smtp' && !e.SMTP_URL) problems.push(['MAIL_TRANSPORT', 'smtp needs SMTP_URL']);
  else if (e.MAIL_TRANSPORT === 'outbox' && e.SMTP_URL) {
    problems.push(['MAIL_TRANSPORT', 'outbox, but SMTP_URL is set too: unset one of them']);
  } else if (e.MAIL_TRANSPORT) mailTransport = e.MAIL_TRANSPORT;
  else if (production && !e.SMTP_URL) {
    problems.push([
      'SMTP_URL',
      'production needs a mail transport, or device codes and password resets never arrive: set SMTP_URL=smtp://... ' +
        '(or MAIL_TRANSPORT=outbox for a staging site whose mail nobody needs)',
    ]);
  }

  const trustProxy = e.TRUST_PROXY === 'on' || e.TRUST_PROXY === 'true';
  if (e.TRUST_PROXY_HOPS !== undefined && !trustProxy) {
    problems.push([
      'TRUST_PROXY_HOPS',
      'set, but TRUST_PROXY is not on: set TRUST_PROXY=on behind a proxy, or unset it',
    ]);
  }
  if (e.SITE_ENVIRONMENT !== undefined && !/^(dev|stage|prod|qa([1-9]|10))$/i.test(e.SITE_ENVIRONMENT.trim())) {
    // A typo would silently count as prod (core/shell/flags.rules.ts siteEnvironmentKind): refuse it.
    problems.push(['SITE_ENVIRONMENT', 'must be dev, qa1 to qa10, stage or prod']);
  }
  const siteFlagsOff = (e.SITE_FLAGS_OFF ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter((f) => f !== '');
  const unknownFlags = siteFlagsOff.filter((f) => !(SITE_FLAGS as readonly string[]).includes(f));
  if (unknownFlags.length > 0) {
    problems.push(['SITE_FLAGS_OFF', `unknown flag ${unknownFlags.join(', ')} (known: ${SITE_FLAGS.join(', ')})`]);
  }
  if (e.DATABASE_READ_URL.length > 0 && !e.DATABASE_URL) {
    // Embedded PGlite is one process's files: it has no replicas to read from.
    problems.push([
      'DATABASE_READ_URL',
      'set, but DATABASE_URL is not: read replicas need a PostgreSQL server (embedded PGlite has none); set DATABASE_URL or unset DATABASE_READ_URL',
    ]);
  }
  const facebook = oidcClient(e, 'FACEBOOK', problems);
  const google = oidcClient(e, 'GOOGLE', problems);
  if (problems.length > 0) throw configError(problems);

  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrls: e.DATABASE_READ_URL,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS === 'on',
    dbPoolSize: e.DB_POOL_SIZE,
    dbPreparedStatements: e.DB_PREPARED_STATEMENTS === 'on',
    demoData: e.DEMO_DATA === undefined ? !production : e.DEMO_DATA === 'on',
    demoPeople: e.DEMO_PEOPLE,
    publicUrl,
    webDir: e.WEB_DIR,
    skipWebBuild: e.SKIP_WEB_BUILD === '1' || e.SKIP_WEB_BUILD === 'on',
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    renewalIntervalMs: e.RENEWAL_INTERVAL_MS,
    nearbyAlertsIntervalMs: e.NEARBY_ALERTS_INTERVAL_MS,
    monitoringIntervalMs: e.MONITORING_INTERVAL_MS,
    monitoringDigestIntervalMs: e.MONITORING_DIGEST_INTERVAL_MS,
    cleanupIntervalMs: e.CLEANUP_INTERVAL_MS,
    mailTransport,
    smtpUrl: mailTransport === 'smtp' ? e.SMTP_URL : undefined,
    mailFrom: e.MAIL_FROM,
    careEmail: e.CARE_EMAIL,
    trustedProxyHops: trustProxy ? (e.TRUST_PROXY_HOPS ?? 1) : 0,
    secureCookies: production,
    oidc: {
      redirectUrl: e.OIDC_REDIRECT_URL ?? `${publicUrl}/login/social/callback`,
      facebook,
      google,
      local: !production && e.LOCAL_OIDC === 'on',
    },
    devTools: !production,
    paymentMethods: {
      paypal: e.PAYMENTS_PAYPAL === 'on',
      applePay: e.PAYMENTS_APPLE_PAY === 'on',
      googlePay: e.PAYMENTS_GOOGLE_PAY === 'on',
    },
    siteEnvironment: e.SITE_ENVIRONMENT ?? (production ? 'prod' : 'dev'),
    siteFlagsOff: siteFlagsOff as SiteFlag[],
    mapTileUrl: e.MAP_TILE_URL ?? DEFAULT_MAP_TILE_URL,
    retentionMonthlyCap: e.RETENTION_MONTHLY_CAP,
  };
};

/**
 * The database settings alone, through the same schema: for the data CLI (server/cli/data.ts), which
 * opens the database the server would open and needs none of the server's other settings.
 */
export const parseDatabaseConfig = (
  env: Record<string, string | undefined>,
): Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'dbPoolSize'> => {
  const parsed = EnvSchema.pick({ DATABASE_URL: true, DATA_DIR: true, DB_POOL_SIZE: true }).safeParse(env);
  if (!parsed.success) throw configError(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  return { databaseUrl: parsed.data.DATABASE_URL, dataDir: parsed.data.DATA_DIR, dbPoolSize: parsed.data.DB_POOL_SIZE };
};

/** A provider's three settings: all of them (a client), none (undefined), or a problem naming the missing ones. */
const oidcClient = (
  e: Env,
  kind: 'FACEBOOK' | 'GOOGLE',
  problems: [string, string][],
): OidcClientConfig | undefined => {
  const names = [`OIDC_${kind}_ISSUER`, `OIDC_${kind}_CLIENT_ID`, `OIDC_${kind}_CLIENT_SECRET`] as const;
  const [issuer, clientId, clientSecret] = names.map((n) => e[n]);
  if (issuer && clientId && clientSecret) return { issuer, clientId, clientSecret };
  const missing = names.filter((n) => !e[n]);
  if (missing.length < names.length) {
    problems.push([missing[0]!, `set ${names.join(', ')} together (missing: ${missing.join(', ')})`]);
  }
  return undefined;
};

const configError = (problems: readonly (readonly [string, string])[]): ConfigError =>
  new ConfigError(`Invalid configuration: ${problems.map(([name, message]) => `${name}: ${message}`).join('; ')}`);
