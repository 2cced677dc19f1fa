// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DASHBOARD_PROPERTIES_SHOWN,
  SavedPropertiesCard,
} from '../../../web/src/features/saved-properties/components/saved-properties-card';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const row = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  propertyReachId: `p${id}`,
  reportHistoryId: null,
  streetAddress: `${id} Oak St`,
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  isSaved: true,
  hasUpdates: false,
  savedAt: '2026-11-20T15:00:00.000Z',
  lastViewed: '2026-11-21T15:00:00.000Z',
  values: { estimatedValue: 350000, bedrooms: 3, bathrooms: 2, squareFeet: 1450 },
  ...extra,
});

type Body = { reportFilterType?: number; pagination?: { limit: number } };
const serve = (answer: (body: Body) => Response) => {
  const bodies: Body[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: string, init?: RequestInit) => {
      if (String(u) === '/api/csrf') return json({ token: 'csrf' });
      const body = JSON.parse(String(init?.body ?? '{}')) as Body;
      bodies.push(body);
      return answer(body);
    }),
  );
  return bodies;
};

const page = (rows: unknown[], updates = 0) =>
  json({
    success: true,
    data: {
      savedProperties: rows,
      pagination: { page: 1, pages: 1, limit: DASHBOARD_PROPERTIES_SHOWN, total: rows.length },
      metrics: { used: 7, capacity: 1000, spaceAvailable: 993, updates },
    },
  });

const show = () =>
  render(
    <MemoryRouter>
      <SavedPropertiesCard />
    </MemoryRouter>,
  );

describe('the dashboard property tabs (Recent, Favorites, Updates)', () => {
  it('opens on Favorites, lists its first properties with their facts, and each tab asks for its list', async () => {
    const bodies = serve((b) =>
      b.reportFilterType === 1 ? page([row('9', { hasUpdates: true })], 101) : page([row('1'), row('2')], 101),
    );
    show();
    const tabs = screen.getByRole('tablist', { name: 'Properties' });
    expect(within(tabs).getByRole('tab', { name: 'Favorites' }).getAttribute('aria-selected')).toBe('true');
    const link = await screen.findByRole('link', { name: '1 Oak St, Austin, TX 78701' });
    expect(link.getAttribute('href')).toBe('/report?type=address&id=p1');
    expect(screen.getAllByText(/3 bd · 2 ba · 1,450 sq ft · Est\. value \$350,000 · Saved 11\/20\/2026/)).toHaveLength(
      2,
    );
    expect(screen.getByText('7 of 1000 used')).toBeTruthy();
    // The updates badge caps at 100+ (001 section 9).
    expect(within(tabs).getByText(/^100\+/)).toBeTruthy();
    expect(bodies[0]).toMatchObject({ reportFilterType: 2, pagination: { limit: DASHBOARD_PROPERTIES_SHOWN } });

    fireEvent.click(within(tabs).getByRole('tab', { name: /Updates/ }));
    await screen.findByRole('link', { name: '9 Oak St, Austin, TX 78701' });
    expect(screen.getByText('New info')).toBeTruthy();
    expect(bodies.at(-1)?.reportFilterType).toBe(1);
    expect(screen.getByRole('link', { name: 'View Saved Properties' }).getAttribute('href')).toBe(
      '/saved-properties?filter=updates',
    );

    fireEvent.keyDown(within(tabs).getByRole('tab', { name: /Updates/ }), { key: 'ArrowRight' });
    await screen.findByText(/Viewed 11\/21\/2026/);
    expect(bodies.at(-1)?.reportFilterType).toBe(3);
    expect(within(tabs).getByRole('tab', { name: 'Recent' }).getAttribute('aria-selected')).toBe('true');
  });

  it('says what an empty tab holds', async () => {
    serve(() => page([]));
    show();
    await screen.findByText('Save a property from its report to follow it here.');
    fireEvent.click(screen.getByRole('tab', { name: 'Recent' }));
    await screen.findByText('Address reports you open appear here.');
  });

  it('without a membership says what saving properties needs and still leads to the page', async () => {
    serve(() => json({ success: false, errors: { '*': ['no'] }, promptUpgrade: true, isPaused: false }, 403));
    show();
    await screen.findByText(/Unlock Real Estate Data: saving up to 1000 properties/);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.getByRole('link', { name: 'View Saved Properties' }).getAttribute('href')).toBe('/saved-properties');
  });

  it('leads from the dashboard to /nearby', async () => {
    serve(() => page([]));
    show();
    await screen.findByText('Save a property from its report to follow it here.');
    expect(screen.getByRole('link', { name: 'Find nearby properties' }).getAttribute('href')).toBe('/nearby');
  });
});
