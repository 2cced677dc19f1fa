import type { ProductOfferView, ProductSkuView } from '#core/membership/subscriptions/product-offer-view.schema';
import { http } from './http/http';

type Ok<T> = { success: true } & T;

/** The body of POST /dashboard/api/checkout/silent (002 section 7 silent background checkout). */
export interface SilentCheckoutBody {
  idempotencyKey: string;
  checkoutType: string;
  productMenuName: string;
  productOfferId: string;
  productSkuId: string;
  hasVoucher: boolean;
  termsAccepted: boolean;
  criteria: Record<string, string>;
  redirect?: string;
}

/** The one-click purchase calls (docs/decisions/0077): the menu sold, and the purchase on the card on file. */
export const silentCheckoutApi = {
  skus: (menu: string) =>
    http.get<Ok<{ menuId: string; offerId: string; offers: ProductOfferView[]; productSkus: ProductSkuView[] }>>(
      '/api/products/skus',
      { query: { menu } },
    ),
  submit: (body: SilentCheckoutBody) =>
    http.post<Ok<{ redirectUrl: string; charged: boolean; subscriptionId: string | null }>>(
      '/dashboard/api/checkout/silent',
      body,
    ),
};

/** A new key per confirmation: a double click or a retry of one confirmation is charged once. */
export const newPurchaseKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `oc-${Date.now()}-${Math.random().toString(36).slice(2)}`;
