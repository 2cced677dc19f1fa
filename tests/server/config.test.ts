import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, parseDatabaseConfig } from '../../server/config.js';

describe('parseConfig', () => {
  it('has a default for everything', () => {
    expect(parseConfig({})).toEqual({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      databaseReadUrls: [],
      dataDir: './data',
      logLevel: 'info',
      dbPoolSize: 10,
      dbPreparedStatements: true,
      demoData: true,
      demoPeople: 20000,
      publicUrl: 'http://localhost:3000',
      webDir: 'dist/web',
      skipWebBuild: false,
      shutdownTimeoutMs: 10000,
      renewalIntervalMs: 60000,
      nearbyAlertsIntervalMs: 3600000,
      monitoringIntervalMs: 900000,
      monitoringDigestIntervalMs: 86400000,
      cleanupIntervalMs: 3600000,
      mailTransport: 'outbox',
      smtpUrl: undefined,
      mailFrom: 'Tracewell <no-reply@tracewell.local>',
      careEmail: 'care@tracewell.example',
      logRequests: false,
      trustedProxyHops: 0,
      secureCookies: false,
      oidc: {
        redirectUrl: 'http://localhost:3000/login/social/callback',
        facebook: undefined,
        google: undefined,
        local: true,
      },
      devTools: true,
      paymentMethods: { paypal: false, applePay: false, googlePay: false },
      siteEnvironment: 'dev',
      siteFlagsOff: [],
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      retentionMonthlyCap: 1000,
    });
  });

  it('reads the site environment and the flags switched off; refuses an unknown flag', () => {
    expect(parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://x.test' }).siteEnvironment).toBe('prod');
    const c = parseConfig({ SITE_ENVIRONMENT: 'qa3', SITE_FLAGS_OFF: 'comparables, freemium' });
    expect(c.siteEnvironment).toBe('qa3');
    expect(c.siteFlagsOff).toEqual(['comparables', 'freemium']);
    expect(() => parseConfig({ SITE_FLAGS_OFF: 'comparables,nope' })).toThrow(/SITE_FLAGS_OFF: unknown flag nope/);
    expect(parseConfig({ SITE_ENVIRONMENT: 'QA10' }).siteEnvironment).toBe('QA10');
    for (const bad of ['production', 'qa11', 'qa0', 'staging']) {
      expect(() => parseConfig({ SITE_ENVIRONMENT: bad }), bad).toThrow(/SITE_ENVIRONMENT: must be dev, qa1 to qa10/);
    }
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
      NEARBY_ALERTS_INTERVAL_MS: '60000',
      MONITORING_INTERVAL_MS: '120000',
      MONITORING_DIGEST_INTERVAL_MS: '3600000',
      CLEANUP_INTERVAL_MS: '120000',
    });
    expect(c).toMatchObject({
      renewalIntervalMs: 5000,
      nearbyAlertsIntervalMs: 60000,
      monitoringIntervalMs: 120000,
      monitoringDigestIntervalMs: 3600000,
      cleanupIntervalMs: 120000,
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

  it('reads one or more read replicas (docs/decisions/0085), only with DATABASE_URL', () => {
    const primary = 'postgres://u@db:5432/tw';
    expect(
      parseConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://u@r1:5432/tw' }).databaseReadUrls,
    ).toEqual(['postgres://u@r1:5432/tw']);
    expect(
      parseConfig({ DATABASE_URL: primary, DATABASE_READ_URL: ' postgres://u@r1/tw , postgresql://u@r2/tw,' })
        .databaseReadUrls,
    ).toEqual(['postgres://u@r1/tw', 'postgresql://u@r2/tw']);
    expect(parseConfig({ DATABASE_URL: primary, DATABASE_READ_URL: ' ' }).databaseReadUrls).toEqual([]);
    expect(() => parseConfig({ DATABASE_URL: primary, DATABASE_READ_URL: 'postgres://u@r1/tw,r2:5432' })).toThrow(
      'DATABASE_READ_URL: expected one or more postgres:// or postgresql:// URLs separated by commas, got "r2:5432"',
    );
    expect(() => parseConfig({ DATABASE_URL: primary, DATABASE_READ_URL: ',' })).toThrow('DATABASE_READ_URL:');
    expect(() => parseConfig({ DATABASE_READ_URL: 'postgres://u@r1/tw' })).toThrow(
      'DATABASE_READ_URL: set, but DATABASE_URL is not',
    );
  });

  it('turns the prepared statements off for a pooler that does not keep them', () => {
    expect(parseConfig({ DB_PREPARED_STATEMENTS: 'off' }).dbPreparedStatements).toBe(false);
    expect(parseConfig({ DB_PREPARED_STATEMENTS: 'on' }).dbPreparedStatements).toBe(true);
    expect(() => parseConfig({ DB_PREPARED_STATEMENTS: 'no' })).toThrow('DB_PREPARED_STATEMENTS:');
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
    [{ OIDC_REDIRECT_URL: 'login/callback' }, 'OIDC_REDIRECT_URL: expected an http(s):// URL, got "login/callback"'],
    [{ OIDC_GOOGLE_ISSUER: 'accounts.example.test' }, 'OIDC_GOOGLE_ISSUER: expected an http(s):// URL'],
    [
      { OIDC_FACEBOOK_ISSUER: 'https://id.example.test', OIDC_FACEBOOK_CLIENT_ID: 'tw' },
      'OIDC_FACEBOOK_CLIENT_SECRET: set OIDC_FACEBOOK_ISSUER, OIDC_FACEBOOK_CLIENT_ID, OIDC_FACEBOOK_CLIENT_SECRET ' +
        'together (missing: OIDC_FACEBOOK_CLIENT_SECRET)',
    ],
    [{ OIDC_GOOGLE_CLIENT_SECRET: 's' }, 'OIDC_GOOGLE_ISSUER: set OIDC_GOOGLE_ISSUER, OIDC_GOOGLE_CLIENT_ID'],
    [{ LOCAL_OIDC: 'maybe' }, 'LOCAL_OIDC: expected one of on|off, got "maybe"'],
    [{ PAYMENTS_PAYPAL: 'yes' }, 'PAYMENTS_PAYPAL: expected one of on|off, got "yes"'],
    [{ PAYMENTS_APPLE_PAY: '1' }, 'PAYMENTS_APPLE_PAY: expected one of on|off'],
    [{ PAYMENTS_GOOGLE_PAY: 'true' }, 'PAYMENTS_GOOGLE_PAY: expected one of on|off'],
    [{ SKIP_WEB_BUILD: 'yes' }, 'SKIP_WEB_BUILD: expected one of 1|0|on|off'],
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

  describe('accounts, mail, payments and start-up settings', () => {
    const facebook = {
      OIDC_FACEBOOK_ISSUER: 'https://facebook.example.test',
      OIDC_FACEBOOK_CLIENT_ID: 'tracewell',
      OIDC_FACEBOOK_CLIENT_SECRET: 'fb-secret',
    };

    it('reads the sender, the OpenID providers and their redirect', () => {
      const c = parseConfig({
        MAIL_FROM: 'Tracewell <mail@tracewell.example>',
        OIDC_REDIRECT_URL: 'https://tracewell.example/login/social/callback',
        ...facebook,
        OIDC_GOOGLE_ISSUER: 'https://accounts.google.example.test',
        OIDC_GOOGLE_CLIENT_ID: 'tw-google',
        OIDC_GOOGLE_CLIENT_SECRET: 'g-secret',
      });
      expect(c.mailFrom).toBe('Tracewell <mail@tracewell.example>');
      expect(c.oidc).toEqual({
        redirectUrl: 'https://tracewell.example/login/social/callback',
        facebook: { issuer: 'https://facebook.example.test', clientId: 'tracewell', clientSecret: 'fb-secret' },
        google: { issuer: 'https://accounts.google.example.test', clientId: 'tw-google', clientSecret: 'g-secret' },
        local: true,
      });
    });

    it('redirects social log-in to PUBLIC_URL unless OIDC_REDIRECT_URL says otherwise', () => {
      expect(parseConfig({ PUBLIC_URL: 'https://tracewell.example/' }).oidc.redirectUrl).toBe(
        'https://tracewell.example/login/social/callback',
      );
      expect(parseConfig({ PORT: '8080' }).oidc.redirectUrl).toBe('http://localhost:8080/login/social/callback');
    });

    it('turns the local OpenID providers off with LOCAL_OIDC=off, and never has them in production', () => {
      expect(parseConfig({ LOCAL_OIDC: 'off' }).oidc.local).toBe(false);
      expect(parseConfig({ LOCAL_OIDC: 'on' }).oidc.local).toBe(true);
      expect(parseConfig({ NODE_ENV: 'test' }).oidc.local).toBe(true);
      const production = parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m.test', LOCAL_OIDC: 'on' });
      expect(production.oidc.local).toBe(false);
    });

    it('keeps a real provider in production, and the local ones stand in only for the kinds not configured', () => {
      const production = parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m.test', ...facebook });
      expect(production.oidc.facebook?.clientId).toBe('tracewell');
      expect(production.oidc.google).toBeUndefined();
      expect(production.oidc.local).toBe(false);
    });

    it('sets Secure cookies and turns the operator tools off in production only', () => {
      for (const nodeEnv of ['development', 'test']) {
        expect(parseConfig({ NODE_ENV: nodeEnv })).toMatchObject({ secureCookies: false, devTools: true });
      }
      expect(parseConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://m.test' })).toMatchObject({
        secureCookies: true,
        devTools: false,
      });
    });

    it('offers a wallet at checkout only when its switch is on', () => {
      expect(parseConfig({ PAYMENTS_PAYPAL: 'on' }).paymentMethods).toEqual({
        paypal: true,
        applePay: false,
        googlePay: false,
      });
      expect(
        parseConfig({ PAYMENTS_PAYPAL: 'off', PAYMENTS_APPLE_PAY: 'ON', PAYMENTS_GOOGLE_PAY: 'on' }).paymentMethods,
      ).toEqual({ paypal: false, applePay: true, googlePay: true });
    });

    it('reads the web build settings of npm start', () => {
      expect(parseConfig({ SKIP_WEB_BUILD: '1', WEB_DIR: 'build/ui' })).toMatchObject({
        skipWebBuild: true,
        webDir: 'build/ui',
      });
      expect(parseConfig({ SKIP_WEB_BUILD: 'off' }).skipWebBuild).toBe(false);
    });
  });

  describe('parseDatabaseConfig (the data CLI)', () => {
    it('reads the database settings through the same schema, with the same defaults', () => {
      expect(parseDatabaseConfig({})).toEqual({ databaseUrl: undefined, dataDir: './data', dbPoolSize: 10 });
      expect(
        parseDatabaseConfig({ DATABASE_URL: 'postgres://u@db:5432/tw', DATA_DIR: '/srv/tw', DB_POOL_SIZE: '4' }),
      ).toEqual({ databaseUrl: 'postgres://u@db:5432/tw', dataDir: '/srv/tw', dbPoolSize: 4 });
    });

    it('needs none of the server settings (production without mail still loads data)', () => {
      expect(parseDatabaseConfig({ NODE_ENV: 'production', PORT: 'abc' }).dataDir).toBe('./data');
    });

    it('rejects a bad database setting naming it', () => {
      expect(() => parseDatabaseConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
        'Invalid configuration: DATABASE_URL: expected a postgres:// or postgresql:// URL',
      );
      expect(() => parseDatabaseConfig({ DB_POOL_SIZE: '0' })).toThrow(ConfigError);
    });
  });

  it('names every bad variable at once', () => {
    expect(() => parseConfig({ PORT: 'x', LOG_LEVEL: 'loud' })).toThrow(/PORT: .*; LOG_LEVEL: /);
  });
});
