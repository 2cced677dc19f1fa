// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addressFunnelRoutes } from '../../../web/src/features/address-funnel/routes';
import { useFeatureStore } from '../../../web/src/lib/feature-flags';
import { resetCsrfToken } from '../../../web/src/lib/http/csrf';
import { resumeRequests } from '../../../web/src/lib/http/http';
import { useSessionStore } from '../../../web/src/lib/session/session-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const FUNNEL = {
  propertyId: 2,
  searchCriteria: {
    City: 'Phoenix',
    State: 'AZ',
    StreetName: 'Oak St',
    StreetNumber: '102',
    Suffix: '',
    Zip: '85013',
    Include: '',
  },
  step: 'records',
  useCaseId: null,
  completed: false,
  savedAddressUrl: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  updatedAt: '2026-11-26T10:00:00.000Z',
};

const PREVIEW = {
  title: '102 Oak St, Phoenix, AZ 85013',
  reportStatus: 2,
  accessLevelName: 'preview',
  sections: [
    {
      id: 'owners',
      title: 'Owners',
      locked: true,
      summary: ['2 owners'],
      items: [],
      emptyText: null,
    },
    {
      id: 'residents',
      title: 'Residents',
      locked: true,
      summary: ['No residents found'],
      items: [],
      emptyText: 'No residents found in the sources we searched',
    },
  ],
};

let puts: unknown[];
let posts: unknown[];
/** The funnel the server holds (the fixture; a POST replaces it). */
let created: typeof FUNNEL;
/** The server: the v2 flag, the experiment's variant (null: not running), the funnel, the preview. */
const serve = (opts: { v2: boolean; experiment: string | null; signedIn?: boolean }) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = url.split('?')[0]!;
      if (path === '/api/features')
        return json(200, { success: true, features: { addressLandingPageV2: { bit: 256, enabled: opts.v2 } } });
      if (path === '/api/experiments/address-funnel-order')
        return opts.experiment
          ? json(200, {
              success: true,
              key: 'address-funnel-order',
              path: '/address/records',
              variant: 'x',
              content: opts.experiment,
            })
          : json(404, { success: false, errors: { '*': ['experiment not found'] } });
      if (path === '/api/experiments/address-funnel-order/exposure')
        return json(200, { success: true, recorded: true });
      if (path === '/api/address-funnel' && init?.method === 'PUT') {
        puts.push(JSON.parse(String(init.body)));
        return json(200, { success: true, data: FUNNEL });
      }
      if (path === '/api/address-funnel' && init?.method !== 'POST')
        return json(200, {
          success: true,
          data: created,
          completed: false,
          resume: { action: 'resume', step: 'records' },
        });
      if (path === '/api/address-funnel/use-cases')
        return json(200, {
          success: true,
          list: [
            { id: 1, name: 'Buying a home' },
            { id: 9, name: 'Something else' },
          ],
        });
      if (path === '/api/reports/view') return json(200, { success: true, report: PREVIEW });
      if (path === '/api/search/address') return json(200, { success: true, results: [] });
      if (path === '/api/account/session')
        return json(200, {
          success: true,
          signedIn: opts.signedIn ?? false,
          ...(opts.signedIn
            ? { user: { userId: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', userFlags: 0 } }
            : {}),
        });
      if (path === '/api/address-funnel' && init?.method === 'POST') {
        posts.push(JSON.parse(String(init.body)));
        created = { ...FUNNEL, propertyId: 0 };
        return json(201, { success: true, data: created });
      }
      return json(404, { success: false, errors: { '*': ['Not found'] } });
    }),
  );
};

const Where = () => <p data-testid="where">{useLocation().pathname}</p>;

const show = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        {addressFunnelRoutes.map((r) => (
          <Route
            key={r.path}
            path={r.path}
            element={
              <>
                {r.element}
                <Where />
              </>
            }
          />
        ))}
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  puts = [];
  posts = [];
  created = FUNNEL;
  resumeRequests();
  resetCsrfToken();
  // biome-ignore lint/suspicious/noDocumentCookie: the anti-forgery cookie as the server sets it
  document.cookie = 'tw_csrf=abcdefghijklmnopqrstuvwxyz0123456789ABCD; Path=/';
  useSessionStore.setState({ status: 'signedOut', user: null });
  useFeatureStore.setState({ features: null, requested: false });
});
afterEach(async () => {
  cleanup();
  // Calls a page started just before it unmounted (the exposure, the saved step) still meet the stub.
  await new Promise((r) => setTimeout(r, 50));
  vi.unstubAllGlobals();
});

describe('address funnel pages: the version decides progress and Back/Next (002 section 2.4)', () => {
  it('version 3 (the experiment gives 3): categories comes right after records and Back returns there', async () => {
    serve({ v2: false, experiment: '3' });
    show('/address/categories');
    expect((await screen.findByTestId('funnel-progress')).textContent).toContain('Step 2 of 6');
    await screen.findByLabelText('Buying a home');
    // The experiment's answer arrives after the flag: wait until Back follows version 3.
    await waitFor(() =>
      expect(screen.getByTestId('funnel-address').textContent).toContain('102 Oak St, Phoenix, AZ 85013'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/address/records'));
  });

  it('version 1 (no experiment running): Back from categories goes to signup; the chosen use case is saved', async () => {
    serve({ v2: false, experiment: null });
    show('/address/categories');
    fireEvent.click(await screen.findByLabelText('Buying a home'));
    fireEvent.click(screen.getByTestId('funnel-next'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/address/ownership'));
    expect(puts).toContainEqual({ useCaseId: 1 });
    cleanup();
    show('/address/categories');
    await screen.findByLabelText('Buying a home');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/address/signup'));
  });

  it('version 2 (flag on): ownership is step 2 of 6 and shows the preview counts only; comparables leads to signup', async () => {
    serve({ v2: true, experiment: '3' });
    show('/address/ownership');
    expect((await screen.findByTestId('funnel-progress')).textContent).toContain('Step 2 of 6');
    expect((await screen.findByTestId('section-owners')).textContent).toContain('2 owners');
    expect(screen.getByTestId('section-owners').textContent).toContain('(in the full report)');
    // The page saved the step it shows, for a later resume.
    await waitFor(() => expect(puts).toContainEqual({ step: 'ownership' }));
    cleanup();
    show('/address/comparables');
    expect((await screen.findByTestId('funnel-progress')).textContent).toContain('Step 5 of 6');
    fireEvent.click(screen.getByTestId('funnel-next'));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toContain('/address/signup'));
  });

  it('entry: an address the preview cannot find starts a funnel with property id 0 and says so', async () => {
    serve({ v2: false, experiment: null });
    useSessionStore.setState({ status: 'unknown', user: null });
    show('/address/records?houseNumber=9&street=Nowhere%20Rd&city=Tampa&state=fl');
    expect((await screen.findByText('No property records found')).textContent).toBe('No property records found');
    expect(posts).toEqual([
      {
        PropertyId: 0,
        SearchCriteria: {
          City: 'Tampa',
          State: 'FL',
          StreetName: 'Nowhere Rd',
          StreetNumber: '9',
          Suffix: '',
          Zip: '',
          Include: '',
        },
      },
    ]);
    expect(screen.getByTestId('where').textContent).toBe('/address/records');
  });

  it('entry: a signed-in user goes straight to the search results', async () => {
    serve({ v2: false, experiment: null, signedIn: true });
    useSessionStore.setState({ status: 'unknown', user: null });
    show('/address/records?houseNumber=9&street=Nowhere%20Rd&city=Tampa&state=FL');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/address/search'));
    expect(posts).toEqual([]);
  });
});
