import { phoneDigits } from './search-criteria.rules.js';
import { PHONE_CLASSIFICATION } from './search-enums.rules.js';
import type { PhoneSearchResult } from './search-phone.use-case.js';
import { buildReportUrl } from './search-url.rules.js';

/**
 * The phone funnel (002 section 2.2: "/phone with children loading, not-found, products, checkout;
 * /checkout/phone"): its pages, the step a look-up leads to, and the answer of GET /api/phone
 * (002 section 7: "/api/phone, query phone"). docs/decisions/0078.
 */

/** The phone funnel's pages (002 section 2.2). */
export const PHONE_FUNNEL_PATHS = Object.freeze({
  landing: '/phone',
  loading: '/phone/loading',
  notFound: '/phone/not-found',
  products: '/phone/products',
  checkout: '/phone/checkout',
} as const);

/** A page of the phone funnel. */
export type PhoneFunnelPage = keyof typeof PHONE_FUNNEL_PATHS;

/** Where a look-up leads: the products to buy, or the not-found page. */
export type PhoneFunnelStep = 'products' | 'notFound';

/**
 * The link to a phone funnel page for a number: `/phone/loading?phone=5125550199`. The number is
 * carried as its ten digits when it is a valid US number (002 section 5), else as typed (the
 * loading page then answers with the phone search's message); the landing page takes no number.
 */
export const phoneFunnelUrl = (page: PhoneFunnelPage, phone = ''): string => {
  const value = phoneDigits(phone) ?? phone.trim();
  if (page === 'landing' || value === '') return PHONE_FUNNEL_PATHS[page];
  if (page === 'checkout') return phoneCheckoutUrl(value);
  return `${PHONE_FUNNEL_PATHS[page]}?phone=${encodeURIComponent(value)}`;
};

/**
 * The phone report checkout for a number (002 sections 2.2 and 2.5, /phone/checkout): the number is
 * both the report's id (the phone report is `/report?id=<ten digits>&type=phone`) and the checkout's
 * phone criterion; once paid the checkout goes back to that report with `unlock=1`, as a report's own
 * checkout link does (core/reports/report-access.rules.ts), so the bought report opens unlocked.
 */
export const phoneCheckoutUrl = (digits: string): string => {
  const d = encodeURIComponent(digits);
  const back = `${buildReportUrl({ id: digits, type: 'phone' })}&unlock=1`;
  return `${PHONE_FUNNEL_PATHS.checkout}?id=${d}&phone=${d}&redirect=${encodeURIComponent(back)}`;
};

/**
 * The step a reverse-phone look-up leads to in the funnel. Products only when the look-up found the
 * number AND links at least one person to it: the phone report sells the owner and linked people
 * with their addresses (core/reports/phone-report-view.rules.ts); without a linked person it would
 * repeat what the free look-up already showed. Every other answer is the not-found page ("You have
 * not been charged", 000 section 8): the number is unknown (noData), its owner opted out (optOut),
 * or nobody is linked to it. The page names the three possible reasons together and never which
 * one applied, so it does not tell whether a number's owner opted out.
 */
export const phoneFunnelStep = (r: Pick<PhoneSearchResult, 'found' | 'classification' | 'people'>): PhoneFunnelStep => {
  if (!r.found) return 'notFound';
  const code = r.classification.code;
  if (code === PHONE_CLASSIFICATION.noData || code === PHONE_CLASSIFICATION.optOut) return 'notFound';
  return r.people.length > 0 ? 'products' : 'notFound';
};

/**
 * GET /api/phone's answer: the phone search's answer (the same facts /phone/search shows, with the
 * 002 section 9 classification), its ten digits, the funnel step and the page it leads to.
 */
export type PhoneFunnelAnswer = PhoneSearchResult & {
  readonly digits: string;
  readonly step: PhoneFunnelStep;
  /** The next page: /phone/products?phone= or /phone/not-found?phone=. */
  readonly nextUrl: string;
  /** The phone report checkout; null when the step is not-found (nothing to sell). */
  readonly checkoutUrl: string | null;
};

/**
 * The funnel's answer for a phone search result. On the not-found step the linked people are left
 * out (there are none to sell, and none may be shown for an opted-out owner).
 */
export const phoneFunnelAnswer = (r: PhoneSearchResult): PhoneFunnelAnswer => {
  const digits = phoneDigits(r.phone) ?? r.phone.replace(/\D+/g, '');
  const step = phoneFunnelStep(r);
  return {
    ...r,
    people: step === 'products' ? r.people : [],
    digits,
    step,
    nextUrl: phoneFunnelUrl(step === 'products' ? 'products' : 'notFound', digits),
    checkoutUrl: step === 'products' ? phoneCheckoutUrl(digits) : null,
  };
};
