import { addMs, SECOND_MS } from '../shared/date.rules.js';
import { hasSystemGeneratedPassword, staffFlags } from './user-flags.rules.js';

/** Spec 000 §9: the password-modal dismissal flag lasts 7 days (604800 s). */
export const PASSWORD_MODAL_DISMISSAL_SECONDS = 604_800;
/** Spec 000 §4 / §9: the modal opens "about 1 second" after load. */
export const PASSWORD_MODAL_OPEN_DELAY_MS = 1_000;

/**
 * Spec 000 §4 Change password / 002 §4: the password modal opens automatically once for users who need a
 * password — a system-generated password, except customer-care clients (staff flag customerCare, 002 §6) —
 * when no earlier dismissal flag exists (see {@link isPasswordModalDismissalActive}).
 */
export const needsPasswordModal = (input: {
  userFlags: number;
  staffFlags?: number;
  dismissalActive: boolean;
}): boolean =>
  hasSystemGeneratedPassword(input.userFlags) &&
  !staffFlags.has(input.staffFlags ?? 0, 'customerCare') &&
  !input.dismissalActive;

/**
 * Spec 000 §9: a dismissal set at `dismissedAt` holds for 604800 s: active while
 * `now < dismissedAt + 7 days`. No dismissal (null) is never active.
 */
export const isPasswordModalDismissalActive = (dismissedAt: Date | null, now: Date): boolean =>
  dismissedAt !== null && now.getTime() < passwordModalDismissalExpiresAt(dismissedAt);

/**
 * Spec 000 §9: the instant (epoch milliseconds) a dismissal set at `dismissedAt` stops holding, 7 days
 * later. Milliseconds rather than a Date: core builds no Date objects.
 */
export const passwordModalDismissalExpiresAt = (dismissedAt: Date): number =>
  addMs(dismissedAt, PASSWORD_MODAL_DISMISSAL_SECONDS * SECOND_MS).getTime();

/**
 * Spec 000 §6: users with a system-generated password (social signup) see "Set Up Password" instead of
 * "Change Password".
 */
export const passwordButtonLabel = (userFlags: number): 'Set Up Password' | 'Change Password' =>
  hasSystemGeneratedPassword(userFlags) ? 'Set Up Password' : 'Change Password';
