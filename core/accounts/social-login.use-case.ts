import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { addMs, MINUTE_MS } from '../shared/date.rules.js';
import { generalError, parseInput, type ValidationError } from '../shared/errors.js';
import type { AccountPorts, ClientContext, IssuedSession } from './account-deps.port.js';
import { isDeleted, openSession } from './account-session.use-case.js';
import type { SocialLogin } from './account-tokens.port.js';
import type { IdentityProvider, ProviderIdentity } from './identity-provider.port.js';
import { safeRedirect } from './redirect.rules.js';
import {
  checkSocialLinkEmail,
  checkSocialUnlink,
  type SocialProvider,
  socialLinkFailureMessage,
  socialLinkSuccessMessage,
  socialProviderName,
  socialUnlinkFailureMessage,
  socialUnlinkSuccessMessage,
} from './social-links.rules.js';
import { userFlags } from './user-flags.rules.js';

/** AuthSourceEnumId values of the two social providers (000 section 3 "Social login"): our numbering. */
export const AUTH_SOURCE_ENUM = { facebook: 1, google: 2 } as const;

/** The provider of an AuthSourceEnumId, `null` for an unknown id. */
export const socialProviderOf = (authSourceEnumId: number): SocialProvider | null =>
  authSourceEnumId === AUTH_SOURCE_ENUM.facebook
    ? 'facebook'
    : authSourceEnumId === AUTH_SOURCE_ENUM.google
      ? 'google'
      : null;

/** A social round trip (state, nonce, PKCE verifier) must come back within 10 minutes. */
export const SOCIAL_STATE_TTL_MS = 10 * MINUTE_MS;
export const socialLoginFailureMessage = (provider: SocialProvider): string =>
  `We're sorry. We were unable to log you in with your ${socialProviderName(provider)} account.`;
export const UNKNOWN_PROVIDER_MESSAGE = 'This log-in provider is not available.';

export type SocialDeps = AccountPorts & { readonly providers: ReadonlyMap<number, IdentityProvider> };

const StartInput = z.object({
  authSourceEnumId: z.coerce.number().int(),
  intent: z.enum(['login', 'link']),
  redirect: z.string().max(500).optional(),
  silent: z.boolean().optional(),
});

/**
 * Starts a social log-in or link: builds the provider's authorization URL and keeps state, nonce and
 * PKCE verifier server side, keyed by the state's digest. The state also goes into a cookie so the
 * answer must come back to the same browser.
 */
export const makeStartSocialSignIn =
  (deps: SocialDeps) =>
  (raw: unknown, signedInUserId: string | null): ResultAsync<{ url: string; state: string }, ValidationError> =>
    new ResultAsync(
      (async (): Promise<Result<{ url: string; state: string }, ValidationError>> => {
        const parsed = parseInput(StartInput, raw);
        if (parsed.isErr()) return err(generalError(UNKNOWN_PROVIDER_MESSAGE));
        const input = parsed.value;
        const provider = deps.providers.get(input.authSourceEnumId);
        const kind = socialProviderOf(input.authSourceEnumId);
        if (!provider || !kind) return err(generalError(UNKNOWN_PROVIDER_MESSAGE));
        if (input.intent === 'link' && !signedInUserId) return err(generalError(socialLinkFailureMessage(kind)));
        const request = await provider.authorize({ silent: input.silent === true });
        const now = deps.clock.now();
        await deps.tokens.create({
          idHash: deps.digest.sha256(request.state),
          kind: 'oidc',
          userId: input.intent === 'link' ? signedInUserId : null,
          codeHash: null,
          createdAt: now,
          expiresAt: addMs(now, SOCIAL_STATE_TTL_MS),
          data: {
            nonce: request.nonce,
            codeVerifier: request.codeVerifier,
            intent: input.intent,
            authSourceEnumId: input.authSourceEnumId,
            redirect: safeRedirect(input.redirect, input.intent === 'link' ? '/dashboard/account' : '/dashboard'),
          },
        });
        return ok({ url: request.url, state: request.state });
      })(),
    );

const CompleteInput = z.object({
  code: z.string().min(1).max(2000).optional(),
  state: z.string().min(1).max(200),
  error: z.string().max(200).optional(),
});

export type SocialOutcome =
  | { readonly kind: 'signedIn'; readonly session: IssuedSession; readonly redirect: string }
  | { readonly kind: 'linked'; readonly message: string; readonly redirect: string };

/**
 * The provider sent the browser back: checks state (against the cookie and the stored round trip),
 * exchanges the code, verifies the id_token, then logs in (creating an account with a system-generated
 * password and the provider flag when the e-mail matches no account) or links to the signed-in account
 * (the e-mails must match, case-insensitive: 000 section 5).
 */
export const makeCompleteSocialSignIn =
  (deps: SocialDeps) =>
  (
    raw: unknown,
    ctx: ClientContext & { cookieState: string | null; signedInUserId: string | null },
  ): ResultAsync<SocialOutcome, ValidationError> =>
    new ResultAsync(
      (async (): Promise<Result<SocialOutcome, ValidationError>> => {
        const parsed = parseInput(CompleteInput, raw);
        if (parsed.isErr() || !ctx.cookieState || ctx.cookieState !== parsed.value.state) {
          return err(generalError('This log-in attempt has expired. Please try again.'));
        }
        const now = deps.clock.now();
        const trip = await deps.tokens.consume('oidc', deps.digest.sha256(parsed.value.state), now);
        const source = Number(trip?.data.authSourceEnumId);
        const provider = deps.providers.get(source);
        const kind = socialProviderOf(source);
        if (!trip || !provider || !kind) return err(generalError('This log-in attempt has expired. Please try again.'));
        const intent = trip.data.intent === 'link' ? 'link' : 'login';
        const fail = intent === 'link' ? socialLinkFailureMessage(kind) : socialLoginFailureMessage(kind);
        if (parsed.value.error || !parsed.value.code) return err(generalError(fail));
        const identity = await provider.complete({
          code: parsed.value.code,
          codeVerifier: String(trip.data.codeVerifier),
          nonce: String(trip.data.nonce),
        });
        if (!identity) return err(generalError(fail));
        const redirect = safeRedirect(trip.data.redirect);
        if (intent === 'link') {
          if (!trip.userId || trip.userId !== ctx.signedInUserId) return err(generalError(fail));
          const linked = await linkIdentity(deps, trip.userId, source, kind, identity);
          return linked.map((message) => ({ kind: 'linked' as const, message, redirect }));
        }
        const userId = await findOrCreateSocialUser(deps, source, kind, identity);
        if (!userId) return err(generalError(fail));
        return ok({ kind: 'signedIn' as const, session: await openSession(deps, userId, ctx, true), redirect });
      })(),
    );

const providerFlags = (kind: SocialProvider) =>
  kind === 'facebook'
    ? userFlags.bits.facebook | userFlags.bits.verifiedByFacebook
    : userFlags.bits.google | userFlags.bits.verifiedByGoogle;

const linkIdentity = async (
  deps: SocialDeps,
  userId: string,
  source: number,
  kind: SocialProvider,
  identity: ProviderIdentity,
): Promise<Result<string, ValidationError>> => {
  const user = await deps.users.findById(userId);
  if (!user || isDeleted(user) || !user.email) return err(generalError(socialLinkFailureMessage(kind)));
  const match = checkSocialLinkEmail({ provider: kind, accountEmail: user.email, socialEmail: identity.email });
  if (match.isErr()) return err(match.error);
  if (!identity.emailVerified) return err(generalError(socialLinkFailureMessage(kind)));
  const existing = await deps.socialLogins.findActive(source, identity.subject);
  if (existing && existing.userId !== userId) return err(generalError(socialLinkFailureMessage(kind)));
  if (!existing) {
    await deps.socialLogins.link({
      userId,
      authSourceEnumId: source,
      subject: identity.subject,
      email: identity.email,
      insertDate: deps.clock.now(),
      authPayload: identity.claims,
    });
  }
  await deps.users.setUserFlags(userId, user.userFlags | providerFlags(kind));
  return ok(socialLinkSuccessMessage(kind));
};

/** The account a social identity logs into; created (system-generated password) when none matches. */
const findOrCreateSocialUser = async (
  deps: SocialDeps,
  source: number,
  kind: SocialProvider,
  identity: ProviderIdentity,
): Promise<string | null> => {
  const linked = await deps.socialLogins.findActive(source, identity.subject);
  if (linked) {
    const owner = await deps.users.findById(linked.userId);
    return owner && !isDeleted(owner) ? owner.id : null;
  }
  // Matching by e-mail only on the provider's word that it verified the address (no takeover by an unverified e-mail).
  if (!identity.email || !identity.emailVerified) return null;
  const existing = await deps.users.findByEmail(identity.email);
  if (existing) {
    const linkedNow = await linkIdentity(deps, existing.id, source, kind, identity);
    return linkedNow.isOk() ? existing.id : null;
  }
  const [first, ...rest] = (identity.name ?? '').trim().split(/\s+/);
  const created = await deps.users.create({
    id: deps.ids.uuid(),
    email: identity.email,
    firstName: first || identity.email.split('@')[0]!.slice(0, 50),
    lastName: rest.join(' '),
    passwordHash: await deps.hasher.hash(deps.ids.token(32)),
    userFlags: userFlags.bits.systemGeneratedPassword | userFlags.bits.verifiedEmail | providerFlags(kind),
    createdAt: deps.clock.now(),
  });
  if (!created) return null;
  await deps.socialLogins.link({
    userId: created.id,
    authSourceEnumId: source,
    subject: identity.subject,
    email: identity.email,
    insertDate: deps.clock.now(),
    authPayload: identity.claims,
  });
  return created.id;
};

/** The wire shape of one social login (000 section 3, section 7 get-social-logins). */
export interface SocialLoginView {
  readonly Id: number;
  readonly AuthSourceEnumId: number;
  readonly IsActive: boolean;
  readonly InsertDate: string;
  readonly AuthPayload: Readonly<Record<string, unknown>>;
}

const view = (l: SocialLogin): SocialLoginView => ({
  Id: l.id,
  AuthSourceEnumId: l.authSourceEnumId,
  IsActive: l.isActive,
  InsertDate: l.insertDate.toISOString(),
  AuthPayload: { email: l.email, sub: l.subject },
});

/** GET user/social-accounts/get-social-logins: the user's active links. */
export const makeListSocialLogins =
  (deps: Pick<AccountPorts, 'socialLogins'>) =>
  (userId: string): ResultAsync<{ logins: { Data: SocialLoginView[] } }, never> =>
    ResultAsync.fromSafePromise(
      deps.socialLogins
        .listForUser(userId)
        .then((list) => ({ logins: { Data: list.filter((l) => l.isActive).map(view) } })),
    );

const UnlinkInput = z.object({
  externalLoginId: z.coerce.number().int().positive().optional(),
  accountAuthType: z.coerce.number().int().optional(),
  /** `not_authorized` from the provider triggers the same unlink (000 section 4). */
  status: z.string().max(50).optional(),
});

/**
 * POST user/social-accounts/unlink: blocked while the password is system generated (000 section 5);
 * the provider flag is cleared once no link of that provider remains.
 */
export const makeUnlinkSocialAccount =
  (deps: Pick<AccountPorts, 'socialLogins' | 'users'>) =>
  (raw: unknown, userId: string): ResultAsync<{ message: string }, ValidationError> =>
    new ResultAsync(
      (async (): Promise<Result<{ message: string }, ValidationError>> => {
        const parsed = parseInput(UnlinkInput, raw);
        if (parsed.isErr()) return err(parsed.error);
        const user = await deps.users.findById(userId);
        if (!user || isDeleted(user)) return err(generalError(socialUnlinkFailureMessage('google')));
        const links = (await deps.socialLogins.listForUser(userId)).filter((l) => l.isActive);
        const target = links.find((l) =>
          parsed.value.externalLoginId !== undefined
            ? l.id === parsed.value.externalLoginId
            : l.authSourceEnumId === parsed.value.accountAuthType,
        );
        const kind = socialProviderOf(target?.authSourceEnumId ?? parsed.value.accountAuthType ?? 0) ?? 'google';
        const blocked = checkSocialUnlink(user.userFlags);
        if (blocked.isErr()) return err(blocked.error);
        if (!target || !(await deps.socialLogins.unlink(userId, target.id))) {
          return err(generalError(socialUnlinkFailureMessage(kind)));
        }
        if (!links.some((l) => l.id !== target.id && l.authSourceEnumId === target.authSourceEnumId)) {
          await deps.users.setUserFlags(userId, userFlags.remove(user.userFlags, kind));
        }
        return ok({ message: socialUnlinkSuccessMessage(kind) });
      })(),
    );
