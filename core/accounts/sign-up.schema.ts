import { z } from 'zod';
import { SignUpInputSchema } from './password.schema.js';

export const FIRST_NAME_MESSAGE = 'Please enter your first name';
export const LAST_NAME_MESSAGE = 'Please enter your last name';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists. Please log in instead.';

/** A person's name part: 1-50 letters, spaces, apostrophes, periods or hyphens (002 section 5 name pattern, widened for real names). */
const namePart = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^[\p{L}][\p{L} .'-]{0,49}$/u, { error: message });

/** Sign-up form (000 section 2 /signup): names, the e-mail rule and the password rule (002 section 5). */
export const AccountSignUpSchema = SignUpInputSchema.extend({
  firstName: namePart(FIRST_NAME_MESSAGE),
  lastName: namePart(LAST_NAME_MESSAGE),
});
