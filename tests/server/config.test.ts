import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../server/config.js';

describe('parseConfig', () => {
  it('has a default for everything', () => {
    expect(parseConfig({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
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
      mailTransport: 'outbox',
      smtpUrl: undefined,
      trustedProxyHops: 0,
    });
  });

  it('reads given values', () => {
    const c = parseConfig({
      PORT: '8080',
      HOST: '0.0.0.0',
      NODE_ENV: 'production',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.test:465',
      TRUST_PROXY: 'on',
      TRUST_PROXY_HOPS: '2',
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
      host: '0.0.0.0',
      mailTransport: 'smtp',
      smtpUrl: 'smtps://mailer:secret@smtp.example.test:465',
      trustedProxyHops: 2,
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
    [{ SMTP_URL: 'mail.example.test' }, 'SMTP_URL: expected an smtp:// or smtps:// URL'],
    [{ MAIL_TRANSPORT: 'pigeon' }, 'MAIL_TRANSPORT: expected one of smtp|outbox, got "pigeon"'],
    [{ MAIL_TRANSPORT: 'smtp' }, 'MAIL_TRANSPORT: smtp needs SMTP_URL'],
    [{ MAIL_TRANSPORT: 'outbox', SMTP_URL: 'smtp://x.test' }, 'MAIL_TRANSPORT: outbox, but SMTP_URL is set too'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY: expected one of on|off|true|false'],
    [{ TRUST_PROXY: 'on', TRUST_PROXY_HOPS: '0' }, 'TRUST_PROXY_HOPS: expected an integer 1-10, got "0"'],
    [{ TRUST_PROXY_HOPS: '1' }, 'TRUST_PROXY_HOPS: set, but TRUST_PROXY is not on'],
  ])('rejects %j naming the variable', (env, message) => {
    expect(() => parseConfig(env)).toThrow(ConfigError);
    expect(() => parseConfig(env)).toThrow(message);
  });

  describe('safe defaults', () => {
    it('listens on 127.0.0.1 in every environment unless HOST says otherwise', () => {
      expect(parseConfig({}).host).toBe('127.0.0.1');
      expect(parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m.test' }).host).toBe('127.0.0.1');
      expect(parseConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    });

    it('refuses production without a mail transport, naming what to set', () => {
      expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
      expect(() => parseConfig({ NODE_ENV: 'production' })).toThrow(
        'Invalid configuration: SMTP_URL: production needs a mail transport, or device codes and password resets never arrive: ' +
          'set SMTP_URL=smtp://... (or MAIL_TRANSPORT=outbox for a staging site whose mail nobody needs)',
      );
    });

    it('lets production run with SMTP, or with the outbox when asked for explicitly', () => {
      expect(parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m.test:25' })).toMatchObject({
        mailTransport: 'smtp',
        smtpUrl: 'smtp://m.test:25',
      });
      expect(parseConfig({ NODE_ENV: 'production', MAIL_TRANSPORT: 'outbox' })).toMatchObject({
        mailTransport: 'outbox',
        smtpUrl: undefined,
      });
      expect(parseConfig({ SMTP_URL: 'smtp://m.test' }).mailTransport).toBe('smtp');
    });

    it('loads demo data by default outside production only; DEMO_DATA decides when set', () => {
      expect(parseConfig({}).demoData).toBe(true);
      expect(parseConfig({ NODE_ENV: 'test' }).demoData).toBe(true);
      expect(parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m.test' }).demoData).toBe(false);
      expect(parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m.test', DEMO_DATA: 'on' }).demoData).toBe(true);
      expect(parseConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
    });

    it('trusts no proxy by default; TRUST_PROXY=on trusts one hop unless TRUST_PROXY_HOPS says more', () => {
      expect(parseConfig({}).trustedProxyHops).toBe(0);
      expect(parseConfig({ TRUST_PROXY: 'off' }).trustedProxyHops).toBe(0);
      expect(parseConfig({ TRUST_PROXY: 'on' }).trustedProxyHops).toBe(1);
      expect(parseConfig({ TRUST_PROXY: 'true' }).trustedProxyHops).toBe(1);
      expect(parseConfig({ TRUST_PROXY: 'on', TRUST_PROXY_HOPS: '3' }).trustedProxyHops).toBe(3);
    });
  });

  it('names every bad variable at once', () => {
    expect(() => parseConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT: .*; LOG_LEVEL: /);
  });
});
