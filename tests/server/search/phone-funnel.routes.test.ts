import { describe, expect, it } from 'vitest';
import { searchRecordTables } from '../../support/search-records.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/**
 * GET /api/phone?phone= (002 section 7; docs/decisions/0078) through the production wiring with in-memory
 * ports on the search fixture: the phone search's answer with the funnel step, 400 in the spec's wire
 * shape for a bad number, and an opted-out owner answered as not-found without the person.
 */

const build = () => inMemoryTestApp({ records: searchRecordTables() });
const get = async (t: ReturnType<typeof build>, query: string) => {
  const res = await t.app.request(`/api/phone${query}`, { headers: { 'x-forwarded-for': '198.51.100.150' } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown>, res };
};

describe('GET /api/phone', () => {
  it('a number with a linked person: the products step, the preview and the phone checkout', async () => {
    const { status, body, res } = await get(build(), '?phone=(512)%20555-0142');
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({
      success: true,
      phone: '(512) 555-0142',
      digits: '5125550142',
      found: true,
      step: 'products',
      classification: { code: 6, name: 'singlePerson', label: 'Single Person' },
      nextUrl: '/phone/products?phone=5125550142',
      checkoutUrl: `/phone/checkout?id=5125550142&phone=5125550142&redirect=%2Freport%3Fid%3D5125550142%26type%3Dphone%26unlock%3D1`,
    });
    const people = body.people as Record<string, unknown>[];
    expect(people.map((p) => p.fullName)).toEqual(['Robert James Smith']);
    // A preview: no contact details beyond the number searched for.
    expect(JSON.stringify(people)).not.toMatch(/@|\d{3}\) \d{3}-\d{4}|house|street/i);
  });

  it('the same answer /api/search/phone gives, plus the funnel fields', async () => {
    const t = build();
    const funnel = (await get(t, '?phone=5125550142')).body;
    const search = (await (await t.app.request('/api/search/phone?phone=5125550142')).json()) as Record<
      string,
      unknown
    >;
    const { digits, step, nextUrl, checkoutUrl, ...rest } = funnel;
    expect(rest).toEqual(search);
  });

  it('an unknown number and a number without a linked person: not-found, nothing to sell', async () => {
    const t = build();
    expect((await get(t, '?phone=2015550000')).body).toMatchObject({
      success: true,
      found: false,
      step: 'notFound',
      classification: { code: 8, name: 'noData' },
      nextUrl: '/phone/not-found?phone=2015550000',
      checkoutUrl: null,
      people: [],
    });
    expect((await get(t, '?phone=8005550100')).body).toMatchObject({
      step: 'notFound',
      classification: { code: 3, name: 'scamFraud' },
      checkoutUrl: null,
      people: [],
    });
  });

  it('an owner who opted out: not-found, and the person is not named', async () => {
    const t = build();
    await t.privacyFakes.suppressions.optOut(1, null, new Date('2026-11-21T12:00:00Z'));
    const { body } = await get(t, '?phone=5125550142');
    expect(body).toMatchObject({ step: 'notFound', checkoutUrl: null, people: [] });
    expect(JSON.stringify(body)).not.toContain('Smith');
  });

  it('a bad or missing number: 400 with the phone message under * and phone', async () => {
    for (const q of ['?phone=012-555-0142', '?phone=abc', '']) {
      const { status, body } = await get(build(), q);
      expect(status).toBe(400);
      expect(body).toEqual({
        success: false,
        errors: {
          '*': ['Sorry, that is not a valid phone number'],
          phone: ['Sorry, that is not a valid phone number'],
        },
      });
    }
  });
});
