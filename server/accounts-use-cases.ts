import { Hono } from 'hono';
import { Argon2PasswordHasher } from '../adapters/crypto/argon2-password-hasher.js';
import { nodeIdGenerator, nodeTokenDigest, nodeVerificationCodes } from '../adapters/crypto/node-crypto-tokens.js';
import { SmtpMailer } from '../adapters/mail/smtp-mailer.js';
import { LocalOidcServer } from '../adapters/oidc/local-oidc-server.js';
import { OidcIdentityProvider } from '../adapters/oidc/oidc-identity-provider.js';
import type { Db } from '../adapters/postgres/db.js';
import { PgAccountErasure } from '../adapters/postgres/pg-account-erasure.js';
import { PgAccountTokenStore, PgKnownDevices, PgSocialLogins } from '../adapters/postgres/pg-account-tokens.js';
import { type OutboxMail, PgOutboxMailer } from '../adapters/postgres/pg-outbox-mailer.js';
import { PgRateLimiter } from '../adapters/postgres/pg-rate-limiter.js';
import { PgReportHistory } from '../adapters/postgres/pg-report-history.js';
import { PgSearchHistory } from '../adapters/postgres/pg-search-history.js';
import { PgSessionStore } from '../adapters/postgres/pg-session-store.js';
import { PgUserRepository } from '../adapters/postgres/pg-user-repository.js';
import type { AccountPorts } from '../core/accounts/account-deps.port.js';
import {
  type AccountMembershipSource,
  makeDeleteAccount,
  makeGetAccountUser,
} from '../core/accounts/account-profile.use-case.js';
import { makeAuthenticateSession, makeLogOut } from '../core/accounts/account-session.use-case.js';
import { makeVerifyDevice } from '../core/accounts/device-check.use-case.js';
import type { ReportHistory, SearchHistory } from '../core/accounts/history.port.js';
import type { IdentityProvider } from '../core/accounts/identity-provider.port.js';
import { makeLogIn } from '../core/accounts/log-in.use-case.js';
import {
  makeChangePassword,
  makeRequestPasswordHash,
  makeRequestPasswordReset,
  makeResetPassword,
} from '../core/accounts/password-change.use-case.js';
import { makeListSearchHistory } from '../core/accounts/search-history.use-case.js';
import { makeSignUp } from '../core/accounts/sign-up.use-case.js';
import {
  AUTH_SOURCE_ENUM,
  makeCompleteSocialSignIn,
  makeListSocialLogins,
  makeStartSocialSignIn,
  makeUnlinkSocialAccount,
} from '../core/accounts/social-login.use-case.js';
import { makeResendEmailVerification, makeVerifyEmail } from '../core/accounts/verify-email.use-case.js';
import type { Clock } from '../core/shared/clock.port.js';
import type { Mailer } from '../core/shared/mailer.port.js';
import type { AccountsConfig } from './accounts-config.js';
import { devOidcRoutes } from './routes/dev-oidc.routes.js';

/** A provider the log-in page offers. */
export interface SocialProviderInfo {
  readonly authSourceEnumId: number;
  readonly name: string;
}

/** Operator tools outside production: the mail outbox and the local OpenID providers. */
export interface AccountsDevTools {
  readonly outbox: {
    list(limit?: number): Promise<OutboxMail[]>;
    latestTo(to: string): Promise<OutboxMail | null>;
  } | null;
  readonly oidc: ReadonlyMap<string, LocalOidcServer>;
}

/** The account use cases the routes call (issue 6). */
export interface AccountsUseCases {
  readonly authenticateSession: ReturnType<typeof makeAuthenticateSession>;
  readonly signUp: ReturnType<typeof makeSignUp>;
  readonly logIn: ReturnType<typeof makeLogIn>;
  readonly logOut: ReturnType<typeof makeLogOut>;
  readonly verifyDevice: ReturnType<typeof makeVerifyDevice>;
  readonly requestPasswordReset: ReturnType<typeof makeRequestPasswordReset>;
  readonly resetPassword: ReturnType<typeof makeResetPassword>;
  readonly requestPasswordHash: ReturnType<typeof makeRequestPasswordHash>;
  readonly changePassword: ReturnType<typeof makeChangePassword>;
  readonly verifyEmail: ReturnType<typeof makeVerifyEmail>;
  readonly resendEmailVerification: ReturnType<typeof makeResendEmailVerification>;
  readonly getUser: ReturnType<typeof makeGetAccountUser>;
  readonly deleteAccount: ReturnType<typeof makeDeleteAccount>;
  readonly listSocialLogins: ReturnType<typeof makeListSocialLogins>;
  readonly startSocialSignIn: ReturnType<typeof makeStartSocialSignIn>;
  readonly completeSocialSignIn: ReturnType<typeof makeCompleteSocialSignIn>;
  readonly unlinkSocialAccount: ReturnType<typeof makeUnlinkSocialAccount>;
  readonly listSearchHistory: ReturnType<typeof makeListSearchHistory>;
  readonly socialProviders: readonly SocialProviderInfo[];
  readonly secureCookies: boolean;
  /** Proxies of ours in front (TRUST_PROXY_HOPS; `true` is one, 0/false none): server/http/client-address.ts. */
  readonly trustProxy: number | boolean;
  readonly dev: AccountsDevTools | null;
}

/** Builds the account use cases from ports (real or fake). */
export const makeAccountsUseCases = (deps: {
  ports: AccountPorts;
  providers: ReadonlyMap<number, IdentityProvider>;
  searchHistory: SearchHistory;
  secureCookies: boolean;
  trustProxy: number | boolean;
  dev: AccountsDevTools | null;
  /** The membership part of GET /dashboard/api/user (membership area); empty defaults without it. */
  membership?: AccountMembershipSource;
}): AccountsUseCases => {
  const p = deps.ports;
  const social = { ...p, providers: deps.providers };
  return {
    authenticateSession: makeAuthenticateSession(p),
    signUp: makeSignUp(p),
    logIn: makeLogIn(p),
    logOut: makeLogOut(p),
    verifyDevice: makeVerifyDevice(p),
    requestPasswordReset: makeRequestPasswordReset(p),
    resetPassword: makeResetPassword(p),
    requestPasswordHash: makeRequestPasswordHash(p),
    changePassword: makeChangePassword(p),
    verifyEmail: makeVerifyEmail(p),
    resendEmailVerification: makeResendEmailVerification(p),
    getUser: makeGetAccountUser(deps.membership ? { users: p.users, membership: deps.membership } : p),
    deleteAccount: makeDeleteAccount(p),
    listSocialLogins: makeListSocialLogins(p),
    startSocialSignIn: makeStartSocialSignIn(social),
    completeSocialSignIn: makeCompleteSocialSignIn(social),
    unlinkSocialAccount: makeUnlinkSocialAccount(p),
    listSearchHistory: makeListSearchHistory({ searchHistory: deps.searchHistory }),
    socialProviders: [...deps.providers.keys()].sort().map((id) => ({
      authSourceEnumId: id,
      name: id === AUTH_SOURCE_ENUM.facebook ? 'Facebook' : 'Google',
    })),
    secureCookies: deps.secureCookies,
    trustProxy: deps.trustProxy,
    dev: deps.dev,
  };
};

/** The PostgreSQL-backed ports plus the history writers other areas record through. */
export interface PgAccountsWiring {
  readonly ports: AccountPorts;
  readonly searchHistory: SearchHistory;
  readonly reportHistory: ReportHistory;
  readonly outbox: PgOutboxMailer | null;
}

export const pgAccountPorts = (
  db: Db,
  opts: { clock: Clock; siteUrl: string; mailer?: Mailer; smtpUrl?: string | undefined; mailFrom?: string },
): PgAccountsWiring => {
  const outbox = opts.smtpUrl ? null : new PgOutboxMailer(db);
  const mailer =
    opts.mailer ?? (opts.smtpUrl ? new SmtpMailer(opts.smtpUrl, opts.mailFrom ?? 'no-reply@localhost') : outbox!);
  return {
    ports: {
      users: new PgUserRepository(db),
      sessions: new PgSessionStore(db),
      rateLimiter: new PgRateLimiter(db),
      hasher: new Argon2PasswordHasher(),
      digest: nodeTokenDigest,
      codes: nodeVerificationCodes,
      tokens: new PgAccountTokenStore(db),
      devices: new PgKnownDevices(db),
      socialLogins: new PgSocialLogins(db),
      erasure: new PgAccountErasure(db),
      mailer,
      clock: opts.clock,
      ids: nodeIdGenerator,
      siteUrl: opts.siteUrl,
    },
    searchHistory: new PgSearchHistory(db),
    reportHistory: new PgReportHistory(db),
    outbox,
  };
};

/**
 * The identity providers: a configured OpenID provider per kind, else (outside production) the local
 * /dev-oidc one. The local providers are reached in-process (no HTTP round trip to ourselves), but
 * through the same OIDC adapter and protocol as a real provider.
 */
export const identityProviders = (
  config: AccountsConfig,
  publicUrl: string,
): { providers: Map<number, IdentityProvider>; local: Map<string, LocalOidcServer> } => {
  const providers = new Map<number, IdentityProvider>();
  const local = new Map<string, LocalOidcServer>();
  const localApp = new Hono();
  const localFetch = (url: string, init?: RequestInit) => {
    const u = new URL(url);
    return Promise.resolve(localApp.request(`${u.pathname}${u.search}`, init));
  };
  for (const [kind, id] of [
    ['facebook', AUTH_SOURCE_ENUM.facebook],
    ['google', AUTH_SOURCE_ENUM.google],
  ] as const) {
    const real = config[kind];
    if (real) {
      providers.set(
        id,
        new OidcIdentityProvider({ authSourceEnumId: id, ...real, redirectUri: config.oidcRedirectUrl }),
      );
    } else if (config.localOidc) {
      const client = {
        clientId: `tracewell-${kind}`,
        clientSecret: nodeIdGenerator.token(24),
        redirectUri: config.oidcRedirectUrl,
      };
      const server = new LocalOidcServer(`${publicUrl}/dev-oidc/${kind}`, client);
      local.set(kind, server);
      providers.set(
        id,
        new OidcIdentityProvider({ authSourceEnumId: id, issuer: server.issuer, ...client, fetch: localFetch }),
      );
    }
  }
  localApp.route('/dev-oidc', devOidcRoutes(local));
  return { providers, local };
};
