// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import {
  PersonFunnelResultsPage,
  PersonFunnelStepPage,
  SaveResultsPage,
} from '../../../web/src/features/person-funnel/pages/person-funnel-pages';
import { resumeRequests } from '../../../web/src/lib/http/http';

const KEY = 'tw.personFunnel';
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let fetchMock: Mock;
let urls: string[];

const Where = () => {
  const l = useLocation();
  return <p data-testid="where">{l.pathname + l.search}</p>;
};
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/save-results" element={<SaveResultsPage />} />
        <Route path="/people-search/name" element={<PersonFunnelStepPage step="name" />} />
        <Route path="/people-search/location" element={<PersonFunnelStepPage step="location" />} />
        <Route path="/people-search" element={<PersonFunnelResultsPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
const stored = () => JSON.parse(window.localStorage.getItem(KEY) ?? 'null');

beforeEach(() => {
  urls = [];
  resumeRequests();
  window.localStorage.clear();
  fetchMock = vi.fn(async (url: string) => {
    urls.push(url);
    return json(200, {
      success: true,
      people: [
        {
          id: '7',
          firstName: 'Ann',
          middleName: '',
          lastName: 'Lee',
          fullName: 'Ann Lee',
          age: 41,
          city: 'Austin',
          state: 'TX',
          deceased: false,
          aliases: [],
          relatives: [],
          reasons: [],
          reportUrl: '/report?id=7&type=background',
        },
      ],
      total: 1,
      page: 1,
      pageSize: 20,
      totalPages: 1,
    });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/save-results (002 section 2.1)', () => {
  it('saves the search for the visitor (3600 s) and runs it', async () => {
    renderAt('/save-results?firstName=Ann&middleName=&lastName=Lee&state=tx&city=Austin&age=41');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/people-search/gather-data'));
    expect(stored()).toMatchObject({ firstName: 'Ann', lastName: 'Lee', state: 'TX', city: 'Austin', age: 41 });
    expect(Date.now() - stored().savedAtMs).toBeLessThan(5_000);
  });

  it('shows the search’s message for criteria it refuses and saves nothing', () => {
    renderAt('/save-results?firstName=J0hn&lastName=');
    expect(screen.getAllByText('Sorry, that is not a valid first name or last name').length).toBeGreaterThan(0);
    expect(stored()).toBeNull();
  });
});

describe('person funnel steps', () => {
  it('a later step without a name goes back to the name; the name step validates with the search schema', async () => {
    renderAt('/people-search/location');
    await screen.findByRole('heading', { name: 'Who are you looking for?' });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Ann' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getAllByText('Sorry, that is not a valid last name').length).toBeGreaterThan(0);
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Lee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Where do they live?' });
    expect(stored()).toMatchObject({ firstName: 'Ann', lastName: 'Lee' });
  });

  it('results: real candidates of the person search with the people checkout; an expired funnel starts again', async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({
        firstName: 'Ann',
        middleName: '',
        lastName: 'Lee',
        city: '',
        state: 'TX',
        age: null,
        email: '',
        interests: [205],
        savedAtMs: Date.now(),
      }),
    );
    renderAt('/people-search');
    await screen.findByText('Ann Lee');
    expect(urls[0]).toMatch(/^\/api\/search\/people\?/);
    expect(urls[0]).toContain('firstName=Ann');
    expect(urls[0]).toContain('state=TX');
    expect(screen.getByRole('link', { name: 'Get the full report' }).getAttribute('href')).toBe(
      '/checkout/people?fn=Ann&ln=Lee',
    );
    expect(screen.getByText(/You asked about: Criminal and traffic records/)).toBeTruthy();
    cleanup();
    window.localStorage.setItem(KEY, JSON.stringify({ ...stored(), savedAtMs: Date.now() - 3_600_000 }));
    renderAt('/people-search');
    expect(screen.getByText('Your search has expired or was not started.')).toBeTruthy();
    expect(stored()).toBeNull();
  });

  it('says when more people match than the funnel shows, and links the full results', async () => {
    const criteria = {
      firstName: 'ann',
      middleName: '',
      lastName: 'lee',
      city: '',
      state: 'TX',
      age: null,
      dob: '',
      title: '',
      ageRange: { minAge: 18, maxAge: 100 },
      addresses: [],
      akas: [],
    };
    const base = await (await fetchMock('/api/search/people')).json();
    fetchMock.mockImplementation(async () => json(200, { ...base, total: 45, criteria }));
    window.localStorage.setItem(
      KEY,
      JSON.stringify({
        firstName: 'Ann',
        middleName: '',
        lastName: 'Lee',
        city: '',
        state: 'TX',
        age: null,
        email: '',
        interests: [],
        savedAtMs: Date.now(),
      }),
    );
    renderAt('/people-search');
    const all = await screen.findByRole('link', { name: 'See all 45 results' });
    expect(all.getAttribute('href')).toMatch(/^\/people\/ann-lee\/tx/);
    expect(screen.getByText(/45 people match your search\. Showing the best 1\./)).toBeTruthy();
  });
});
