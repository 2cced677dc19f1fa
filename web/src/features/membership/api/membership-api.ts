import { SubscriptionCancelSchema } from '#core/membership/cancellation/subscription-cancel.schema';
import type { MembershipSummary, WalletCardView } from '#core/membership/subscriptions/membership-views.rules';
import type { ProductOfferView, ProductSkuView } from '#core/membership/subscriptions/product-offer-view.schema';
import { UpgradeChoicesSchema } from '#core/membership/upgrades/upgrades.schema';
import { http } from '../../../lib/http/http';
import { walletApi } from '../../../lib/wallet-api';

type Ok<T> = { success: true } & T;

/** GET products/skus reply (002 section 7). */
export type SkusReply = Ok<{
  menuId: string;
  menuName: string;
  offerId: string;
  productSkus: ProductSkuView[];
  offer: ProductOfferView;
  offers: ProductOfferView[];
}>;

export type SpecialOffer = {
  productMenuId: string;
  productOfferId: string;
  productSkuId: string;
  name: string;
  price: number;
  termHours: number | null;
  terms: string;
};

export type CardForm = {
  creditCardNo: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
  zip: string;
  firstName?: string;
  lastName?: string;
};

export type CheckoutBody = {
  idempotencyKey: string;
  productMenuName: string;
  productOfferId: string;
  productSkuId?: string;
  card: CardForm;
  account?: { email: string; password: string; firstName: string; lastName: string };
  criteria?: Record<string, string>;
  redirect?: string;
};

export type UsageReply = Ok<{
  usage: null | {
    subscriptionId: string;
    name: string;
    used: number;
    limit: number;
    remaining: number;
    percent: number;
    reachedLimit: boolean;
    periodStart: string;
    periodEnd: string | null;
  };
}>;

/** The membership and checkout calls (000 section 7, 002 section 7). */
export const membershipApi = {
  skus: (menu: string) => http.get<SkusReply>('/api/products/skus', { query: { menu } }),
  checkoutConfig: () =>
    http.get<Ok<{ paymentMethods: { paypal: boolean; applePay: boolean; googlePay: boolean } }>>(
      '/api/checkout/config',
    ),
  checkout: (type: string, body: CheckoutBody) =>
    http.post<Ok<{ redirectUrl: string; subscriptionId: string }>>(`/api/checkout/${type}`, body),

  /** GET membership; what Cancel Membership does on each subscription is read with core's schema. */
  membership: async () => {
    const r = await http.get<Ok<MembershipSummary>>('/dashboard/api/membership');
    const subscriptions = r.membership.subscriptions.map((s) => ({
      ...s,
      cancel: SubscriptionCancelSchema.parse(s.cancel),
    }));
    return { ...r, membership: { ...r.membership, subscriptions } };
  },
  /** GET upgrades; the upgrades and the account offer are read with core's schema (their report limits included). */
  upgrades: async () => {
    const r =
      await http.get<
        Ok<{ menuId: string; offerId: string; productSkus: ProductSkuView[]; offer: ProductOfferView | null }>
      >('/dashboard/api/upgrades');
    return { ...r, ...UpgradeChoicesSchema.parse(r) };
  },
  offers: () =>
    http.get<Ok<{ specialOffers: { basic: SpecialOffer | null; premium: SpecialOffer | null } }>>(
      '/dashboard/api/offers',
    ),
  usage: () => http.get<UsageReply>('/dashboard/api/membership/usage'),
  vouchers: () =>
    http.get<Ok<{ vouchers: { id: string; voucherType: string; name: string }[] }>>('/dashboard/api/vouchers'),
  sales: () =>
    http.get<
      Ok<{
        transactions: {
          id: string;
          date: string;
          description: string;
          amount: number;
          status: string;
          card: string | null;
        }[];
      }>
    >('/dashboard/api/user/sales/transactions'),
  cards: () => walletApi.cards(),
  addCard: walletApi.addCard,
  updateCard: (body: Record<string, unknown>) =>
    http.post<Ok<{ card: WalletCardView }>>('/dashboard/api/wallet/cards/update', body),
  removeCard: (creditCardId: string) => http.post<Ok<object>>('/dashboard/api/wallet/cards/remove', { creditCardId }),
  defaultCard: (creditCardId: string) => http.post<Ok<object>>('/dashboard/api/wallet/cards/default', { creditCardId }),
  cancel: (subscriptionSummary: { key: string; value: string }[]) =>
    http.post<Ok<object>>('/dashboard/api/subscription/cancel', { subscriptionSummary }),
  update: (body: Record<string, unknown>) =>
    http.post<Ok<{ redirectUrl: string }>>('/dashboard/api/subscription/update', body),
  resume: (subscriptionId: string) => http.post<Ok<object>>('/dashboard/api/subscription/resume', { subscriptionId }),
};
