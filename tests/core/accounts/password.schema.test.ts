import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AccountEmailSchema,
  CURRENT_PASSWORD_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  LogInInputSchema,
  makeChangePasswordSchema,
  PASSWORD_RULE_MESSAGE,
  PASSWORD_UPDATE_FAILED_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
  PasswordSchema,
  SignUpInputSchema,
  VERIFICATION_CODE_MESSAGE,
  VerificationCodeSchema,
} from '../../../core/accounts/password.schema.js';
import { parseInput } from '../../../core/shared/errors.js';

const errorsOf = (r: ReturnType<typeof parseInput>) => (r.isErr() ? r.error.errors : {});

describe('password rule (Spec 002 §5)', () => {
  it('uses the spec message', () => {
    expect(PASSWORD_RULE_MESSAGE).toBe(
      'Your password must be between 5-32 characters, and may contain letters, numbers, and special characters.',
    );
    expect(PASSWORD_UPDATE_FAILED_MESSAGE).toBe('Sorry, password could not be updated.');
    expect(PASSWORDS_DO_NOT_MATCH_MESSAGE).toBe('Passwords do not match');
  });

  it('accepts 5 to 32 printable characters, letters, digits, spaces and specials', () => {
    for (const ok of ['abcde', 'a'.repeat(32), 'p@ss w0rd!', '~!@#$%^&*()_+{}|:"<>?', '12345']) {
      expect(PasswordSchema.safeParse(ok).success).toBe(true);
    }
  });

  it('rejects too short, too long, control and non-ASCII characters with the one message', () => {
    for (const bad of ['abcd', '', 'a'.repeat(33), 'abc\tdef', 'abcdé', 'line\nbreak', 'emoji😀x']) {
      const r = PasswordSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => i.message)).toEqual([PASSWORD_RULE_MESSAGE]);
    }
    expect(PasswordSchema.safeParse(12345).error?.issues[0]?.message).toBe(PASSWORD_RULE_MESSAGE);
  });

  it('property: valid iff length 5..32 of printable ASCII', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
        (s) => {
          expect(PasswordSchema.safeParse(s).success).toBe(s.length >= 5 && s.length <= 32);
        },
      ),
    );
  });
});

describe('e-mail, sign-up and log-in (Spec 002 §5)', () => {
  it('accepts an ordinary address and rejects spaces, missing parts and > 255 chars', () => {
    expect(AccountEmailSchema.safeParse('Bob.Smith+x@example.co.uk').success).toBe(true);
    for (const bad of [
      'bob @example.com',
      'bob@example',
      '@example.com',
      'bob@',
      'bob',
      ' bob@example.com',
      `${'a'.repeat(250)}@x.com`,
    ]) {
      const r = AccountEmailSchema.safeParse(bad);
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe(INVALID_EMAIL_MESSAGE);
    }
    expect(INVALID_EMAIL_MESSAGE).toBe('Sorry, that is not a valid email address');
  });

  it('sign-up and log-in use the e-mail and password rules', () => {
    expect(SignUpInputSchema.safeParse({ email: 'a@b.co', password: 'secret1' }).success).toBe(true);
    expect(errorsOf(parseInput(SignUpInputSchema, { email: 'a b@c.co', password: '123' }))).toEqual({
      email: [INVALID_EMAIL_MESSAGE],
      password: [PASSWORD_RULE_MESSAGE],
    });
    expect(errorsOf(parseInput(LogInInputSchema, { email: 'a@b.co' }))).toEqual({ password: [PASSWORD_RULE_MESSAGE] });
  });
});

describe('change password (Spec 000 §5)', () => {
  const normal = makeChangePasswordSchema({ systemGeneratedPassword: false });
  const generated = makeChangePasswordSchema({ systemGeneratedPassword: true });

  it('mismatch shows "Passwords do not match" on both fields', () => {
    expect(
      errorsOf(parseInput(normal, { oldPassword: 'old', password: 'newpass1', confirmPassword: 'newpass2' })),
    ).toEqual({
      password: [PASSWORDS_DO_NOT_MATCH_MESSAGE],
      confirmPassword: [PASSWORDS_DO_NOT_MATCH_MESSAGE],
    });
  });

  it('form validation comes first: a broken rule is reported without the match check', () => {
    expect(errorsOf(parseInput(normal, { oldPassword: 'old', password: 'abc', confirmPassword: 'abcdef' }))).toEqual({
      password: [PASSWORD_RULE_MESSAGE],
    });
  });

  it('current password required only when not system generated', () => {
    expect(errorsOf(parseInput(normal, { password: 'newpass1', confirmPassword: 'newpass1' }))).toEqual({
      oldPassword: [CURRENT_PASSWORD_REQUIRED_MESSAGE],
    });
    expect(
      errorsOf(parseInput(normal, { oldPassword: '', password: 'newpass1', confirmPassword: 'newpass1' })),
    ).toEqual({
      oldPassword: [CURRENT_PASSWORD_REQUIRED_MESSAGE],
    });
    expect(parseInput(generated, { password: 'newpass1', confirmPassword: 'newpass1' }).isOk()).toBe(true);
    expect(parseInput(normal, { oldPassword: 'x', password: 'newpass1', confirmPassword: 'newpass1' }).isOk()).toBe(
      true,
    );
  });
});

describe('new-device verification code', () => {
  it('is exactly 6 digits, trimmed', () => {
    expect(VerificationCodeSchema.parse(' 012345 ')).toBe('012345');
    for (const bad of ['12345', '1234567', '12 345', 'abcdef', '']) {
      expect(VerificationCodeSchema.safeParse(bad).error?.issues[0]?.message).toBe(VERIFICATION_CODE_MESSAGE);
    }
  });
});
