import { describe, expect, it } from 'vitest';
import { REPORT_FAVORITE_ID_MESSAGE } from '../../../core/reports/report-favorite.schema.js';
import { signUpAndSignIn, TestBrowser } from '../../support/accounts-app.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/** PATCH /dashboard/api/reports/{id}/toggle-favorite (000 section 7; docs/decisions/0081). */
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;
const patch = (b: TestBrowser, path: string) => b.request(path, { method: 'PATCH' });

const setUp = async () => {
  const t = inMemoryTestApp();
  const owner = await signUpAndSignIn(t.app);
  const user = await t.kit.users.findByEmail(owner.email);
  await t.reportHistory.record(
    user!.id,
    {
      reportId: 'background-42',
      searchType: 'background',
      criteria: { id: '42', type: 'background' },
      title: 'Ann Example',
      subtitle: 'Austin, TX',
      url: '/report?type=background&id=42',
      isPdf: false,
    },
    new Date('2026-11-20T10:00:00Z'),
  );
  const list = await json(await owner.browser.get('/dashboard/api/reports?page=1&limit=10'));
  return { t, owner, id: list.reports[0].id as number };
};

describe('toggle-favorite', () => {
  it('flips the mark of the owner report; the list shows it and filters on it (type 2)', async () => {
    const { owner, id } = await setUp();
    const on = await patch(owner.browser, `/dashboard/api/reports/${id}/toggle-favorite`);
    expect(on.status).toBe(200);
    expect(await json(on)).toMatchObject({ success: true, id, isFavorite: true });
    expect(await json(await owner.browser.get(`/dashboard/api/reports/${id}/favorite`))).toMatchObject({
      id,
      isFavorite: true,
    });
    const favs = await json(await owner.browser.get('/dashboard/api/reports?page=1&limit=10&types=2'));
    expect(favs.reports.map((r: Json) => [r.id, r.isFavorite])).toEqual([[id, true]]);
    const off = await json(await patch(owner.browser, `/dashboard/api/reports/${id}/toggle-favorite`));
    expect(off.isFavorite).toBe(false);
    expect((await json(await owner.browser.get('/dashboard/api/reports?types=2'))).totalReports).toBe(0);
  });

  it("another user's report is 404 and stays as it was", async () => {
    const { t, owner, id } = await setUp();
    const other = await signUpAndSignIn(t.app);
    const res = await patch(other.browser, `/dashboard/api/reports/${id}/toggle-favorite`);
    expect(res.status).toBe(404);
    expect((await json(res)).success).toBe(false);
    expect((await other.browser.get(`/dashboard/api/reports/${id}/favorite`)).status).toBe(404);
    const list = await json(await owner.browser.get('/dashboard/api/reports'));
    expect(list.reports[0].isFavorite).toBe(false);
  });

  it('a bad id is 400 with the field message; no session is 401; no CSRF token is refused', async () => {
    const { t, owner, id } = await setUp();
    const bad = await patch(owner.browser, '/dashboard/api/reports/abc/toggle-favorite');
    expect(bad.status).toBe(400);
    expect(await json(bad)).toEqual({ success: false, errors: { id: [REPORT_FAVORITE_ID_MESSAGE] } });
    const anon = await patch(new TestBrowser(t.app), `/dashboard/api/reports/${id}/toggle-favorite`);
    expect(anon.status).toBe(401);
    const noCsrf = await owner.browser.request(`/dashboard/api/reports/${id}/toggle-favorite`, {
      method: 'PATCH',
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
  });
});
