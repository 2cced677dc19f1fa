import { describe, expect, it } from 'vitest';
import { InMemoryUserInterests } from '../../../adapters/memory/in-memory-user-interests.js';
import { UNKNOWN_INTEREST_MESSAGE } from '../../../core/funnels/user-interests.schema.js';
import { signUpAndSignIn, TestBrowser } from '../../support/accounts-app.js';
import { inMemoryTestApp } from '../../support/test-app.js';

const build = () => {
  const interests = new InMemoryUserInterests();
  return { ...inMemoryTestApp({ overrides: { funnels: { interests } } }), interests };
};

describe('GET /api/data-categories (002 section 7: categories with Id)', () => {
  it('lists the categories of our reports with Id, Name and Description, to anyone', async () => {
    const t = build();
    const res = await new TestBrowser(t.app, '198.51.100.160').get('/api/data-categories');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; categories: { Id: number; Name: string }[] };
    expect(body.success).toBe(true);
    expect(body.categories.map((c) => c.Id)).toEqual([201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211]);
    expect(body.categories.find((c) => c.Id === 205)?.Name).toBe('Criminal and traffic records');
    expect(Object.keys(body.categories[0] ?? {})).toEqual(['Id', 'Name', 'Description']);
  });
});

describe('/api/user-interests (002 section 7: data.Categories)', () => {
  it('saves a signed-in member’s interests and reads them back with the premium recommendation', async () => {
    const t = build();
    const { browser, email } = await signUpAndSignIn(t.app, { ip: '198.51.100.161' });
    expect(await (await browser.get('/api/user-interests')).json()).toEqual({
      success: true,
      data: { Categories: [], recommendedPlan: null },
    });
    const saved = await browser.post('/api/user-interests', { Categories: [205, 202, 205] });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ success: true, data: { Categories: [202, 205], recommendedPlan: 'premium' } });
    const user = await t.kit.users.findByEmail(email);
    expect(await t.interests.get(user!.id)).toEqual([202, 205]);
    await browser.post('/api/user-interests', { Categories: [201, 203] });
    expect(await (await browser.get('/api/user-interests')).json()).toEqual({
      success: true,
      data: { Categories: [201, 203], recommendedPlan: null },
    });
  });

  it('refuses an unknown category with the field error in the spec’s shape, saving nothing', async () => {
    const t = build();
    const { browser, email } = await signUpAndSignIn(t.app, { ip: '198.51.100.162' });
    const res = await browser.post('/api/user-interests', { Categories: [204, 999] });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, errors: { Categories: [UNKNOWN_INTEREST_MESSAGE] } });
    const user = await t.kit.users.findByEmail(email);
    expect(await t.interests.get(user!.id)).toBeNull();
  });

  it('answers 401 without a session and 403 without the anti-forgery header', async () => {
    const t = build();
    const anon = new TestBrowser(t.app, '198.51.100.163');
    expect((await anon.get('/api/user-interests')).status).toBe(401);
    const res = await anon.post('/api/user-interests', { Categories: [204] });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { success: boolean }).success).toBe(false);
    const { browser } = await signUpAndSignIn(t.app, { ip: '198.51.100.164' });
    expect((await browser.post('/api/user-interests', { Categories: [204] }, { csrf: false })).status).toBe(403);
  });
});
