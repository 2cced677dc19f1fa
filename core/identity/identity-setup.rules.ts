import { maskEmail, maskPhone } from '../shared/contact-mask.rules.js';
import { calendarDateIn, isoDateOf } from '../shared/date.rules.js';
import type { IdentitySetup } from './identity-monitoring.port.js';
import {
  IDENTITY_SETUP_STEPS,
  type IdentityMonitoringStatus,
  type IdentitySetupStep,
  type PersonalInformation,
} from './identity-monitoring.schema.js';

/** Which set-up steps are done (000 section 2: verify e-mail, add personal info, verify phone; then select identity). */
export type StepsDone = Readonly<Record<IdentitySetupStep, boolean>>;

/**
 * The steps a set-up has done. The e-mail step is done by a code, or already when the account e-mail is
 * verified (its link was opened: user flag verifiedEmail), so a member never proves it twice.
 */
export const stepsDone = (setup: IdentitySetup | null, accountEmailVerified: boolean): StepsDone => ({
  'verify-email': accountEmailVerified || setup?.emailVerifiedAt != null,
  'personal-info': setup?.personalInfo != null,
  'verify-phone': setup?.phone != null,
  'select-identity': setup?.recordId != null,
});

/** The first step not done, in the order of IDENTITY_SETUP_STEPS; null when monitoring is active. */
export const nextStepOf = (done: StepsDone): IdentitySetupStep | null =>
  IDENTITY_SETUP_STEPS.find((s) => !done[s]) ?? null;

/**
 * Whether `step` may be taken now: every step before it is done (docs/decisions/0073: a call out of order
 * answers 409 with STEP_ORDER_MESSAGE). A step already done may be taken again (a new phone, new details).
 */
export const mayTakeStep = (done: StepsDone, step: IdentitySetupStep): boolean =>
  IDENTITY_SETUP_STEPS.slice(0, IDENTITY_SETUP_STEPS.indexOf(step)).every((s) => done[s]);

/** The status reply (contract `IdentityMonitoringStatus`). */
export const identityStatusOf = (
  setup: IdentitySetup | null,
  account: { readonly email: string; readonly emailVerified: boolean },
): IdentityMonitoringStatus => {
  const done = stepsDone(setup, account.emailVerified);
  return {
    emailVerified: done['verify-email'],
    personalInfoAdded: done['personal-info'],
    phoneVerified: done['verify-phone'],
    identitySelected: done['select-identity'],
    nextStep: nextStepOf(done),
    activatedAt: setup?.activatedAt ? setup.activatedAt.toISOString() : null,
    maskedEmail: maskEmail(account.email),
    maskedPhone: setup?.phone ? maskPhone(setup.phone) : null,
  };
};

/** The personal information as `get-personal-information` answers it (with the verified phone). */
export const personalInformationOf = (setup: IdentitySetup | null): PersonalInformation | null =>
  setup?.personalInfo ? { ...setup.personalInfo, phone: setup.phone } : null;

/** The server's date (the spec's clock: America/Los_Angeles), for the 18-or-older rule and breach disclosure. */
export const todayOf = (now: Date): string => isoDateOf(calendarDateIn(now));
