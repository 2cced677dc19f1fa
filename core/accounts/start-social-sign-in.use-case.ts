import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { addMs } from '../shared/date.rules.js';
import { generalError, type ValidationError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import type { SocialDeps } from './account-deps.port.js';
import { safeRedirect } from './redirect.rules.js';
import {
  SOCIAL_STATE_TTL_MS,
  socialLinkFailureMessage,
  socialProviderOf,
  UNKNOWN_PROVIDER_MESSAGE,
} from './social-links.rules.js';

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
export const makeStartSocialSignIn = (deps: SocialDeps) =>
  useCase(
    StartInput,
    async (input, signedInUserId: string | null): Promise<Result<{ url: string; state: string }, ValidationError>> => {
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
    },
    () => generalError(UNKNOWN_PROVIDER_MESSAGE),
  );
