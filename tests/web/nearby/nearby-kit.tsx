import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { vi } from 'vitest';
import type { NearbySearchCard, NearbySearchResponse } from '../../../core/property/nearby-search.schema.js';
import { NearbyPage } from '../../../web/src/features/nearby/pages/nearby-page';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const card = (i: number, over: Partial<NearbySearchCard> = {}): NearbySearchCard => ({
  id: 100 + i,
  streetAddress: `${i} Oak St`,
  city: 'Tampa',
  state: 'FL',
  zip: '33611',
  estimatedValue: 300_000,
  bedrooms: 3,
  bathrooms: 2,
  squareFeet: 1500,
  pricePerSquareFoot: null,
  propertyType: 'House',
  status: 'onMarket',
  daysOnMarket: 5,
  lastSaleDate: null,
  lastSaleAmount: null,
  distanceFromSubject: 0.2,
  photoUrl: null,
  photosAvailable: 0,
  isSaved: false,
  savedId: null,
  pill: { text: '5 DAYS ON MARKET', color: 'green' },
  marker: { latitude: 27.9, longitude: -82.5, href: `/report?type=address&id=${100 + i}` },
  listingAmount: 350_000,
  lotSquareFeet: 5000,
  ...over,
});

export type SearchBody = {
  Target: unknown;
  Filter: Record<string, unknown>;
  Sort: string;
  Pagination: { Page: number; Limit: number };
};
export type Call = { method: string; url: string; body: unknown };

/** A fake server for the nearby calls: `total` properties paged by the request's limit. */
export const serve = (
  opts: {
    total?: number;
    search?: (body: SearchBody, n: number) => Response | Promise<Response> | undefined;
    route?: (method: string, url: string, body: unknown) => Response | Promise<Response> | undefined;
  } = {},
) => {
  const calls: Call[] = [];
  let searches = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (u: string, init?: RequestInit) => {
      const url = String(u);
      const method = init?.method ?? 'GET';
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      calls.push({ method, url, body });
      if (url === '/api/csrf') return json({ token: 'csrf' });
      if (url === '/api/site') return json({ success: true, environment: 'test', syntheticData: true });
      const custom = await opts.route?.(method, url, body);
      if (custom) return custom;
      if (url.endsWith('/nearby/search')) {
        searches += 1;
        const b = body as SearchBody;
        const mine = await opts.search?.(b, searches);
        if (mine) return mine;
        const total = opts.total ?? 3;
        const { Page, Limit } = b.Pagination;
        const from = (Page - 1) * Limit;
        const properties = Array.from({ length: Math.max(0, Math.min(Limit, total - from)) }, (_, i) =>
          card(from + i + 1),
        );
        const response: NearbySearchResponse = {
          properties,
          pagination: { page: Page, pages: Math.ceil(total / Limit), limit: Limit, total },
          area: {
            center: { latitude: 27.9, longitude: -82.5 },
            radiusMiles: 0.5,
            subject: { id: 7, streetAddress: '1 Main St', latitude: 27.9, longitude: -82.5 },
            address: null,
          },
          quickFilter: 'allProperties',
        };
        return json({ success: true, response, promptUpgrade: false });
      }
      if (url.endsWith('/nearby/quick-filter-counts'))
        return json({ success: true, response: { counts: { allProperties: 120, vacant: 12, highEquity: 40 } } });
      return json({ success: false, errors: { '*': ['not here'] } }, 404);
    }),
  );
  const searchBodies = () => calls.filter((c) => c.url.endsWith('/nearby/search')).map((c) => c.body as SearchBody);
  return { calls, searchBodies, lastSearch: () => searchBodies().at(-1) };
};

const Where = () => {
  const l = useLocation();
  return <output data-testid="location">{`${l.pathname}${l.search}`}</output>;
};

/** The page at a URL, with the current location shown in `data-testid="location"`. */
export const show = (path: string, props: Parameters<typeof NearbyPage>[0] = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="/nearby"
          element={
            <>
              <NearbyPage {...props} />
              <Where />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );

/** Marks the tutorial as seen, so it does not cover the page. */
export const tutorialSeen = (seen: boolean) => {
  // biome-ignore lint/suspicious/noDocumentCookie: the page reads this cookie; tests set it the same way.
  document.cookie = seen ? 'tw_nearby_tutorial=1; path=/' : 'tw_nearby_tutorial=; path=/; max-age=0';
};
