import { describe, expect, it } from 'vitest';
import { InMemoryExperiments } from '../../../adapters/memory/in-memory-experiments.js';
import { InMemoryFeatureFlags } from '../../../adapters/memory/in-memory-feature-flags.js';
import { InMemoryUserFlows } from '../../../adapters/memory/in-memory-user-flows.js';
import type { ExperimentDefinition } from '../../../core/experiments/experiments.port.js';
import { OfferType } from '../../../core/membership/catalog/membership-catalog.rules.js';
import type { SubscriptionRecord } from '../../../core/membership/membership-store.port.js';
import type { RetentionProvider } from '../../../core/membership/retention/retention.port.js';
import { loggedRetentionProvider } from '../../../server/wiring/retention.js';
import { signUpAndSignIn } from '../../support/accounts-app.js';
import { subscriptionRecord } from '../../support/membership-stores.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/** Everyone lands on `survey` (weight 100): the experiment's assignment has its own tests. */
const EXIT_SURVEY: ExperimentDefinition = {
  key: 'exit-survey',
  name: 'Exit survey before the cancel modal',
  path: '/dashboard/account',
  variants: [
    { key: 'control', weight: 0, content: 'modal' },
    { key: 'survey', weight: 100, content: 'survey' },
  ],
  active: true,
  createdAt: new Date('2026-11-27T00:00:00Z'),
};

const build = (opts: { running?: boolean; cap?: number; provider?: RetentionProvider } = {}) =>
  inMemoryTestApp({
    env: { RETENTION_MONTHLY_CAP: String(opts.cap ?? 1000) },
    overrides: {
      flags: {
        featureFlags: new InMemoryFeatureFlags(),
        experiments: new InMemoryExperiments(opts.running === false ? [] : [EXIT_SURVEY]),
        userFlows: new InMemoryUserFlows(),
      },
      ...(opts.provider ? { retention: { provider: opts.provider } } : {}),
    },
  });

type TestApp = ReturnType<typeof build>;

/**
 * A signed-in member with a subscription of their own: by default an active, renewing Premium membership
 * bought now (the app's clock), the kind the cancel flow may send to the exit survey.
 */
const member = async (t: TestApp, ip: string, over: Partial<SubscriptionRecord> = {}) => {
  const { browser, email } = await signUpAndSignIn(t.app, { ip });
  const userId = (await t.kit.users.findByEmail(email))!.id;
  const now = t.kit.clock.now();
  const sub = subscriptionRecord(userId, {
    periodStart: now,
    expirationDate: new Date(now.getTime() + 30 * 86_400_000),
    createdAt: now,
    updatedAt: now,
    ...over,
  });
  const stored = await t.membershipFakes.store.commit({ userId, at: now, insert: sub, events: [] });
  return { browser, userId, subscriptionId: stored!.id };
};

const startUrl = async (browser: Awaited<ReturnType<typeof member>>['browser'], subscriptionId: string) =>
  (
    (await (await browser.post('/dashboard/api/retention/sessions', { subscriptionId })).json()) as {
      url: string | null;
    }
  ).url;

describe('/dashboard/api/retention (000 section 4: the retention flow before the cancel modal)', () => {
  it('keeps today’s cancel modal for a member the experiment does not flag', async () => {
    const t = build({ running: false });
    const { browser, subscriptionId } = await member(t, '198.51.100.190');
    expect(await (await browser.get('/dashboard/api/retention/status')).json()).toEqual({
      success: true,
      exitSurveyFlag: false,
      monthlyCapReached: false,
    });
    const res = await browser.post('/dashboard/api/retention/sessions', { subscriptionId });
    expect(await res.json()).toEqual({ success: true, url: null });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('sends a flagged member to the exit survey with a 60 s cookie, and a return within it opens the modal', async () => {
    const t = build();
    const { browser, subscriptionId } = await member(t, '198.51.100.191');
    expect(await (await browser.get('/dashboard/api/retention/status')).json()).toMatchObject({
      exitSurveyFlag: true,
      monthlyCapReached: false,
    });
    const res = await browser.post('/dashboard/api/retention/sessions', { subscriptionId });
    const body = (await res.json()) as { url: string };
    expect(body.url).toMatch(/^\/retention\/exit-survey\?session=[\w-]+$/);
    expect(res.headers.get('set-cookie')).toMatch(/tw_retention=1;.*Max-Age=60/);
    expect(await (await browser.get('/dashboard/api/retention/status')).json()).toMatchObject({
      exitSurveyFlag: false,
    });

    const session = new URL(body.url, 'http://x').searchParams.get('session');
    const other = await signUpAndSignIn(t.app, { ip: '198.51.100.192' });
    const stolen = await other.browser.post('/dashboard/api/retention/finish', { session, outcome: 'kept' });
    expect(stolen.status).toBe(404);
    const bad = await browser.post('/dashboard/api/retention/finish', { session, outcome: 'maybe' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors.outcome).toBeDefined();
    const done = await browser.post('/dashboard/api/retention/finish', {
      session,
      outcome: 'cancel',
      reason: 'It costs too much',
    });
    expect(await done.json()).toEqual({
      success: true,
      returnUrl: '/dashboard/account?utm_source=brightback-cancel',
    });
  });

  it('opens the modal directly once the month’s cap of sessions is reached', async () => {
    const t = build({ cap: 1 });
    const first = await member(t, '198.51.100.193');
    expect(await startUrl(first.browser, first.subscriptionId)).not.toBeNull();
    const second = await member(t, '198.51.100.194');
    expect(await (await second.browser.get('/dashboard/api/retention/status')).json()).toMatchObject({
      exitSurveyFlag: true,
      monthlyCapReached: true,
    });
    expect(
      await (
        await second.browser.post('/dashboard/api/retention/sessions', { subscriptionId: second.subscriptionId })
      ).json(),
    ).toEqual({ success: true, url: null });
  });

  it('falls back to the cancel modal when the provider fails', async () => {
    const failing: RetentionProvider = {
      checkCap: () => Promise.reject(new Error('down')),
      cancellationCount: () => Promise.reject(new Error('down')),
      startSession: () => Promise.reject(new Error('down')),
      findSession: () => Promise.reject(new Error('down')),
      finishSession: () => Promise.reject(new Error('down')),
    };
    const t = build({ provider: failing });
    const { browser, subscriptionId } = await member(t, '198.51.100.195');
    expect(await (await browser.get('/dashboard/api/retention/status')).json()).toMatchObject({
      monthlyCapReached: true,
    });
    const res = await browser.post('/dashboard/api/retention/sessions', { subscriptionId });
    expect(await res.json()).toEqual({ success: true, url: null });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('answers 404 for a subscription that is not the caller’s: a free account’s guess, another member’s id', async () => {
    const t = build();
    const free = await signUpAndSignIn(t.app, { ip: '198.51.100.196' });
    const other = await member(t, '198.51.100.197');
    for (const subscriptionId of ['7', other.subscriptionId, '00000000-0000-4000-8000-000000000000']) {
      const res = await free.browser.post('/dashboard/api/retention/sessions', { subscriptionId });
      expect(res.status).toBe(404);
      expect(res.headers.get('set-cookie')).toBeNull();
    }
    // Not flagged, the answer is the same: whose subscription it is comes first.
    const unflagged = build({ running: false });
    const someone = await signUpAndSignIn(unflagged.app, { ip: '198.51.100.198' });
    const res = await someone.browser.post('/dashboard/api/retention/sessions', { subscriptionId: '7' });
    expect(res.status).toBe(404);
    // The member whose subscription it is still gets the month's session.
    expect(await startUrl(other.browser, other.subscriptionId)).not.toBeNull();
  });

  it('opens the modal (url null) for the caller’s own subscription that is not active and renewing, or is Rewards', async () => {
    const t = build({ cap: 1 });
    const now = t.kit.clock.now();
    const cases: Partial<SubscriptionRecord>[] = [
      { status: 'expired', expirationDate: new Date(now.getTime() - 86_400_000) },
      { isPaymentPending: true },
      { willRenew: false, cancelledAt: now },
      { name: 'Rewards Membership', offerType: OfferType.rewards },
    ];
    for (const [i, over] of cases.entries()) {
      const m = await member(t, `198.51.100.${200 + i}`, over);
      const res = await m.browser.post('/dashboard/api/retention/sessions', { subscriptionId: m.subscriptionId });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, url: null });
    }
    // None of them used a session: the month still has its one.
    const active = await member(t, '198.51.100.210');
    expect(await startUrl(active.browser, active.subscriptionId)).not.toBeNull();
  });

  it('opens one session when a member fires many starts at once, and one a month per member after that', async () => {
    const t = build({ cap: 1000 });
    const m = await member(t, '198.51.100.211');
    // Each parallel call has no retention cookie yet: only the per-member count stops them.
    const urls = await Promise.all(Array.from({ length: 50 }, () => startUrl(m.browser, m.subscriptionId)));
    expect(urls.filter((u) => u !== null)).toHaveLength(1);
    // Later that month, past the 60 s cookie: the cancel modal.
    m.browser.cookies.delete('tw_retention');
    expect(await startUrl(m.browser, m.subscriptionId)).toBeNull();
    // The month's cap was not used up: another member still gets a session.
    const other = await member(t, '198.51.100.212');
    expect(await startUrl(other.browser, other.subscriptionId)).not.toBeNull();
  });

  it('answers 401 signed out', async () => {
    const t = build();
    const res = await t.app.request('/dashboard/api/retention/status');
    expect(res.status).toBe(401);
  });
});

describe('loggedRetentionProvider (000 section 9: "Brightback error")', () => {
  it('logs a provider failure as Brightback error and passes it on', async () => {
    const lines: string[] = [];
    const log = { error: (_o: unknown, msg: string) => lines.push(msg) } as never;
    const p = loggedRetentionProvider(
      { checkCap: () => Promise.reject(new Error('down')) } as unknown as RetentionProvider,
      log,
    );
    await expect(p.checkCap('2026-11')).rejects.toThrow('down');
    expect(lines).toEqual(['Brightback error']);
  });
});
