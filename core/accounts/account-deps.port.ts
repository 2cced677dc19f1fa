import type { Clock, IdGenerator } from '../shared/clock.port.js';
import type { Mailer } from '../shared/mailer.port.js';
import type { AccountErasure } from './account-erasure.port.js';
import type { AccountTokenStore, KnownDevices, SocialLogins } from './account-tokens.port.js';
import type { IdentityProvider } from './identity-provider.port.js';
import type { PasswordHasher, TokenDigest, VerificationCodes } from './password-hasher.port.js';
import type { RateLimiter } from './rate-limiter.port.js';
import type { SessionStore } from './session-store.port.js';
import type { UserRepository } from './user-repository.port.js';

/** The ports the account use cases share (docs/decisions/0020). */
export interface AccountPorts {
  readonly users: UserRepository;
  readonly sessions: SessionStore;
  readonly rateLimiter: RateLimiter;
  readonly hasher: PasswordHasher;
  readonly digest: TokenDigest;
  readonly codes: VerificationCodes;
  readonly tokens: AccountTokenStore;
  readonly devices: KnownDevices;
  readonly socialLogins: SocialLogins;
  /** Account deletion in one transaction, memberships and wallet included (docs/decisions/0021). */
  readonly erasure: AccountErasure;
  readonly mailer: Mailer;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The public origin used in e-mailed links, e.g. `https://tracewell.example`. */
  readonly siteUrl: string;
}

/** Where a request comes from: the client address, browser and the raw `tw_device` cookie. */
export interface ClientContext {
  readonly ip: string;
  readonly userAgent: string | null;
  /** The raw device cookie value, `null` when the browser has none. */
  readonly deviceToken: string | null;
}

/** A session just opened: the raw cookie values to hand to the browser (never stored raw). */
export interface IssuedSession {
  readonly sessionToken: string;
  readonly absoluteExpiresAt: Date;
  /** Seconds from now to the absolute expiry (the cookie's Max-Age with "remember me"). */
  readonly maxAgeSeconds: number;
  /** Set when the browser needs a (new) `tw_device` cookie. */
  readonly deviceToken: string | null;
  readonly userId: string;
  readonly remember: boolean;
}

/** The accounts ports plus the identity providers by AuthSourceEnumId (000 section 3 "Social login"). */
export type SocialDeps = AccountPorts & { readonly providers: ReadonlyMap<number, IdentityProvider> };
