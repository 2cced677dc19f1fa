import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLIENT_LOG_MAX_AGE_MS,
  CLIENT_LOG_MAX_ENTRIES,
  clientLogAppend,
  clientLogRetain,
} from '../../../core/shell/client-log.rules.js';
import {
  CONSENT_COOKIE_MAX_AGE_S,
  CONSENT_COOKIE_NAME,
  CONSENT_PRERENDER_END,
  CONSENT_PRERENDER_START,
  consentBannerVisible,
  consentCookieString,
  pageWithoutPrerenderedBanner,
} from '../../../core/shell/consent.rules.js';

describe('consent banner (002 section 9)', () => {
  it('writes pf.consent.banner for 31554000 s', () => {
    expect(CONSENT_COOKIE_NAME).toBe('pf.consent.banner');
    expect(CONSENT_COOKIE_MAX_AGE_S).toBe(31_554_000);
    expect(consentCookieString({ secure: false })).toBe('pf.consent.banner=1; Max-Age=31554000; Path=/; SameSite=Lax');
    expect(consentCookieString({ secure: true, value: 'a b' })).toBe(
      'pf.consent.banner=a%20b; Max-Age=31554000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('shows until the cookie exists', () => {
    expect(consentBannerVisible('')).toBe(true);
    expect(consentBannerVisible('x=1; pf.consent.bannerx=1')).toBe(true);
    expect(consentBannerVisible('x=1; pf.consent.banner=1')).toBe(false);
    expect(consentBannerVisible('pf.consent.banner=')).toBe(false);
  });
});

describe('the banner written into the page', () => {
  it('comes out whole, markers included, and nothing else does', () => {
    const banner = `${CONSENT_PRERENDER_START}<section>cookies</section>${CONSENT_PRERENDER_END}`;
    expect(pageWithoutPrerenderedBanner(`<div id="root">${banner}</div><p>after</p>`)).toBe(
      '<div id="root"></div><p>after</p>',
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (before, inside, after) => {
        fc.pre(!`${before}${inside}`.includes(CONSENT_PRERENDER_START) && !inside.includes(CONSENT_PRERENDER_END));
        const page = `${before}${CONSENT_PRERENDER_START}${inside}${CONSENT_PRERENDER_END}${after}`;
        expect(pageWithoutPrerenderedBanner(page)).toBe(before + after);
      }),
    );
  });

  it('leaves a page without a whole banner as it is', () => {
    for (const page of ['<div id="root"></div>', `<div>${CONSENT_PRERENDER_START}<p>no end</p></div>`]) {
      expect(pageWithoutPrerenderedBanner(page)).toBe(page);
    }
  });
});

describe('client log retention (002 section 9: at most 3 entries, 7 days)', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  const day = 86_400_000;
  it('keeps the 3 newest entries', () => {
    const entries = [1, 2, 3, 4, 5].map((i) => ({ created: now - i * 1000, n: i }));
    expect(clientLogRetain(entries, now).map((e) => e.n)).toEqual([3, 2, 1]);
  });

  it('drops entries older than 7 days, and unreadable ones', () => {
    const entries = [
      { created: now - 7 * day - 1, n: 'old' },
      { created: new Date(now - 7 * day).toISOString(), n: 'edge' },
      { created: 'garbage', n: 'bad' },
      { created: now, n: 'new' },
    ];
    expect(clientLogRetain(entries, now).map((e) => e.n)).toEqual(['edge', 'new']);
    expect(CLIENT_LOG_MAX_AGE_MS).toBe(7 * day);
  });

  it('appends and retains', () => {
    const out = clientLogAppend(
      [{ created: now - 3 }, { created: now - 2 }, { created: now - 1 }],
      { created: now },
      now,
    );
    expect(out.map((e) => e.created)).toEqual([now - 2, now - 1, now]);
  });

  it('never keeps more than 3 entries or any older than 7 days', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 * day })), (ages) => {
        const kept = clientLogRetain(
          ages.map((a) => ({ created: now - a })),
          now,
        );
        expect(kept.length).toBeLessThanOrEqual(CLIENT_LOG_MAX_ENTRIES);
        expect(kept.every((e) => now - e.created <= 7 * day)).toBe(true);
        expect(kept.length).toBe(Math.min(3, ages.filter((a) => a <= 7 * day).length));
      }),
    );
  });
});
