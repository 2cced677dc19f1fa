import { describe, expect, it } from 'vitest';
import { USE_CASES } from '../../../core/search/use-cases.rules.js';
import { signUpAndSignIn, TestBrowser } from '../../support/accounts-app.js';
import { inMemoryTestApp } from '../../support/test-app.js';

/** Searches before sign-up join the member's history in the same browser (docs/decisions/0081). */
// biome-ignore lint/suspicious/noExplicitAny: JSON read in assertions
type Json = Record<string, any>;
const json = async (res: Response) => (await res.json()) as Json;

describe('visitor searches', () => {
  it('a search before sign-up appears in the history after sign-up, once; another browser keeps its own', async () => {
    const t = inMemoryTestApp();
    const browser = new TestBrowser(t.app, '198.51.100.182');
    const searched = await browser.get('/api/search/email?email=ann.example%40example.com');
    expect(searched.status).toBe(200);
    expect(browser.cookies.get('tw_visitor')).toBeTruthy();
    const other = new TestBrowser(t.app, '198.51.100.183');
    await other.get('/api/search/email?email=someone.else%40example.com');

    const res = await browser.post('/api/account/signup', {
      firstName: 'Ann',
      lastName: 'Example',
      email: 'ann.visitor@example.com',
      password: 'secret pass 1',
    });
    expect(res.status).toBe(201);
    expect(await json(await browser.post('/dashboard/api/searches/claim-visitor', {}))).toEqual({
      success: true,
      claimed: 1,
    });
    expect(await json(await browser.post('/dashboard/api/searches/claim-visitor', {}))).toMatchObject({ claimed: 0 });
    const list = await json(await browser.get('/dashboard/api/searches?page=1&limit=5'));
    expect(list.totalSearches).toBe(1);
    expect(JSON.stringify(list.searches[0])).toContain('ann.example@example.com');
  });

  it('signed-in searches go straight to the history; the claim needs a session', async () => {
    const t = inMemoryTestApp();
    const { browser } = await signUpAndSignIn(t.app, { ip: '198.51.100.184' });
    await browser.get('/api/search/email?email=bob.example%40example.com');
    expect((await json(await browser.get('/dashboard/api/searches'))).totalSearches).toBe(1);
    expect((await new TestBrowser(t.app).post('/dashboard/api/searches/claim-visitor', {})).status).toBe(401);
  });

  it('GET /api/use-cases answers the use-case list (000 section 7)', async () => {
    const t = inMemoryTestApp();
    const res = await new TestBrowser(t.app).get('/api/use-cases');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ success: true, useCases: JSON.parse(JSON.stringify(USE_CASES)) });
  });
});
