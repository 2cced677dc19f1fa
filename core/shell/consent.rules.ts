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
