import { z } from 'zod';

/** Spec 002 §5 Password rule message, shown for every way a password can break the rule. */
export const PASSWORD_RULE_MESSAGE =
  'Your password must be between 5-32 characters, and may contain letters, numbers, and special characters.';
/** Spec 000 §5 / §8: shown on both the new and the confirm field. */
export const PASSWORDS_DO_NOT_MATCH_MESSAGE = 'Passwords do not match';
/** Spec 000 §5 / §8: the change-password failure text. */
export const PASSWORD_UPDATE_FAILED_MESSAGE = 'Sorry, password could not be updated.';
/** Our text (the spec only says the current password is required): shown when it is missing. */
export const CURRENT_PASSWORD_REQUIRED_MESSAGE = 'Please enter your current password';
/** Spec 002 §5 E-mail rule message. */
export const INVALID_EMAIL_MESSAGE = 'Sorry, that is not a valid email address';
/** Spec 002 §9: e-mail max length 255. */
const EMAIL_MAX_LENGTH = 255;
/** Spec 002 §5: password length bounds. */
const PASSWORD_MIN_LENGTH = 5;
const PASSWORD_MAX_LENGTH = 32;

/**
 * Spec 002 §5 Password: "5 to 32 characters; letters, digits, spaces and special characters."
 * Reading chosen: the allowed characters are printable ASCII (U+0020 space to U+007E `~`): letters,
 * digits, the space and every ASCII punctuation/symbol. Control characters, tabs, line breaks and
 * non-ASCII characters (accents, emoji) break the rule. Length counts UTF-16 code units.
 */
export const PasswordSchema = z
  .string({ error: PASSWORD_RULE_MESSAGE })
  .regex(new RegExp(`^[\\x20-\\x7E]{${PASSWORD_MIN_LENGTH},${PASSWORD_MAX_LENGTH}}$`), {
    error: PASSWORD_RULE_MESSAGE,
  });

/**
 * Spec 002 §5 E-mail: required, of the form {local}@{domain} with no spaces, at most 255 characters;
 * error "Sorry, that is not a valid email address". The domain needs a dot. Nothing is trimmed: spaces are
 * blocked, not removed.
 */
export const AccountEmailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .max(EMAIL_MAX_LENGTH, { error: INVALID_EMAIL_MESSAGE })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@.]+$/, { error: INVALID_EMAIL_MESSAGE });

/** Sign-up form (Spec 000 §2 /signup, 002 §5): e-mail rule and password rule. */
export const SignUpInputSchema = z.object({ email: AccountEmailSchema, password: PasswordSchema });

/** Log-in form (Spec 000 §2 /login, 002 §5): e-mail rule and password rule. */
export const LogInInputSchema = z.object({ email: AccountEmailSchema, password: PasswordSchema });

/**
 * Change-password form (Spec 000 §4 Change password, §5): form validation first (the password rule,
 * 002 §5), then new and confirm must match, else BOTH fields show "Passwords do not match". The current
 * password (`oldPassword`) is required only when the password is not system generated; for a
 * system-generated password it is ignored (the reset flow with a hash id is used, 000 §7).
 * The current password is only checked for presence: an old password may predate today's rule.
 */
export const makeChangePasswordSchema = (opts: { systemGeneratedPassword: boolean }) =>
  z
    .object({
      oldPassword: opts.systemGeneratedPassword
        ? z.string().optional()
        : z.string({ error: CURRENT_PASSWORD_REQUIRED_MESSAGE }).min(1, { error: CURRENT_PASSWORD_REQUIRED_MESSAGE }),
      password: PasswordSchema,
      confirmPassword: PasswordSchema,
    })
    .superRefine((v, ctx) => {
      // zod 4 runs this even when a field failed; the match is only checked once both pass the rule.
      const bothValid =
        PasswordSchema.safeParse(v.password).success && PasswordSchema.safeParse(v.confirmPassword).success;
      if (bothValid && v.password !== v.confirmPassword) {
        for (const path of ['password', 'confirmPassword']) {
          ctx.addIssue({ code: 'custom', path: [path], message: PASSWORDS_DO_NOT_MATCH_MESSAGE });
        }
      }
    });

/** Our text for a malformed new-device code. */
export const VERIFICATION_CODE_MESSAGE = 'Please enter the 6-digit code we sent you';
/** Length of a new-device verification code. */
const VERIFICATION_CODE_LENGTH = 6;

/**
 * New-device verification code (Spec 000 §2 route /login/new-device-detected; format not shown):
 * our choice is exactly 6 digits. Surrounding spaces are trimmed; anything else is rejected.
 */
export const VerificationCodeSchema = z
  .string({ error: VERIFICATION_CODE_MESSAGE })
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: VERIFICATION_CODE_MESSAGE });

/** The e-mail of a reset request (/forgot-password) and of the set-up flow's step 1. */
export const PasswordResetRequestInput = z.object({ email: AccountEmailSchema });
