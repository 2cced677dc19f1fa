import type { OfferPageView } from '#core/membership/offers/read-offer-page.use-case';
import type { PhoneFunnelAnswer } from '#core/search/phone-funnel.rules';
import { http } from '../../../lib/http/http';

type Ok<T> = T & { success: true };

/** The phone funnel's look-up (GET /api/phone?phone=, 002 section 7). */
export const fetchPhoneFunnel = (phone: string, signal?: AbortSignal) =>
  http.get<Ok<PhoneFunnelAnswer>>('/api/phone', { query: { phone }, ...(signal ? { signal } : {}) });

/** The reverse-phone offer page (GET /api/products/offers/search-phone, 002 section 7): what the checkout sells. */
export const fetchPhoneOffer = (signal?: AbortSignal) =>
  http.get<Ok<OfferPageView>>('/api/products/offers/search-phone', { ...(signal ? { signal } : {}) });
