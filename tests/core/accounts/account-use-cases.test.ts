import { describe, expect, it } from 'vitest';
import { InMemorySearchHistory } from '../../../adapters/memory/in-memory-accounts.js';
import {
  PASSWORD_UPDATE_FAILED_MESSAGE,
  PASSWORDS_DO_NOT_MATCH_MESSAGE,
} from '../../../core/accounts/password.schema.js';
import {
  socialEmailMismatchMessage,
  UNLINK_NEEDS_PASSWORD_MESSAGE,
} from '../../../core/accounts/social-links.rules.js';
import {
  ACCOUNT_LIMITS,
  type AuthorizationRequest,
  DEVICE_CODE_EXPIRED_MESSAGE,
  DEVICE_CODE_WRONG_MESSAGE,
  EMAIL_TAKEN_MESSAGE,
  type IdentityProvider,
  isSessionLive,
  LOGIN_FAILED_MESSAGE,
  makeAuthenticateSession,
  makeChangePassword,
  makeCompleteSocialSignIn,
  makeDeleteAccount,
  makeGetAccountUser,
  makeListSearchHistory,
  makeListSocialLogins,
  makeLogIn,
  makeLogOut,
  makeRequestPasswordHash,
  makeRequestPasswordReset,
  makeResendEmailVerification,
  makeResetPassword,
  makeSignUp,
  makeStartSocialSignIn,
  makeUnlinkSocialAccount,
  makeVerifyDevice,
  makeVerifyEmail,
  minutesUntilWindowEnds,
  newSessionTimes,
  type ProviderIdentity,
  RESET_LINK_INVALID_MESSAGE,
  RESET_REQUESTED_MESSAGE,
  SESSION_ABSOLUTE_DEFAULT_MS,
  SESSION_ABSOLUTE_REMEMBER_MS,
  SESSION_EXPIRED_MESSAGE,
  SESSION_IDLE_MS,
  safeRedirect,
  searchTypeIcon,
  slideSession,
  socialProviderOf,
  tooManyAttemptsMessage,
  UNKNOWN_PROVIDER_MESSAGE,
  VERIFY_EMAIL_INVALID_MESSAGE,
} from '../../../core/index.js';
import { inMemoryAccountPorts, linkIn } from '../../support/accounts-kit.js';

const MIN = 60_000;
const ctx = (over: Partial<{ ip: string; deviceToken: string | null }> = {}) => ({
  ip: '10.0.0.1',
  userAgent: 'test',
  deviceToken: null,
  ...over,
});
const signUpInput = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', password: 'correct horse' };

const setup = async (opts: Parameters<typeof inMemoryAccountPorts>[0] = {}) => {
  const kit = inMemoryAccountPorts(opts);
  const signed = (await makeSignUp(kit.ports)(signUpInput, ctx()))._unsafeUnwrap();
  return { ...kit, signed, device: signed.session.deviceToken! };
};

describe('session rules', () => {
  it('2 h idle; 12 h absolute, 30 days with remember me; slides at most once a minute', () => {
    const t0 = new Date('2026-01-01T00:00:00Z');
    const s = newSessionTimes(t0, false);
    expect(s.expiresAt.getTime() - t0.getTime()).toBe(SESSION_IDLE_MS);
    expect(s.absoluteExpiresAt.getTime() - t0.getTime()).toBe(SESSION_ABSOLUTE_DEFAULT_MS);
    expect(newSessionTimes(t0, true).absoluteExpiresAt.getTime() - t0.getTime()).toBe(SESSION_ABSOLUTE_REMEMBER_MS);
    expect(isSessionLive(s, new Date(t0.getTime() + SESSION_IDLE_MS - 1))).toBe(true);
    expect(isSessionLive(s, new Date(t0.getTime() + SESSION_IDLE_MS))).toBe(false);
    expect(slideSession(s, new Date(t0.getTime() + 30_000))).toBeNull();
    const late = new Date(t0.getTime() + 11.5 * 60 * MIN);
    expect(slideSession(s, late)?.expiresAt.getTime()).toBe(s.absoluteExpiresAt.getTime());
  });
  it('limit messages and waits', () => {
    expect(tooManyAttemptsMessage(15)).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(tooManyAttemptsMessage(1)).toBe('Too many attempts. Please wait 1 minute and try again.');
    const t0 = new Date(0);
    expect(minutesUntilWindowEnds(t0, ACCOUNT_LIMITS.loginPerAccount, new Date(14.5 * MIN))).toBe(1);
    expect(safeRedirect('//evil.example')).toBe('/dashboard');
    expect(safeRedirect('/dashboard/account?x=1')).toBe('/dashboard/account?x=1');
    expect(safeRedirect('https://evil.example')).toBe('/dashboard');
    expect(socialProviderOf(1)).toBe('facebook');
    expect(socialProviderOf(2)).toBe('google');
    expect(socialProviderOf(3)).toBeNull();
    expect(searchTypeIcon(132)).toBe('phone');
    expect(searchTypeIcon(999)).toBe('search');
  });
});

describe('sign-up, log-in, sessions', () => {
  it('signs up, opens a session, e-mails a verification link that sets verifiedEmail', async () => {
    const { ports, mailer, signed } = await setup();
    const auth = await makeAuthenticateSession(ports)(signed.session.sessionToken);
    expect(auth._unsafeUnwrap().userId).toBe(signed.userId);
    const user = (await makeGetAccountUser(ports)(signed.userId))._unsafeUnwrap().user;
    expect(user).toMatchObject({
      name: { fullName: 'Ann Lee' },
      email: 'ann@example.com',
      userFlags: 0,
      membership: { subscriptions: [], membershipOffers: [] },
      isPaused: false,
      isCancelled: false,
      isDemoAccount: false,
    });
    const link = linkIn(mailer.latestTo('ann@example.com')!.text, 'http://tracewell.test/verify-email?token=');
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    expect((await makeVerifyEmail(ports)({ token }))._unsafeUnwrap()).toEqual({ verified: true });
    expect((await ports.users.findById(signed.userId))?.userFlags).toBe(512);
    expect((await makeVerifyEmail(ports)({ token }))._unsafeUnwrapErr().errors['*']).toEqual([
      VERIFY_EMAIL_INVALID_MESSAGE,
    ]);
    expect((await makeVerifyEmail(ports)({}))._unsafeUnwrapErr().type).toBe('Validation');
    expect((await makeResendEmailVerification(ports)(signed.userId))._unsafeUnwrap().message).toMatch(/verified/);
    const withMembership = makeGetAccountUser({
      users: ports.users,
      membership: {
        forUser: async () => ({
          membership: { subscriptions: [{ id: 1 }], activeRoleId: 4, membershipOffers: [] },
          isPaused: true,
          isCancelled: false,
        }),
      },
    });
    expect((await withMembership(signed.userId))._unsafeUnwrap().user).toMatchObject({
      membership: { subscriptions: [{ id: 1 }], activeRoleId: 4 },
      isPaused: true,
      isDemoAccount: false,
    });
  });

  it('refuses a taken e-mail in any letter case and bad input with field messages', async () => {
    const { ports } = await setup();
    const again = await makeSignUp(ports)({ ...signUpInput, email: 'ANN@example.com' }, ctx({ ip: '10.0.0.2' }));
    expect(again._unsafeUnwrapErr()).toEqual({ type: 'Validation', errors: { email: [EMAIL_TAKEN_MESSAGE] } });
    const bad = await makeSignUp(ports)({ email: 'x', password: '1' }, ctx({ ip: '10.0.0.3' }));
    expect(
      Object.keys(
        bad._unsafeUnwrapErr().type === 'Validation' ? (bad._unsafeUnwrapErr() as { errors: object }).errors : {},
      ),
    ).toEqual(expect.arrayContaining(['email', 'password', 'firstName', 'lastName']));
  });

  it('limits sign-ups to 10 per address per hour', async () => {
    const { ports, clock } = inMemoryAccountPorts();
    const signUp = makeSignUp(ports);
    for (let i = 0; i < 10; i++) {
      expect((await signUp({ ...signUpInput, email: `u${i}@example.com` }, ctx())).isOk()).toBe(true);
    }
    const eleventh = await signUp({ ...signUpInput, email: 'u10@example.com' }, ctx());
    expect(eleventh._unsafeUnwrapErr().type).toBe('RateLimited');
    clock.advance(60 * MIN);
    expect((await signUp({ ...signUpInput, email: 'u10@example.com' }, ctx())).isOk()).toBe(true);
  });

  it('logs in on a known device; the same message for a wrong password and an unknown e-mail', async () => {
    const { ports, device } = await setup();
    const logIn = makeLogIn(ports);
    const okLogin = (
      await logIn(
        { email: 'ANN@example.com', password: 'correct horse' },
        { ...ctx({ deviceToken: device }), remember: true },
      )
    )._unsafeUnwrap();
    expect(okLogin.kind).toBe('signedIn');
    const wrong = (await logIn({ email: 'ann@example.com', password: 'wrong pass' }, ctx()))._unsafeUnwrapErr();
    const unknown = (await logIn({ email: 'nobody@example.com', password: 'wrong pass' }, ctx()))._unsafeUnwrapErr();
    expect(wrong).toEqual({ type: 'Validation', errors: { '*': [LOGIN_FAILED_MESSAGE] } });
    expect(unknown).toEqual(wrong);
  });

  it('the 11th attempt within 15 minutes is refused even with the right password, until the window passes', async () => {
    const { ports, clock, device } = await setup();
    const logIn = makeLogIn(ports);
    for (let i = 0; i < 10; i++) {
      expect((await logIn({ email: 'ann@example.com', password: `wrong${i}` }, ctx()))._unsafeUnwrapErr().type).toBe(
        'Validation',
      );
      clock.advance(10_000);
    }
    const refused = (
      await logIn({ email: 'ann@example.com', password: 'correct horse' }, ctx({ deviceToken: device }))
    )._unsafeUnwrapErr();
    expect(refused).toMatchObject({
      type: 'RateLimited',
      message: 'Too many attempts. Please wait 14 minutes and try again.',
    });
    clock.advance(13 * MIN);
    expect(
      (
        await logIn({ email: 'ann@example.com', password: 'correct horse' }, ctx({ deviceToken: device }))
      )._unsafeUnwrapErr().type,
    ).toBe('RateLimited');
    clock.advance(MIN);
    expect(
      (
        await logIn({ email: 'ann@example.com', password: 'correct horse' }, ctx({ deviceToken: device }))
      )._unsafeUnwrap().kind,
    ).toBe('signedIn');
  });

  it('limits one address to 50 failures over many accounts', async () => {
    const { ports } = await setup();
    const logIn = makeLogIn(ports);
    for (let i = 0; i < 50; i++)
      await logIn({ email: `x${i}@example.com`, password: 'wrong pass' }, ctx({ ip: '9.9.9.9' }));
    expect(
      (await logIn({ email: 'ann@example.com', password: 'correct horse' }, ctx({ ip: '9.9.9.9' })))._unsafeUnwrapErr()
        .type,
    ).toBe('RateLimited');
  });

  it('session: idle expiry, absolute expiry, log-out, deleted user', async () => {
    const { ports, clock, signed } = await setup();
    const auth = makeAuthenticateSession(ports);
    const token = signed.session.sessionToken;
    clock.advance(SESSION_IDLE_MS - MIN);
    expect((await auth(token)).isOk()).toBe(true); // slides
    clock.advance(SESSION_IDLE_MS - MIN);
    expect((await auth(token)).isOk()).toBe(true);
    clock.advance(SESSION_IDLE_MS);
    expect((await auth(token))._unsafeUnwrapErr()).toEqual({
      type: 'Unauthenticated',
      message: SESSION_EXPIRED_MESSAGE,
    });
    expect((await auth(undefined)).isErr()).toBe(true);
    expect((await auth('x'.repeat(300))).isErr()).toBe(true);
    const again = (
      await makeLogIn(ports)(
        { email: 'ann@example.com', password: 'correct horse' },
        ctx({ deviceToken: signed.session.deviceToken }),
      )
    )._unsafeUnwrap();
    if (again.kind !== 'signedIn') throw new Error('expected a session');
    for (let i = 0; i < 7; i++) {
      clock.advance(SESSION_IDLE_MS - MIN);
      await auth(again.session.sessionToken);
    }
    expect((await auth(again.session.sessionToken)).isErr()).toBe(true); // 12 h absolute
    const third = (
      await makeLogIn(ports)(
        { email: 'ann@example.com', password: 'correct horse' },
        ctx({ deviceToken: signed.session.deviceToken }),
      )
    )._unsafeUnwrap();
    if (third.kind !== 'signedIn') throw new Error('expected a session');
    await makeLogOut(ports)(third.session.sessionToken);
    expect((await auth(third.session.sessionToken)).isErr()).toBe(true);
    await makeLogOut(ports)(null);
  });
});

describe('new device', () => {
  it('asks for the e-mailed code on an unknown browser; 5 wrong codes end the challenge', async () => {
    const { ports, mailer } = await setup({ codes: ['111111', '222222'] });
    const logIn = makeLogIn(ports);
    const verify = makeVerifyDevice(ports);
    const first = (await logIn({ email: 'ann@example.com', password: 'correct horse' }, ctx()))._unsafeUnwrap();
    if (first.kind !== 'deviceCheck') throw new Error('expected a device check');
    expect(mailer.latestTo('ann@example.com')?.text).toContain('111111');
    for (let i = 0; i < 4; i++) {
      expect(
        (await verify({ code: '000000' }, { ...ctx(), challengeToken: first.challengeToken }))._unsafeUnwrapErr(),
      ).toMatchObject({
        errors: { '*': [DEVICE_CODE_WRONG_MESSAGE] },
      });
    }
    expect(
      (await verify({ code: '000000' }, { ...ctx(), challengeToken: first.challengeToken }))._unsafeUnwrapErr(),
    ).toMatchObject({
      errors: { '*': [DEVICE_CODE_EXPIRED_MESSAGE] },
    });
    expect((await verify({ code: '111111' }, { ...ctx(), challengeToken: first.challengeToken })).isErr()).toBe(true);
    expect(
      (await verify({ code: 'abc' }, { ...ctx(), challengeToken: first.challengeToken }))._unsafeUnwrapErr().type,
    ).toBe('Validation');
    expect((await verify({ code: '111111' }, { ...ctx(), challengeToken: null })).isErr()).toBe(true);

    const second = (await logIn({ email: 'ann@example.com', password: 'correct horse' }, ctx()))._unsafeUnwrap();
    if (second.kind !== 'deviceCheck') throw new Error('expected a device check');
    const session = (
      await verify({ code: ' 222222 ' }, { ...ctx(), challengeToken: second.challengeToken })
    )._unsafeUnwrap();
    expect(session.deviceToken).toBeTruthy();
    const third = (
      await logIn({ email: 'ann@example.com', password: 'correct horse' }, ctx({ deviceToken: session.deviceToken }))
    )._unsafeUnwrap();
    expect(third.kind).toBe('signedIn');
  });
});

describe('passwords', () => {
  it('change: mismatch on both fields, wrong current password, success ends other sessions and rotates', async () => {
    const { ports, signed } = await setup();
    const change = makeChangePassword(ports);
    const c = { ...ctx(), userId: signed.userId, remember: false };
    expect(
      (
        await change({ oldPassword: 'correct horse', password: 'new pass 1', confirmPassword: 'new pass 2' }, c)
      )._unsafeUnwrapErr(),
    ).toEqual({
      type: 'Validation',
      errors: { password: [PASSWORDS_DO_NOT_MATCH_MESSAGE], confirmPassword: [PASSWORDS_DO_NOT_MATCH_MESSAGE] },
    });
    expect(
      (
        await change({ oldPassword: 'nope nope', password: 'new pass 1', confirmPassword: 'new pass 1' }, c)
      )._unsafeUnwrapErr(),
    ).toEqual({
      type: 'Validation',
      errors: { '*': [PASSWORD_UPDATE_FAILED_MESSAGE] },
    });
    const done = (
      await change({ oldPassword: 'correct horse', password: 'new pass 1', confirmPassword: 'new pass 1' }, c)
    )._unsafeUnwrap();
    const auth = makeAuthenticateSession(ports);
    expect((await auth(signed.session.sessionToken)).isErr()).toBe(true);
    expect((await auth(done.session.sessionToken)).isOk()).toBe(true);
    expect(done.session.sessionToken).not.toBe(signed.session.sessionToken);
    expect((await change({}, { ...c, userId: 'missing' })).isErr()).toBe(true);
  });

  it('reset: same answer for unknown e-mails; the link works once, within an hour', async () => {
    const { ports, mailer, clock, signed } = await setup();
    const request = makeRequestPasswordReset(ports);
    const reset = makeResetPassword(ports);
    expect((await request({ email: 'nobody@example.com' }, ctx()))._unsafeUnwrap()).toEqual({
      message: RESET_REQUESTED_MESSAGE,
    });
    expect((await request({ email: 'Ann@Example.com' }, ctx()))._unsafeUnwrap()).toEqual({
      message: RESET_REQUESTED_MESSAGE,
    });
    const link = linkIn(mailer.latestTo('ann@example.com')!.text, 'http://tracewell.test/reset-password?token=');
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);
    const rc = { ...ctx(), signedInUserId: null, remember: false };
    expect(
      (await reset({ token, password: 'fresh pass', confirmPassword: 'other pass' }, rc))._unsafeUnwrapErr(),
    ).toMatchObject({
      errors: { password: [PASSWORDS_DO_NOT_MATCH_MESSAGE] },
    });
    expect(
      (await reset({ token, password: 'fresh pass', confirmPassword: 'fresh pass' }, rc))._unsafeUnwrap().session,
    ).toBeNull();
    expect(
      (await reset({ token, password: 'fresh pass', confirmPassword: 'fresh pass' }, rc))._unsafeUnwrapErr().errors[
        '*'
      ],
    ).toEqual([RESET_LINK_INVALID_MESSAGE]);
    expect((await makeAuthenticateSession(ports)(signed.session.sessionToken)).isErr()).toBe(true);
    expect(
      (await reset({ password: 'fresh pass', confirmPassword: 'fresh pass' }, rc))._unsafeUnwrapErr().errors['*'],
    ).toEqual([RESET_LINK_INVALID_MESSAGE]);
    await request({ email: 'ann@example.com' }, ctx());
    const late = decodeURIComponent(
      new URL(
        linkIn(mailer.latestTo('ann@example.com')!.text, 'http://tracewell.test/reset-password?token='),
      ).searchParams.get('token')!,
    );
    clock.advance(61 * MIN);
    expect((await reset({ token: late, password: 'fresh pass', confirmPassword: 'fresh pass' }, rc)).isErr()).toBe(
      true,
    );
    expect((await ports.users.findById(signed.userId))!.userFlags & 512).toBe(512);
  });

  it('reset requests: 5 per account per hour', async () => {
    const { ports } = await setup();
    const request = makeRequestPasswordReset(ports);
    for (let i = 0; i < 5; i++)
      expect((await request({ email: 'ann@example.com' }, ctx({ ip: `1.1.1.${i}` }))).isOk()).toBe(true);
    expect((await request({ email: 'ann@example.com' }, ctx({ ip: '1.1.1.9' })))._unsafeUnwrapErr().type).toBe(
      'RateLimited',
    );
    expect((await request({ email: 'bad' }, ctx()))._unsafeUnwrapErr().type).toBe('Validation');
  });
});

class FakeProvider implements IdentityProvider {
  next: ProviderIdentity | null = null;
  constructor(readonly authSourceEnumId: number) {}
  async authorize(o: { silent?: boolean }): Promise<AuthorizationRequest> {
    const state = `state-${Math.random()}`;
    return {
      url: `https://idp.test/auth?state=${state}${o.silent ? '&prompt=none' : ''}`,
      state,
      nonce: 'n',
      codeVerifier: 'v',
    };
  }
  async complete(): Promise<ProviderIdentity | null> {
    return this.next;
  }
}
const identity = (email: string, sub = `sub-${email}`): ProviderIdentity => ({
  subject: sub,
  email,
  emailVerified: true,
  name: 'Sam Social',
  claims: { sub, email },
});

describe('social log-in and linking', () => {
  const socialSetup = async () => {
    const kit = await setup();
    const google = new FakeProvider(2);
    const facebook = new FakeProvider(1);
    const deps = {
      ...kit.ports,
      providers: new Map([
        [2, google as IdentityProvider],
        [1, facebook as IdentityProvider],
      ]),
    };
    const roundTrip = async (
      intent: 'login' | 'link',
      provider: FakeProvider,
      id: ProviderIdentity | null,
      userId: string | null,
    ) => {
      const start = (
        await makeStartSocialSignIn(deps)({ authSourceEnumId: provider.authSourceEnumId, intent }, userId)
      )._unsafeUnwrap();
      provider.next = id;
      return makeCompleteSocialSignIn(deps)(
        { code: 'c', state: start.state },
        { ...ctx(), cookieState: start.state, signedInUserId: userId },
      );
    };
    return { ...kit, deps, google, facebook, roundTrip };
  };

  it('a new e-mail creates an account with a system-generated password and the provider flag', async () => {
    const { ports, google, roundTrip } = await socialSetup();
    const out = (await roundTrip('login', google, identity('new@example.com'), null))._unsafeUnwrap();
    if (out.kind !== 'signedIn') throw new Error('expected a session');
    const u = await ports.users.findByEmail('new@example.com');
    expect(u!.userFlags).toBe(8192 | 128 | 4096 | 512);
    const again = (await roundTrip('login', google, identity('new@example.com'), null))._unsafeUnwrap();
    expect(again.kind === 'signedIn' && again.session.userId).toBe(u!.id);
    const links = (await makeListSocialLogins(ports)(u!.id))._unsafeUnwrap().logins.Data;
    expect(links).toEqual([expect.objectContaining({ AuthSourceEnumId: 2, IsActive: true })]);
    expect(
      (await makeUnlinkSocialAccount(ports)({ externalLoginId: links[0]!.Id }, u!.id))._unsafeUnwrapErr().errors['*'],
    ).toEqual([UNLINK_NEEDS_PASSWORD_MESSAGE]);
    expect((await roundTrip('login', google, null, null)).isErr()).toBe(true);
    expect(
      (await roundTrip('login', google, { ...identity('unverified@example.com'), emailVerified: false }, null)).isErr(),
    ).toBe(true);
  });

  it('link: e-mail must match (case-insensitive); then log in with it; unlink clears the flag', async () => {
    const { ports, deps, facebook, roundTrip, signed } = await socialSetup();
    const mismatch = await roundTrip('link', facebook, identity('other@example.com'), signed.userId);
    expect(mismatch._unsafeUnwrapErr().errors['*']).toEqual([socialEmailMismatchMessage('facebook')]);
    const linked = (
      await roundTrip('link', facebook, identity('ANN@example.com', 'fb-ann'), signed.userId)
    )._unsafeUnwrap();
    expect(linked).toMatchObject({
      kind: 'linked',
      message: 'Success! Your Facebook account is now linked to your account.',
    });
    expect((await ports.users.findById(signed.userId))!.userFlags & 64).toBe(64);
    const viaFb = (await roundTrip('login', facebook, identity('ann@example.com', 'fb-ann'), null))._unsafeUnwrap();
    expect(viaFb.kind === 'signedIn' && viaFb.session.userId).toBe(signed.userId);
    const list = (await makeListSocialLogins(ports)(signed.userId))._unsafeUnwrap().logins.Data;
    const unlinked = (
      await makeUnlinkSocialAccount(ports)({ externalLoginId: list[0]!.Id, accountAuthType: 1 }, signed.userId)
    )._unsafeUnwrap();
    expect(unlinked.message).toBe('Your account and Facebook account are no longer linked.');
    expect((await ports.users.findById(signed.userId))!.userFlags & 64).toBe(0);
    expect((await makeUnlinkSocialAccount(ports)({ externalLoginId: list[0]!.Id }, signed.userId)).isErr()).toBe(true);
    expect((await makeStartSocialSignIn(deps)({ authSourceEnumId: 1, intent: 'link' }, null)).isErr()).toBe(true);
  });

  it('refuses an unknown provider, a foreign state and a link round trip from another user', async () => {
    const { deps, google, signed } = await socialSetup();
    expect(
      (await makeStartSocialSignIn(deps)({ authSourceEnumId: 7, intent: 'login' }, null))._unsafeUnwrapErr().errors[
        '*'
      ],
    ).toEqual([UNKNOWN_PROVIDER_MESSAGE]);
    const start = (
      await makeStartSocialSignIn(deps)({ authSourceEnumId: 2, intent: 'link' }, signed.userId)
    )._unsafeUnwrap();
    google.next = identity('ann@example.com');
    const complete = makeCompleteSocialSignIn(deps);
    expect(
      (
        await complete(
          { code: 'c', state: start.state },
          { ...ctx(), cookieState: 'other', signedInUserId: signed.userId },
        )
      ).isErr(),
    ).toBe(true);
    expect(
      (
        await complete(
          { code: 'c', state: start.state },
          { ...ctx(), cookieState: start.state, signedInUserId: 'someone-else' },
        )
      ).isErr(),
    ).toBe(true);
    const silent = (
      await makeStartSocialSignIn(deps)({ authSourceEnumId: 2, intent: 'login', silent: true }, null)
    )._unsafeUnwrap();
    expect(silent.url).toContain('prompt=none');
    expect(
      (
        await complete(
          { error: 'login_required', state: silent.state },
          { ...ctx(), cookieState: silent.state, signedInUserId: null },
        )
      ).isErr(),
    ).toBe(true);
  });
});

describe('set-up password, deletion, history', () => {
  it('set-up password: e-mail -> hashId -> new password; the flag goes, this browser stays signed in', async () => {
    const { ports } = inMemoryAccountPorts();
    await ports.users.create({
      id: 'u-social',
      email: 's@example.com',
      firstName: 'S',
      lastName: 'S',
      passwordHash: 'x',
      userFlags: 8192 | 128,
      createdAt: ports.clock.now(),
    });
    expect((await makeRequestPasswordHash(ports)({ email: 'other@example.com' }, 'u-social')).isErr()).toBe(true);
    const { hashId } = (await makeRequestPasswordHash(ports)({ email: 'S@example.com' }, 'u-social'))._unsafeUnwrap();
    const out = (
      await makeResetPassword(ports)(
        { hashId, newPassword: 'my new pass', confirmNewPassword: 'my new pass' },
        { ...ctx(), signedInUserId: 'u-social', remember: false },
      )
    )._unsafeUnwrap();
    expect(out.session).not.toBeNull();
    expect((await ports.users.findById('u-social'))!.userFlags & 8192).toBe(0);
  });

  it('deletion: password confirmed, flag 2, data scrubbed, sessions ended, log-in refused', async () => {
    const { ports, signed } = await setup();
    const del = makeDeleteAccount(ports);
    expect((await del({ password: 'wrong one' }, signed.userId)).isErr()).toBe(true);
    const out = (await del({ password: 'correct horse' }, signed.userId))._unsafeUnwrap();
    expect(out.confirmationId).toMatch(/^[0-9a-f-]{36}$/);
    const u = await ports.users.findById(signed.userId);
    expect(u).toMatchObject({ email: null, firstName: null, passwordHash: null });
    expect(u!.userFlags & 2).toBe(2);
    expect((await makeAuthenticateSession(ports)(signed.session.sessionToken)).isErr()).toBe(true);
    expect(
      (await makeLogIn(ports)({ email: 'ann@example.com', password: 'correct horse' }, ctx()))._unsafeUnwrapErr(),
    ).toEqual({
      type: 'Validation',
      errors: { '*': [LOGIN_FAILED_MESSAGE] },
    });
    expect((await makeGetAccountUser(ports)(signed.userId)).isErr()).toBe(true);
    expect((await del({ password: 'correct horse' }, signed.userId)).isErr()).toBe(true);
  });

  it('resend verification: 5 mails per hour; a system-generated password is confirmed by the e-mail on deletion', async () => {
    const { ports, signed, mailer } = await setup();
    const resend = makeResendEmailVerification(ports);
    const sentBefore = mailer.sent.length;
    for (let i = 0; i < 5; i++)
      expect((await resend(signed.userId))._unsafeUnwrap().message).toMatch(/sent you a link/);
    expect(mailer.sent.length).toBe(sentBefore + 5);
    expect((await resend(signed.userId))._unsafeUnwrapErr().type).toBe('RateLimited');
    expect((await resend('missing')).isErr()).toBe(true);

    await ports.users.create({
      id: 'u-sg',
      email: 'sg@example.com',
      firstName: 'S',
      lastName: 'G',
      passwordHash: 'x',
      userFlags: 8192,
      createdAt: ports.clock.now(),
    });
    const del = makeDeleteAccount(ports);
    expect((await del({ email: 'other@example.com' }, 'u-sg')).isErr()).toBe(true);
    expect((await del({ email: ' SG@example.com ' }, 'u-sg')).isOk()).toBe(true);
    expect((await del({ password: 42 }, signed.userId))._unsafeUnwrapErr().type).toBe('Validation');
  });

  it('search history answers the spec shape, 5 per page', async () => {
    const searchHistory = new InMemorySearchHistory();
    for (let i = 0; i < 6; i++) {
      await searchHistory.record(
        'u1',
        {
          searchTypeEnumId: 130,
          criteria: { fullName: `P ${i}` },
          searchUrl: `/name?i=${i}`,
          title: `P ${i}`,
          subtitle: 'TX',
        },
        new Date(1000 * i),
      );
    }
    const page2 = (await makeListSearchHistory({ searchHistory })({ page: '2', limit: '5' }, 'u1'))._unsafeUnwrap();
    expect(page2).toMatchObject({ totalSearches: 6, page: 2, totalPages: 2 });
    expect(page2.searches).toEqual([
      {
        title: 'P 0',
        subtitle: 'TX',
        icon: 'person',
        criteria: { fullName: 'P 0' },
        searchenum: 130,
        lastRun: new Date(0).toISOString(),
        searchUrl: '/name?i=0',
      },
    ]);
    const junk = (
      await makeListSearchHistory({ searchHistory })({ page: 'x', limit: '-1', searchType: 'y' }, 'u1')
    )._unsafeUnwrap();
    expect(junk).toMatchObject({ page: 1, totalPages: 2 });
  });
});
