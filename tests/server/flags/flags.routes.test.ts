import { describe, expect, it } from 'vitest';
import { STAFF_FLAG_BITS } from '../../../core/accounts/user-flags.rules.js';
import { SITE_FLAG_MARKETING_COOKIE } from '../../../core/shell/flags.rules.js';
import { FLAG_CACHE_MS } from '../../../server/wiring/site-flags.js';
import { signUpAndSignIn, TestBrowser } from '../../support/accounts-app.js';
import { cardForm } from '../../support/membership-fakes.js';
import { inMemoryTestApp } from '../../support/test-app.js';

const build = (env: Record<string, string> = {}) => {
  const t = inMemoryTestApp({ env });
  /** A signed-in account with these staff flags. */
  const account = async (staff: number) => {
    const { browser, email } = await signUpAndSignIn(t.app);
    const user = await t.kit.users.findByEmail(email);
    t.kit.users.setStaffFlags(user!.id, staff);
    return { browser, email };
  };
  const features = async (b: TestBrowser) => (await (await b.get('/api/features')).json()) as FeaturesBody;
  return { ...t, account, features };
};

type FeaturesBody = {
  success: boolean;
  mask: number;
  features: Record<string, { bit: number; enabled: boolean; source: string }>;
};

describe('GET /api/features (002 section 9)', () => {
  it('answers the 11 flags by spec name with bit and state, and the mask; never cached', async () => {
    const t = build({ SITE_ENVIRONMENT: 'prod' });
    const res = await new TestBrowser(t.app).get('/api/features');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as FeaturesBody;
    expect(body.success).toBe(true);
    expect(Object.entries(body.features).map(([k, f]) => [k, f.bit])).toEqual([
      ['socialLogin', 1],
      ['freemiumPhoneReport', 2],
      ['purposeOfUse', 4],
      ['fraudPatrol', 8],
      ['freemium', 16],
      ['chargebee', 32],
      ['peopleYouMayKnow', 64],
      ['convertFlow', 128],
      ['addressLandingPageV2', 256],
      ['combinedCheckout', 512],
      ['comparables', 1024],
    ]);
    // prod: released features on, the unreleased five off.
    expect(body.mask).toBe(1 + 2 + 4 + 8 + 64 + 1024);
  });

  it('honours a tw_ff_{flag} override cookie outside prod, and the marketing cookie', async () => {
    const t = build({ SITE_ENVIRONMENT: 'qa2' });
    const b = new TestBrowser(t.app);
    b.cookies.set('tw_ff_comparables', 'off');
    b.cookies.set(SITE_FLAG_MARKETING_COOKIE, 'freemium');
    const body = await t.features(b);
    expect(body.features.comparables).toEqual({ bit: 1024, enabled: false, source: 'override' });
    expect(body.features.freemium?.source).toBe('marketing');
  });

  it('ignores the per-flag override cookie in prod', async () => {
    const t = build({ SITE_ENVIRONMENT: 'prod' });
    const b = new TestBrowser(t.app);
    b.cookies.set('tw_ff_comparables', 'off');
    expect((await t.features(b)).features.comparables?.enabled).toBe(true);
  });
});

describe('/ops/api: operators only', () => {
  it('401 signed out, 403 for customers and for staff without the it/care flag, 200 for it and for care', async () => {
    const t = build();
    for (const path of ['/ops/api/flags', '/ops/api/experiments']) {
      expect((await new TestBrowser(t.app).get(path)).status).toBe(401);
    }
    const customer = await t.account(0);
    const qa = await t.account(STAFF_FLAG_BITS.qualityAssurance | STAFF_FLAG_BITS.bot);
    for (const b of [customer.browser, qa.browser]) {
      const res = await b.get('/ops/api/flags');
      expect(res.status).toBe(403);
      expect((await res.json()).success).toBe(false);
      expect((await b.put('/ops/api/flags/comparables', { environments: [] })).status).toBe(403);
    }
    for (const staff of [STAFF_FLAG_BITS.informationTechnology, STAFF_FLAG_BITS.customerCare]) {
      const op = await t.account(staff);
      expect((await op.browser.get('/ops/api/flags')).status).toBe(200);
      expect((await op.browser.get('/ops/api/experiments')).status).toBe(200);
    }
    // A customer's refused change changed nothing.
    expect(await t.flagFakes.featureFlags.stored()).toEqual([]);
  });

  it('refuses a change without the anti-forgery token', async () => {
    const t = build();
    const op = await t.account(STAFF_FLAG_BITS.informationTechnology);
    const res = await op.browser.request('/ops/api/flags/comparables', {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ environments: [] }),
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect(await t.flagFakes.featureFlags.stored()).toEqual([]);
  });
});

describe('changing a flag on the operator page', () => {
  it('is seen by the next GET /api/features and by the comparables check, without a restart; audited', async () => {
    const t = build({ SITE_ENVIRONMENT: 'dev' });
    const op = await t.account(STAFF_FLAG_BITS.informationTechnology);
    const visitor = new TestBrowser(t.app);
    expect((await t.features(visitor)).features.comparables?.enabled).toBe(true);

    const off = await op.browser.put('/ops/api/flags/comparables', { environments: ['stage'] });
    expect(off.status).toBe(200);
    expect((await t.features(visitor)).features.comparables).toMatchObject({ enabled: false, source: 'off' });
    expect(await t.flags.siteFlag('comparables')()).toBe(false);

    const list = (await (await op.browser.get('/ops/api/flags')).json()) as {
      flags: { flag: string; states: Record<string, boolean>; stored: boolean; updatedBy: string }[];
      audit: { flag: string; changedBy: string; before: unknown; after: { environments: string[] } }[];
    };
    expect(list.flags.find((f) => f.flag === 'comparables')).toMatchObject({
      stored: true,
      updatedBy: op.email,
      states: { dev: false, review: false, stage: true, prod: false },
    });
    expect(list.audit[0]).toMatchObject({
      flag: 'comparables',
      changedBy: op.email,
      before: null,
      after: { environments: ['stage'] },
    });

    // A go-live that has passed turns it on everywhere.
    await op.browser.put('/ops/api/flags/comparables', { environments: [], goLive: '2020-01-01T00:00:00Z' });
    expect((await t.features(visitor)).features.comparables).toMatchObject({ enabled: true, source: 'goLive' });
  });

  it('a change made by another server instance is seen once the 5 s cache has aged', async () => {
    const t = build({ SITE_ENVIRONMENT: 'dev' });
    const visitor = new TestBrowser(t.app);
    expect((await t.features(visitor)).features.comparables?.enabled).toBe(true);
    // Another instance writes to the shared store; this one's cache still holds the old rules.
    await t.flagFakes.featureFlags.save({
      flag: 'comparables',
      environments: [],
      goLive: null,
      updatedBy: 'other@example.com',
      updatedAt: t.kit.clock.now(),
    });
    const reads = t.flagFakes.featureFlags.reads;
    expect((await t.features(visitor)).features.comparables?.enabled).toBe(true);
    expect(t.flagFakes.featureFlags.reads).toBe(reads);
    t.kit.clock.advance(FLAG_CACHE_MS);
    expect((await t.features(visitor)).features.comparables?.enabled).toBe(false);
    expect(await t.flags.siteFlag('comparables')()).toBe(false);
  });

  it('400 with field errors for an unknown environment or a bad go-live; 400 for an unknown flag', async () => {
    const t = build();
    const op = await t.account(STAFF_FLAG_BITS.customerCare);
    expect((await op.browser.put('/ops/api/flags/comparables', { environments: ['qa1'] })).status).toBe(400);
    expect((await op.browser.put('/ops/api/flags/comparables', { environments: [], goLive: 'soon' })).status).toBe(400);
    expect((await op.browser.put('/ops/api/flags/nope', { environments: [] })).status).toBe(400);
  });
});

describe('experiments (002 section 2.5)', () => {
  it('assigns a visitor by cookie, records the exposure once, converts on a sale only, and reports them to operators', async () => {
    const t = build();
    const v = new TestBrowser(t.app);
    const first = await v.get('/api/experiments/join-headline');
    expect(first.status).toBe(200);
    const visitor = v.cookies.get('tw_visitor');
    expect(visitor).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(v.lastSetCookies.join()).toMatch(/HttpOnly/i);
    const assigned = (await first.json()) as { variant: string; content: string };
    expect(['control', 'benefit']).toContain(assigned.variant);
    // The same visitor keeps the variant, and the cookie is not set again.
    expect(((await (await v.get('/api/experiments/join-headline')).json()) as { variant: string }).variant).toBe(
      assigned.variant,
    );
    expect(v.cookies.get('tw_visitor')).toBe(visitor);

    expect(await (await v.post('/api/experiments/join-headline/exposure', {})).json()).toMatchObject({
      variant: assigned.variant,
      recorded: true,
    });
    expect(await (await v.post('/api/experiments/join-headline/exposure', {})).json()).toMatchObject({
      recorded: false,
    });
    expect((await v.post('/api/experiments/nope/exposure', {})).status).toBe(404);
    // The browser cannot report a conversion (docs/decisions/0094): there is no such call.
    expect((await v.post('/api/experiments/join-headline/conversion', {})).status).toBe(404);

    const op = await t.account(STAFF_FLAG_BITS.informationTechnology);
    type Report = {
      experiments: { key: string; variants: { variant: string; exposures: number; conversions: number }[] }[];
    };
    const line = async () =>
      ((await (await op.browser.get('/ops/api/experiments')).json()) as Report).experiments
        .find((e) => e.key === 'join-headline')!
        .variants.find((r) => r.variant === assigned.variant);
    expect(await line()).toMatchObject({ exposures: 1, conversions: 0 });
    // The server converts the visitor when their sale completes.
    const sale = await v.post('/api/checkout/membership', {
      idempotencyKey: 'join-headline-sale-1',
      productMenuName: 'search-name-background',
      productOfferId: 'offer-premium-trial',
      card: cardForm(),
      account: { email: 'converted@example.com', password: 'secret pass 1' },
    });
    expect(sale.status).toBe(200);
    expect(await line()).toMatchObject({ exposures: 1, conversions: 1 });
  });

  it('a tampered visitor cookie is replaced, not trusted', async () => {
    const t = build();
    const v = new TestBrowser(t.app);
    v.cookies.set('tw_visitor', "x'; DROP");
    expect((await v.get('/api/experiments/join-headline')).status).toBe(200);
    expect(v.cookies.get('tw_visitor')).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
  });

  it('an operator stops and starts an experiment: the next request sees it; who and when are shown', async () => {
    const t = build();
    const v = new TestBrowser(t.app);
    expect((await v.get('/api/experiments/join-headline')).status).toBe(200);
    const customer = await t.account(0);
    expect((await customer.browser.put('/ops/api/experiments/join-headline', { active: false })).status).toBe(403);
    const op = await t.account(STAFF_FLAG_BITS.informationTechnology);
    expect((await op.browser.put('/ops/api/experiments/join-headline', { active: 'no' })).status).toBe(400);
    expect((await op.browser.put('/ops/api/experiments/nope', { active: false })).status).toBe(404);
    const stop = await op.browser.put('/ops/api/experiments/join-headline', { active: false });
    expect(stop.status).toBe(200);
    expect(await stop.json()).toMatchObject({ key: 'join-headline', active: false });
    // Stopped: no variant is handed out and nothing is recorded.
    expect((await v.get('/api/experiments/join-headline')).status).toBe(404);
    type Report = { experiments: { key: string; active: boolean; changedBy: string | null; changedAt: string }[] };
    const stopped = ((await (await op.browser.get('/ops/api/experiments')).json()) as Report).experiments.find(
      (e) => e.key === 'join-headline',
    );
    expect(stopped).toMatchObject({ active: false, changedBy: op.email });
    expect(Date.parse(stopped!.changedAt)).not.toBeNaN();
    expect((await op.browser.put('/ops/api/experiments/join-headline', { active: true })).status).toBe(200);
    expect((await v.get('/api/experiments/join-headline')).status).toBe(200);
  });
});
