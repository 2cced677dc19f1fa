import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_LIMITS,
  DEVICE_CODE_EXPIRED_MESSAGE,
  DEVICE_CODE_WRONG_MESSAGE,
  LOGIN_FAILED_MESSAGE,
  makeChangePassword,
  makeDeleteAccount,
  makeLogIn,
  makeRequestPasswordReset,
  makeSignUp,
  makeVerifyDevice,
  PASSWORD_UPDATE_FAILED_MESSAGE,
  tooManyAttemptsMessage,
} from '../../../core/index.js';
import { countingCodeDigest, countingHasher, inMemoryAccountPorts } from '../../support/accounts-kit.js';

/**
 * Limits hold under parallel requests (docs/decisions/0020, "Limits"): every attempt is counted before
 * the work it guards, so N parallel requests get exactly the tries N sequential ones get.
 */
const ctx = (ip = '10.0.0.1', deviceToken: string | null = null) => ({ ip, userAgent: 'test', deviceToken });
const ANN = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', password: 'correct horse' };

const setup = async (opts: Parameters<typeof inMemoryAccountPorts>[0] = {}) => {
  const counting = countingHasher();
  const digest = countingCodeDigest();
  const kit = inMemoryAccountPorts({ hasher: counting.hasher, digest: digest.digest, ...opts });
  const signed = (await makeSignUp(kit.ports)(ANN, ctx()))._unsafeUnwrap();
  return { ...kit, signed, verifications: counting.verifications, comparisons: digest.comparisons };
};

/** The form-level message of a validation error, or the error type (e.g. `RateLimited`). */
const firstMessage = (e: { type: string; errors?: Record<string, string[] | undefined> }) =>
  e.errors?.['*']?.[0] ?? e.type;

const countBy = <T>(xs: readonly T[], key: (x: T) => string) =>
  xs.reduce<Record<string, number>>((acc, x) => {
    const k = key(x);
    acc[k] = (acc[k] ?? 0) + 1;
    return acc;
  }, {});

describe('log-in under parallel guesses', () => {
  it('60 parallel wrong passwords for one account: exactly 10 verified, 50 refused with 429', async () => {
    const { ports, verifications } = await setup();
    const logIn = makeLogIn(ports);
    const before = verifications();
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        logIn({ email: 'ann@example.com', password: `wrong ${i}` }, ctx(`192.0.2.${i}`)),
      ),
    );
    expect(verifications() - before).toBe(ACCOUNT_LIMITS.loginPerAccount.max);
    const errors = outcomes.map((o) => o._unsafeUnwrapErr());
    expect(countBy(errors, (e) => e.type)).toEqual({ Validation: 10, RateLimited: 50 });
    for (const e of errors) {
      if (e.type === 'RateLimited') {
        expect(e.message).toBe(tooManyAttemptsMessage(15));
        expect(e.retryAfterSeconds).toBe(15 * 60);
      } else expect(e).toEqual({ type: 'Validation', errors: { '*': [LOGIN_FAILED_MESSAGE] } });
    }
    // The 11th attempt is refused even with the right password, and costs no verification.
    const right = await logIn({ email: 'ann@example.com', password: 'correct horse' }, ctx('192.0.2.200'));
    expect(right._unsafeUnwrapErr().type).toBe('RateLimited');
    expect(verifications() - before).toBe(10);
  });

  it('60 parallel wrong passwords from one address over many accounts: exactly 50 verified', async () => {
    const { ports, verifications } = await setup();
    const logIn = makeLogIn(ports);
    const before = verifications();
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        logIn({ email: `x${i}@example.com`, password: 'wrong pass' }, ctx('9.9.9.9')),
      ),
    );
    expect(verifications() - before).toBe(ACCOUNT_LIMITS.loginPerIp.max);
    expect(countBy(outcomes, (o) => o._unsafeUnwrapErr().type)).toEqual({ Validation: 50, RateLimited: 10 });
  });

  it('an attempt refused for its address does not use up the account; right passwords do not count', async () => {
    const { ports, signed } = await setup();
    const logIn = makeLogIn(ports);
    for (let i = 0; i < 50; i++) await logIn({ email: `x${i}@example.com`, password: 'wrong pass' }, ctx('9.9.9.9'));
    for (let i = 0; i < 5; i++) {
      const refused = await logIn({ email: 'ann@example.com', password: 'wrong' }, ctx('9.9.9.9'));
      expect(refused._unsafeUnwrapErr().type).toBe('RateLimited');
    }
    // Ann still has her 10 tries from elsewhere.
    for (let i = 0; i < 10; i++) {
      const e = (await logIn({ email: 'ann@example.com', password: `wrong ${i}` }, ctx('10.1.1.1')))._unsafeUnwrapErr();
      expect(e.type).toBe('Validation');
    }
    expect(
      (await logIn({ email: 'ann@example.com', password: 'wrong 11' }, ctx('10.1.1.1')))._unsafeUnwrapErr().type,
    ).toBe('RateLimited');
    // Many right passwords from one address never lock that address.
    const device = signed.session.deviceToken!;
    const other = (
      await makeSignUp(ports)({ ...ANN, email: 'bo@example.com' }, ctx('10.2.2.2', device))
    )._unsafeUnwrap();
    for (let i = 0; i < 60; i++) {
      const ok = await logIn(
        { email: 'bo@example.com', password: 'correct horse' },
        ctx('10.2.2.2', other.session.deviceToken ?? device),
      );
      expect(ok.isOk()).toBe(true);
    }
  });
});

describe('new-device codes under parallel guesses', () => {
  it('25 parallel wrong codes: exactly 5 compared; the challenge is then over, even for the right code', async () => {
    const { ports, comparisons } = await setup({ codes: ['111111'] });
    const first = (
      await makeLogIn(ports)({ email: 'ann@example.com', password: 'correct horse' }, ctx())
    )._unsafeUnwrap();
    if (first.kind !== 'deviceCheck') throw new Error('expected a device check');
    const verify = makeVerifyDevice(ports);
    const before = comparisons();
    const outcomes = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        verify({ code: String(200000 + i) }, { ...ctx(), challengeToken: first.challengeToken }),
      ),
    );
    expect(comparisons() - before).toBe(ACCOUNT_LIMITS.codeTries.max);
    const messages = outcomes.map((o) => firstMessage(o._unsafeUnwrapErr()));
    expect(countBy(messages, (m) => m ?? '')).toEqual({
      [DEVICE_CODE_WRONG_MESSAGE]: 4,
      [DEVICE_CODE_EXPIRED_MESSAGE]: 21,
    });
    const late = await verify({ code: '111111' }, { ...ctx(), challengeToken: first.challengeToken });
    expect(firstMessage(late._unsafeUnwrapErr())).toBe(DEVICE_CODE_EXPIRED_MESSAGE);
    expect(comparisons() - before).toBe(5);
  });

  it('the right code among 4 wrong ones still signs in', async () => {
    const { ports } = await setup({ codes: ['111111'] });
    const first = (
      await makeLogIn(ports)({ email: 'ann@example.com', password: 'correct horse' }, ctx())
    )._unsafeUnwrap();
    if (first.kind !== 'deviceCheck') throw new Error('expected a device check');
    const verify = makeVerifyDevice(ports);
    const outcomes = await Promise.all(
      ['200001', '200002', '111111', '200003', '200004'].map((code) =>
        verify({ code }, { ...ctx(), challengeToken: first.challengeToken }),
      ),
    );
    expect(outcomes.filter((o) => o.isOk())).toHaveLength(1);
  });
});

describe('current-password checks and reset requests under parallel requests', () => {
  it('change password and delete account: 30 parallel wrong current passwords, exactly 10 verified', async () => {
    const { ports, signed, verifications } = await setup();
    const change = makeChangePassword(ports);
    let before = verifications();
    const changes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        change(
          { oldPassword: `wrong ${i}`, password: 'new pass 1', confirmPassword: 'new pass 1' },
          { ...ctx(), userId: signed.userId, remember: false },
        ),
      ),
    );
    expect(verifications() - before).toBe(ACCOUNT_LIMITS.passwordConfirmPerUser.max);
    expect(countBy(changes, (o) => o._unsafeUnwrapErr().type)).toEqual({ Validation: 10, RateLimited: 20 });
    expect(changes.map((o) => o._unsafeUnwrapErr()).find((e) => e.type === 'Validation')).toEqual({
      type: 'Validation',
      errors: { '*': [PASSWORD_UPDATE_FAILED_MESSAGE] },
    });

    const fresh = await setup();
    const del = makeDeleteAccount(fresh.ports);
    before = fresh.verifications();
    const deletions = await Promise.all(
      Array.from({ length: 30 }, (_, i) => del({ password: `wrong ${i}` }, fresh.signed.userId)),
    );
    expect(fresh.verifications() - before).toBe(10);
    expect(countBy(deletions, (o) => o._unsafeUnwrapErr().type)).toEqual({ Validation: 10, RateLimited: 20 });
    expect((await fresh.ports.users.findById(fresh.signed.userId))?.email).toBe('ann@example.com');
  });

  it('a right current password does not use up a try', async () => {
    const { ports, signed, clock } = await setup();
    const change = makeChangePassword(ports);
    let password = 'correct horse';
    for (let i = 0; i < 12; i++) {
      const next = `new pass ${i}`;
      const out = await change(
        { oldPassword: password, password: next, confirmPassword: next },
        { ...ctx(), userId: signed.userId, remember: false },
      );
      expect(out.isOk()).toBe(true);
      password = next;
      clock.advance(1000);
    }
  });

  it('reset requests: 12 in parallel for one account send 5 mails; 30 from one address for many accounts allow 20', async () => {
    const { ports, mailer } = await setup();
    const request = makeRequestPasswordReset(ports);
    const sentBefore = mailer.sent.length;
    const forAnn = await Promise.all(
      Array.from({ length: 12 }, (_, i) => request({ email: 'ann@example.com' }, ctx(`198.51.100.${i}`))),
    );
    expect(forAnn.filter((o) => o.isOk())).toHaveLength(ACCOUNT_LIMITS.resetPerAccount.max);
    expect(forAnn.filter((o) => o.isErr() && o.error.type === 'RateLimited')).toHaveLength(7);
    expect(mailer.sent.length - sentBefore).toBe(5);
    const fromOne = await Promise.all(
      Array.from({ length: 30 }, (_, i) => request({ email: `someone${i}@example.com` }, ctx('203.0.113.77'))),
    );
    expect(fromOne.filter((o) => o.isOk())).toHaveLength(ACCOUNT_LIMITS.resetPerIp.max);
  });
});
