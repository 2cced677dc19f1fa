import { describe, expect, it } from 'vitest';
import { houseSvg } from '../../../adapters/synthetic/house-svg.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/**
 * GET /api/property-photos/{id}.svg?n= (001 sections 2 and 3): the listing photos the records name, drawn
 * locally; served as an SVG picture under the app-wide policy; 404 for a photo no listing has; 400 for a malformed address.
 */
const listing = (id: number, propertyId: number, photoCount: number) => ({
  id,
  property_id: propertyId,
  mls_number: `MLS${id}`,
  listing_type: 'sale',
  status: 'active',
  list_date: '2026-08-01',
  status_date: '2026-08-01',
  list_price_cents: 45_000_000,
  close_price_cents: null,
  days_on_market: 61,
  agent_name: null,
  brokerage: null,
  photo_count: photoCount,
  description: null,
  source_id: 1,
  recorded_at: '2026-08-02',
});

describe('GET /api/property-photos/:file', () => {
  const { app } = inMemoryTestApp({ records: { property_listings: [listing(1, 7, 3), listing(2, 9, 0)] } });

  it('serves each photo of a listing as an SVG under the app-wide policy, cacheable', async () => {
    const res = await app.request('/api/property-photos/7.svg?n=3');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toMatch(/max-age=\d+/);
    expect(await res.text()).toBe(houseSvg(7, 3));
    expect(await (await app.request('/api/property-photos/7.svg')).text()).toBe(houseSvg(7, 1));
  });

  it('404 for a photo beyond the listing, a listing without photos or a property without a listing', async () => {
    for (const path of ['/api/property-photos/7.svg?n=4', '/api/property-photos/9.svg', '/api/property-photos/8.svg']) {
      const res = await app.request(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toMatchObject({ success: false });
    }
  });

  it('400 for an address that is not a photo', async () => {
    for (const path of [
      '/api/property-photos/7.png',
      '/api/property-photos/0.svg',
      '/api/property-photos/x.svg',
      '/api/property-photos/7.svg?n=0',
      '/api/property-photos/7.svg?n=abc',
    ]) {
      expect((await app.request(path)).status, path).toBe(400);
    }
  });
});
