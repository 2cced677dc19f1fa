import { describe, expect, it } from 'vitest';
import { InMemoryExperiments } from '../../../adapters/memory/in-memory-experiments.js';
import { InMemoryFeatureFlags } from '../../../adapters/memory/in-memory-feature-flags.js';
import { InMemoryUserFlows, PEOPLE_SEARCH_FLOW } from '../../../adapters/memory/in-memory-user-flows.js';
import { USER_FLOW_ERRORS, USER_FLOW_VIEWED_PAGE } from '../../../core/shell/user-flow.machine.js';
import { TestBrowser } from '../../support/accounts-app.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/** The user-flow calls under /api/user-flows (002 sections 4.2 and 7; docs/decisions/0081). */
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;
const BASE = '/api/user-flows/people-search';

const build = () => {
  const userFlows = new InMemoryUserFlows([
    PEOPLE_SEARCH_FLOW,
    { ...PEOPLE_SEARCH_FLOW, id: 'switched-off', isEnabled: false },
  ]);
  const t = inMemoryTestApp({
    overrides: {
      flags: { featureFlags: new InMemoryFeatureFlags(), experiments: new InMemoryExperiments([]), userFlows },
    },
  });
  return { t, userFlows, browser: new TestBrowser(t.app, '198.51.100.181') };
};

describe('user flows', () => {
  it('GET answers the flow with its pages; an unknown flow is 404; a bad id is 400', async () => {
    const { browser } = build();
    const res = await browser.get(BASE);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ success: true, name: 'People search', isEnabled: true, flowFlags: 0 });
    expect(body.pages.map((p: Json) => [p.pageId, p.uriPath, p.pageFlags, p.pageOrder])).toEqual([
      [1, 'search', 0, 1],
      [2, 'search-tips', 1, 2],
      [3, 'results', 0, 3],
      [4, 'join', 0, 4],
    ]);
    expect((await browser.get('/api/user-flows/nope')).status).toBe(404);
    const bad = await browser.get('/api/user-flows/NOT%20A%20FLOW');
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors.flow).toEqual(['Please name a user flow.']);
  });

  it('session track starts at the first page and resumes at the page last viewed; heartbeat and track need it', async () => {
    const { browser, userFlows } = build();
    expect((await browser.post(`${BASE}/heartbeat`, { origin: 'x' })).status).toBe(404);
    const first = await browser.post(`${BASE}/session`, {
      clientFlag: 0,
      referrer: '',
      origin: 'http://tracewell.test',
      criteria: {},
    });
    expect(first.status).toBe(200);
    expect(await json(first)).toEqual({ success: true, pageId: 1 });
    expect(browser.cookies.get('tw_visitor')).toBeTruthy();
    const viewed = await browser.post(`${BASE}/track`, {
      actionName: USER_FLOW_VIEWED_PAGE,
      eventDetails: { url: 'http://tracewell.test/uf/people-search/results?x=1', data: {} },
      timestamp: new Date().toISOString(),
    });
    expect(viewed.status).toBe(200);
    expect((await json(await browser.post(`${BASE}/session`, {}))).pageId).toBe(3);
    expect((await browser.post(`${BASE}/heartbeat`, { origin: 'http://tracewell.test' })).status).toBe(200);
    expect(userFlows.tracked.map((e) => [e.actionName, e.pageId])).toEqual([[USER_FLOW_VIEWED_PAGE, 3]]);
  });

  it('bad input is 400 in the wire shape; a disabled flow says "Userflow is disabled"; no CSRF token is refused', async () => {
    const { browser } = build();
    await browser.post(`${BASE}/session`, {});
    const bad = await browser.post(`${BASE}/track`, { actionName: '', eventDetails: {} });
    expect(bad.status).toBe(400);
    const b = await json(bad);
    expect(b.success).toBe(false);
    expect(b.errors.actionName).toEqual(['Please name the action.']);
    expect(b.errors['eventDetails.url'] ?? b.errors.eventDetails).toBeTruthy();
    const off = await browser.post('/api/user-flows/switched-off/session', {});
    expect(off.status).toBe(409);
    expect((await json(off)).errors['*']).toEqual([USER_FLOW_ERRORS.disabled]);
    expect((await browser.post(`${BASE}/session`, {}, { csrf: false })).status).toBe(403);
  });
});
