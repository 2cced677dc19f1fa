import { describe, expect, it } from 'vitest';
import {
  isPrivacyCaseLive,
  nextPrivacyPage,
  PRIVACY_CASE_TTL_SECONDS,
  PRIVACY_FLOW_ORDER,
  parseVerificationOption,
  privacyCaseIdFromQuery,
  privacyPageOf,
  privacyPagePath,
  VERIFICATION_OPTION,
  verificationChannel,
  verificationNeedsAddress,
} from '../../../core/privacy/privacy-request.rules.js';

describe('privacy request (002 section 4.1)', () => {
  it('verification options', () => {
    expect(VERIFICATION_OPTION).toEqual({ email: 1, phone: 2, addressEmail: 3, addressPhone: 4 });
    expect(parseVerificationOption(3)._unsafeUnwrap()).toBe('addressEmail');
    expect(parseVerificationOption('2')._unsafeUnwrap()).toBe('phone');
    for (const bad of [0, 5, 'x', null, 1.5])
      expect(parseVerificationOption(bad)._unsafeUnwrapErr()).toBe('Invalid verification option');
    expect(verificationNeedsAddress('addressPhone')).toBe(true);
    expect(verificationNeedsAddress('email')).toBe(false);
    expect(verificationChannel('addressEmail')).toBe('email');
    expect(verificationChannel('addressPhone')).toBe('phone');
  });
  it('case id from requestId, kept 86400 s', () => {
    expect(privacyCaseIdFromQuery('?a=1&requestId=abc%20123')).toBe('abc 123');
    expect(privacyCaseIdFromQuery('requestId=')).toBeNull();
    expect(privacyCaseIdFromQuery('x=1')).toBeNull();
    expect(privacyCaseIdFromQuery('requestId=%E0%A4%A')).toBe('%E0%A4%A');
    expect(PRIVACY_CASE_TTL_SECONDS).toBe(86400);
    const at = new Date('2026-11-20T12:00:00Z');
    expect(isPrivacyCaseLive(at, new Date('2026-11-21T11:59:59Z'))).toBe(true);
    expect(isPrivacyCaseLive(at, new Date('2026-11-21T12:00:00Z'))).toBe(false);
  });
  it('page order, aliases and failures', () => {
    expect(PRIVACY_FLOW_ORDER[0]).toBe('landing');
    expect(privacyPageOf('email-validated')).toBe('request-confirmed');
    expect(privacyPageOf('/phone-validated/')).toBe('request-confirmed');
    expect(privacyPageOf('')).toBe('landing');
    expect(privacyPageOf('unable-to-verify-identity')).toBe('unable-to-verify-identity');
    expect(privacyPageOf('nope')).toBeNull();
    expect(privacyPagePath('search-results')).toBe('/request-my-info/search-results');
    const walk = (option: Parameters<typeof nextPrivacyPage>[2]) => {
      const seen: string[] = [];
      let p: ReturnType<typeof nextPrivacyPage> = 'landing';
      while (p) {
        seen.push(p);
        p = nextPrivacyPage(p, 'ok', option);
      }
      return seen;
    };
    expect(walk('email')).toEqual([
      'landing',
      'auth-selection',
      'select-validation-type',
      'search-results',
      'confirm-your-identity',
      'where-to-send-your-report',
      'request-confirmed',
    ]);
    expect(walk('addressPhone')).toContain('address-verification');
    expect(walk(null)).not.toContain('address-verification');
    expect(nextPrivacyPage('confirm-your-identity', 'failed', 'email')).toBe('unable-to-verify-identity');
    expect(nextPrivacyPage('search-results', 'failed', 'email')).toBe('something-went-wrong');
    expect(nextPrivacyPage('something-went-wrong', 'ok', 'email')).toBeNull();
  });
});
