// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PEOPLE_SEARCH_FLOW } from '../../../adapters/memory/in-memory-user-flows';
import { USER_FLOW_ERRORS, USER_FLOW_VIEWED_PAGE } from '../../../core/shell/user-flow.machine';
import { UserFlowPage } from '../../../web/src/features/user-flow/pages/user-flow-page';
import { renderAt } from '../identity-monitoring/identity-kit';
import { json, serve } from '../monitoring/monitoring-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BASE = '/api/user-flows/people-search';
const flowReply = (over: Record<string, unknown> = {}) => ({
  success: true,
  name: PEOPLE_SEARCH_FLOW.name,
  flowFlags: 0,
  isEnabled: true,
  pages: PEOPLE_SEARCH_FLOW.pages,
  ...over,
});
const where = () => screen.getByTestId('location').textContent;

describe('/uf/{flow}/{page} (002 section 4.2)', () => {
  it('redirects to the session page with the query kept and tracks "Viewed Page" there only', async () => {
    const calls = serve((method, url) => {
      if (method === 'GET' && url === BASE) return json(flowReply());
      if (method === 'POST' && url === `${BASE}/session`) return json({ success: true, pageId: 3 });
      if (method === 'POST' && url === `${BASE}/track`) return json({ success: true, recorded: true });
      return undefined;
    });
    renderAt('/uf/people-search/join?utm=x', <UserFlowPage />, '/uf/:flow/:page');
    await waitFor(() => expect(where()).toBe('/uf/people-search/results?utm=x'));
    expect(await screen.findByText('Step 2 of 3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open: Find the right person' }).getAttribute('href')).toBe('/find-people');
    await waitFor(() => expect(calls.filter((c) => c.url === `${BASE}/track`)).toHaveLength(1));
    const track = calls.find((c) => c.url === `${BASE}/track`)?.body as { actionName: string };
    expect(track.actionName).toBe(USER_FLOW_VIEWED_PAGE);
    const session = calls.find((c) => c.url === `${BASE}/session`)?.body as { criteria: Record<string, string> };
    expect(session.criteria).toEqual({ utm: 'x' });
  });

  it('a disabled flow says "Userflow is disabled"; a flow without pages says "Missing pages or name in resp"', async () => {
    serve((method, url) => (method === 'GET' && url === BASE ? json(flowReply({ isEnabled: false })) : undefined));
    renderAt('/uf/people-search/search', <UserFlowPage />, '/uf/:flow/:page');
    expect((await screen.findByTestId('user-flow-error')).textContent).toBe(USER_FLOW_ERRORS.disabled);
    cleanup();
    vi.unstubAllGlobals();
    serve((method, url) => {
      if (method === 'GET' && url === BASE) return json(flowReply({ pages: [] }));
      if (method === 'POST' && url === `${BASE}/session`) return json({ success: true, pageId: 1 });
      return undefined;
    });
    renderAt('/uf/people-search/search', <UserFlowPage />, '/uf/:flow/:page');
    expect((await screen.findByTestId('user-flow-error')).textContent).toBe(USER_FLOW_ERRORS.missingPages);
  });
});
