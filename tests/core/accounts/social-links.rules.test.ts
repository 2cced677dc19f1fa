import { describe, expect, it } from 'vitest';
import {
  checkSocialLinkEmail,
  checkSocialUnlink,
  shouldAutoUnlinkSocial,
  socialEmailMismatchMessage,
  socialLinkFailureMessage,
  socialLinkSuccessMessage,
  socialProviderName,
  socialUnlinkFailureMessage,
  socialUnlinkSuccessMessage,
  UNLINK_NEEDS_PASSWORD_MESSAGE,
} from '../../../core/accounts/social-links.rules.js';

describe('social links (Spec 000 §4, §5, §8)', () => {
  it('link needs the same e-mail, case-insensitive', () => {
    expect(
      checkSocialLinkEmail({
        provider: 'google',
        accountEmail: 'Bob@Example.com',
        socialEmail: 'bob@example.COM',
      }).isOk(),
    ).toBe(true);
    const r = checkSocialLinkEmail({
      provider: 'facebook',
      accountEmail: 'bob@example.com',
      socialEmail: 'rob@example.com',
    });
    expect(r._unsafeUnwrapErr()).toEqual({
      type: 'Validation',
      errors: { '*': ['Your Facebook account email address must match your account email address.'] },
    });
    expect(checkSocialLinkEmail({ provider: 'google', accountEmail: '', socialEmail: null }).isErr()).toBe(true);
    expect(socialEmailMismatchMessage('google')).toBe(
      'Your Google account email address must match your account email address.',
    );
  });

  it('unlink is blocked while the password is system generated', () => {
    expect(checkSocialUnlink(8192 | 128)._unsafeUnwrapErr().errors['*']).toEqual([
      'Please click the Set Up Password button above to set a password before unlinking your accounts.',
    ]);
    expect(UNLINK_NEEDS_PASSWORD_MESSAGE).toContain('Set Up Password');
    expect(checkSocialUnlink(128).isOk()).toBe(true);
  });

  it('texts', () => {
    expect(socialProviderName('facebook')).toBe('Facebook');
    expect(socialLinkSuccessMessage('google')).toBe('Success! Your Google account is now linked to your account.');
    expect(socialLinkFailureMessage('facebook')).toBe(
      "We're sorry. We were unable to link your Facebook account to your account.",
    );
    expect(socialUnlinkSuccessMessage('google')).toBe('Your account and Google account are no longer linked.');
    expect(socialUnlinkFailureMessage('google')).toContain('unable to unlink your Google account');
  });

  it('not_authorized triggers an automatic unlink', () => {
    expect(shouldAutoUnlinkSocial('not_authorized')).toBe(true);
    expect(shouldAutoUnlinkSocial('connected')).toBe(false);
    expect(shouldAutoUnlinkSocial(undefined)).toBe(false);
  });
});
