import { z } from 'zod';
import { FIRST_NAME_MESSAGE, LAST_NAME_MESSAGE } from '../accounts/sign-up.schema.js';
import { ageOn } from '../search/ranking.rules.js';
import { phoneDigits } from '../search/search-criteria.rules.js';
import { isUsStateCode } from '../search/us-states.rules.js';

/**
 * Identity monitoring on the wire (000 sections 2 and 7 "identity-monitoring"; 002 section 2.2;
 * docs/decisions/0073). The browser and the server read every body with these schemas.
 *
 * Identity monitoring is included with every Tracewell account: a person signs up (or logs in) under
 * /identity-monitoring, verifies their e-mail and phone with codes, adds their personal information and
 * picks which of our records is them. From then on we watch a synthetic breach source and our public
 * records for that identity and raise alerts. All calls are signed in, under /dashboard/api:
 *
 * | call | body | reply |
 * |---|---|---|
 * | GET identity-monitoring/status | - | `IdentityMonitoringStatus` |
 * | POST identity-monitoring/verify-email | - | `CodeSentReply` (a 6-digit code to the account e-mail) |
 * | POST identity-monitoring/verify-email-token | `VerificationCodeInput` | `IdentityMonitoringStatus` |
 * | POST identity-monitoring/add-personal-information | `PersonalInformationInput` | `IdentityMonitoringStatus` |
 * | PUT identity-monitoring/update-personal-information | `PersonalInformationInput` | `IdentityMonitoringStatus` |
 * | GET identity-monitoring/get-personal-information | - | `{ personalInformation: PersonalInformation \| null }` |
 * | POST identity-monitoring/verify-sms | `VerifySmsInput` | `CodeSentReply` (a 6-digit code by SMS) |
 * | POST identity-monitoring/verify-sms-token | `VerificationCodeInput` | `IdentityMonitoringStatus` |
 * | GET identity-monitoring/get-matching-identities | - | `{ identities: MatchingIdentity[] }` |
 * | POST identity-monitoring/claim-report | `ClaimIdentityInput` | `IdentityMonitoringStatus` (monitoring starts) |
 * | GET identity-monitoring/get-user-breaches | - | `{ breaches: Breach[] }` |
 * | POST identity-monitoring/update-user-breach | `UpdateBreachInput` | `{ breach: Breach }` |
 * | GET identity-monitoring/report-activity | - | `ReportActivity` |
 * | GET identity-monitoring/alerts | - | `{ alerts: IdentityAlert[], unseen: number }` |
 *
 * Every reply also carries `success: true`; errors are the usual `{ success: false, errors }`.
 */

export const CODE_WRONG_MESSAGE = 'That code is not correct. Please check it and try again.';
export const CODE_EXPIRED_MESSAGE = 'This code has expired or was tried too many times. Please send a new code.';
export const CODE_FORMAT_MESSAGE = 'Please enter the 6-digit code';
export const PHONE_MESSAGE = 'Sorry, that is not a valid phone number';
export const DATE_OF_BIRTH_MESSAGE = 'Please enter your date of birth';
export const ADULT_MESSAGE = 'You must be 18 or older to use identity monitoring';
const STREET_MESSAGE = 'Please enter your street address';
const CITY_MESSAGE = 'Please enter your city';
export const STATE_MESSAGE = 'Please choose your state';
export const ZIP_MESSAGE = 'Please enter a 5-digit ZIP code';
/** A step asked for before the one it needs (e.g. phone before personal information). */
export const STEP_ORDER_MESSAGE = 'Please finish the earlier steps of the set-up first.';
export const IDENTITY_NOT_FOUND_MESSAGE =
  'You can only monitor your own record: choose one that lists the e-mail address or phone number you verified.';
/** Too many codes sent: at most 5 per kind per hour. */
export const TOO_MANY_CODES_MESSAGE = 'Too many codes were sent. Please wait an hour and try again.';

/** A code stays valid 15 minutes and allows 5 tries; at most 5 codes per kind and hour. */
export const VERIFICATION_CODE_TTL_MINUTES = 15;
export const VERIFICATION_CODE_MAX_TRIES = 5;
export const VERIFICATION_CODES_PER_HOUR = 5;

/** The set-up steps in order (000 section 2: create account, verify e-mail, personal info, verify phone). */
export const IDENTITY_SETUP_STEPS = ['verify-email', 'personal-info', 'verify-phone', 'select-identity'] as const;
export type IdentitySetupStep = (typeof IDENTITY_SETUP_STEPS)[number];

const namePart = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[\p{L}][\p{L} .'-]{0,49}$/u, { error: message });

export const VerificationCodeInput = z.object({
  code: z
    .string({ error: CODE_FORMAT_MESSAGE })
    .trim()
    .regex(/^\d{6}$/, { error: CODE_FORMAT_MESSAGE }),
});
export type VerificationCodeInput = z.output<typeof VerificationCodeInput>;

/** The phone to verify, any US format; output the ten digits. */
export const VerifySmsInput = z.object({
  phone: z
    .string({ error: PHONE_MESSAGE })
    .max(30, { error: PHONE_MESSAGE })
    .transform((v, ctx) => {
      const d = phoneDigits(v);
      if (d === null) {
        ctx.addIssue({ code: 'custom', message: PHONE_MESSAGE });
        return z.NEVER;
      }
      return d;
    }),
});
export type VerifySmsInput = z.output<typeof VerifySmsInput>;

const isRealDate = (iso: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return false;
  const d = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === iso;
};

/**
 * Personal information (002 section 2.2 signup/personal-info). `today` is the caller's date, so the
 * 18-or-older rule is checked on the server's clock: use `personalInformationInput(today)`.
 */
export const personalInformationInput = (today: string) =>
  z.object({
    firstName: namePart(FIRST_NAME_MESSAGE),
    middleName: z
      .string()
      .trim()
      .max(50)
      .regex(/^[\p{L} .'-]*$/u, { error: 'Please enter a valid middle name' })
      .optional()
      .default(''),
    lastName: namePart(LAST_NAME_MESSAGE),
    dateOfBirth: z
      .string({ error: DATE_OF_BIRTH_MESSAGE })
      .trim()
      .refine(isRealDate, { error: DATE_OF_BIRTH_MESSAGE })
      .refine(
        (v) => {
          const age = isRealDate(v) ? ageOn(v, today) : null;
          return age === null || (age >= 18 && age <= 120);
        },
        { error: ADULT_MESSAGE },
      ),
    street: z
      .string({ error: STREET_MESSAGE })
      .trim()
      .min(3, { error: STREET_MESSAGE })
      .max(100, { error: STREET_MESSAGE }),
    city: z.string({ error: CITY_MESSAGE }).trim().min(2, { error: CITY_MESSAGE }).max(60, { error: CITY_MESSAGE }),
    state: z
      .string({ error: STATE_MESSAGE })
      .trim()
      .refine(isUsStateCode, { error: STATE_MESSAGE })
      .transform((s) => s.toUpperCase()),
    zip: z
      .string({ error: ZIP_MESSAGE })
      .trim()
      .regex(/^\d{5}$/, { error: ZIP_MESSAGE }),
  });
export type PersonalInformationInput = z.output<ReturnType<typeof personalInformationInput>>;

/** The member picks one of `get-matching-identities` (select-identity); `recordId` is its id. */
export const ClaimIdentityInput = z.object({
  recordId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^\d{1,12}$/)),
});
export type ClaimIdentityInput = z.output<typeof ClaimIdentityInput>;

const BREACH_STATUSES = ['new', 'seen', 'resolved'] as const;
export type BreachStatus = (typeof BREACH_STATUSES)[number];

/** update-user-breach: the member read a breach, or marks it resolved (passwords changed). */
export const UpdateBreachInput = z.object({
  breachId: z.union([z.string(), z.number()]).transform(String).pipe(z.string().min(1).max(40)),
  status: z.enum(['seen', 'resolved'], { error: 'Please choose seen or resolved' }),
});
export type UpdateBreachInput = z.output<typeof UpdateBreachInput>;

export interface IdentityMonitoringStatus {
  readonly emailVerified: boolean;
  readonly personalInfoAdded: boolean;
  readonly phoneVerified: boolean;
  readonly identitySelected: boolean;
  /** The first step not done, or null when monitoring is active. */
  readonly nextStep: IdentitySetupStep | null;
  /** When the last step was done (monitoring active since), ISO. */
  readonly activatedAt: string | null;
  /** The account e-mail and verified phone, masked ("j***@example.com", "(***) ***-0123"). */
  readonly maskedEmail: string;
  readonly maskedPhone: string | null;
}

export interface CodeSentReply {
  /** Where the code went, masked. */
  readonly sentTo: string;
  readonly expiresInMinutes: number;
}

export interface PersonalInformation {
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly phone: string | null;
}

/** One of our records that may be the member (select-identity): enough to recognise, nothing more. */
export interface MatchingIdentity {
  readonly recordId: string;
  readonly fullName: string;
  readonly age: number | null;
  /** "Tempe, AZ" style places the record lists, current first, at most 5. */
  readonly places: readonly string[];
  /** Why it matched: 'name and date of birth', 'name and address', 'phone'. */
  readonly matchedOn: string;
}

/** A breach that exposed the member's e-mail or phone (synthetic source, docs/data-format.md). */
export interface Breach {
  readonly id: string;
  /** The breached company or site, e.g. "ShopRight Rewards". */
  readonly source: string;
  /** When the breach happened and when it became public, ISO dates. */
  readonly breachDate: string;
  readonly disclosedDate: string;
  /** What leaked: 'E-mail address', 'Password', 'Phone number', 'Date of birth', ... */
  readonly dataExposed: readonly string[];
  /** Which of the member's identifiers was found: the masked e-mail or phone. */
  readonly exposedIdentifier: string;
  readonly status: BreachStatus;
  /** What to do about it, one sentence. */
  readonly advice: string;
}

/** Who looked the member up, counted and never named (report activity). */
export interface ReportActivity {
  /** Reports opened on the member's record, all time and in the last 30 days. */
  readonly totalViews: number;
  readonly viewsLast30Days: number;
  /** Searches whose results listed the member's record, last 30 days. */
  readonly searchAppearancesLast30Days: number;
  /** Views per month, oldest first, the last 6 months: `{ month: '2026-06', views: 2 }`. */
  readonly byMonth: readonly { readonly month: string; readonly views: number }[];
}

/** An identity-monitoring alert: a new breach or a new record about the member. */
export interface IdentityAlert {
  readonly id: string;
  readonly kind: 'breach' | 'record';
  /** "Your e-mail was found in the ShopRight Rewards breach (disclosed 2026-10-03)". */
  readonly text: string;
  readonly createdAt: string;
  readonly seen: boolean;
  /** The page that shows it (/dashboard/monitoring/identity-monitoring#breach-12 or a report URL). */
  readonly url: string;
}
