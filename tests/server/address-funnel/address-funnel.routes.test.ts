import { describe, expect, it } from 'vitest';
import { ADDRESS_FUNNEL_STATE_TTL_SECONDS } from '../../../core/shell/funnel.rules.js';
import { signUpAndSignIn, TestBrowser } from '../../support/accounts-app.js';
import { inMemoryTestApp } from '../../support/test-app.js';

const CRITERIA = { StreetNumber: '102', StreetName: 'Oak St', City: 'Phoenix', State: 'az', Zip: '85013' };

// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
const json = async (r: Response): Promise<any> => r.json();

describe('address funnel API (002 section 7; docs/decisions/0080)', () => {
  it('a visitor: absent -> create (201) -> resume at the saved step -> completed redirects to the address report', async () => {
    const t = inMemoryTestApp();
    const b = new TestBrowser(t.app);
    const first = await b.get('/api/address-funnel');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(await json(first)).toEqual({ success: true, data: null, completed: false, resume: { action: 'create' } });
    expect(b.cookies.get('tw_visitor')).toBeTruthy();

    const created = await b.post('/api/address-funnel', { PropertyId: 2, SearchCriteria: CRITERIA });
    expect(created.status).toBe(201);
    const body = await json(created);
    expect(body.data).toMatchObject({
      propertyId: 2,
      step: 'records',
      completed: false,
      searchCriteria: { StreetNumber: '102', StreetName: 'Oak St', City: 'Phoenix', State: 'AZ', Zip: '85013' },
    });

    expect((await b.put('/api/address-funnel', { step: 'deeds', useCaseId: 4 })).status).toBe(200);
    const resumed = await json(await b.get('/api/address-funnel'));
    expect(resumed.resume).toEqual({ action: 'resume', step: 'deeds' });
    expect(resumed.data.useCaseId).toBe(4);

    expect((await b.put('/api/address-funnel', { completed: true, step: 'checkout' })).status).toBe(200);
    const done = await json(await b.get('/api/address-funnel'));
    expect(done.completed).toBe(true);
    expect(done.resume).toEqual({ action: 'redirect', url: '/report?type=address&id=2' });
  });

  it('is kept 24 hours: after that it is absent and an update is 404', async () => {
    const t = inMemoryTestApp();
    const b = new TestBrowser(t.app);
    await b.post('/api/address-funnel', { PropertyId: 0, SearchCriteria: CRITERIA });
    t.kit.clock.advance(ADDRESS_FUNNEL_STATE_TTL_SECONDS * 1000 + 1);
    expect((await json(await b.get('/api/address-funnel'))).resume).toEqual({ action: 'create' });
    const res = await b.put('/api/address-funnel', { step: 'sales' });
    expect(res.status).toBe(404);
    expect((await json(res)).success).toBe(false);
  });

  it('bad input gets the spec wire shape with field errors', async () => {
    const t = inMemoryTestApp();
    const b = new TestBrowser(t.app);
    const res = await b.post('/api/address-funnel', {
      PropertyId: -1,
      SearchCriteria: { ...CRITERIA, StreetNumber: 'abc', Zip: '12' },
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.success).toBe(false);
    expect(body.errors['SearchCriteria.StreetNumber']).toEqual(['Sorry, that is not a valid address']);
    expect(body.errors['SearchCriteria.Zip']).toEqual(['Please enter a valid zip code']);
    expect(body.errors.PropertyId).toBeDefined();
    await b.post('/api/address-funnel', { PropertyId: 1, SearchCriteria: CRITERIA });
    const bad = await json(await b.put('/api/address-funnel', { step: 'nowhere', useCaseId: 42 }));
    expect(bad.errors.step).toEqual(['Unknown address funnel step']);
    expect(bad.errors.useCaseId).toEqual(['Please choose one of the listed use cases']);
    expect((await json(await b.put('/api/address-funnel', {}))).errors['*']).toEqual([
      'Nothing to update: give step, useCaseId or completed',
    ]);
  });

  it('writes need the anti-forgery header', async () => {
    const t = inMemoryTestApp();
    const b = new TestBrowser(t.app);
    const res = await b.post('/api/address-funnel', { PropertyId: 1, SearchCriteria: CRITERIA }, { csrf: false });
    expect(res.status).toBe(403);
  });

  it('a visitor who signs up keeps the funnel, now fetched by user', async () => {
    const t = inMemoryTestApp();
    const { browser } = await signUpAndSignIn(t.app);
    // The funnel was started as a visitor: drop the session, start, then sign in again with the same cookies.
    const visitor = new TestBrowser(t.app, browser.ip);
    await visitor.post('/api/address-funnel', { PropertyId: 7, SearchCriteria: CRITERIA });
    await visitor.put('/api/address-funnel', { step: 'signup' });
    for (const [k, v] of browser.cookies) if (k !== 'tw_visitor') visitor.cookies.set(k, v);
    const byUser = await json(await visitor.get('/api/address-funnel'));
    expect(byUser.data).toMatchObject({ propertyId: 7, step: 'signup' });
    // A second browser of the same user (another visitor cookie) finds it too.
    const other = new TestBrowser(t.app, browser.ip);
    for (const [k, v] of browser.cookies) if (k !== 'tw_visitor') other.cookies.set(k, v);
    expect((await json(await other.get('/api/address-funnel'))).data).toMatchObject({ propertyId: 7 });
  });

  it('lists the fixed nine use cases', async () => {
    const t = inMemoryTestApp();
    const body = await json(await new TestBrowser(t.app).get('/api/address-funnel/use-cases'));
    expect(body.success).toBe(true);
    expect(body.list).toHaveLength(9);
    expect(body.list.map((u: { id: number }) => u.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
