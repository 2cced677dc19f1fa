import type { WalletCardView } from '#core/membership/subscriptions/membership-views.rules';
import { http } from './http/http';

type Ok<T> = { success: true } & T;

/**
 * The wallet calls the membership page and the upgrade flow share (002 section 7 "wallet cards"): the
 * member's cards, and adding one.
 */
export const walletApi = {
  cards: (signal?: AbortSignal) =>
    http.get<Ok<{ cards: WalletCardView[]; canEditCard: boolean; manageSubscriptionLink: boolean }>>(
      '/dashboard/api/wallet/cards',
      signal ? { signal } : {},
    ),
  addCard: (body: Record<string, unknown>) =>
    http.post<Ok<{ card: WalletCardView }>>('/dashboard/api/wallet/cards/add', body),
};
