// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAddressSearchUrl } from '../../../core/search/search-url.rules.js';
import { AddressResultsPage } from '../../../web/src/features/search/pages/contact-results-pages';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const hit = (isSaved: boolean | null) => ({
  addressLine1: '500 Harbor View Dr',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  unit: '',
  propertyId: '41',
  property: null,
  residents: [],
  pastResidents: 0,
  isSaved,
});

type Call = { method: string; url: string; body: unknown };
const serve = (isSaved: boolean | null, onSave: () => Response) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: string, init?: RequestInit) => {
      const url = String(u);
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
      if (url === '/api/csrf') return json({ token: 'csrf' });
      if (url.startsWith('/api/search/address'))
        return json({ success: true, address: {}, searchUrl: '', results: [hit(isSaved)] });
      if (url === '/dashboard/api/saved-properties') return onSave();
      return json({ success: false, errors: { '*': ['not here'] } }, 404);
    }),
  );
  return calls;
};

const url = buildAddressSearchUrl({
  houseNumber: '500',
  street: 'Harbor View Dr',
  unit: '',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  propertyReachId: '',
});

const show = (renderUpgrade?: (p: { isPaused: boolean; onClose: () => void }) => ReactNode) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <AddressResultsPage {...(renderUpgrade ? { renderUpgrade } : {})} />
    </MemoryRouter>,
  );

describe('the address results save toggle (001 section 4)', () => {
  it('shows the saved state the search answered, and unsaves by the property', async () => {
    const calls = serve(true, () =>
      json({
        success: true,
        data: { removed: 1, metrics: { used: 0, capacity: 1000, spaceAvailable: 1000, updates: 0 } },
      }),
    );
    show();
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(saved);
    await screen.findByRole('button', { name: 'Save property' });
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ Properties: [{ PropertyReachId: '41' }] });
  });

  it('has no toggle for a visitor who is not signed in', async () => {
    serve(null, () => json({}));
    show();
    await screen.findByRole('link', { name: 'View Property Report' });
    expect(screen.queryByRole('button', { name: /Save property|Saved/ })).toBeNull();
  });

  it('opens the upgrade dialog the app layer gives when a free member saves', async () => {
    serve(false, () =>
      json({ success: false, errors: { '*': ['Membership'] }, promptUpgrade: true, isPaused: false }, 403),
    );
    show(({ isPaused }) => <div role="dialog" aria-label={isPaused ? 'Paused' : 'Upgrade'} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Save property' }));
    await screen.findByRole('dialog', { name: 'Upgrade' });
  });
});
