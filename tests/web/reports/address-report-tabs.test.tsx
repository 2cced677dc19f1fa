// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NearbyCard } from '../../../core/property/nearby-card.rules.js';
import type {
  ReportPayload,
  ReportPropertySubject,
  ReportSectionPayload,
  ReportTabId,
} from '../../../web/src/features/reports/api/reports-api';
import {
  activeReportTab,
  reportTabsOf,
  tabIndexAfterKey,
} from '../../../web/src/features/reports/hooks/use-report-tabs';
import { ReportPage } from '../../../web/src/features/reports/pages/report-page';
import { useSessionStore } from '../../../web/src/lib/session/session-store';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const record = (id: string, tab: ReportTabId, title = id): ReportSectionPayload => ({
  id,
  title,
  tab,
  locked: false,
  summary: [],
  items: [
    {
      heading: `${title} fact`,
      details: [],
      source: 'County assessor, recorded 2026-01-02',
      recordedAt: '2026-01-02',
      recordRef: `${id}:1`,
    },
  ],
  emptyText: null,
});
const tool = (id: string, tab: ReportTabId, title = id): ReportSectionPayload => ({
  id,
  title,
  tab,
  locked: false,
  summary: [],
  items: [],
  emptyText: null,
  clientRendered: true,
});

/** The address report's sections in the agreed order (contract 1), comparables only with its flag. */
const addressSections = (withComparables: boolean): ReportSectionPayload[] => [
  record('property-details', 'property-details', 'Property Details'),
  record('transactions', 'property-details', 'Sales and Loans'),
  record('owners', 'owners-and-residents', 'Owners'),
  record('residents', 'owners-and-residents', 'Residents'),
  record('listings', 'MLS-data', 'Listings'),
  tool('market', 'MLS-data', 'Market Trends'),
  ...(withComparables ? [tool('comparables', 'comparables', 'Comparables')] : []),
  tool('nearby', 'nearby', 'Nearby Properties'),
  tool('neighborhood', 'neighborhood-watch', 'Neighborhood'),
];

const subject: ReportPropertySubject = {
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
  standing: 'anonymous',
};

const payload = (sections: ReportSectionPayload[]): ReportPayload => ({
  reportId: 'address-7',
  type: 'address',
  subjectId: '7',
  accessLevel: 2,
  accessLevelName: 'full',
  reportStatus: 2,
  isOfflineOrder: false,
  isTeaser: false,
  title: '402 Sierra Way, Tampa, FL 33611',
  subtitle: 'Property report',
  recordCounts: {},
  sections,
  notice: 'Not for FCRA purposes.',
  reportHistoryId: null,
  url: '/report?type=address&id=7',
  unlock: { kind: 'none' } as ReportPayload['unlock'],
  isMonitored: false,
  canMonitor: false,
  property: subject,
});

const Where = () => {
  const l = useLocation();
  return <output data-testid="where">{`${l.pathname}${l.search}`}</output>;
};

const renderReport = (url: string, sections = addressSections(true)) => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: string) =>
      String(u).startsWith('/api/reports/view')
        ? json({ success: true, report: payload(sections) })
        : json({ success: false, errors: { '*': ['not here'] } }, 404),
    ),
  );
  render(
    <MemoryRouter initialEntries={[url]}>
      <ReportPage />
      <Where />
    </MemoryRouter>,
  );
};

describe('address report tabs from the sections (001 section 2)', () => {
  it('lists the tabs in tab order with their labels, each with its sections in payload order', () => {
    const tabs = reportTabsOf([...addressSections(true)].reverse());
    expect(tabs.map((t) => t.label)).toEqual([
      'Property Details',
      'Owners & Residents',
      'MLS Data',
      'Comparables',
      'Nearby',
      'Neighborhood Watch',
    ]);
    expect(tabs[0]!.sections.map((s) => s.id)).toEqual(['transactions', 'property-details']);
  });

  it('shows a tab only when a section names it: no comparables tab with the flag off', () => {
    const tabs = reportTabsOf(addressSections(false));
    expect(tabs.map((t) => t.id)).toEqual([
      'property-details',
      'owners-and-residents',
      'MLS-data',
      'nearby',
      'neighborhood-watch',
    ]);
  });

  it('has no tabs when no section names one (other report types)', () => {
    const { tab: _t, ...plain } = record('phones', 'property-details');
    expect(reportTabsOf([plain])).toEqual([]);
  });

  it('the URL names the active tab; an unknown or absent one falls back to the first', () => {
    const tabs = reportTabsOf(addressSections(false));
    expect(activeReportTab(tabs, 'nearby')?.id).toBe('nearby');
    expect(activeReportTab(tabs, null)?.id).toBe('property-details');
    expect(activeReportTab(tabs, 'comparables')?.id).toBe('property-details');
    expect(activeReportTab(tabs, 'mls-data')?.id).toBe('property-details');
    expect(activeReportTab([], 'nearby')).toBeNull();
  });

  it('arrow keys move through the tabs wrapping around at both ends; Home and End jump', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 6)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 5, 6)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 6)).toBe(5);
    expect(tabIndexAfterKey('ArrowLeft', 3, 6)).toBe(2);
    expect(tabIndexAfterKey('Home', 4, 6)).toBe(0);
    expect(tabIndexAfterKey('End', 1, 6)).toBe(5);
    expect(tabIndexAfterKey('Enter', 1, 6)).toBeNull();
    expect(tabIndexAfterKey('ArrowDown', 1, 6)).toBeNull();
  });
});

describe('address report page tabs', () => {
  // The tabs load on demand (report-page.tsx): their module first, as a browser that opened one before has it.
  beforeAll(async () => {
    await import('../../../web/src/features/reports/components/address-report');
  });

  it('opens the tab the URL names, with its sections in the panel and in the side navigation', async () => {
    renderReport('/report?type=address&id=7&tab=owners-and-residents');
    const tab = await screen.findByRole('tab', { name: 'Owners & Residents' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    expect(tab.tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Property Details' }).tabIndex).toBe(-1);
    // The tabs' panels load on demand (their code is not part of the other reports' pages).
    const panel = await screen.findByRole('tabpanel', { name: 'Owners & Residents' });
    expect(within(panel).getByRole('heading', { name: 'Owners' })).toBeTruthy();
    expect(within(panel).queryByRole('heading', { name: 'Property Details' })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Owners & Residents sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Owners', 'Residents']);
  });

  it('a click selects a tab and writes it to the URL, keeping the other parameters', async () => {
    renderReport('/report?type=address&id=7');
    fireEvent.click(await screen.findByRole('tab', { name: 'MLS Data' }));
    expect(screen.getByTestId('where').textContent).toBe('/report?type=address&id=7&tab=MLS-data');
    expect(screen.getByRole('tab', { name: 'MLS Data' }).getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByRole('tabpanel', { name: 'MLS Data' })).textContent).toContain('Listings fact');
  });

  it('arrows move the focus (roving tabindex) without selecting; Enter selects the focused tab', async () => {
    renderReport('/report?type=address&id=7&tab=neighborhood-watch');
    const last = await screen.findByRole('tab', { name: 'Neighborhood Watch' });
    last.focus();
    fireEvent.keyDown(last, { key: 'ArrowRight' });
    const first = screen.getByRole('tab', { name: 'Property Details' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Home' });
    expect(document.activeElement).toBe(first);
    expect(last.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'ArrowLeft' });
    const nearby = screen.getByRole('tab', { name: 'Nearby' });
    expect(document.activeElement).toBe(nearby);
    // A button's Enter is its click.
    fireEvent.click(nearby);
    expect(nearby.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('where').textContent).toContain('tab=nearby');
  });

  it('without the comparables flag there is no Comparables tab, and tab=comparables opens the first tab', async () => {
    renderReport('/report?type=address&id=7&tab=comparables', addressSections(false));
    expect((await screen.findByRole('tab', { name: 'Property Details' })).getAttribute('aria-selected')).toBe('true');
    expect(screen.queryByRole('tab', { name: 'Comparables' })).toBeNull();
  });

  it('a visitor sees the upgrade gate on the tools, never calling them', async () => {
    renderReport('/report?type=address&id=7&tab=nearby');
    const panel = await screen.findByRole('tabpanel', { name: 'Nearby' });
    expect(within(panel).getByTestId('property-tools-gate')).toBeTruthy();
    const calls = (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls.map((c) => String(c[0]));
    expect(calls.some((u) => u.includes('/api/address/nearby'))).toBe(false);
  });

  it('print layout: no tablist; every tab record sections in tab order under tab headings, no client-rendered tools', async () => {
    renderReport('/report?type=address&id=7&is-pdf-request=true&tab=nearby');
    await screen.findByRole('heading', { name: 'Owners & Residents', level: 2 });
    expect(screen.queryByRole('tablist')).toBeNull();
    const headings = screen.getAllByRole('heading').map((h) => `${h.tagName}:${h.textContent}`);
    expect(headings.filter((h) => !h.startsWith('H1'))).toEqual(
      expect.arrayContaining(['H2:Property Details', 'H3:Property Details', 'H3:Sales and Loans']),
    );
    const order = headings.filter((h) => /^H[23]:/.test(h) && !h.includes('FCRA'));
    expect(order).toEqual([
      'H2:Property Details',
      'H3:Property Details',
      'H3:Sales and Loans',
      'H2:Owners & Residents',
      'H3:Owners',
      'H3:Residents',
      'H2:MLS Data',
      'H3:Listings',
    ]);
    expect(screen.queryByText('Market Trends')).toBeNull();
    expect(screen.queryByTestId('property-tools-gate')).toBeNull();
  });
});

describe('nearby tab', () => {
  const card = (id: number, pill: { text: string; color: 'green' | 'blue' } | null): NearbyCard => ({
    id,
    streetAddress: `${id} Oak St`,
    city: 'Tampa',
    state: 'FL',
    zip: '33611',
    estimatedValue: 412000,
    bedrooms: 3,
    bathrooms: 2,
    squareFeet: 1450,
    pricePerSquareFoot: 284,
    propertyType: 'House',
    status: pill ? (pill.color === 'green' ? 'onMarket' : 'sold') : 'offMarket',
    daysOnMarket: 12,
    lastSaleDate: '2026-03-01',
    lastSaleAmount: 400000,
    distanceFromSubject: 0.12,
    photoUrl: null,
    photosAvailable: 0,
    isSaved: false,
    savedId: null,
    pill,
  });

  const renderNearby = (reply: Response, links?: { nearbyPageHref: (id: number) => string }) => {
    const sections = addressSections(true);
    const fetchMock = vi.fn(async (u: string, _init?: RequestInit) => {
      if (String(u).startsWith('/api/reports/view')) {
        return json({ success: true, report: { ...payload(sections), property: { ...subject, standing: 'member' } } });
      }
      if (String(u).startsWith('/api/address/nearby')) return reply.clone();
      return json({ success: false, errors: { '*': ['not here'] } }, 404);
    });
    vi.stubGlobal('fetch', fetchMock);
    render(
      <MemoryRouter initialEntries={['/report?type=address&id=7&tab=nearby']}>
        <ReportPage {...(links ? { links } : {})} />
      </MemoryRouter>,
    );
    return fetchMock;
  };

  it('lists the closest properties as cards opening their report in a new tab, with the status pill', async () => {
    const f = renderNearby(
      json({
        success: true,
        properties: [
          card(11, { text: '12 DAYS ON MARKET', color: 'green' }),
          card(12, { text: 'SOLD 03/01/2026', color: 'blue' }),
        ],
      }),
    );
    const link = await screen.findByRole('link', { name: /11 Oak St/ });
    expect(link.getAttribute('href')).toBe('/report?type=address&id=11');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.textContent).toContain('3 bd · 2 ba · 1,450 sq ft');
    expect(link.textContent).toContain('$412,000');
    expect(link.textContent).toContain('0.12 mi');
    expect(screen.getByText('12 DAYS ON MARKET').className).toContain('rep-pill--green');
    expect(screen.getByText('SOLD 03/01/2026').className).toContain('rep-pill--blue');
    const call = f.mock.calls.find((c) => String(c[0]).startsWith('/api/address/nearby'))!;
    expect(JSON.parse(String((call[1] as RequestInit).body))).toEqual({ propertyId: 7, limit: 10 });
    // No /nearby page in the app yet: no link to it.
    expect(screen.queryByRole('link', { name: /Show all nearby properties instead/ })).toBeNull();
  });

  it('links the full nearby page when the app has one; no estimate (null) says so, a recorded 0 shows as $0', async () => {
    renderNearby(
      json({
        success: true,
        properties: [
          { ...card(11, null), estimatedValue: null },
          { ...card(12, null), estimatedValue: 0, distanceFromSubject: 2.44 },
        ],
      }),
      { nearbyPageHref: (id) => `/nearby?propertyId=${id}` },
    );
    const all = await screen.findByRole('link', { name: 'Show all nearby properties instead >' });
    expect(all.getAttribute('href')).toBe('/nearby?propertyId=7');
    const none = screen.getByRole('link', { name: /11 Oak St/ });
    expect(none.textContent).toContain('No value estimate');
    const zero = screen.getByRole('link', { name: /12 Oak St/ });
    expect(zero.textContent).toContain('Est. value $0');
    // Miles as the property tools show them: two decimals below a mile, one from a mile up.
    expect(zero.textContent).toContain('2.4 mi away');
  });

  it('an error reply shows its message, as every property tool does', async () => {
    renderNearby(json({ success: false, errors: { '*': ['The nearby list is not available'] } }, 500));
    expect(await screen.findByText('The nearby list is not available')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Oak St/ })).toBeNull();
  });

  it('a 403 with promptUpgrade shows the upgrade gate', async () => {
    renderNearby(
      json({ success: false, errors: { '*': ['Membership required'] }, promptUpgrade: true, isPaused: false }, 403),
    );
    await waitFor(() => expect(screen.getByTestId('property-tools-gate')).toBeTruthy());
    await act(async () => undefined);
    expect(screen.queryByRole('link', { name: /Oak St/ })).toBeNull();
  });
});

describe('view state across tabs (001 section 2: viewed once scrolled to, saved once per section per session)', () => {
  it("print: tells the opener frame it is ready only once every tab's sections are on the page", async () => {
    const posted: { message: unknown; ownersShown: boolean; spinner: boolean }[] = [];
    const opener = {
      postMessage: (message: unknown) =>
        posted.push({
          message,
          ownersShown: screen.queryByRole('heading', { name: 'Owners' }) !== null,
          spinner: screen.queryByText('Loading...') !== null,
        }),
    };
    const real = Object.getOwnPropertyDescriptor(window, 'parent');
    Object.defineProperty(window, 'parent', { configurable: true, get: () => opener });
    try {
      renderReport('/report?type=address&id=7&is-pdf-request=true');
      await waitFor(() => expect(posted).toHaveLength(1), { timeout: 3000 });
      expect(posted[0]).toEqual({ message: { type: 'tw-report-ready' }, ownersShown: true, spinner: false });
    } finally {
      if (real) Object.defineProperty(window, 'parent', real);
    }
  });

  it('saves each section of every tab once, when its tab shows it', async () => {
    useSessionStore.setState({
      status: 'signedIn',
      user: { userId: 'u1', email: 'a@example.com', firstName: 'A', lastName: 'B', userFlags: 0 },
    });
    // Every section is in view (happy-dom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 100,
      bottom: 400,
      left: 0,
      right: 0,
      width: 0,
      height: 300,
      x: 0,
      y: 100,
      toJSON: () => ({}),
    } as DOMRect);
    const saved: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: string, init?: RequestInit) => {
        const url = String(u);
        if (url.startsWith('/api/reports/view')) return json({ success: true, report: payload(addressSections(true)) });
        if (url.endsWith('/view-state/update')) {
          saved.push(JSON.parse(String(init?.body)).section);
          return json({ success: true });
        }
        if (url.includes('/view-state')) return json({ success: true, viewedSections: ['owners'] });
        return json({ success: false, errors: { '*': ['not here'] } }, 404);
      }),
    );
    try {
      render(
        <MemoryRouter initialEntries={['/report?type=address&id=7']}>
          <ReportPage />
        </MemoryRouter>,
      );
      await screen.findByRole('tab', { name: 'Property Details' });
      await waitFor(() => expect(saved).toEqual(['property-details', 'transactions']));
      fireEvent.click(screen.getByRole('tab', { name: 'Owners & Residents' }));
      // 'owners' was viewed in an earlier session: only residents is new.
      await waitFor(() => expect(saved).toEqual(['property-details', 'transactions', 'residents']));
      fireEvent.click(screen.getByRole('tab', { name: 'Property Details' }));
      fireEvent.click(screen.getByRole('tab', { name: 'MLS Data' }));
      await waitFor(() =>
        expect(saved).toEqual(['property-details', 'transactions', 'residents', 'listings', 'market']),
      );
    } finally {
      vi.restoreAllMocks();
      useSessionStore.setState({ status: 'unknown', user: null });
    }
  });
});
