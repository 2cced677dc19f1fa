/**
 * Cookie-consent banner rules (000 section 2 "Dashboard blocks": cookie consent banner with Accept
 * and a Privacy Policy link; 002 section 9: consent cookie key pf.consent.banner lasting 31554000 s).
 */

/** The cookie that records the visitor's acceptance. */
export const CONSENT_COOKIE_NAME = 'pf.consent.banner';
/** How long the acceptance lasts: 31554000 s (about one year). */
export const CONSENT_COOKIE_MAX_AGE_S = 31_554_000;
/** Where the banner's Privacy Policy link goes. */
export const CONSENT_PRIVACY_HREF = '/about/privacy';

/**
 * The `document.cookie` assignment that records acceptance: the spec's key and lifetime, the whole
 * site (`Path=/`), `SameSite=Lax`, and `Secure` when the page is served over HTTPS.
 */
export const consentCookieString = (opts: { readonly secure: boolean; readonly value?: string }): string =>
  `${CONSENT_COOKIE_NAME}=${encodeURIComponent(opts.value ?? '1')}; Max-Age=${CONSENT_COOKIE_MAX_AGE_S}; Path=/; SameSite=Lax${opts.secure ? '; Secure' : ''}`;

/** The banner shows until the consent cookie exists (whatever its value). */
export const consentBannerVisible = (cookies: string): boolean =>
  !cookies.split(';').some((part) => part.split('=', 1)[0]?.trim() === CONSENT_COOKIE_NAME);

/**
 * The markers around the banner that the web build writes into the page (index.html), so the banner
 * paints with the page's HTML and CSS, before any script has run. The server leaves it out when
 * the consent cookie exists (000 section 2: the banner is not shown once accepted); the app's first
 * render replaces it with the working banner (docs/decisions/0087). Not a rule of the spec but how the
 * page is delivered: it is here because core is what the web build and the server both import.
 */
export const CONSENT_PRERENDER_START = '<!--tw-consent-->';
export const CONSENT_PRERENDER_END = '<!--/tw-consent-->';

/** The page without its prerendered banner (everything between the markers, markers included). */
export const pageWithoutPrerenderedBanner = (html: string): string => {
  const start = html.indexOf(CONSENT_PRERENDER_START);
  if (start < 0) return html;
  const end = html.indexOf(CONSENT_PRERENDER_END, start);
  if (end < 0) return html;
  return html.slice(0, start) + html.slice(end + CONSENT_PRERENDER_END.length);
};
