import { describe, expect, it } from 'vitest';
import { InMemoryFeatureFlags } from '../../../adapters/memory/in-memory-feature-flags.js';
import {
  baseSiteFlagRules,
  effectiveSiteFlagRules,
  siteFlagOverview,
} from '../../../core/shell/feature-flags.rules.js';
import { DEFAULT_SITE_FLAG_RULES, SITE_FLAGS } from '../../../core/shell/flags.rules.js';
import { makeGetFeatures } from '../../../core/shell/get-features.use-case.js';
import { siteFlagEnabled } from '../../../core/shell/site-flag-enabled.steps.js';
import { makeUpdateSiteFlag } from '../../../core/shell/update-site-flag.use-case.js';

const NOW = new Date('2026-11-21T10:00:00Z');
const clock = { now: () => NOW };
const deps = (environment: string, off: readonly (typeof SITE_FLAGS)[number][] = []) => ({
  flags: new InMemoryFeatureFlags(),
  base: baseSiteFlagRules(DEFAULT_SITE_FLAG_RULES, off),
  environment,
  clock,
});

describe('site flag resolution precedence (002 section 9): override cookie > stored rule / go-live > environment default', () => {
  it('GET /api/features lists the 11 flags by spec name and bit, and the mask adds up', async () => {
    const r = (await makeGetFeatures(deps('prod'))({}))._unsafeUnwrap();
    expect(Object.keys(r.features)).toEqual([...SITE_FLAGS]);
    expect(r.features.socialLogin.bit).toBe(1);
    expect(r.features.freemiumPhoneReport.bit).toBe(2);
    expect(r.features.peopleYouMayKnow.bit).toBe(64);
    expect(r.features.addressLandingPageV2.bit).toBe(256);
    expect(r.features.combinedCheckout.bit).toBe(512);
    expect(r.features.comparables.bit).toBe(1024);
    const sum = Object.values(r.features).reduce((s, f) => s + (f.enabled ? f.bit : 0), 0);
    expect(r.mask).toBe(sum);
    // The environment default: combinedCheckout is not on in prod, comparables is.
    expect(r.features.combinedCheckout).toMatchObject({ enabled: false, source: 'off' });
    expect(r.features.comparables).toMatchObject({ enabled: true, source: 'environment' });
  });

  it('a stored rule replaces the environment default', async () => {
    const d = deps('stage');
    const update = makeUpdateSiteFlag(d);
    (await update({ flag: 'comparables', environments: ['dev'] }, 'ops@example.com'))._unsafeUnwrap();
    (await update({ flag: 'combinedCheckout', environments: ['stage', 'prod'] }, 'ops@example.com'))._unsafeUnwrap();
    const r = (await makeGetFeatures(d)({}))._unsafeUnwrap();
    expect(r.features.comparables.enabled).toBe(false);
    expect(r.features.combinedCheckout.enabled).toBe(true);
    expect(await siteFlagEnabled(d, 'comparables')()).toBe(false);
  });

  it('a stored go-live that has passed turns the flag on everywhere; one in the future does not', async () => {
    const d = deps('prod');
    const update = makeUpdateSiteFlag(d);
    await update({ flag: 'freemium', environments: [], goLive: '2026-11-21T09:59:59Z' }, 'a@example.com');
    await update({ flag: 'chargebee', environments: [], goLive: '2026-11-21T10:00:01Z' }, 'a@example.com');
    const r = (await makeGetFeatures(d)({}))._unsafeUnwrap();
    expect(r.features.freemium).toMatchObject({ enabled: true, source: 'goLive' });
    expect(r.features.chargebee).toMatchObject({ enabled: false, source: 'off' });
  });

  it('an override cookie beats the stored rule outside prod; not in prod', async () => {
    for (const env of ['dev', 'qa7', 'stage']) {
      const d = deps(env);
      await makeUpdateSiteFlag(d)({ flag: 'comparables', environments: [] }, 'a@example.com');
      const on = (await makeGetFeatures(d)({ tw_ff_comparables: 'on' }))._unsafeUnwrap();
      expect(on.features.comparables).toMatchObject({ enabled: true, source: 'override' });
      await makeUpdateSiteFlag(d)({ flag: 'combinedCheckout', environments: ['dev', 'review', 'stage', 'prod'] }, 'a');
      const off = (await makeGetFeatures(d)({ tw_ff_combinedCheckout: 'off' }))._unsafeUnwrap();
      expect(off.features.combinedCheckout.enabled).toBe(false);
    }
    const prod = deps('prod');
    await makeUpdateSiteFlag(prod)({ flag: 'comparables', environments: [] }, 'a@example.com');
    expect(
      (await makeGetFeatures(prod)({ tw_ff_comparables: 'on' }))._unsafeUnwrap().features.comparables.enabled,
    ).toBe(false);
  });

  it('the marketing cookie turns its listed flags on in prod too, over the stored rule', async () => {
    const d = deps('prod');
    await makeUpdateSiteFlag(d)({ flag: 'convertFlow', environments: [] }, 'a@example.com');
    const r = (await makeGetFeatures(d)({ tw_ff_marketing: 'convertFlow,freemium' }))._unsafeUnwrap();
    expect(r.features.convertFlow).toMatchObject({ enabled: true, source: 'marketing' });
    expect(r.features.freemium).toMatchObject({ enabled: true, source: 'marketing' });
  });

  it('SITE_FLAGS_OFF switches the default off; a stored rule still decides over it', async () => {
    const d = deps('dev', ['comparables']);
    expect(await siteFlagEnabled(d, 'comparables')()).toBe(false);
    await makeUpdateSiteFlag(d)({ flag: 'comparables', environments: ['dev'] }, 'a@example.com');
    expect(await siteFlagEnabled(d, 'comparables')()).toBe(true);
  });

  it('refuses unknown flags, environments and go-live texts', async () => {
    const update = makeUpdateSiteFlag(deps('dev'));
    expect((await update({ flag: 'nope', environments: [] }, 'a'))._unsafeUnwrapErr().type).toBe('Validation');
    expect((await update({ flag: 'comparables', environments: ['qa1'] }, 'a'))._unsafeUnwrapErr().type).toBe(
      'Validation',
    );
    expect(
      (await update({ flag: 'comparables', environments: [], goLive: 'tomorrow' }, 'a'))._unsafeUnwrapErr().type,
    ).toBe('Validation');
  });
});

describe('siteFlagOverview: the operator page', () => {
  it('shows each flag state per environment kind, and which rules are stored', () => {
    const stored = [
      {
        flag: 'comparables' as const,
        environments: ['dev' as const],
        goLive: null,
        updatedBy: 'ops@example.com',
        updatedAt: NOW,
      },
    ];
    const rows = siteFlagOverview({
      base: DEFAULT_SITE_FLAG_RULES,
      stored,
      environment: 'qa3',
      now: NOW,
    });
    expect(rows).toHaveLength(11);
    const c = rows.find((r) => r.flag === 'comparables')!;
    expect(c).toMatchObject({
      bit: 1024,
      stored: true,
      updatedBy: 'ops@example.com',
      states: { dev: true, review: false, stage: false, prod: false },
      enabledHere: false,
    });
    const cc = rows.find((r) => r.flag === 'combinedCheckout')!;
    expect(cc).toMatchObject({ stored: false, states: { dev: true, review: true, stage: true, prod: false } });
    expect(effectiveSiteFlagRules(DEFAULT_SITE_FLAG_RULES, stored).comparables).toEqual({ environments: ['dev'] });
  });
});
