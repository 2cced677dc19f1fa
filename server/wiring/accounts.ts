import { Hono } from 'hono';
import { Argon2PasswordHasher } from '../../adapters/crypto/argon2-password-hasher.js';
import { nodeTokenDigest, nodeVerificationCodes } from '../../adapters/crypto/node-crypto-tokens.js';
import { LocalOidcServer } from '../../adapters/oidc/local-oidc-server.js';
import { OidcIdentityProvider } from '../../adapters/oidc/oidc-identity-provider.js';
import { PgAccountErasure } from '../../adapters/postgres/pg-account-erasure.js';
import { PgAccountTokenStore, PgKnownDevices, PgSocialLogins } from '../../adapters/postgres/pg-account-tokens.js';
import { PgRateLimiter } from '../../adapters/postgres/pg-rate-limiter.js';
import { PgReportHistory } from '../../adapters/postgres/pg-report-history.js';
import { PgSearchHistory } from '../../adapters/postgres/pg-search-history.js';
import { PgSessionStore } from '../../adapters/postgres/pg-session-store.js';
import { PgUserRepository } from '../../adapters/postgres/pg-user-repository.js';
import type { AccountPorts } from '../../core/accounts/account-deps.port.js';
import type { AccountMembershipSource } from '../../core/accounts/account-membership.port.js';
import { makeAuthenticateSession } from '../../core/accounts/authenticate-session.use-case.js';
import { makeChangePassword } from '../../core/accounts/change-password.use-case.js';
import { makeCompleteSocialSignIn } from '../../core/accounts/complete-social-sign-in.use-case.js';
import { makeDeleteAccount } from '../../core/accounts/delete-account.use-case.js';
import { makeGetAccountUser } from '../../core/accounts/get-account-user.use-case.js';
import type { ReportHistory, SearchHistory } from '../../core/accounts/history.port.js';
import type { IdentityProvider } from '../../core/accounts/identity-provider.port.js';
import { makeListSocialLogins } from '../../core/accounts/list-social-logins.use-case.js';
import { makeLogIn } from '../../core/accounts/log-in.use-case.js';
import { makeLogOut } from '../../core/accounts/log-out.use-case.js';
import { makeRequestPasswordHash } from '../../core/accounts/request-password-hash.use-case.js';
import { makeRequestPasswordReset } from '../../core/accounts/request-password-reset.use-case.js';
import { makeResendEmailVerification } from '../../core/accounts/resend-email-verification.use-case.js';
import { makeResetPassword } from '../../core/accounts/reset-password.use-case.js';
import { makeListSearchHistory } from '../../core/accounts/search-history.use-case.js';
import { makeSignUp } from '../../core/accounts/sign-up.use-case.js';
import { AUTH_SOURCE_ENUM, socialProviderName, socialProviderOf } from '../../core/accounts/social-links.rules.js';
import { makeStartSocialSignIn } from '../../core/accounts/start-social-sign-in.use-case.js';
import { makeUnlinkSocialAccount } from '../../core/accounts/unlink-social-account.use-case.js';
import { makeVerifyDevice } from '../../core/accounts/verify-device.use-case.js';
import { makeVerifyEmail } from '../../core/accounts/verify-email.use-case.js';
import type { IdGenerator } from '../../core/shared/clock.port.js';
import type { AppConfig } from '../config.js';
import { devOidcRoutes } from '../routes/dev-oidc.routes.js';
import { type PortOverrides, type SharedBindings, withOverrides } from './shared.js';

/** A provider the log-in page offers. */
export interface SocialProviderInfo {
  readonly authSourceEnumId: number;
  readonly name: string;
}

/** The account use cases the routes call (000 sections 3-5, docs/decisions/0020), with the settings they need. */
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
}

/** What the accounts wiring builds and a test may replace: the account ports, the providers, the history writers. */
export interface AccountsPorts extends AccountPorts {
  readonly providers: ReadonlyMap<number, IdentityProvider>;
  /** The search history (searches record into it; the account page lists it). */
  readonly searchHistory: SearchHistory;
  /** Recently viewed reports (the reports area records into it). */
  readonly reportHistory: ReportHistory;
}

/** The accounts area: its ports (search and reports record through the history writers) and use cases. */
export interface AccountsWiring {
  readonly ports: AccountsPorts;
  readonly useCases: AccountsUseCases;
  /** The local OpenID providers at /dev-oidc (outside production, for kinds without a real provider). */
  readonly localOidc: ReadonlyMap<string, LocalOidcServer>;
}

/**
 * Accounts on PostgreSQL and argon2id, with the shared Mailer, clock and ids, and the identity
 * providers of the configuration. `membership` is the membership part of GET /dashboard/api/user
 * (the memberships area's `readMembership`).
 */
export const wireAccounts = (
  shared: SharedBindings,
  deps: { readonly membership: AccountMembershipSource },
  overrides?: PortOverrides<AccountsPorts>,
): AccountsWiring => {
  const { db, config } = shared;
  const idp = identityProviders(config, shared.ids);
  const ports = withOverrides<AccountsPorts>(
    {
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
      mailer: shared.mailer,
      clock: shared.clock,
      ids: shared.ids,
      siteUrl: config.publicUrl,
      providers: idp.providers,
      searchHistory: new PgSearchHistory(db),
      reportHistory: new PgReportHistory(db),
    },
    overrides,
  );
  const social = { ...ports, providers: ports.providers };
  const useCases: AccountsUseCases = {
    authenticateSession: makeAuthenticateSession(ports),
    signUp: makeSignUp(ports),
    logIn: makeLogIn(ports),
    logOut: makeLogOut(ports),
    verifyDevice: makeVerifyDevice(ports),
    requestPasswordReset: makeRequestPasswordReset(ports),
    resetPassword: makeResetPassword(ports),
    requestPasswordHash: makeRequestPasswordHash(ports),
    changePassword: makeChangePassword(ports),
    verifyEmail: makeVerifyEmail(ports),
    resendEmailVerification: makeResendEmailVerification(ports),
    getUser: makeGetAccountUser({ users: ports.users, membership: deps.membership }),
    deleteAccount: makeDeleteAccount(ports),
    listSocialLogins: makeListSocialLogins(ports),
    startSocialSignIn: makeStartSocialSignIn(social),
    completeSocialSignIn: makeCompleteSocialSignIn(social),
    unlinkSocialAccount: makeUnlinkSocialAccount(ports),
    listSearchHistory: makeListSearchHistory({ searchHistory: ports.searchHistory }),
    socialProviders: [...ports.providers.keys()].sort().flatMap((id) => {
      const provider = socialProviderOf(id);
      return provider ? [{ authSourceEnumId: id, name: socialProviderName(provider) }] : [];
    }),
    secureCookies: config.secureCookies,
    trustProxy: config.trustedProxyHops,
  };
  return { ports, useCases, localOidc: idp.local };
};

/**
 * The identity providers: a configured OpenID provider per kind, else (outside production) the local
 * /dev-oidc one. The local providers are reached in-process (no HTTP round trip to ourselves), but
 * through the same OIDC adapter and protocol as a real provider.
 */
const identityProviders = (
  config: Pick<AppConfig, 'oidc' | 'publicUrl'>,
  ids: IdGenerator,
): { providers: Map<number, IdentityProvider>; local: Map<string, LocalOidcServer> } => {
  const providers = new Map<number, IdentityProvider>();
  const local = new Map<string, LocalOidcServer>();
  const localApp = new Hono();
  const localFetch = (url: string, init?: RequestInit) => {
    const u = new URL(url);
    return Promise.resolve(localApp.request(`${u.pathname}${u.search}`, init));
  };
  const redirectUri = config.oidc.redirectUrl;
  for (const kind of ['facebook', 'google'] as const) {
    const id = AUTH_SOURCE_ENUM[kind];
    const real = config.oidc[kind];
    if (real) {
      providers.set(id, new OidcIdentityProvider({ authSourceEnumId: id, ...real, redirectUri }));
    } else if (config.oidc.local) {
      const client = { clientId: `tracewell-${kind}`, clientSecret: ids.token(24), redirectUri };
      const server = new LocalOidcServer(`${config.publicUrl}/dev-oidc/${kind}`, client);
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
