// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReportPropertySubject } from '../../../core/reports/address-report-view.rules.js';
import { SavePropertyButton } from '../../../web/src/features/reports/components/save-property-button';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const subject = (standing: ReportPropertySubject['standing']): ReportPropertySubject => ({
  propertyId: 7,
  line1: '12 Elm St',
  city: 'Columbus',
  state: 'OH',
  zip: '43004',
  latitude: 40,
  longitude: -83,
  squareFeet: 1500,
  bedrooms: 3,
  bathrooms: 2,
  landUseGroup: 'Residential',
  marketStatus: 0,
  isSaved: false,
  standing,
});

describe("the address report's save button", () => {
  it('opens the paused-account dialog for a paused member, over the page, and closes it', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => json({ success: false }, 500));
    vi.stubGlobal('fetch', fetch);
    const { container } = render(
      <MemoryRouter>
        <SavePropertyButton subject={subject('paused')} onUpgraded={() => {}} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save property' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your Membership Is Paused' });
    // A portal to the body: the report's tab panel cannot clip or stack over it.
    expect(container.contains(dialog)).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Not Now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing was saved: a paused member is asked to resume first.
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('opens the upgrade dialog for a free member', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ success: false, errors: { '*': ['not here'] } }, 404)),
    );
    render(
      <MemoryRouter>
        <SavePropertyButton subject={subject('free')} onUpgraded={() => {}} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save property' }));
    expect(await screen.findByRole('dialog', { name: 'Upgrade Your Membership' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Your Membership Is Paused' })).toBeNull();
  });
});
