import { z } from 'zod';

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

/**
 * Environment variables read at start-up; every one has a default, so `npm start` needs none. The
 * defaults are the safe ones: only this machine can connect, and production loads no demo data.
 */
const EnvSchema = z.object({
  NODE_ENV: oneOf(['development', 'test', 'production'], 'development'),
  /** Port of the HTTP server (default 3000). */
  PORT: intIn('an integer port', 1, 65535, 3000),
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
  /** Where embedded PGlite keeps its files (`${DATA_DIR}/pg`) and the owner lock. */
  DATA_DIR: optionalText.transform((v) => v ?? './data'),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
  /** Connections to a PostgreSQL server (PGlite always uses one). */
  DB_POOL_SIZE: intIn('an integer', 1, 200, 10),
  /** Load the synthetic demo people on start-up when the database has none (default: on, off in production). */
  DEMO_DATA: oneOf(['on', 'off'], undefined),
  DEMO_PEOPLE: intIn('an integer', 0, 10_000_000, 20_000),
  /** The address users reach the service at (links in e-mails); default http://localhost:PORT. */
  PUBLIC_URL: optionalText.superRefine((v, ctx) => {
    if (v !== undefined && !/^https?:\/\/[^\s]+$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: `expected an http(s):// URL, got ${JSON.stringify(v)}` });
    }
  }),
  /** Built web UI to serve (default dist/web). */
  WEB_DIR: optionalText.transform((v) => v ?? 'dist/web'),
  /** How long a shutdown waits for in-flight requests before closing connections. */
  SHUTDOWN_TIMEOUT_MS: intIn('an integer', 0, 600_000, 10_000),
  /** How often the subscription renewal worker looks for due subscriptions (docs/decisions/0030). */
  RENEWAL_INTERVAL_MS: intIn('an integer', 1_000, 86_400_000, 60_000),
  /** An SMTP relay (`smtp://` or `smtps://`) that delivers e-mail. */
  SMTP_URL: optionalText.superRefine((v, ctx) => {
    if (v !== undefined && !/^smtps?:\/\/[^\s]+$/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'expected an smtp:// or smtps:// URL' });
    }
  }),
  /** `smtp` (needs SMTP_URL) or `outbox` (mail kept in the database, never delivered). */
  MAIL_TRANSPORT: oneOf(['smtp', 'outbox'], undefined),
  /** `on` behind a reverse proxy that appends the client address to X-Forwarded-For. */
  TRUST_PROXY: oneOf(['on', 'off', 'true', 'false'], 'off'),
  /** With TRUST_PROXY=on: how many proxies of ours a request passes (the last one is next to us). */
  TRUST_PROXY_HOPS: intIn('an integer', 1, 10, undefined),
});

export type AppConfig = {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  dbPoolSize: number;
  demoData: boolean;
  demoPeople: number;
  publicUrl: string;
  webDir: string;
  shutdownTimeoutMs: number;
  renewalIntervalMs: number;
  /** How e-mail leaves: through `smtpUrl`, or into the database outbox (never delivered). */
  mailTransport: 'smtp' | 'outbox';
  smtpUrl: string | undefined;
  /**
   * Reverse proxies of ours in front of the server: 0 = none, the client address is the socket's;
   * N = the N-th X-Forwarded-For entry from the right is the client (server/http/client-address.ts).
   */
  trustedProxyHops: number;
};

/** A configuration error; `message` names each bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables. A bad value, or a combination that cannot
 * work (production without a mail transport), throws a {@link ConfigError} such as
 * `Invalid configuration: PORT: expected an integer port 1-65535, got "abc"`.
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
  if (problems.length > 0) throw configError(problems);

  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    dbPoolSize: e.DB_POOL_SIZE,
    demoData: e.DEMO_DATA === undefined ? !production : e.DEMO_DATA === 'on',
    demoPeople: e.DEMO_PEOPLE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDir: e.WEB_DIR,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    renewalIntervalMs: e.RENEWAL_INTERVAL_MS,
    mailTransport,
    smtpUrl: mailTransport === 'smtp' ? e.SMTP_URL : undefined,
    trustedProxyHops: trustProxy ? (e.TRUST_PROXY_HOPS ?? 1) : 0,
  };
};

const configError = (problems: readonly (readonly [string, string])[]): ConfigError =>
  new ConfigError(`Invalid configuration: ${problems.map(([name, message]) => `${name}: ${message}`).join('; ')}`);
