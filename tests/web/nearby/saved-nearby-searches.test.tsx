// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, expect, it, vi } from 'vitest';
import type { SavedNearbySearch } from '../../../core/property/nearby-search.schema.js';
import { DashboardPage } from '../../../web/src/features/accounts/pages/dashboard-page';
import { SavedNearbySearches } from '../../../web/src/features/nearby/components/saved-nearby-searches';
import { json, serve } from './nearby-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const saved = (id: string, title: string): SavedNearbySearch => ({
  id,
  searchCriteriaJson: '{}',
  searchTypeEnumTitle: 'Nearby',
  searchUrl: `/nearby?propertyId=${id}`,
  title,
  insertDate: '2026-03-04T10:00:00Z',
  lastAlertAt: null,
});

it('lists the saved nearby searches with a link back to each, and deletes one', async () => {
  const s = serve({
    route: (method, url) => {
      if (method === 'GET' && url.endsWith('/nearby/saved-searches'))
        return json({
          success: true,
          response: [saved('1', '12 Bay St, Austin, TX · Vacant'), saved('2', 'Drawn area')],
        });
      if (method === 'DELETE' && url.endsWith('/nearby/saved-searches/2')) return json({ success: true });
      return undefined;
    },
  });
  render(
    <MemoryRouter>
      <SavedNearbySearches />
    </MemoryRouter>,
  );
  const block = screen.getByRole('region', { name: 'Saved Nearby Searches' });
  const items = await within(block).findAllByRole('listitem');
  expect(items).toHaveLength(2);
  expect(items[0]?.textContent).toContain('12 Bay St, Austin, TX · Vacant');
  expect(items[0]?.textContent).toContain('Nearby · Mar 4, 2026');
  expect(
    within(items[0] as HTMLElement)
      .getByRole('link', { name: 'Search Again' })
      .getAttribute('href'),
  ).toBe('/nearby?propertyId=1');
  fireEvent.click(within(items[1] as HTMLElement).getByRole('button', { name: 'Delete saved search Drawn area' }));
  await waitFor(() => expect(within(block).getAllByRole('listitem')).toHaveLength(1));
  expect(s.calls.find((c) => c.method === 'DELETE')?.url).toBe('/dashboard/api/nearby/saved-searches/2');
});

it('sits inside the dashboard #saved-searches anchor, under the search history', async () => {
  serve({
    route: (method, url) => {
      if (url.endsWith('/dashboard/api/user'))
        return json({
          success: true,
          user: {
            firstName: 'Ann',
            lastName: 'Lee',
            email: 'ann@example.com',
            name: { fullName: 'Ann Lee' },
            userFlags: 0,
            staffFlags: 0,
            membership: { subscriptions: [], activeRoleId: null, membershipOffers: [] },
            isPaused: false,
            isCancelled: false,
            isDemoAccount: false,
          },
        });
      if (url.includes('/dashboard/api/searches'))
        return json({ searches: [], totalSearches: 0, page: 1, totalPages: 0 });
      if (url.endsWith('/nearby/saved-searches') && method === 'GET') return json({ success: true, response: [] });
      return undefined;
    },
  });
  render(
    <MemoryRouter>
      <DashboardPage savedSearches={<SavedNearbySearches />} />
    </MemoryRouter>,
  );
  const block = await screen.findByRole('region', { name: 'Saved Nearby Searches' }, { timeout: 5000 });
  const anchor = document.getElementById('saved-searches');
  expect(anchor?.contains(block)).toBe(true);
  expect(anchor?.contains(screen.getByRole('heading', { name: 'Search History' }))).toBe(true);
});
