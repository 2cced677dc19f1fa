import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../server/config.js';

describe('parseConfig', () => {
  it('has a default for everything', () => {
    expect(parseConfig({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: './data',
      logLevel: 'info',
      dbPoolSize: 10,
      demoData: true,
      demoPeople: 20000,
      publicUrl: 'http://localhost:3000',
      webDir: 'dist/web',
      shutdownTimeoutMs: 10000,
      renewalIntervalMs: 60000,
    });
  });

  it('reads given values', () => {
    const c = parseConfig({
      PORT: '8080',
      NODE_ENV: 'production',
      DATABASE_URL: 'postgresql://u:p@db:5432/tw',
      DEMO_DATA: 'off',
      DEMO_PEOPLE: '500',
      PUBLIC_URL: 'https://tracewell.example/',
      LOG_LEVEL: 'warn',
      RENEWAL_INTERVAL_MS: '5000',
    });
    expect(c).toMatchObject({
      renewalIntervalMs: 5000,
      port: 8080,
      nodeEnv: 'production',
      databaseUrl: 'postgresql://u:p@db:5432/tw',
      demoData: false,
      demoPeople: 500,
      publicUrl: 'https://tracewell.example',
      logLevel: 'warn',
    });
  });

  it('treats empty values as unset', () => {
    expect(parseConfig({ PORT: '', DATABASE_URL: ' ' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT: expected an integer port 1-65535, got "abc"'],
    [{ PORT: '70000' }, 'PORT: expected an integer port 1-65535, got "70000"'],
    [{ PORT: '3000.5' }, 'PORT:'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL: expected a postgres:// or postgresql:// URL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV: expected one of development|test|production, got "staging"'],
    [{ DEMO_DATA: 'yes' }, 'DEMO_DATA: expected one of on|off'],
    [{ DB_POOL_SIZE: '0' }, 'DB_POOL_SIZE:'],
    [{ PUBLIC_URL: 'tracewell.example' }, 'PUBLIC_URL:'],
    [{ RENEWAL_INTERVAL_MS: 'soon' }, 'RENEWAL_INTERVAL_MS:'],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  it('names every bad variable at once', () => {
    expect(() => parseConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT: .*; LOG_LEVEL: /);
  });
});
