import { goesToRetentionFlow, retentionRedirect } from './cancel-flow.rules.js';
import type { CancelNotice, CancelPress } from './subscription-cancel.schema.js';

/**
 * Pressing Cancel Membership, step by step, as a pure reducer (Spec 000 §4 Cancel flow, before the modal):
 * the subscription's `cancel.press` (from the membership view) says what the press does first; when it
 * asks the retention facts, the member flagged for the exit survey whose monthly cap is not reached
 * ({@link goesToRetentionFlow}) is sent to the retention flow when it answers a valid URL
 * ({@link retentionRedirect}); every failure, or no valid URL, opens the cancel modal.
 *
 * The browser only carries the calls out: in `checkingRetention` it asks GET retention/status, in
 * `startingRetention` POST retention/start, then follows `redirect`, shows the `notice` or opens the modal.
 * Any event that does not apply returns the same state object.
 */
export type CancelPressState =
  | { readonly step: 'idle' }
  | { readonly step: 'checkingRetention' }
  | { readonly step: 'startingRetention' }
  | { readonly step: 'redirect'; readonly url: string }
  | { readonly step: 'notice'; readonly notice: CancelNotice }
  | { readonly step: 'cancelModal' };

export type CancelPressEvent =
  | { readonly type: 'PRESS'; readonly press: CancelPress }
  | { readonly type: 'RETENTION_STATUS'; readonly exitSurveyFlag: boolean; readonly monthlyCapReached: boolean }
  | { readonly type: 'RETENTION_STATUS_FAILED' }
  | { readonly type: 'RETENTION_STARTED'; readonly url: string | null | undefined }
  | { readonly type: 'RETENTION_START_FAILED' };

export const CANCEL_PRESS_IDLE: CancelPressState = { step: 'idle' };

const modal: CancelPressState = { step: 'cancelModal' };

/** The reducer: (state, event) -> state. */
export const cancelPressReducer = (s: CancelPressState, e: CancelPressEvent): CancelPressState => {
  switch (e.type) {
    case 'PRESS':
      if (s.step !== 'idle') return s;
      if (e.press.type === 'notice') return { step: 'notice', notice: e.press.notice };
      return e.press.type === 'retentionCheck' ? { step: 'checkingRetention' } : modal;
    case 'RETENTION_STATUS':
      if (s.step !== 'checkingRetention') return s;
      return goesToRetentionFlow(e) ? { step: 'startingRetention' } : modal;
    case 'RETENTION_STATUS_FAILED':
      return s.step === 'checkingRetention' ? modal : s;
    case 'RETENTION_STARTED': {
      if (s.step !== 'startingRetention') return s;
      const next = retentionRedirect(e.url);
      return next.type === 'redirect' ? { step: 'redirect', url: next.url } : modal;
    }
    case 'RETENTION_START_FAILED':
      return s.step === 'startingRetention' ? modal : s;
    default:
      return s;
  }
};
