// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRICE_OPTIONS } from '../../../core/property/nearby-filters.rules.js';
import type { NearbyMapProps } from '../../../web/src/features/nearby/components/nearby-map';
import { json, serve, show, tutorialSeen } from './nearby-kit';

// OpenLayers needs a canvas; the page's behaviour around the map is tested with a stand-in that
// reports its markers and can "draw" an area (the drawing itself is map-geometry.test.ts).
vi.mock('../../../web/src/features/nearby/components/nearby-map', () => ({
  default: (p: NearbyMapProps) => (
    <section aria-label="Map of nearby properties" data-testid="nearby-map" data-markers={p.properties.length}>
      <button
        type="button"
        onClick={() =>
          p.onArea({
            Geometry: {
              Type: 'polygon',
              Points: [
                [-82.5, 27.9],
                [-82.49, 27.9],
                [-82.49, 27.91],
              ],
            },
          })
        }
      >
        Draw polygon
      </button>
      <button type="button" onClick={() => p.onArea(null)}>
        Clear area
      </button>
      <button type="button" onClick={() => p.onSelect(102)}>
        Marker 102
      </button>
    </section>
  ),
}));

beforeEach(() => tutorialSeen(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const grid = () => screen.findByRole('list', { name: 'Nearby properties' });
const chip = (name: RegExp) => within(screen.getByTestId('quick-filters')).getByRole('button', { name });

describe('Nearby page: where and what it searches', () => {
  it('searches the subject property of propertyId with the default sort and page, and links back to its report', async () => {
    const s = serve();
    show('/nearby?propertyId=7&reportId=55&fullAddress=1%20Main%20St%2C%20Tampa%2C%20FL');
    await grid();
    expect(s.lastSearch()).toEqual({
      Target: { SubjectPropertyId: 7 },
      Filter: { QuickFilter: 'allProperties' },
      Sort: 'newest',
      Pagination: { Page: 1, Limit: 50 },
    });
    const back = screen.getByRole('link', { name: /Return to 1 Main St, Tampa, FL/ });
    expect(back.getAttribute('href')).toBe('/report?type=address&id=7&order=1&reportid=55');
    expect(screen.getByRole('heading', { level: 1, name: 'Nearby Properties' })).toBeTruthy();
    expect(screen.getByTestId('nearby-map').getAttribute('data-markers')).toBe('3');
  });

  it('searches city, state, zip and street, ignores a filtersJson that is not JSON, and links back to the dashboard', async () => {
    const s = serve();
    show('/nearby?city=Tampa&state=FL&zip=33611&street=1%20Main%20St&filtersJson=%7Bbroken');
    await grid();
    expect(s.lastSearch()?.Target).toEqual({ City: 'Tampa', State: 'FL', Zip: '33611', Street: '1 Main St' });
    expect(s.lastSearch()?.Filter).toEqual({ QuickFilter: 'allProperties' });
    expect(screen.getByRole('link', { name: /My Dashboard/ }).getAttribute('href')).toBe('/dashboard');
  });

  it('presets the chip and the filters from filtersJson', async () => {
    const s = serve();
    const filters = encodeURIComponent(JSON.stringify({ QuickFilter: 'highEquity', BedroomsMin: 2 }));
    show(`/nearby?zip=33611&filtersJson=${filters}`);
    await grid();
    expect(s.lastSearch()?.Filter).toEqual({ QuickFilter: 'highEquity', BedroomsMin: 2 });
    expect(chip(/High Equity/).getAttribute('aria-pressed')).toBe('true');
    expect(
      screen.getAllByRole('button', { pressed: true }).filter((b) => b.closest('[data-testid="quick-filters"]')),
    ).toHaveLength(1);
  });

  it('asks the browser where it is when the URL names no place, and a refusal only ends the loading', async () => {
    const s = serve();
    const getCurrentPosition = vi.fn((ok: PositionCallback) =>
      ok({ coords: { longitude: -82.46, latitude: 27.95 } } as GeolocationPosition),
    );
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
    show('/nearby');
    await grid();
    expect(s.lastSearch()?.Target).toEqual({ Geometry: { Type: 'point', Points: [[-82.46, 27.95]] } });
    cleanup();

    const refused = serve();
    vi.stubGlobal('navigator', {
      ...navigator,
      geolocation: {
        getCurrentPosition: (_ok: PositionCallback, no: PositionErrorCallback) => no?.({} as GeolocationPositionError),
      },
    });
    show('/nearby');
    await screen.findByText(/Search an address or draw an area/);
    expect(screen.queryByText('Loading nearby properties…')).toBeNull();
    expect(refused.searchBodies()).toHaveLength(0);
  });

  it('searches a typed address, then an area drawn on the map, and goes back to the address on Clear area', async () => {
    const s = serve();
    show('/nearby?zip=33611');
    await grid();
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: '12 Bay St; Austin; TX 78701' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(s.lastSearch()?.Target).toEqual({ City: 'Austin', State: 'TX', Zip: '78701', Street: '12 Bay St' }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Draw polygon' }));
    await waitFor(() => expect(s.lastSearch()?.Target).toMatchObject({ Geometry: { Type: 'polygon' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Clear area' }));
    await waitFor(() => expect(s.lastSearch()?.Target).toMatchObject({ Zip: '78701' }));
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'nowhere' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Please enter a valid address');
  });

  it('retries a search that failed with a 500 with only the target, the quick filter and the distance', async () => {
    const s = serve({
      search: (_b, n) => (n === 1 ? json({ success: false, errors: { '*': ['boom'] } }, 500) : undefined),
    });
    const filters = encodeURIComponent(JSON.stringify({ BedroomsMin: 3, DistanceFromSubject: 1, Pool: true }));
    show(`/nearby?propertyId=7&quickFilter=vacant&filtersJson=${filters}`);
    await grid();
    const [first, second] = s.searchBodies();
    expect(first?.Filter).toEqual({ QuickFilter: 'vacant', DistanceFromSubject: 1, BedroomsMin: 3, Pool: true });
    expect(second).toEqual({ ...first, Filter: { QuickFilter: 'vacant', DistanceFromSubject: 1 } });
  });

  it('does not retry a refused search, and shows the upgrade overlay to a free member', async () => {
    const s = serve({ search: () => json({ success: false, promptUpgrade: true, isPaused: false, errors: {} }, 403) });
    const dialog = vi.fn((_props: { isPaused: boolean }) => <p>upgrade dialog</p>);
    show('/nearby?propertyId=7', { upgradeDialog: dialog });
    expect(await screen.findByRole('heading', { name: 'Unlock Real Estate Data' })).toBeTruthy();
    expect(s.searchBodies()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Unlock Now' }));
    expect(await screen.findByText('upgrade dialog')).toBeTruthy();
    expect(dialog.mock.calls[0]?.[0]).toMatchObject({ isPaused: false });
  });
});

describe('Nearby page: filters, chips and sort', () => {
  it('sends the chosen chip as QuickFilter, keeps exactly one chip pressed and shows the counts', async () => {
    const s = serve();
    show('/nearby?propertyId=7');
    await grid();
    expect(chip(/All Properties/).getAttribute('aria-pressed')).toBe('true');
    await waitFor(() => expect(screen.getByTestId('chip-count-vacant').textContent).toContain('(12)'));
    const counts = s.calls.find((c) => c.url.endsWith('/quick-filter-counts'));
    expect(counts?.body).toEqual({ Target: { SubjectPropertyId: 7 }, Filter: {} });
    fireEvent.click(chip(/Vacant/));
    await waitFor(() => expect(s.lastSearch()?.Filter).toEqual({ QuickFilter: 'vacant' }));
    expect(chip(/Vacant/).getAttribute('aria-pressed')).toBe('true');
    expect(chip(/All Properties/).getAttribute('aria-pressed')).toBe('false');
    expect(within(screen.getByTestId('quick-filters')).getAllByRole('button')).toHaveLength(21);
    expect(screen.getAllByRole('tooltip').length).toBe(21);
  });

  it('offers maximum prices above the chosen minimum and minimum prices below the maximum', async () => {
    const s = serve();
    show('/nearby?propertyId=7');
    await grid();
    const min = screen.getByLabelText('Min price') as HTMLSelectElement;
    const max = screen.getByLabelText('Max price') as HTMLSelectElement;
    expect(max.options).toHaveLength(PRICE_OPTIONS.length + 1);
    fireEvent.change(min, { target: { value: '500000' } });
    const maxValues = [...max.options].map((o) => Number(o.value)).filter(Boolean);
    expect(maxValues.length).toBeGreaterThan(0);
    expect(maxValues.every((v) => v > 500_000)).toBe(true);
    fireEvent.change(max, { target: { value: '1000000' } });
    const minValues = [...min.options].map((o) => Number(o.value)).filter(Boolean);
    expect(minValues.every((v) => v < 1_000_000)).toBe(true);
    await waitFor(() =>
      expect(s.lastSearch()?.Filter).toMatchObject({ ListingAmountMin: 500_000, ListingAmountMax: 1_000_000 }),
    );
  });

  it('sends the chosen sort, beds and property type', async () => {
    const s = serve();
    show('/nearby?propertyId=7');
    await grid();
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'highestPrice' } });
    await waitFor(() => expect(s.lastSearch()?.Sort).toBe('highestPrice'));
    fireEvent.change(screen.getByLabelText('Beds'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('Property type'), { target: { value: 'condo' } });
    await waitFor(() =>
      expect(s.lastSearch()?.Filter).toMatchObject({ BedroomsMin: 3, LandUseCode: [1004, 1124, 2052] }),
    );
  });

  it('counts the active filters on More Filters, applies the panel and resets everything (filtersJson leaves the URL)', async () => {
    const s = serve();
    const filters = encodeURIComponent(JSON.stringify({ YearBuiltMin: 1990, Pool: true, QuickFilter: 'vacant' }));
    show(`/nearby?propertyId=7&filtersJson=${filters}`);
    await grid();
    expect(screen.getByTestId('more-filters-count').textContent).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: /More Filters/ }));
    const panel = await screen.findByRole('dialog', { name: 'More Filters' });
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.change(within(panel).getByLabelText('Square feet minimum'), { target: { value: '1200' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await waitFor(
      () =>
        expect(s.lastSearch()?.Filter).toEqual({
          QuickFilter: 'vacant',
          YearBuiltMin: 1990,
          Pool: true,
          SquareFeetMin: 1200,
        }),
      { timeout: 5000 },
    );
    expect(screen.queryByRole('dialog', { name: 'More Filters' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByTestId('more-filters-count').textContent).toBe('3');

    fireEvent.click(screen.getByRole('button', { name: /More Filters/ }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'More Filters' })).getByRole('button', { name: 'Reset' }),
    );
    // The panel slides out (250 ms) before Reset runs; a busy machine may take longer.
    await waitFor(() => expect(s.lastSearch()?.Filter).toEqual({ QuickFilter: 'allProperties' }), { timeout: 5000 });
    // The address bar follows in a transition of the router, which a loaded machine may run after the search.
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/nearby?propertyId=7'), {
      timeout: 5000,
    });
    expect(screen.queryByTestId('more-filters-count')).toBeNull();
  });

  it('refuses a last-sale range that ends in the future', async () => {
    const s = serve();
    show('/nearby?propertyId=7');
    await grid();
    fireEvent.click(screen.getByRole('button', { name: /More Filters/ }));
    const panel = await screen.findByRole('dialog', { name: 'More Filters' });
    fireEvent.change(within(panel).getByLabelText('Last sale to'), { target: { value: '2999-01-01' } });
    const before = s.searchBodies().length;
    fireEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect((await within(panel).findByRole('alert')).textContent).toBe(
      'The last sale date range cannot end in the future',
    );
    expect(s.searchBodies()).toHaveLength(before);
  });
});

describe('Nearby page: results', () => {
  it('pages through the results and scrolls to the top after a change', async () => {
    const s = serve({ total: 120 });
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    show('/nearby?propertyId=7');
    await grid();
    expect(screen.getByTestId('page-range').textContent).toBe('1-50 of 120');
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('51-100 of 120'));
    expect(s.lastSearch()?.Pagination).toEqual({ Page: 2, Limit: 50 });
    expect(scroll).toHaveBeenCalled();
    // A request in flight blocks further clicks: wait for page 2 to arrive.
    await screen.findByText('51 Oak St');
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(screen.getByTestId('page-range').textContent).toBe('101-120 of 120'));
    await screen.findByText('101 Oak St');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    await waitFor(() => expect(s.lastSearch()?.Pagination.Page).toBe(1));
  });

  it("opens each property's report in a new tab, shows the pill, and switches to a table", async () => {
    serve();
    show('/nearby?propertyId=7');
    const list = await grid();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    const link = within(items[0] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('/report?type=address&id=101');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(within(items[0] as HTMLElement).getByText('5 DAYS ON MARKET')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Marker 102' }));
    expect(items[1]?.getAttribute('aria-current')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Table' }));
    expect(screen.getByRole('table', { name: 'Nearby properties' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'List and map' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Give the map more room' }));
    expect(screen.getByRole('button', { name: 'Map only' }).getAttribute('aria-pressed')).toBe('true');
    expect((screen.getByRole('button', { name: 'Give the map more room' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'List only' }));
    expect(screen.getByRole('button', { name: 'Give the list more room' }).hasAttribute('disabled')).toBe(true);
  });

  it("says 'No results found.' and its link shows all nearby properties without the filters", async () => {
    const s = serve({ search: (b) => (b.Filter.BedroomsMin ? undefined : undefined), total: 0 });
    const filters = encodeURIComponent(JSON.stringify({ BedroomsMin: 5 }));
    show(`/nearby?propertyId=7&quickFilter=vacant&filtersJson=${filters}`);
    expect(await screen.findByText('No results found.')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Show all nearby properties' });
    expect(link.getAttribute('href')).toBe('/nearby?propertyId=7');
    fireEvent.click(link);
    await waitFor(() => expect(s.lastSearch()?.Filter).toEqual({ QuickFilter: 'allProperties' }));
    expect(screen.getByTestId('location').textContent).toBe('/nearby?propertyId=7');
  });

  it('disables a card while its save runs and opens Limit Reached on a 409', async () => {
    let release: () => void = () => undefined;
    serve({
      route: (method, url) =>
        method === 'POST' && url === '/dashboard/api/saved-properties'
          ? new Promise<Response>((r) => {
              release = () =>
                r(
                  json(
                    {
                      success: false,
                      errors: { '*': ['Limit Reached: Sorry, there is a limit of 1000 saved properties.'] },
                    },
                    409,
                  ),
                );
            })
          : undefined,
    });
    show('/nearby?propertyId=7');
    const list = await grid();
    const save = within(within(list).getAllByRole('listitem')[0] as HTMLElement).getByRole('button', {
      name: /Save property/,
    });
    fireEvent.click(save);
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(true));
    await act(async () => release());
    const modal = await screen.findByRole('dialog', { name: 'Limit Reached' });
    expect(modal.textContent).toContain('limit of 1000 saved properties');
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('Nearby page: Save Search and the tutorial', () => {
  it('shows a spinner, then the confirmation, and sends the criteria with the current Target and filters', async () => {
    let release: () => void = () => undefined;
    const s = serve({
      route: (method, url) =>
        method === 'POST' && url.endsWith('/nearby/saved-searches')
          ? new Promise<Response>((r) => {
              release = () => r(json({ success: true, response: { id: '9' } }));
            })
          : undefined,
    });
    show(
      '/nearby?city=Austin&state=TX&zip=78701&street=12%20Bay%20St&fullAddress=12%20Bay%20St%2C%20Austin%2C%20TX%2078701&quickFilter=vacant',
    );
    await grid();
    const button = screen.getByRole('button', { name: 'Save Search' });
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('true'));
    await act(async () => release());
    expect((await screen.findByTestId('search-saved')).textContent).toContain(
      'Search saved. We will e-mail you when new properties match.',
    );
    const body = s.calls.find((c) => c.url.endsWith('/nearby/saved-searches'))?.body as {
      Filters: unknown;
      Criteria: Record<string, unknown>;
    };
    expect(body.Filters).toEqual({ QuickFilter: 'vacant' });
    expect(body.Criteria).toMatchObject({
      City: 'Austin',
      State: 'TX',
      Zip: '78701',
      HouseNumber: '12',
      Street: 'Bay St',
      Address: '12 Bay St, Austin, TX 78701',
      PropertyId: null,
      Target: { City: 'Austin', State: 'TX', Zip: '78701', Street: '12 Bay St' },
    });
  });

  it('fails silently with a console error', async () => {
    serve({
      route: (method, url) =>
        method === 'POST' && url.endsWith('/nearby/saved-searches')
          ? json({ success: false, errors: {} }, 500)
          : undefined,
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show('/nearby?propertyId=7');
    await grid();
    fireEvent.click(screen.getByRole('button', { name: 'Save Search' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.queryByTestId('search-saved')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the 3-step tutorial once after the first load and remembers it in a cookie', async () => {
    tutorialSeen(false);
    serve();
    show('/nearby?propertyId=7');
    await grid();
    const dialog = await screen.findByRole('dialog', { name: 'Search any address' });
    expect(dialog.textContent).toContain('Step 1 of 3');
    expect(document.cookie).toContain('tw_nearby_tutorial=1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Narrow it down' }).textContent).toContain('Step 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Save your search' })).getByRole('button', { name: 'Done' }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    cleanup();
    serve();
    show('/nearby?propertyId=7');
    await grid();
    expect(screen.queryByRole('dialog', { name: 'Search any address' })).toBeNull();
  });
});
