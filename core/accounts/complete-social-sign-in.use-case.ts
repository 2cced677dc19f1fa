import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { generalError, type ValidationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { ClientContext, IssuedSession, SocialDeps } from './account-deps.port.js';
import { safeRedirect } from './redirect.rules.js';
import { openSession } from './session.steps.js';
import { socialLinkFailureMessage, socialLoginFailureMessage, socialProviderOf } from './social-links.rules.js';
import { findOrCreateSocialUser, linkIdentity } from './social-login.steps.js';

/** The answer when the provider's callback does not belong to a live log-in attempt of this browser. */
const SOCIAL_ATTEMPT_EXPIRED_MESSAGE = 'This log-in attempt has expired. Please try again.';

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
export const makeCompleteSocialSignIn = (deps: SocialDeps) =>
  useCase(
    CompleteInput,
    async (
      callback,
      ctx: ClientContext & { cookieState: string | null; signedInUserId: string | null },
    ): Promise<Result<SocialOutcome, ValidationError>> => {
      if (!ctx.cookieState || ctx.cookieState !== callback.state) {
        return err(generalError(SOCIAL_ATTEMPT_EXPIRED_MESSAGE));
      }
      const now = deps.clock.now();
      const trip = await deps.tokens.consume('oidc', deps.digest.sha256(callback.state), now);
      const source = Number(trip?.data.authSourceEnumId);
      const provider = deps.providers.get(source);
      const kind = socialProviderOf(source);
      if (!trip || !provider || !kind) return err(generalError(SOCIAL_ATTEMPT_EXPIRED_MESSAGE));
      const intent = trip.data.intent === 'link' ? 'link' : 'login';
      const fail = intent === 'link' ? socialLinkFailureMessage(kind) : socialLoginFailureMessage(kind);
      if (callback.error || !callback.code) return err(generalError(fail));
      const identity = await provider.complete({
        code: callback.code,
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
    },
    () => generalError(SOCIAL_ATTEMPT_EXPIRED_MESSAGE),
  );
