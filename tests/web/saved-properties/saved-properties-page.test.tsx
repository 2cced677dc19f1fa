// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultColumnSettings } from '../../../core/property/columns.rules.js';
import type { SavedPropertyRow } from '../../../core/property/saved-properties.schema.js';
import { SavedPropertiesPage } from '../../../web/src/features/saved-properties/pages/saved-properties-page';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const row = (i: number): SavedPropertyRow => ({
  id: String(i),
  propertyReachId: String(1000 + i),
  reportHistoryId: null,
  streetAddress: `${i} Main St`,
  city: 'Tampa',
  state: 'FL',
  zip: '33611',
  isSaved: true,
  hasUpdates: false,
  savedAt: '2026-01-01',
  lastViewed: null,
  values: {
    streetAddress: `${i} Main St`,
    county: 'Hillsborough',
    estimatedValue: 350000 + i,
    lastSaleDate: '2024-05-01',
  },
});

type Body = {
  [key: string]: unknown;
  sort?: unknown;
  filter?: unknown;
  columns?: string[];
  pagination: { page: number; limit: number };
  ids: string[];
};
type Call = { method: string; url: string; body: Body | undefined };

/** A fake server: the list pages `total` rows by 50 and answers the column and export calls. */
const serve = (
  opts: {
    total?: number;
    updates?: number;
    list?: (body: Body | undefined) => Response | undefined;
    hold?: (body: Body | undefined) => Promise<void> | undefined;
  } = {},
) => {
  const calls: Call[] = [];
  let total = opts.total ?? 3;
  const f = vi.fn(async (u: string, init?: RequestInit) => {
    const url = String(u);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Body) : undefined;
    calls.push({ method, url, body });
    if (url === '/api/csrf') return json({ token: 'csrf' });
    if (url.endsWith('/saved-properties/user-columns') && method === 'GET')
      return json({ success: true, data: defaultColumnSettings() });
    if (url.endsWith('/saved-properties/user-columns')) return json({ success: true, data: {} });
    if (url.endsWith('/saved-properties/list')) {
      await opts.hold?.(body);
      const custom = opts.list?.(body);
      if (custom) return custom;
      const { page, limit } = body!.pagination;
      const from = (page - 1) * limit;
      const rows = Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => row(from + i + 1));
      return json({
        success: true,
        data: {
          savedProperties: rows,
          pagination: { page, pages: Math.ceil(total / limit), limit, total },
          metrics: { used: total, capacity: 1000, spaceAvailable: 1000 - total, updates: opts.updates ?? 0 },
        },
      });
    }
    if (url.endsWith('/saved-properties') && method === 'DELETE') {
      total -= body!.ids.length;
      return json({
        success: true,
        data: { removed: body!.ids.length, metrics: { used: total, capacity: 1000, spaceAvailable: 0, updates: 0 } },
      });
    }
    if (url.endsWith('/saved-properties/xlsx'))
      return json({
        success: true,
        data: { content: btoa('PK-xlsx-bytes'), format: 'xlsx', fileName: 'saved-properties.xlsx', rows: 2 },
      });
    return json({ success: false, errors: { '*': ['not here'] } }, 404);
  });
  vi.stubGlobal('fetch', f);
  return { calls, lists: () => calls.filter((c) => c.url.endsWith('/saved-properties/list')).map((c) => c.body) };
};

const show = (path = '/saved-properties') =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/saved-properties" element={<SavedPropertiesPage />} />
      </Routes>
    </MemoryRouter>,
  );

const table = () => screen.findByRole('table', { name: 'Saved properties' });
const lastList = (s: ReturnType<typeof serve>) => s.lists().at(-1);

describe('Saved Properties page', () => {
  it('sends the filter as reportFilterType: favorites by default, then recent and updates', async () => {
    const s = serve({ updates: 2 });
    show();
    await table();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Favorites list');
    expect(lastList(s)).toMatchObject({ reportFilterType: 2, pagination: { page: 1, limit: 50 } });
    expect(screen.getByRole('button', { name: 'Favorites list' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('updates-dot')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Recently Viewed' }));
    await waitFor(() => expect(lastList(s)).toMatchObject({ reportFilterType: 3 }));
    expect(screen.queryByRole('button', { name: 'Edit Columns' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Updated w\/ new info/ }));
    await waitFor(() => expect(lastList(s)).toMatchObject({ reportFilterType: 1 }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Updated w/ new info');
  });

  it('shows the count, the capacity bar and the back link', async () => {
    serve({ total: 3 });
    show('/saved-properties?from=1001&address=1%20Main%20St');
    await table();
    expect(screen.getByTestId('saved-total').textContent).toBe('3 Properties');
    const bar = screen.getByRole('progressbar', { name: 'Saved properties used' });
    expect(bar.getAttribute('aria-valuenow')).toBe('3');
    expect(bar.getAttribute('aria-valuemax')).toBe('1000');
    expect(screen.getByText('3 of 1000 used')).toBeTruthy();
    const back = screen.getByRole('link', { name: /Return to 1 Main St/ });
    expect(back.getAttribute('href')).toBe('/report?type=address&id=1001');
    const address = screen.getByRole('link', { name: /2 Main St/ });
    expect(address.getAttribute('href')).toBe('/report?type=address&id=1002');
    expect(address.textContent).toContain('Tampa, FL 33611');
    expect(screen.getAllByText('$350,002').length).toBe(1);
    expect(screen.getAllByText('05/01/2024').length).toBe(3);
  });

  it('goes back to My Dashboard without a report', async () => {
    serve();
    show();
    await table();
    expect(screen.getByRole('link', { name: /My Dashboard/ }).getAttribute('href')).toBe('/dashboard');
  });

  it('sorts on the server: a header click sends asc, then desc, then none, and goes back to page 1', async () => {
    const s = serve({ total: 120 });
    show();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastList(s)).toMatchObject({ pagination: { page: 2 } }));
    await screen.findByText('51-100 of 120');
    const county = () => screen.getByRole('columnheader', { name: /County/ });
    expect(county().getAttribute('aria-sort')).toBe('none');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by County' }));
    await waitFor(() =>
      expect(lastList(s)).toMatchObject({ sort: { name: 'county', desc: false }, pagination: { page: 1 } }),
    );
    expect(county().getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by County' }));
    await waitFor(() => expect(lastList(s)).toMatchObject({ sort: { name: 'county', desc: true } }));
    expect(county().getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: 'Sort by County' }));
    await waitFor(() => expect(lastList(s)?.sort).toBeNull());
    expect(county().getAttribute('aria-sort')).toBe('none');
  });

  it('filters a column on the server with {column, operator, value} and goes back to page 1', async () => {
    const s = serve({ total: 120 });
    show();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(lastList(s)).toMatchObject({ pagination: { page: 2 } }));
    fireEvent.click(screen.getByRole('button', { name: 'Filter County' }));
    fireEvent.change(screen.getByLabelText('County filter operator'), { target: { value: 'equals' } });
    fireEvent.change(screen.getByLabelText('County filter value'), { target: { value: 'Hillsborough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() =>
      expect(lastList(s)).toMatchObject({
        filter: [{ column: 'county', operator: 'equals', value: 'Hillsborough' }],
        pagination: { page: 1 },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Filter Estimated Value' }));
    fireEvent.change(screen.getByLabelText('Estimated Value filter operator'), { target: { value: 'notBlank' } });
    expect(screen.queryByLabelText('Estimated Value filter value')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    await waitFor(() =>
      expect(lastList(s)?.filter).toEqual([
        { column: 'county', operator: 'equals', value: 'Hillsborough' },
        { column: 'estimatedValue', operator: 'notBlank' },
      ]),
    );
  });

  it('does not send a filter value the column cannot read', async () => {
    const s = serve();
    show();
    await table();
    const before = s.lists().length;
    fireEvent.click(screen.getByRole('button', { name: 'Filter Bedrooms' }));
    fireEvent.change(screen.getByLabelText('Bedrooms filter value'), { target: { value: 'three' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply filter' }));
    expect(screen.getByRole('alert').textContent).toBe('Please enter a number');
    expect(screen.getByLabelText('Bedrooms filter value').getAttribute('aria-invalid')).toBe('true');
    await act(async () => {});
    expect(s.lists().length).toBe(before);
    fireEvent.mouseDown(document.body);
    expect(screen.queryByLabelText('Bedrooms filter value')).toBeNull();
  });

  it('disables Edit Columns while a page loads', async () => {
    let release: (() => void) | undefined;
    const s = serve({
      total: 120,
      hold: (body) =>
        body?.pagination.page === 2
          ? new Promise<void>((r) => {
              release = r;
            })
          : undefined,
    });
    show();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(release).toBeDefined());
    expect((screen.getByRole('button', { name: 'Edit Columns' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    release?.();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: 'Edit Columns' }) as HTMLButtonElement).disabled).toBe(false),
    );
    expect(s.lists().at(-1)).toMatchObject({ pagination: { page: 2 } });
  });

  it('keeps the selection across pages and removes the selected rows: DELETE with their ids, the total drops', async () => {
    const s = serve({ total: 120 });
    show();
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 1 Main St' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('checkbox', { name: 'Select 51 Main St' });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 52 Main St' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    const first = (await screen.findByRole('checkbox', { name: 'Select 1 Main St' })) as HTMLInputElement;
    expect(first.checked).toBe(true);
    expect(screen.getByText('2 selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove Properties' });
    expect(within(dialog).getByText('Remove the 2 selected properties from your Saved Properties?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, Remove' }));
    expect(screen.queryByRole('checkbox', { name: 'Select 1 Main St' })).toBeNull();
    expect(screen.getByTestId('saved-total').textContent).toBe('118 Properties');
    await within(dialog).findByText('2 Properties Removed');
    const del = s.calls.find((c) => c.method === 'DELETE');
    expect(del?.body).toEqual({ ids: ['1', '52'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('selects the page from the header checkbox', async () => {
    serve({ total: 3 });
    show();
    await table();
    expect((screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all properties on this page' }));
    expect(screen.getByText('3 selected')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('exports: decodes the base64 file and downloads it under its file name', async () => {
    const s = serve({ total: 3 });
    const blobs: Blob[] = [];
    const createObjectURL = vi.fn((b: Blob) => {
      blobs.push(b);
      return 'blob:x';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: () => {} }));
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    show();
    await table();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select 2 Main St' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export Properties' });
    expect(
      within(dialog).getByText('Download the data for all 1 selected properties as an Excel (*.xlsx) file?'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, download' }));
    await within(dialog).findByText('Check your downloads folder for the Excel file.');
    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('saved-properties.xlsx');
    expect(await blobs[0]?.text()).toBe('PK-xlsx-bytes');
    expect(s.calls.find((c) => c.url.endsWith('/xlsx'))?.body).toMatchObject({ savedIds: ['2'], reportFilterType: 2 });
  });

  it('asks to export the total when nothing is selected, and disables Export on an empty list', async () => {
    serve({ total: 3 });
    show();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getByText('Download the data for all 3 selected properties as an Excel (*.xlsx) file?')).toBeTruthy();
    cleanup();
    serve({ total: 0 });
    show();
    await screen.findByText('No properties in this list yet.');
    expect((screen.getByRole('button', { name: 'Export' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows pagination only above 50 rows', async () => {
    serve({ total: 50 });
    show();
    await table();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
    cleanup();
    serve({ total: 51 });
    show();
    await table();
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByText('1-50 of 51')).toBeTruthy();
    expect((within(nav).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows an empty list when the load fails', async () => {
    serve({ list: () => json({ success: false, errors: { '*': ['boom'] } }, 500) });
    show();
    await screen.findByText('No properties in this list yet.');
    expect(screen.getByTestId('saved-total').textContent).toBe('0 Properties');
  });

  it('shows the upgrade prompt to a free member', async () => {
    serve({ list: () => json({ success: false, errors: { '*': ['Members only'] }, promptUpgrade: true }, 403) });
    show();
    expect(await screen.findByRole('heading', { name: 'Unlock Real Estate Data' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('Edit Columns', () => {
  const open = async () => {
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Columns' }));
    return screen.getByRole('dialog', { name: 'Edit Columns' });
  };
  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[↕↑↓]/g, '').trim());

  it('has a tri-state Select All per group', async () => {
    serve();
    show();
    await table();
    const dialog = await open();
    const all = within(dialog).getByRole('checkbox', { name: 'Select all Property & Owner Info' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    expect(all.getAttribute('aria-checked')).toBe('mixed');
    fireEvent.click(all);
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
    expect((within(dialog).getByRole('checkbox', { name: 'City' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(all);
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(false);
    const situations = within(dialog).getByRole('checkbox', { name: 'Select all Situations' }) as HTMLInputElement;
    expect(situations.checked).toBe(false);
    expect(situations.indeterminate).toBe(false);
  });

  it('Close restores the applied columns', async () => {
    const s = serve();
    show();
    await table();
    const before = headers();
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'County' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(headers()).toEqual(before);
    const again = await open();
    expect((within(again).getByRole('checkbox', { name: 'County' }) as HTMLInputElement).checked).toBe(true);
    expect(s.calls.some((c) => c.method === 'POST' && c.url.endsWith('/user-columns'))).toBe(false);
  });

  it('Apply with Save as default reloads with the new columns and POSTs [{id, sortOrder}]', async () => {
    const s = serve();
    show();
    await table();
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'County' }));
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Arrange Fields' }));
    expect(within(dialog).getByText('Click a grip icon on the left, and drag it to arrange the fields.')).toBeTruthy();
    const grip = within(dialog).getByRole('button', { name: 'Drag APN' });
    // dnd-kit's keyboard sensor: the grip is a focusable sortable handle with instructions.
    expect(grip.getAttribute('aria-roledescription')).toBe('sortable');
    expect(grip.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move APN up' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Save as default' }));
    const listsBefore = s.lists().length;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(s.lists().length).toBeGreaterThan(listsBefore));
    const columns = lastList(s)?.columns as string[];
    expect(columns.slice(0, 3)).toEqual(['apn', 'streetAddress', 'owner1FirstName']);
    expect(columns).not.toContain('county');
    const post = s.calls.find((c) => c.method === 'POST' && c.url.endsWith('/user-columns'));
    const body = post?.body as unknown as { id: number; sortOrder: number | null }[];
    expect(body).toHaveLength(defaultColumnSettings().length);
    const apn = defaultColumnSettings().find((c) => c.columnName === 'apn')!;
    const county = defaultColumnSettings().find((c) => c.columnName === 'county')!;
    expect(body.find((b) => b.id === apn.id)).toEqual({ id: apn.id, sortOrder: 1 });
    expect(body.find((b) => b.id === county.id)).toEqual({ id: county.id, sortOrder: null });
    await act(async () => {});
    // The pinned address column stays at the left; the other columns follow the arrangement.
    expect(headers().slice(1, 4)).toEqual(['Address', 'APN', 'Owner 1 First Name']);
  });

  it('Apply without Save as default keeps the arrangement for this visit only', async () => {
    const s = serve();
    show();
    await table();
    const dialog = await open();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'County' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(lastList(s)?.columns).not.toContain('county'));
    expect(s.calls.some((c) => c.method === 'POST' && c.url.endsWith('/user-columns'))).toBe(false);
  });
});
