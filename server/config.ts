import { z } from 'zod';

const intIn = (name: string, min: number, max: number, fallback: number) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v.trim() === '') return fallback;
      const n = Number(v);
      if (!/^\s*\d+\s*$/.test(v) || !Number.isSafeInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: 'custom', message: `expected ${name} ${min}-${max}, got ${JSON.stringify(v)}` });
        return z.NEVER;
      }
      return n;
    });

const oneOf = <T extends string>(values: readonly [T, ...T[]], fallback: T) =>
  z
    .string()
    .optional()
    .transform((v, ctx): T => {
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

/** Environment variables read at start-up; every one has a default, so `npm start` needs none. */
const EnvSchema = z.object({
  NODE_ENV: oneOf(['development', 'test', 'production'], 'development'),
  /** Port of the HTTP server (default 3000). */
  PORT: intIn('an integer port', 1, 65535, 3000),
  /** Interface to listen on. Default 0.0.0.0 (all IPv4 interfaces, so http://localhost:3000 answers). */
  HOST: optionalText.transform((v) => v ?? '0.0.0.0'),
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
  /** Load the synthetic demo people on start-up when the database has none. */
  DEMO_DATA: oneOf(['on', 'off'], 'on'),
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
};

/** A configuration error; `message` names each bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads the configuration from environment variables. A bad value throws a {@link ConfigError}
 * such as `Invalid configuration: PORT: expected an integer port 1-65535, got "abc"`.
 */
export const parseConfig = (env: Record<string, string | undefined>): AppConfig => {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new ConfigError(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    logLevel: e.LOG_LEVEL,
    dbPoolSize: e.DB_POOL_SIZE,
    demoData: e.DEMO_DATA === 'on',
    demoPeople: e.DEMO_PEOPLE,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDir: e.WEB_DIR,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    renewalIntervalMs: e.RENEWAL_INTERVAL_MS,
  };
};
