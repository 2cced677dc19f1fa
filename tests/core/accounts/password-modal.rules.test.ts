import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPasswordModalDismissalActive,
  needsPasswordModal,
  PASSWORD_MODAL_DISMISSAL_SECONDS,
  PASSWORD_MODAL_OPEN_DELAY_MS,
  passwordButtonLabel,
  passwordModalDismissalExpiresAt,
} from '../../../core/accounts/password-modal.rules.js';

describe('password modal (Spec 000 §4, §9)', () => {
  it('constants: 7 days = 604800 s, opens after about 1000 ms', () => {
    expect(PASSWORD_MODAL_DISMISSAL_SECONDS).toBe(604800);
    expect(PASSWORD_MODAL_DISMISSAL_SECONDS).toBe(7 * 24 * 3600);
    expect(PASSWORD_MODAL_OPEN_DELAY_MS).toBe(1000);
  });

  it('system-generated password needs the modal, unless customer care client or dismissed', () => {
    expect(needsPasswordModal({ userFlags: 8192, dismissalActive: false })).toBe(true);
    expect(needsPasswordModal({ userFlags: 8192, staffFlags: 16, dismissalActive: false })).toBe(false);
    expect(needsPasswordModal({ userFlags: 8192, staffFlags: 4, dismissalActive: false })).toBe(true);
    expect(needsPasswordModal({ userFlags: 8192, dismissalActive: true })).toBe(false);
    expect(needsPasswordModal({ userFlags: 64, dismissalActive: false })).toBe(false);
  });

  it('a dismissal lasts exactly 7 days', () => {
    const at = new Date('2026-03-01T10:00:00Z');
    expect(passwordModalDismissalExpiresAt(at)).toBe(at.getTime() + 604800_000);
    expect(isPasswordModalDismissalActive(at, new Date(at.getTime() + 604800_000 - 1))).toBe(true);
    expect(isPasswordModalDismissalActive(at, new Date(at.getTime() + 604800_000))).toBe(false);
    expect(isPasswordModalDismissalActive(null, at)).toBe(false);
  });

  it('property: active iff 0 <= elapsed < 604800 s (or earlier than dismissal)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 2e9 }), (elapsedMs) => {
        const at = new Date(1_700_000_000_000);
        expect(isPasswordModalDismissalActive(at, new Date(at.getTime() + elapsedMs))).toBe(elapsedMs < 604800_000);
      }),
    );
  });

  it('label: "Set Up Password" vs "Change Password" (Spec 000 §6)', () => {
    expect(passwordButtonLabel(8192 | 64)).toBe('Set Up Password');
    expect(passwordButtonLabel(64)).toBe('Change Password');
  });
});
