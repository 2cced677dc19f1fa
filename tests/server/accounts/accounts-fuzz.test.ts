import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountSignUpSchema } from '../../../core/accounts/sign-up.schema.js';
import { pgAccountsTestApp, TestBrowser } from '../../support/accounts-app.js';

let t: Awaited<ReturnType<typeof pgAccountsTestApp>>;
beforeAll(async () => {
  t = await pgAccountsTestApp();
});
afterAll(async () => t.close());

const counts = async () => {
  const r = await t.db.query<{ users: number; sessions: number }>(
    'SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM sessions) AS sessions',
  );
  return r.rows[0]!;
};

/** Arbitrary bodies: objects of arbitrary strings under the expected keys, or any JSON value at all. */
const body = (keys: string[]) =>
  fc.oneof(
    fc.record(Object.fromEntries(keys.map((k) => [k, fc.string({ maxLength: 60 })])), { requiredKeys: [] }),
    fc.record(Object.fromEntries(keys.map((k) => [k, fc.string({ unit: 'grapheme', maxLength: 40 })])), {
      requiredKeys: [],
    }),
    fc.jsonValue({ maxDepth: 2 }),
  );

const expectRejected = async (res: Response) => {
  expect(res.status).toBeGreaterThanOrEqual(400);
  expect(res.status).toBeLessThan(500);
  const json = (await res.json()) as { success: boolean; errors: Record<string, string[]> };
  expect(json.success).toBe(false);
  const messages = Object.values(json.errors).flat();
  expect(messages.length).toBeGreaterThan(0);
  for (const m of messages) expect(m.trim().length).toBeGreaterThan(0);
};

describe('arbitrary input to sign-up, log-in and reset', () => {
  it('is always a 4xx with a message, never a 500, and writes no user or session', async () => {
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/api/account/signup',
          '/api/account/login',
          '/api/account/forgot-password',
          '/api/account/reset-password',
        ),
        body(['firstName', 'lastName', 'email', 'password', 'token', 'confirmPassword']),
        async (path, raw) => {
          // A body that happens to be a valid sign-up is not rejected input.
          fc.pre(!(path === '/api/account/signup' && AccountSignUpSchema.safeParse(raw).success));
          const before = await counts();
          const b = new TestBrowser(t.app, `10.${(n >> 8) & 255}.${n & 255}.7`);
          n++;
          const res = await b.post(path, raw);
          if (path === '/api/account/forgot-password' && res.status === 200) {
            // A well-formed e-mail gets the one neutral answer (no enumeration), still writing nothing.
            expect(await res.json()).toEqual({
              success: true,
              message: 'If an account exists for that email, we have sent a link to reset your password.',
            });
          } else {
            await expectRejected(res);
          }
          expect(await counts()).toEqual(before);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('a body that is not JSON is a 400 with a message', async () => {
    const b = new TestBrowser(t.app);
    for (const path of ['/api/account/signup', '/api/account/login', '/api/account/forgot-password']) {
      await expectRejected(
        await b.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":' }),
      );
    }
  });
});
