import { z } from 'zod';
import { isUsStateCode } from '../search/us-states.rules.js';
import { PRIVACY_REQUEST_KINDS } from './privacy-cases.schema.js';
import { INVALID_VERIFICATION_OPTION_MESSAGE, parseVerificationOption } from './privacy-request.rules.js';

/**
 * The bodies of the public calls under /api/consumer-privacy (002 sections 4.1 and 7;
 * docs/decisions/0074-privacy-requests.md). The browser validates its forms with the same schemas.
 */

/** The case id (requestId, 002 section 4.1) every call after the first carries. */
const PrivacyCaseId = z
  .string({ error: 'Your request could not be found. Please start again.' })
  .trim()
  .min(1, 'Your request could not be found. Please start again.')
  .max(64, 'Your request could not be found. Please start again.');

export const PrivacyCaseRef = z.object({ caseId: PrivacyCaseId });
export type PrivacyCaseRef = z.output<typeof PrivacyCaseRef>;

/** A verification option code (1 to 4); anything else is "Invalid verification option". */
const VerificationOptionInput = z.unknown().transform((v, ctx) => {
  const r = parseVerificationOption(v);
  if (r.isErr()) {
    ctx.addIssue({ code: 'custom', message: INVALID_VERIFICATION_OPTION_MESSAGE });
    return z.NEVER;
  }
  return r.value;
});

/** auth-validate: opens a case for what the requester wants and how they will verify. */
export const OpenPrivacyCaseInput = z.object({
  kind: z.enum(PRIVACY_REQUEST_KINDS, { error: 'Please choose what you would like us to do' }),
  option: VerificationOptionInput,
});
export type OpenPrivacyCaseInput = z.output<typeof OpenPrivacyCaseInput>;

const name = (label: string) =>
  z
    .string({ error: `Please enter your ${label}` })
    .trim()
    .min(1, `Please enter your ${label}`)
    .max(40, `Your ${label} is too long`);

/** search / search-advance: the requester's own name and where they live or lived. */
export const PrivacySearchInput = z.object({
  caseId: PrivacyCaseId,
  firstName: name('first name'),
  lastName: name('last name'),
  city: z.string().trim().max(40, 'The city is too long').optional().default(''),
  state: z
    .string({ error: 'Please choose your state' })
    .trim()
    .toUpperCase()
    .refine(isUsStateCode, 'Please choose your state'),
  page: z.coerce.number().int().min(1).max(5).optional().default(1),
});
export type PrivacySearchInput = z.output<typeof PrivacySearchInput>;

/** set-record-id: the record the requester says is theirs. */
export const SetPrivacyRecordInput = z.object({
  caseId: PrivacyCaseId,
  recordId: z.coerce
    .number({ error: 'Please choose your record' })
    .int('Please choose your record')
    .positive('Please choose your record'),
});

/** verify: the answers to the history questions, by question id. */
export const PrivacyAnswersInput = z.object({
  caseId: PrivacyCaseId,
  answers: z.record(z.string().max(20), z.string().trim().max(80), { error: 'Please answer every question' }),
});

/** set-email / verify-ownership-phone: one of the masked contacts our records hold, by its id. */
export const PrivacyContactChoiceInput = z.object({
  caseId: PrivacyCaseId,
  contactId: z
    .string({ error: 'Please choose where we should send your code' })
    .trim()
    .min(1, 'Please choose where we should send your code')
    .max(20),
});

/** validate: the 6-digit code. */
export const PrivacyCodeInput = z.object({
  caseId: PrivacyCaseId,
  code: z
    .string({ error: 'Please enter the 6-digit code we sent you' })
    .trim()
    .regex(/^\d{6}$/, 'Please enter the 6-digit code we sent you'),
});

/** submit: finishes the request; a correction says what is wrong. */
export const SubmitPrivacyRequestInput = z.object({
  caseId: PrivacyCaseId,
  correction: z.string().trim().max(4000, 'Please keep the correction under 4000 characters').optional().default(''),
});
