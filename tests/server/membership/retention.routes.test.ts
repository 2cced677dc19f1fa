import { describe, expect, it } from 'vitest';
import { InMemoryExperiments } from '../../../adapters/memory/in-memory-experiments.js';
import { InMemoryFeatureFlags } from '../../../adapters/memory/in-memory-feature-flags.js';
import { InMemoryUserFlows } from '../../../adapters/memory/in-memory-user-flows.js';
import type { ExperimentDefinition } from '../../../core/experiments/experiments.port.js';
import type { RetentionProvider } from '../../../core/membership/retention.port.js';
import { loggedRetentionProvider } from '../../../server/wiring/retention.js';
import { signUpAndSignIn } from '../../support/accounts-app.js';
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

describe('/dashboard/api/retention (000 section 4: the retention flow before the cancel modal)', () => {
  it('keeps today’s cancel modal for a member the experiment does not flag', async () => {
    const t = build({ running: false });
    const { browser } = await signUpAndSignIn(t.app, { ip: '198.51.100.190' });
    expect(await (await browser.get('/dashboard/api/retention/status')).json()).toEqual({
      success: true,
      exitSurveyFlag: false,
      monthlyCapReached: false,
    });
    const res = await browser.post('/dashboard/api/retention/sessions', { subscriptionId: '7' });
    expect(await res.json()).toEqual({ success: true, url: null });
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('sends a flagged member to the exit survey with a 60 s cookie, and a return within it opens the modal', async () => {
    const t = build();
    const { browser } = await signUpAndSignIn(t.app, { ip: '198.51.100.191' });
    expect(await (await browser.get('/dashboard/api/retention/status')).json()).toMatchObject({
      exitSurveyFlag: true,
      monthlyCapReached: false,
    });
    const res = await browser.post('/dashboard/api/retention/sessions', { subscriptionId: '7' });
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
    const first = await signUpAndSignIn(t.app, { ip: '198.51.100.193' });
    expect(
      (
        (await (await first.browser.post('/dashboard/api/retention/sessions', { subscriptionId: '1' })).json()) as {
          url: string | null;
        }
      ).url,
    ).not.toBeNull();
    const second = await signUpAndSignIn(t.app, { ip: '198.51.100.194' });
    expect(await (await second.browser.get('/dashboard/api/retention/status')).json()).toMatchObject({
      exitSurveyFlag: true,
      monthlyCapReached: true,
    });
    expect(
      await (await second.browser.post('/dashboard/api/retention/sessions', { subscriptionId: '2' })).json(),
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
    const { browser } = await signUpAndSignIn(t.app, { ip: '198.51.100.195' });
    expect(await (await browser.get('/dashboard/api/retention/status')).json()).toMatchObject({
      monthlyCapReached: true,
    });
    const res = await browser.post('/dashboard/api/retention/sessions', { subscriptionId: '1' });
    expect(await res.json()).toEqual({ success: true, url: null });
    expect(res.headers.get('set-cookie')).toBeNull();
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
