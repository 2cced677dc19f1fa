// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAYMENT_DECLINED_MESSAGE } from '../../../core/membership/membership.errors.js';
import { ACCEPT_TERMS_MESSAGE } from '../../../core/membership/upgrades/confirm-upgrade.rules.js';
import type { ComparableView } from '../../../core/property/find-comparables.use-case.js';
import type { PropertyStanding } from '../../../core/property/property-access.rules.js';
import type { NeighborView } from '../../../core/property/recent-neighbors.use-case.js';
import type { ComparablesReply } from '../../../web/src/features/reports/api/property-api';
import type { ReportPropertySubject } from '../../../web/src/features/reports/api/reports-api';
import { ComparablesTab } from '../../../web/src/features/reports/components/property-tools/comparables-tab';
import { InfoTip } from '../../../web/src/features/reports/components/property-tools/info-tip';
import { NeighborhoodPanel } from '../../../web/src/features/reports/components/property-tools/neighborhood-panel';
import { PropertyToolsGate } from '../../../web/src/features/reports/components/property-tools/property-tools-gate';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const subject = (standing: PropertyStanding): ReportPropertySubject => ({
  propertyId: 7,
  line1: '402 Sierra Way',
  city: 'Tampa',
  state: 'FL',
  zip: '33611',
  latitude: 27.9,
  longitude: -82.5,
  squareFeet: 1500,
  bedrooms: 3,
  bathrooms: 2,
  landUseGroup: 'house',
  marketStatus: 0,
  isSaved: false,
  standing,
});

type Route = (url: string, init?: RequestInit) => Response | undefined;
const serve = (route: Route) => {
  const f = vi.fn(async (u: string, init?: RequestInit) => {
    const answer = route(String(u), init);
    return answer ?? json({ success: false, errors: { '*': ['not here'] } }, 404);
  });
  vi.stubGlobal('fetch', f);
  return f;
};

const TERMS = 'You will be charged $4.95 today. Your Premium Membership renews automatically at $4.95 per month.';
const menu = (offers: unknown[]) => ({
  success: true,
  menuId: 'menu-upgrades',
  offerId: 'offer-upgrade-premium',
  offers,
});
const premiumOffer = {
  id: 'offer-upgrade-premium',
  offerName: 'Premium Membership',
  offerType: 4,
  flag: 0,
  offerJson: {},
  terms: { standard: TERMS },
  productSkus: [
    {
      id: 'upgrade-premium-Monthly',
      name: 'Premium Membership',
      productDisplayName: 'Premium Membership',
      price: 495,
      termHours: 720,
      trialRenewalPrice: null,
      couponId: null,
      terms: TERMS,
      entitlements: [],
      offerType: 4,
      skuName: 'standard',
    },
  ],
  requiredSkus: [],
  appliedCoupons: [],
  abandonmentOffer: false,
  specialOffer: false,
  membershipKey: 'premium',
};
const visa = {
  creditCardId: 'c1',
  brand: 'visa',
  creditCardNo: '•••• 4242',
  expirationMonth: 12,
  expirationYear: 2099,
  expiration: '12/2099',
  isDefaultCard: true,
  expired: false,
};

const renderGate = (standing: PropertyStanding, onUpgraded = vi.fn()) => {
  render(
    <MemoryRouter initialEntries={['/report?type=address&id=7&tab=comparables']}>
      <PropertyToolsGate subject={subject(standing)} onUpgraded={onUpgraded}>
        <p>the real tools</p>
      </PropertyToolsGate>
    </MemoryRouter>,
  );
  return onUpgraded;
};

describe('the property tools gate (001 section 6)', () => {
  it('a member sees the tools, no overlay', () => {
    renderGate('member');
    expect(screen.getByText('the real tools')).toBeTruthy();
    expect(screen.queryByText('Unlock Real Estate Data')).toBeNull();
  });

  it('anyone else sees sample content, hidden and inert, under the Unlock Real Estate Data overlay', () => {
    renderGate('free');
    expect(screen.queryByText('the real tools')).toBeNull();
    const gate = screen.getByTestId('property-tools-gate');
    expect(within(gate).getByRole('heading', { name: 'Unlock Real Estate Data' })).toBeTruthy();
    const demo = gate.querySelector('.pt-gate__demo');
    expect(demo?.getAttribute('aria-hidden')).toBe('true');
    expect(demo?.hasAttribute('inert')).toBe(true);
  });

  it('an anonymous visitor is offered sign-in (back to this report) and the memberships', () => {
    renderGate('anonymous');
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn.getAttribute('href')).toBe(
      `/login?redirect=${encodeURIComponent('/report?type=address&id=7&tab=comparables')}`,
    );
    expect(screen.getByRole('link', { name: 'See Memberships' }).getAttribute('href')).toBe('/join');
  });

  it('a paused user gets the paused-account modal with the way to resume on the dashboard', () => {
    renderGate('paused');
    fireEvent.click(screen.getByRole('button', { name: 'Resume Membership' }));
    const modal = screen.getByRole('dialog', { name: 'Your Membership Is Paused' });
    expect(within(modal).getByRole('link', { name: 'Resume on My Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});

describe('the upgrade modal flow (001 sections 4, 5, 8 and 9)', () => {
  it('choose, accept the terms, pay with the card on file, Thank you; closing it reloads', async () => {
    const f = serve((u) => {
      if (u.startsWith('/dashboard/api/products/skus')) return json(menu([premiumOffer]));
      if (u.startsWith('/dashboard/api/wallet/cards')) return json({ success: true, cards: [visa] });
      if (u.startsWith('/dashboard/api/subscription/update')) return json({ success: true, redirectUrl: '/x' });
    });
    const onUpgraded = renderGate('free');
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    const modal = await screen.findByRole('dialog', { name: 'Upgrade Your Membership' });
    const radio = (await within(modal).findByRole('radio', { name: /Premium Membership/ })) as HTMLInputElement;
    expect(radio.checked).toBe(true);
    expect(radio.closest('label')?.textContent).toContain('$4.95/mo');
    expect(within(modal).getByText(/Charged to/).textContent).toContain('•••• 4242');
    const pay = within(modal).getByRole('button', { name: 'Pay $4.95 and Upgrade' });
    // Disabled until the terms are checked; trying anyway says why and buys nothing.
    expect(pay.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(pay);
    expect(within(modal).getByText(ACCEPT_TERMS_MESSAGE)).toBeTruthy();
    expect(f.mock.calls.some((c) => String(c[0]).includes('subscription/update'))).toBe(false);

    fireEvent.click(within(modal).getByRole('checkbox'));
    expect(pay.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(pay);
    const thanks = await screen.findByRole('dialog', { name: 'Thank you' });
    expect(thanks.textContent).toContain('Enjoy up to 100 reports each month.');
    const call = f.mock.calls.find((c) => String(c[0]).includes('subscription/update'));
    expect(JSON.parse(String((call?.[1] as RequestInit | undefined)?.body))).toEqual({
      productMenuId: 'menu-upgrades',
      productOfferId: 'offer-upgrade-premium',
      productSkuId: 'upgrade-premium-Monthly',
      couponId: null,
    });
    expect(onUpgraded).not.toHaveBeenCalled();
    fireEvent.click(within(thanks).getByRole('button', { name: 'Close' }));
    expect(onUpgraded).toHaveBeenCalledTimes(1);
  });

  it('a declined card shows the payment message and stays on the modal', async () => {
    serve((u) => {
      if (u.startsWith('/dashboard/api/products/skus')) return json(menu([premiumOffer]));
      if (u.startsWith('/dashboard/api/wallet/cards')) return json({ success: true, cards: [visa] });
      if (u.startsWith('/dashboard/api/subscription/update'))
        return json({ success: false, errors: { '*': [PAYMENT_DECLINED_MESSAGE] } }, 402);
      if (u.startsWith('/api/logger')) return json({ success: true });
    });
    const onUpgraded = renderGate('free');
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    const modal = await screen.findByRole('dialog', { name: 'Upgrade Your Membership' });
    fireEvent.click(await within(modal).findByRole('checkbox'));
    fireEvent.click(within(modal).getByRole('button', { name: 'Pay $4.95 and Upgrade' }));
    expect(await within(modal).findByText(PAYMENT_DECLINED_MESSAGE)).toBeTruthy();
    expect(onUpgraded).not.toHaveBeenCalled();
  });

  it('without a usable card there are no terms and no pay button, only Add payment option (the wallet modal)', async () => {
    serve((u) => {
      if (u.startsWith('/dashboard/api/products/skus')) return json(menu([premiumOffer]));
      if (u.startsWith('/dashboard/api/wallet/cards'))
        return json({
          success: true,
          cards: [{ ...visa, expirationYear: 2020, expiration: '12/2020', expired: true }],
        });
    });
    renderGate('free');
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    const modal = await screen.findByRole('dialog', { name: 'Upgrade Your Membership' });
    expect(await within(modal).findByText(/Your card has expired/)).toBeTruthy();
    expect(within(modal).queryByRole('checkbox')).toBeNull();
    expect(within(modal).queryByRole('button', { name: /^Pay / })).toBeNull();
    fireEvent.click(within(modal).getByRole('button', { name: 'Add payment option' }));
    expect(await screen.findByRole('dialog', { name: 'Add payment option' })).toBeTruthy();
    expect(screen.getByLabelText('Card number')).toBeTruthy();
  });

  it('with no offered products the contact-care modal appears instead', async () => {
    serve((u) => {
      if (u.startsWith('/dashboard/api/products/skus')) return json(menu([]));
      if (u.startsWith('/dashboard/api/wallet/cards')) return json({ success: true, cards: [visa] });
    });
    renderGate('free');
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Customer Care' })).toBeTruthy();
  });

  it('upgrade data that cannot be loaded says the upgrade sku is missing', async () => {
    serve((u) => {
      if (u.startsWith('/dashboard/api/wallet/cards')) return json({ success: true, cards: [visa] });
    });
    renderGate('free');
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByText('Unable to find background report upgrade sku')).toBeTruthy();
  });
});

const comparable = (id: number, street: string): ComparableView => ({
  id,
  streetAddress: street,
  city: 'Tampa',
  state: 'FL',
  zip: '33611',
  latitude: 27.9,
  longitude: -82.5,
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1450,
  lotSquareFeet: 5000,
  yearBuilt: 1990,
  landUseCode: 1001,
  propertyType: 'House',
  lastSaleDate: '2025-10-02',
  lastSaleAmount: 401000,
  pricePerSqFt: 276.55,
  estimatedValue: 415000,
  distanceFromSubject: 0.12,
  listingStatus: 'sold',
  photoUrl: null,
});

const comparablesReply = (
  properties: ComparableView[],
  filter: Partial<ComparablesReply['filter']> = {},
): ComparablesReply => ({
  success: true,
  totalProperties: properties.length,
  averageSalePrice: properties.length ? 401000 : null,
  averagePricePerSqFt: properties.length ? 276.55 : null,
  averageEstimatedValue: properties.length ? 415000 : null,
  filter: {
    distanceFromSubject: 0.5,
    listingStatus: 'sold',
    multiParcel: false,
    squareFeetMin: 1200,
    squareFeetMax: 1800,
    lastSaleDateMin: '2025-02-01',
    lastSaleDateMax: '2026-02-01',
    ...filter,
  },
  subject: { propertyId: 7, latitude: 27.9, longitude: -82.5, squareFeet: 1500 },
  asOf: '2026-02-01',
  pagination: { page: 1, pages: 1, limit: 50, total: properties.length },
  properties,
});

describe('the comparables tab (001 section 3)', () => {
  it('shows the averages and the list; Apply sends the changed filter and shows the new list', async () => {
    const f = serve((u, init) => {
      if (!u.startsWith('/api/market/comparables')) return undefined;
      const body = JSON.parse(String(init?.body)) as { filter?: { distanceFromSubject?: number } };
      return body.filter?.distanceFromSubject === 1
        ? json(comparablesReply([comparable(12, '12 Far Rd')], { distanceFromSubject: 1 }))
        : json(comparablesReply([comparable(11, '11 Oak St')]));
    });
    render(
      <MemoryRouter>
        <ComparablesTab subject={subject('member')} onUpgraded={vi.fn()} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('11 Oak St')).toBeTruthy();
    expect(screen.getByText('$401,000', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByText('$277/sq ft', { selector: 'dd' })).toBeTruthy();
    expect((screen.getByLabelText('Distance') as HTMLSelectElement).value).toBe('0.5');
    expect((screen.getByLabelText('Min sq ft') as HTMLInputElement).value).toBe('1200');
    const firstCall = f.mock.calls.find((c) => String(c[0]).startsWith('/api/market/comparables'));
    const first = JSON.parse(String((firstCall?.[1] as RequestInit | undefined)?.body));
    expect(first).toEqual({ propertyId: 7, pagination: { page: 1 } });

    fireEvent.change(screen.getByLabelText('Distance'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('12 Far Rd')).toBeTruthy();
    expect(screen.queryByText('11 Oak St')).toBeNull();
  });

  it("a last-sale range ending after today is refused in the browser (nothing sent); one after the data's date but not after today is sent", async () => {
    // The data's as-of date is 2026-02-01; today (the browser's clock, as the server's) is 2026-03-15.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-15T12:00:00Z') });
    const f = serve((u) => (u.startsWith('/api/market/comparables') ? json(comparablesReply([])) : undefined));
    render(
      <MemoryRouter>
        <ComparablesTab subject={subject('member')} onUpgraded={vi.fn()} />
      </MemoryRouter>,
    );
    expect(await screen.findByText('No results found.')).toBeTruthy();
    const last = screen.getByLabelText('Last sale to') as HTMLInputElement;
    expect(last.max).toBe('2026-03-15');
    const calls = f.mock.calls.length;
    fireEvent.change(last, { target: { value: '2026-03-16' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The last sale date range cannot end in the future')).toBeTruthy();
    expect(f.mock.calls.length).toBe(calls);

    fireEvent.change(screen.getByLabelText('Last sale to'), { target: { value: '2026-03-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(f.mock.calls.length).toBe(calls + 1));
    const sent = JSON.parse(String((f.mock.calls.at(-1)?.[1] as RequestInit | undefined)?.body)) as {
      filter: { lastSaleDateMax?: string };
    };
    expect(sent.filter.lastSaleDateMax).toBe('2026-03-01');
  });

  it('the filter starts closed on a phone (under 728 px) and open on a wider screen', async () => {
    serve((u) => (u.startsWith('/api/market/comparables') ? json(comparablesReply([])) : undefined));
    const width = window.innerWidth;
    const renderAt = async (px: number) => {
      Object.defineProperty(window, 'innerWidth', { value: px, configurable: true });
      render(
        <MemoryRouter>
          <ComparablesTab subject={subject('member')} onUpgraded={vi.fn()} />
        </MemoryRouter>,
      );
      return (await screen.findByTestId('comparables-filter-box')) as HTMLDetailsElement;
    };
    try {
      const phone = await renderAt(375);
      expect(phone.open).toBe(false);
      expect(within(phone).getByText('Filter comparables').tagName).toBe('SUMMARY');
      cleanup();
      const desktop = await renderAt(1280);
      expect(desktop.open).toBe(true);
    } finally {
      Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
    }
  });

  it('a 403 with promptUpgrade shows the upgrade gate; isPaused the paused one', async () => {
    serve((u) =>
      u.startsWith('/api/market/comparables')
        ? json({ success: false, errors: { '*': ['members only'] }, promptUpgrade: true, isPaused: true }, 403)
        : undefined,
    );
    render(
      <MemoryRouter>
        <ComparablesTab subject={subject('member')} onUpgraded={vi.fn()} />
      </MemoryRouter>,
    );
    const gate = await screen.findByTestId('property-tools-gate');
    expect(gate.getAttribute('data-standing')).toBe('paused');
    expect(within(gate).getByRole('button', { name: 'Resume Membership' })).toBeTruthy();
  });
});

describe('the neighbourhood panel (001 section 2)', () => {
  it('shows the legal warning first, then the new neighbors with their source; Watch loads only when opened', async () => {
    const f = serve((u) => {
      if (u.startsWith('/api/neighborhood/recent-neighbors'))
        return json({
          success: true,
          warning: 'Using this information to harass anyone is against the law.',
          total: 1,
          neighbors: [
            {
              // A NeighborView as core sends it.
              personId: 5,
              fullName: 'Dana Example',
              age: 41,
              movedIn: '2025-11',
              distanceMiles: 0.2,
              city: 'Tampa',
              state: 'FL',
              source: { name: 'County recorder', kind: 'recorder', jurisdiction: null },
              recordedAt: '2025-11-20',
            } satisfies NeighborView,
          ],
        });
      if (u.startsWith('/api/neighborhood/watch')) return json({ success: true, filings: [], total: 0 });
    });
    render(
      <MemoryRouter>
        <NeighborhoodPanel subject={subject('member')} onUpgraded={vi.fn()} />
      </MemoryRouter>,
    );
    const warning = await screen.findByText('Using this information to harass anyone is against the law.');
    expect(warning.closest('[role="alert"]')).toBeTruthy();
    expect(screen.getByText('Dana Example, 41')).toBeTruthy();
    expect(screen.getByText('Source: County recorder, recorded 2025-11-20')).toBeTruthy();
    expect(f.mock.calls.some((c) => String(c[0]).startsWith('/api/neighborhood/watch'))).toBe(false);
    fireEvent.click(screen.getByRole('tab', { name: 'Watch' }));
    await waitFor(() => expect(screen.getByText('No results found.')).toBeTruthy());
  });
});

describe('tooltips (001 sections 2 and 5)', () => {
  it('show their text on demand, under the button by default, and Escape hides it again', () => {
    render(<InfoTip label="What are comps?">Nearby sales of similar homes.</InfoTip>);
    const button = screen.getByRole('button', { name: /What are comps\?/ });
    const text = screen.getByText('Nearby sales of similar homes.');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(text.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(text.hidden).toBe(false);
    expect(text.className).toContain('pt-tip__text--bottom');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(text.hidden).toBe(true);
  });
});
