// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SAVED_PROPERTY_HIGHER_LIMIT_MESSAGE,
  SAVED_PROPERTY_LIMIT_MESSAGE,
} from '../../../core/property/saved-properties.rules.js';
import { SavePropertyToggle } from '../../../web/src/components/save-property-toggle';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Call = { method: string; url: string; body: unknown };
const serve = (route: (method: string, url: string, body: unknown) => Response | undefined) => {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: string, init?: RequestInit) => {
      const url = String(u);
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/csrf') return json({ token: 'csrf' });
      return route(method, url, body) ?? json({ success: false, errors: { '*': ['not here'] } }, 404);
    }),
  );
  return calls;
};
const metrics = { used: 1, capacity: 1000, spaceAvailable: 999, updates: 0 };

const show = (props: Partial<Parameters<typeof SavePropertyToggle>[0]> = {}) =>
  render(
    <MemoryRouter>
      <SavePropertyToggle propertyId={7} initialSaved={false} {...props} />
    </MemoryRouter>,
  );

describe('Save property toggle', () => {
  it('saves, keeps the returned saved id and unsaves by it', async () => {
    const calls = serve((method) => {
      if (method === 'POST')
        return json({ success: true, data: { savedProperties: [{ id: '91', propertyReachId: '7' }], metrics } });
      if (method === 'DELETE') return json({ success: true, data: { removed: 1, metrics } });
      return undefined;
    });
    show();
    const button = screen.getByRole('button', { name: 'Save property' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    const saved = await screen.findByRole('button', { name: 'Saved' });
    expect(saved.getAttribute('aria-pressed')).toBe('true');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ Properties: [{ PropertyReachId: 7 }] });
    fireEvent.click(saved);
    await screen.findByRole('button', { name: 'Save property' });
    expect(calls.find((c) => c.method === 'DELETE')?.body).toEqual({ ids: ['91'] });
  });

  it('unsaves a property saved before the page knew its saved id by the property id, then saves it again', async () => {
    const calls = serve((method) => {
      if (method === 'DELETE') return json({ success: true, data: { removed: 1, metrics } });
      if (method === 'POST')
        return json({ success: true, data: { savedProperties: [{ id: '12', propertyReachId: '7' }], metrics } });
      return undefined;
    });
    show({ initialSaved: true });
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await screen.findByRole('button', { name: 'Save property' });
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.body)).toEqual([
      { Properties: [{ PropertyReachId: 7 }] },
    ]);
    expect(calls.some((c) => c.url.endsWith('/list'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Save property' }));
    await screen.findByRole('button', { name: 'Saved' });
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    await screen.findByRole('button', { name: 'Save property' });
    expect(calls.filter((c) => c.method === 'DELETE').at(-1)?.body).toEqual({ ids: ['12'] });
  });

  it('opens Limit Reached on a 409, with Modify List and Close', async () => {
    serve((method) =>
      method === 'POST'
        ? json(
            { success: false, errors: { '*': [SAVED_PROPERTY_LIMIT_MESSAGE, SAVED_PROPERTY_HIGHER_LIMIT_MESSAGE] } },
            409,
          )
        : undefined,
    );
    show({ modifyListHref: '/saved-properties?from=7' });
    fireEvent.click(screen.getByRole('button', { name: 'Save property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Limit Reached' });
    expect(within(dialog).getByText(SAVED_PROPERTY_LIMIT_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByText(SAVED_PROPERTY_HIGHER_LIMIT_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Modify List' }).getAttribute('href')).toBe(
      '/saved-properties?from=7',
    );
    expect(screen.getByRole('button', { name: 'Save property' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the upgrade dialog to a non-member, without a request, and on a 403 with promptUpgrade', async () => {
    const calls = serve((method) =>
      method === 'POST'
        ? json({ success: false, errors: { '*': ['Members only'] }, promptUpgrade: true, isPaused: true }, 403)
        : undefined,
    );
    const renderUpgrade = ({ isPaused }: { isPaused: boolean; onClose: () => void }) => (
      <p>{isPaused ? 'paused dialog' : 'upgrade dialog'}</p>
    );
    show({ locked: 'free', renderUpgrade });
    fireEvent.click(screen.getByRole('button', { name: 'Save property' }));
    expect(screen.getByText('upgrade dialog')).toBeTruthy();
    expect(calls).toHaveLength(0);
    cleanup();
    show({ renderUpgrade });
    fireEvent.click(screen.getByRole('button', { name: 'Save property' }));
    expect(await screen.findByText('paused dialog')).toBeTruthy();
  });
});
