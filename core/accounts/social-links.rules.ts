import { err, ok, type Result } from 'neverthrow';
import { MINUTE_MS } from '../shared/date.rules.js';
import { generalError, type ValidationError } from '../shared/errors.js';
import { hasSystemGeneratedPassword, userFlags } from './user-flags.rules.js';

/** The two social login providers (Spec 000 §3 Social login; user flags facebook 64 and google 128). */
export type SocialProvider = 'facebook' | 'google';

/** The provider name as the spec's messages show it ("{provider}"). */
export const socialProviderName = (provider: SocialProvider): string =>
  provider === 'facebook' ? 'Facebook' : 'Google';

/** Spec 000 §5: "Your {provider} account email address must match your account email address." */
export const socialEmailMismatchMessage = (provider: SocialProvider): string =>
  `Your ${socialProviderName(provider)} account email address must match your account email address.`;
/** Spec 000 §5: unlinking while the password is system generated. */
export const UNLINK_NEEDS_PASSWORD_MESSAGE =
  'Please click the Set Up Password button above to set a password before unlinking your accounts.';
/** Spec 000 §8 link success. */
export const socialLinkSuccessMessage = (provider: SocialProvider): string =>
  `Success! Your ${socialProviderName(provider)} account is now linked to your account.`;
/** Spec 000 §8 link failure. */
export const socialLinkFailureMessage = (provider: SocialProvider): string =>
  `We're sorry. We were unable to link your ${socialProviderName(provider)} account to your account.`;
/** Spec 000 §8 unlink success. */
export const socialUnlinkSuccessMessage = (provider: SocialProvider): string =>
  `Your account and ${socialProviderName(provider)} account are no longer linked.`;
/** Unlink failure: not in the spec; our text, shaped like the link failure (000 §8). */
export const socialUnlinkFailureMessage = (provider: SocialProvider): string =>
  `We're sorry. We were unable to unlink your ${socialProviderName(provider)} account from your account.`;

/**
 * Spec 000 §5: linking a social account requires the social e-mail to equal the account e-mail,
 * case-insensitive; otherwise "Your {provider} account email address must match your account email
 * address." Surrounding whitespace is ignored; an empty social e-mail never matches.
 */
export const checkSocialLinkEmail = (input: {
  provider: SocialProvider;
  accountEmail: string;
  socialEmail: string | null | undefined;
}): Result<void, ValidationError> => {
  const social = (input.socialEmail ?? '').trim().toLowerCase();
  return social !== '' && social === input.accountEmail.trim().toLowerCase()
    ? ok(undefined)
    : err(generalError(socialEmailMismatchMessage(input.provider)));
};

/**
 * Spec 000 §4 / §5: unlinking any social account is blocked while the password is system generated:
 * "Please click the Set Up Password button above to set a password before unlinking your accounts."
 */
export const checkSocialUnlink = (userFlags: number): Result<void, ValidationError> =>
  hasSystemGeneratedPassword(userFlags) ? err(generalError(UNLINK_NEEDS_PASSWORD_MESSAGE)) : ok(undefined);

/** Spec 000 §4 Social accounts: a social authorization status of `not_authorized` triggers an automatic unlink. */
export const shouldAutoUnlinkSocial = (authorizationStatus: string | null | undefined): boolean =>
  authorizationStatus === 'not_authorized';

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

/** The user flags of a provider's accounts: the provider and its verification (000 section 3). */
export const socialProviderFlags = (kind: SocialProvider) =>
  kind === 'facebook'
    ? userFlags.bits.facebook | userFlags.bits.verifiedByFacebook
    : userFlags.bits.google | userFlags.bits.verifiedByGoogle;
