// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, type NavigateFunction, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_PRERENDER_END, CONSENT_PRERENDER_START } from '../../core/shell/consent.rules';
import { AppRoutes } from '../../web/src/app/router';
import { prerenderedConsentBanner } from '../../web/src/app/shell/consent-banner.prerender';
import { siteNotFoundRoute, siteRoutes } from '../../web/src/features/site/routes';
import { storedClientLogs } from '../../web/src/lib/http/logger';
import { usePageTitleStore } from '../../web/src/lib/page-title';
import type { AppRoute } from '../../web/src/lib/routing/app-route';
import { useSessionStore } from '../../web/src/lib/session/session-store';
import { bootSiteInfo, useSiteInfoStore } from '../../web/src/lib/site-info';

/** Only the site pages, so other features' screens (and their API calls) stay out of these tests. */
const routes = [...siteRoutes, siteNotFoundRoute];

/** Sets a cookie the way the server or the banner would. */
const setCookie = (cookie: string) => {
  // biome-ignore lint/suspicious/noDocumentCookie: tests drive the real document.cookie
  document.cookie = cookie;
};

const clearCookies = () => {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) setCookie(`${name}=; Max-Age=0; Path=/`);
  }
};

/** The route table in a memory router at `url`; `navigate` moves it as a link or the app would. */
const renderAt = (url: string, table: readonly AppRoute[] = routes) => {
  let navigate: NavigateFunction | undefined;
  const Navigator = () => {
    navigate = useNavigate();
    return null;
  };
  render(
    <MemoryRouter initialEntries={[url]}>
      <Navigator />
      <AppRoutes routes={table} />
    </MemoryRouter>,
  );
  return {
    navigate: async (to: string) => {
      if (!navigate) throw new Error('the router has not rendered');
      await navigate(to);
    },
  };
};

const nav = () => screen.queryByTestId('nav');
const navParts = () => {
  const n = nav();
  if (!n) return null;
  const q = within(n);
  return {
    logoLink: q.queryByRole('link', { name: 'Tracewell home' }) !== null,
    logo: q.queryByText('Tracewell') !== null,
    search: q.queryByRole('search') !== null,
    login: q.queryByRole('link', { name: 'LOG IN' }) !== null,
    join: q.queryByRole('link', { name: 'JOIN' }) !== null,
  };
};

beforeEach(() => {
  clearCookies();
  document.title = '';
  document.body.className = '';
  useSessionStore.setState({ status: 'unknown', user: null });
  usePageTitleStore.setState({ titleOverride: null });
  useSiteInfoStore.setState({ info: null, requested: false });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('navigation per route (000 section 2 "Navigation configuration")', () => {
  it('shows the defaults: logo link, search with the spec placeholder, LOG IN to /login, JOIN to /join', async () => {
    renderAt('/help');
    await screen.findByRole('heading', { level: 1, name: 'Customer Care' });
    expect(navParts()).toEqual({ logoLink: true, logo: true, search: true, login: true, join: true });
    const n = within(nav()!);
    expect(n.getByRole('searchbox')).toHaveProperty('placeholder', 'Search by name, phone, email, address');
    expect(n.getByRole('link', { name: 'LOG IN' }).getAttribute('href')).toBe('/login');
    expect(n.getByRole('link', { name: 'JOIN' }).getAttribute('href')).toBe('/join');
    expect(nav()!.className).toContain('tw-nav--blue');
  });

  it('checkout pages hide search, join and the logo link', async () => {
    for (const url of ['/checkout/people', '/join/checkout', '/address/checkout']) {
      renderAt(url);
      await screen.findByRole('heading', { name: 'Page not found' });
      expect(navParts()).toEqual({ logoLink: false, logo: true, search: false, login: true, join: false });
      cleanup();
    }
  });

  it('/phone/checkout hides the logo link and shows a join button, or a search button when signed in', async () => {
    renderAt('/phone/checkout');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(navParts()).toMatchObject({ logoLink: false, search: false, join: true });
    act(() =>
      useSessionStore
        .getState()
        .setSignedIn({ userId: 'u1', email: 'ann@example.com', firstName: 'Ann', lastName: 'Lee', userFlags: 0 }),
    );
    expect(within(nav()!).getByRole('link', { name: 'NEW SEARCH' }).getAttribute('href')).toBe('/');
    expect(within(nav()!).queryByRole('link', { name: 'JOIN' })).toBeNull();
  });

  it('/login hides search and the login button; /forgot-password hides search', async () => {
    renderAt('/login');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(navParts()).toEqual({ logoLink: true, logo: true, search: false, login: false, join: true });
    cleanup();
    renderAt('/forgot-password');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(navParts()).toEqual({ logoLink: true, logo: true, search: false, login: true, join: true });
  });

  it('/reverse-phone hides the nav with a non-empty lp value only', async () => {
    renderAt('/reverse-phone?lp=2');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(nav()).toBeNull();
    cleanup();
    renderAt('/reverse-phone?lp=');
    await screen.findByRole('heading', { name: 'Page not found' });
    expect(nav()).not.toBeNull();
  });
});

describe('footer (000 section 2)', () => {
  it('shows links, customer care hours and the copyright on ordinary pages', async () => {
    renderAt('/about/terms');
    const footer = await screen.findByTestId('footer');
    const f = within(footer);
    for (const [name, href] of [
      ['Help & Customer Care', '/help'],
      ['Terms of Use', '/about/terms'],
      ['Privacy Policy', '/about/privacy'],
      ['Do Not Sell or Share My Info / Opt Out', '/opt-out'],
      ['About Tracewell', '/#about'],
    ]) {
      expect(f.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(footer.textContent).toContain('Monday to Friday');
    expect(footer.textContent).toContain('7 am to 6 pm PST');
    expect(footer.textContent).toContain('7 am to 3:30 pm PST');
    expect(footer.textContent).toMatch(/© \d{4} Tracewell/);
  });

  it('is hidden on /notifications, /nearby and /saved-properties', async () => {
    for (const url of ['/notifications', '/nearby', '/saved-properties']) {
      renderAt(url);
      await screen.findByRole('heading', { name: 'Page not found' });
      expect(screen.queryByTestId('footer')).toBeNull();
      cleanup();
    }
  });
});

describe('title, body class and scroll (002 section 4)', () => {
  it('sets the title 9 ms after navigation and replaces the body class', async () => {
    vi.useFakeTimers();
    try {
      const router = renderAt('/');
      expect(document.body.classList.contains('route-home')).toBe(true);
      expect(document.title).toBe('');
      act(() => vi.advanceTimersByTime(8));
      expect(document.title).toBe('');
      act(() => vi.advanceTimersByTime(1));
      expect(document.title).toBe('Tracewell: People Search, Phone Lookup & Property Records');

      await act(() => router.navigate('/help'));
      expect(document.body.classList.contains('route-help')).toBe(true);
      expect(document.body.classList.contains('route-home')).toBe(false);
      act(() => vi.advanceTimersByTime(9));
      expect(document.title).toBe('Customer Care | Tracewell');
    } finally {
      vi.useRealTimers();
    }
  });

  it('scrolls to the top 99 ms after navigation, to an element for a hash or scrollTo, never under /dashboard', async () => {
    vi.useFakeTimers();
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const intoView = vi.fn();
    Element.prototype.scrollIntoView = intoView;
    try {
      const router = renderAt('/about/terms');
      act(() => vi.advanceTimersByTime(98));
      expect(scrollTo).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(scrollTo).toHaveBeenCalledWith(0, 0);

      // The legal and help pages load on demand: the scroll waits for the element to be on screen.
      await act(() => router.navigate('/about/privacy?scrollTo=opt-out'));
      act(() => vi.advanceTimersByTime(99));
      await vi.waitFor(() => expect(intoView).toHaveBeenCalledTimes(1));
      expect(intoView.mock.contexts[0]).toBe(document.getElementById('opt-out'));

      await act(() => router.navigate('/help#faq'));
      act(() => vi.advanceTimersByTime(99));
      await vi.waitFor(() => expect(intoView).toHaveBeenCalledTimes(2));
      expect(intoView.mock.contexts[1]).toBe(document.getElementById('faq'));

      scrollTo.mockClear();
      await act(() => router.navigate('/dashboard/reports'));
      act(() => vi.advanceTimersByTime(200));
      expect(scrollTo).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('404 page', () => {
  it('says the page was not found, links home, and is titled "Page Not Found"', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByText('/no/such/page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the start page' }).getAttribute('href')).toBe('/');
    expect(document.body.classList.contains('route-not-found')).toBe(true);
    await waitFor(() => expect(document.title).toBe('Page Not Found | Tracewell'));
  });
});

/**
 * For a page that throws: the site facts and the client log both answer (the log entry is also kept in
 * storage), and React's report of the caught error stays out of the test output.
 */
const quietPageError = () => {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
    Response.json({ success: true, environment: 'test', syntheticData: false }),
  );
  vi.spyOn(console, 'error').mockImplementation(() => {});
};

describe('a page that fails to render', () => {
  const Broken = () => {
    throw new Error('boom in the page');
  };
  const withBroken: AppRoute[] = [{ path: '/broken', name: 'broken', title: 'Broken', element: <Broken /> }, ...routes];

  it('shows the error page inside the shell, logs the error, and the next page renders normally', async () => {
    quietPageError();
    const router = renderAt('/broken', withBroken);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    expect(nav()).not.toBeNull();
    await waitFor(() =>
      expect(storedClientLogs().some((e) => e.message === 'Page error: boom in the page')).toBe(true),
    );
    await act(() => router.navigate('/help'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Care' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).toBeNull();
  });
});

describe('a page that fails for one query only', () => {
  const Report = () => {
    const [params] = useSearchParams();
    if (params.get('id') === 'bad') throw new Error('bad report');
    return <h1>Report {params.get('id')}</h1>;
  };

  it('clears the error page on the next navigation to the same path with another query', async () => {
    quietPageError();
    const router = renderAt('/report?id=bad', [
      { path: '/report', name: 'report', title: 'Report', element: <Report /> },
      ...routes,
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong' })).toBeTruthy();
    await act(() => router.navigate('/report?id=7'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Report 7' })).toBeTruthy();
  });
});

describe('a page with path parameters', () => {
  it('keeps its state when only the parameter changes (the page is not mounted again)', async () => {
    let mounts = 0;
    const Item = () => {
      useEffect(() => {
        mounts += 1;
      }, []);
      const { id } = useParams();
      return <h1>Item {id}</h1>;
    };
    const router = renderAt('/items/1', [
      { path: '/items/:id', name: 'item', title: 'Item', element: <Item /> },
      ...routes,
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Item 1' })).toBeTruthy();
    await act(() => router.navigate('/items/2'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Item 2' })).toBeTruthy();
    expect(mounts).toBe(1);
  });
});

describe('cookie consent banner', () => {
  it('Accept sets pf.consent.banner and hides the banner; it stays hidden while the cookie exists', async () => {
    const setter = vi.spyOn(document, 'cookie', 'set');
    renderAt('/');
    const banner = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(within(banner).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/about/privacy');
    fireEvent.click(within(banner).getByRole('button', { name: 'Accept' }));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(setter).toHaveBeenCalledWith('pf.consent.banner=1; Max-Age=31554000; Path=/; SameSite=Lax');
    setter.mockRestore();
    expect(document.cookie).toContain('pf.consent.banner=1');

    cleanup();
    renderAt('/help');
    await screen.findByRole('heading', { level: 1, name: 'Customer Care' });
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });
});

describe('cookie consent banner written into the page by the build', () => {
  it('is the app banner, between its markers, with Accept disabled until the app replaces it', async () => {
    const html = prerenderedConsentBanner();
    expect(html.startsWith(CONSENT_PRERENDER_START) && html.endsWith(CONSENT_PRERENDER_END)).toBe(true);
    const shown = document.createElement('div');
    shown.innerHTML = html;
    const prerendered = within(shown).getByRole('region', { name: 'Cookie consent' });
    expect(within(prerendered).getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(true);
    expect(within(prerendered).getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/about/privacy',
    );

    // The same element, text and classes as the working banner: nothing moves when the app's render replaces it.
    renderAt('/');
    const live = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(within(live).getByRole('button', { name: 'Accept' }).hasAttribute('disabled')).toBe(false);
    const strip = (el: Element) => el.outerHTML.replace(/ disabled=""/, '');
    expect(strip(prerendered)).toBe(strip(live));
  });
});

describe('pages', () => {
  it('home: hero and value props', async () => {
    renderAt('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find people, phones, emails and property records' }),
    ).toBeTruthy();
    for (const t of [
      'Sources and dates on every fact',
      'The renewal price beside every trial',
      'Cancel online, any time',
      'Not a consumer reporting agency',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: t })).toBeTruthy();
    }
    // The start page has its own big search box, so the nav does not repeat it.
    expect(within(nav()!).queryByRole('search')).toBeNull();
    expect(screen.getAllByRole('search')).toHaveLength(1);
    // Each kind of lookup has an example that searches a person of the demo set (README's demo people).
    const example = (name: string) => screen.getByRole('link', { name: `Try it: ${name}` }).getAttribute('href');
    expect(example('Reuben Fishman, Dallas TX')).toBe('/people/reuben-fishman/tx/dallas');
    expect(example('(737) 536-9993')).toBe('/phone/search?phone=(737)%20536-9993');
    expect(example('rfishman@sbcglobal.net')).toMatch(/^\/people\/search\/loading\?email=rfishman%40sbcglobal\.net/);
    expect(example('2670 Prospect Ct, Dallas TX')).toMatch(
      /^\/address\/search\?state=TX&city=Dallas&houseNumber=2670&street=Prospect%20Ct&zip=75201/,
    );
  });

  it('every page carries the synthetic-data notice when the server says its records are synthetic', async () => {
    const answer = (syntheticData: boolean) =>
      new Response(JSON.stringify({ success: true, environment: 'development', syntheticData }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => answer(true));
    renderAt('/help');
    expect(await screen.findByTestId('synthetic-data-notice')).toBeTruthy();
    expect(String(fetchSpy.mock.calls[0]?.[0])).toContain('/api/site');
    // Every request of the first page answers before the next page asks (a late answer would set the notice again).
    await Promise.all(fetchSpy.mock.results.map((r) => r.value));
    await new Promise((resolve) => setTimeout(resolve, 0));

    cleanup();
    useSiteInfoStore.setState({ info: null, requested: false });
    fetchSpy.mockImplementation(async () => answer(false));
    renderAt('/about/terms');
    await waitFor(() => expect(useSiteInfoStore.getState().info?.syntheticData).toBe(false));
    expect(screen.queryByTestId('synthetic-data-notice')).toBeNull();
  });

  it("the page's own site facts (written by the server) show the notice in the first render, with no request", async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const boot = document.createElement('script');
    boot.id = 'tw-boot';
    boot.type = 'application/json';
    boot.textContent = JSON.stringify({ site: { environment: 'test', syntheticData: true, mapTileUrl: '' } });
    document.head.append(boot);
    try {
      // The store, started afresh on a page that carries them, has them and asks for nothing.
      vi.resetModules();
      const fresh = (await import('../../web/src/lib/site-info')).useSiteInfoStore;
      expect(fresh.getState()).toMatchObject({ info: { environment: 'test', syntheticData: true }, requested: true });
      fresh.getState().load();
      // The shell's store the same way (this module's copy was started before the page had the block).
      useSiteInfoStore.setState({ info: bootSiteInfo(), requested: true });
      renderAt('/help');
      expect(screen.getByTestId('synthetic-data-notice')).toBeTruthy();
      expect(fetchSpy.mock.calls.map((c) => String(c[0])).filter((u) => u.includes('/api/site'))).toEqual([]);
    } finally {
      boot.remove();
    }
  });

  it('reads the site facts of the page only when they are whole', () => {
    const page = (text: string | null) => {
      const doc = document.implementation.createHTMLDocument('t');
      if (text !== null) {
        const el = doc.createElement('script');
        el.id = 'tw-boot';
        el.type = 'application/json';
        el.textContent = text;
        doc.head.append(el);
      }
      return doc;
    };
    expect(
      bootSiteInfo(
        page(
          JSON.stringify({
            site: { environment: 'production', syntheticData: false, mapTileUrl: 'https://t/{z}/{x}/{y}' },
          }),
        ),
      ),
    ).toEqual({
      environment: 'production',
      syntheticData: false,
      mapTileUrl: 'https://t/{z}/{x}/{y}',
    });
    // An empty tile URL means the build's default.
    expect(
      bootSiteInfo(page(JSON.stringify({ site: { environment: 'test', syntheticData: true, mapTileUrl: '' } }))),
    ).toEqual({
      environment: 'test',
      syntheticData: true,
    });
    for (const bad of [
      null,
      '',
      '{',
      '{}',
      JSON.stringify({ site: { environment: 'test' } }),
      JSON.stringify({ site: { syntheticData: 'yes', environment: 'test' } }),
    ]) {
      expect(bootSiteInfo(page(bad)), String(bad)).toBeNull();
    }
  });

  it('help: customer-care hours and the FAQ', async () => {
    renderAt('/help');
    const main = within(await screen.findByRole('main'));
    expect(main.getByText('Monday to Friday')).toBeTruthy();
    expect(main.getByText('7 am to 3:30 pm PST')).toBeTruthy();
    expect(main.getByRole('heading', { name: /frequently asked questions/ })).toBeTruthy();
    expect(main.getByText(/next business day/)).toBeTruthy();
  });

  it('terms and privacy carry the FCRA notice, opt-out and card-number statements', async () => {
    renderAt('/about/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toMatch(/not a consumer reporting agency/);
    expect(screen.getByRole('main').textContent).toMatch(/Trials renew at the stated price/);
    cleanup();
    renderAt('/about/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    expect(document.getElementById('opt-out')).not.toBeNull();
    expect(screen.getByRole('main').textContent).toMatch(/never stores full card numbers/);
  });
});
