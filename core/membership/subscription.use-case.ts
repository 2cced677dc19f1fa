import { err, ok, type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { isFreemiumOrMinimalUser, isProfessionalUser } from '../accounts/user-flags.rules.js';
import { isCardExpired } from '../billing/card.rules.js';
import { addDays } from '../shared/date.rules.js';
import {
  type ConflictError,
  conflict,
  type ForbiddenError,
  forbidden,
  generalError,
  type NotFoundError,
  notFound,
  parseInput,
  type ValidationError,
} from '../shared/errors.js';
import type { MembershipPorts } from './checkout.use-case.js';
import { effectiveReportLimit } from './effective-report-limit.rules.js';
import type { PaymentDeclinedError } from './membership.errors.js';
import { OfferType } from './membership-catalog.rules.js';
import { MEMBERSHIP_MENUS } from './membership-menus.rules.js';
import type { CatalogOffer, CatalogSku, SubscriptionRecord } from './membership-store.port.js';
import {
  type ProductSkuView,
  productOfferView,
  productSkuView,
  type SubscriptionView,
  subscriptionView,
} from './membership-views.rules.js';
import { isMobileStoreSubscriber } from './mobile-store-member.rules.js';
import { payForPlanChange } from './plan-change-payment.use-case.js';
import { reportUsage } from './report-limits.rules.js';
import {
  applyDiscountOffer,
  cancelSubscription,
  DEFAULT_PAUSE_DAYS,
  hasMembershipAccess,
  pauseSubscription,
  reactivateWithinPeriod,
  resumeSubscription,
  usagePeriodStart,
} from './subscription.rules.js';
import { isOfferShownAsUpgrade, selectSubscriptionOffer } from './upgrade-offers.rules.js';

/** The membership part of GET /dashboard/api/user (000 section 3 User.membership, isPaused, isCancelled). */
export interface MembershipSummary {
  membership: {
    subscriptions: SubscriptionView[];
    activeRoleId: number | null;
    membershipOffers: MembershipOfferView[];
  };
  isPaused: boolean;
  isCancelled: boolean;
}

/** 000 section 3 Membership offer on the wire. */
export interface MembershipOfferView {
  name: string;
  productDisplayName: string;
  offerType: number;
  flag: number;
  isDashboardUpgrade: boolean;
  productOfferId: string;
  productSkuId: string;
  productMenuId: string;
  couponId: string | null;
}

const offerAsMembershipOffer = (
  menuId: string,
  offer: CatalogOffer,
  isDashboardUpgrade: boolean,
): MembershipOfferView[] =>
  offer.skus
    .filter((s) => s.kind !== 'cancellation' && s.kind !== 'trial')
    .slice(0, 1)
    .map((s) => ({
      name: offer.offerName,
      productDisplayName: s.productDisplayName,
      offerType: offer.offerType,
      flag: offer.flag,
      isDashboardUpgrade,
      productOfferId: offer.id,
      productSkuId: s.id,
      productMenuId: menuId,
      couponId: offer.couponId,
    }));

/** The subscription views of a user, with report usage of the current period. */
const subscriptionViews = async (deps: MembershipPorts, subs: SubscriptionRecord[], now: Date) =>
  Promise.all(
    subs.map(async (s) => subscriptionView(s, await deps.store.usageCount(s.id, usagePeriodStart(s, now)), now)),
  );

/** The active subscription: the newest one with access (else the newest paused or payment-pending one). */
export const activeSubscriptionOf = (subs: readonly SubscriptionRecord[], now: Date): SubscriptionRecord | null =>
  subs.find((s) => hasMembershipAccess(s, now)) ??
  subs.find((s) => s.status === 'paused' || s.isPaymentPending) ??
  null;

/**
 * The `MembershipReader` for the user endpoint (000 section 3 User): subscriptions with their roles,
 * activeRoleId, the membership offers, isPaused and isCancelled. The accounts area's GET /dashboard/api/user
 * calls this.
 */
export const makeReadMembership =
  (deps: MembershipPorts) =>
  async (userId: string): Promise<MembershipSummary> => {
    const now = deps.clock.now();
    const subs = await deps.store.listSubscriptions(userId);
    const active = activeSubscriptionOf(subs, now);
    const upgrades = await deps.catalog.menuByName(MEMBERSHIP_MENUS.upgrades);
    const specials = await deps.catalog.menuByName(MEMBERSHIP_MENUS.cancelOffers);
    const membershipOffers = [
      ...(upgrades?.offers.flatMap((o) => offerAsMembershipOffer(upgrades.id, o, true)) ?? []),
      ...(specials?.offers.flatMap((o) => offerAsMembershipOffer(specials.id, o, false)) ?? []),
    ];
    return {
      membership: {
        subscriptions: await subscriptionViews(deps, subs, now),
        activeRoleId: active?.roleId ?? null,
        membershipOffers,
      },
      isPaused: active?.status === 'paused',
      isCancelled: active !== null && !active.willRenew && active.cancelledAt !== null,
    };
  };
export type MembershipReader = ReturnType<typeof makeReadMembership>;

const CancelInput = z.object({
  subscriptionSummary: z
    .array(
      z.object({ key: z.union([z.string(), z.number()]).transform(String), value: z.string().max(200).optional() }),
      {
        error: 'Please choose a membership to cancel',
      },
    )
    .min(1, { error: 'Please choose a membership to cancel' })
    .max(20),
});

/** Writes one subscription change with its audit row (one transaction); a concurrent change is a conflict. */
const save = async (
  deps: MembershipPorts,
  before: SubscriptionRecord,
  next: SubscriptionRecord,
  kind: string,
  detail: Record<string, unknown> = {},
  extra: { sale?: Parameters<MembershipPorts['store']['commit']>[0]['sale'] } = {},
): Promise<Result<SubscriptionRecord, ConflictError>> => {
  const stored = await deps.store.commit({
    userId: before.userId,
    at: next.updatedAt,
    update: { next, expectedVersion: before.version },
    events: [{ kind, subscriptionId: before.id, detail }],
    ...(extra.sale ? { sale: extra.sale } : {}),
  });
  return stored ? ok(stored) : err(conflict('This membership was changed at the same time. Please try again.'));
};

const findOwned = async (
  deps: MembershipPorts,
  userId: string,
  id: string,
): Promise<Result<SubscriptionRecord, NotFoundError>> => {
  const s = /^[0-9a-f-]{36}$/i.test(id) ? await deps.store.findSubscription(userId, id) : null;
  return s ? ok(s) : err(notFound('subscription'));
};

/**
 * POST subscription/cancel (000 section 7: subscriptionSummary [{ key: subscription id, value: name }]):
 * each listed subscription stops renewing; access continues to the end of the paid period.
 */
export const makeCancelSubscriptions =
  (deps: MembershipPorts) =>
  (
    raw: unknown,
    userId: string,
  ): ResultAsync<{ cancelled: string[] }, ValidationError | NotFoundError | ConflictError> =>
    new ResultAsync(
      (async (): Promise<Result<{ cancelled: string[] }, ValidationError | NotFoundError | ConflictError>> => {
        const input = parseInput(CancelInput, raw);
        if (input.isErr()) return err(input.error);
        const cancelled: string[] = [];
        for (const { key } of input.value.subscriptionSummary) {
          const now = deps.clock.now();
          const found = await findOwned(deps, userId, key);
          if (found.isErr()) return err(found.error);
          const next = cancelSubscription(found.value, now);
          if (next.isErr()) return err(next.error);
          const saved = await save(deps, found.value, next.value, 'subscription.cancelled', {
            expirationDate: next.value.expirationDate?.toISOString() ?? null,
          });
          if (saved.isErr()) return err(saved.error);
          cancelled.push(key);
        }
        return ok({ cancelled });
      })(),
    );

const IdInput = z.object({
  subscriptionId: z.union([z.string(), z.number()], { error: 'A membership is required' }).transform(String),
  days: z.coerce.number().int().min(1).max(90).optional(),
});

/** POST subscription/resume (000 section 4 Resume, body subscriptionId). */
export const makeResumeSubscription =
  (deps: MembershipPorts) =>
  (
    raw: unknown,
    userId: string,
  ): ResultAsync<{ subscription: SubscriptionView }, ValidationError | NotFoundError | ConflictError> =>
    new ResultAsync(
      (async (): Promise<
        Result<{ subscription: SubscriptionView }, ValidationError | NotFoundError | ConflictError>
      > => {
        const input = parseInput(IdInput, raw);
        if (input.isErr()) return err(input.error);
        const found = await findOwned(deps, userId, input.value.subscriptionId);
        if (found.isErr()) return err(found.error);
        const now = deps.clock.now();
        const next = resumeSubscription(found.value, now);
        if (next.isErr()) return err(next.error);
        const saved = await save(deps, found.value, next.value, 'subscription.resumed');
        if (saved.isErr()) return err(saved.error);
        return ok({ subscription: subscriptionView(saved.value, 0, now) });
      })(),
    );

/** POST subscription/pause (body subscriptionId, optional days, default 30): our addition so members can pause. */
export const makePauseSubscription =
  (deps: MembershipPorts) =>
  (
    raw: unknown,
    userId: string,
  ): ResultAsync<{ subscription: SubscriptionView }, ValidationError | NotFoundError | ConflictError> =>
    new ResultAsync(
      (async (): Promise<
        Result<{ subscription: SubscriptionView }, ValidationError | NotFoundError | ConflictError>
      > => {
        const input = parseInput(IdInput, raw);
        if (input.isErr()) return err(input.error);
        const found = await findOwned(deps, userId, input.value.subscriptionId);
        if (found.isErr()) return err(found.error);
        const now = deps.clock.now();
        const resume = addDays(now, input.value.days ?? DEFAULT_PAUSE_DAYS);
        const next = pauseSubscription(found.value, now, resume);
        if (next.isErr()) return err(next.error);
        const saved = await save(deps, found.value, next.value, 'subscription.paused', {
          resumeDate: resume.toISOString(),
        });
        if (saved.isErr()) return err(saved.error);
        return ok({ subscription: subscriptionView(saved.value, 0, now) });
      })(),
    );

const UpdateInput = z.object({
  currentMembershipId: z.union([z.string(), z.number()]).transform(String).optional(),
  upgradeSkuId: z.string().max(100).optional(),
  productMenuId: z.string().max(100).optional(),
  productOfferId: z.string().max(100).optional(),
  productSkuId: z.string().max(100).optional(),
  couponId: z.string().max(100).nullish(),
  originatingSubscriptionId: z.union([z.string(), z.number()]).transform(String).optional(),
});

export type SubscriptionUpdateError =
  | ValidationError
  | NotFoundError
  | ConflictError
  | ForbiddenError
  | PaymentDeclinedError;

/** Finds a SKU and its offer in the catalog menus the dashboard may buy from. */
const findSku = async (
  deps: MembershipPorts,
  skuId: string,
  menuIds: readonly string[],
): Promise<{ offer: CatalogOffer; sku: CatalogSku } | null> => {
  for (const menuId of menuIds) {
    const menu = (await deps.catalog.menuById(menuId)) ?? (await deps.catalog.menuByName(menuId));
    for (const offer of menu?.offers ?? []) {
      const sku = offer.skus.find((s) => s.id === skuId);
      if (sku) return { offer, sku };
    }
  }
  return null;
};

/**
 * POST subscription/update (000 section 7):
 * - the cancellation discount: { productMenuId, productOfferId, productSkuId, originatingSubscriptionId } of a
 *   special offer -> the subscription renews at the special price (nothing charged now);
 * - upgrade / re-activate: { currentMembershipId, upgradeSkuId } or { productMenuId, productOfferId,
 *   productSkuId, couponId } -> the new plan is charged now on the default card and replaces the current one,
 *   as a payment saga (`payForPlanChange`, docs/decisions/0032-payment-saga.md).
 * Without a usable card nothing happens (000 section 5); mobile-store members manage it in the store.
 */
export const makeUpdateSubscription =
  (deps: MembershipPorts) =>
  (
    raw: unknown,
    userId: string,
  ): ResultAsync<{ subscription: SubscriptionView; redirectUrl: string }, SubscriptionUpdateError> =>
    new ResultAsync(
      (async (): Promise<Result<{ subscription: SubscriptionView; redirectUrl: string }, SubscriptionUpdateError>> => {
        const parsed = parseInput(UpdateInput, raw);
        if (parsed.isErr()) return err(parsed.error);
        const input = parsed.value;
        const now = deps.clock.now();
        const skuId = input.upgradeSkuId ?? input.productSkuId;
        if (!skuId) return err(generalError('Unable to find background report upgrade sku'));

        // The cancellation discount.
        if (input.originatingSubscriptionId) {
          const found = await findOwned(deps, userId, input.originatingSubscriptionId);
          if (found.isErr()) return err(found.error);
          const special = await findSku(deps, skuId, [MEMBERSHIP_MENUS.cancelOffers]);
          if (!special?.offer.isSpecial) return err(notFound('offer'));
          const next = applyDiscountOffer(found.value, special.sku, now);
          if (next.isErr()) return err(next.error);
          const saved = await save(deps, found.value, next.value, 'subscription.discount_applied', {
            offerId: special.offer.id,
            skuId: special.sku.id,
            renewalPriceCents: special.sku.priceCents,
          });
          if (saved.isErr()) return err(saved.error);
          return ok({ subscription: subscriptionView(saved.value, 0, now), redirectUrl: '/dashboard/account' });
        }

        // Upgrade or re-activate.
        const target = await findSku(deps, skuId, [
          input.productMenuId ?? MEMBERSHIP_MENUS.upgrades,
          MEMBERSHIP_MENUS.upgrades,
          MEMBERSHIP_MENUS.lifetime,
        ]);
        if (!target || target.sku.kind === 'cancellation' || target.sku.kind === 'trial') {
          return err(generalError('Unable to find background report upgrade sku'));
        }
        const contact = await deps.store.userContact(userId);
        const subs = await deps.store.listSubscriptions(userId);
        if (isMobileStoreSubscriber(contact?.userFlags ?? 0, subs)) {
          return err(forbidden('Your membership is managed in the mobile app store. Please use Manage Subscription.'));
        }
        const current = input.currentMembershipId
          ? (subs.find((s) => s.id === input.currentMembershipId || String(s.roleId) === input.currentMembershipId) ??
            null)
          : activeSubscriptionOf(subs, now);
        if (input.currentMembershipId && !current) return err(notFound('subscription'));
        // Re-activating a cancelled membership that still has paid time: renews again, nothing charged now.
        const again =
          current && current.offerType === target.sku.offerType ? reactivateWithinPeriod(current, now) : null;
        if (current && again) {
          const saved = await save(deps, current, again, 'subscription.reactivated', { chargedCents: 0 });
          if (saved.isErr()) return err(saved.error);
          return ok({ subscription: subscriptionView(saved.value, 0, now), redirectUrl: '/dashboard/account' });
        }
        const card =
          (await deps.wallet.defaultCard(userId)) ??
          (current?.cardId ? await deps.wallet.find(userId, current.cardId) : null);
        if (!card || isCardExpired({ month: card.expMonth, year: card.expYear }, now)) {
          return err(generalError('Please add a valid card to continue.'));
        }
        const paid = await payForPlanChange(deps, {
          userId,
          current,
          offer: target.offer,
          sku: target.sku,
          card,
          now,
        });
        if (paid.isErr()) return err(paid.error);
        const stored = paid.value.subscription;
        return ok({ subscription: subscriptionView(stored, 0, now), redirectUrl: '/dashboard/account' });
      })(),
    );

/** One upgrade or re-activation offered on a subscription (000 section 3 "Upgrade on a subscription"). */
export interface SubscriptionUpgradeView {
  subscriptionId: string;
  kind: 'upgrade' | 'reactivate';
  productSkuId: string;
  productOfferId: string;
  productMenuId: string;
  name: string;
  productDisplayName: string;
  offerType: number;
  price: number;
  termHours: number | null;
  terms: string;
}

/**
 * GET upgrades (000 section 3 Product upgrades: menuId, offerId, productSkus, offer.terms.standard) plus the
 * upgrade or re-activation chosen for each subscription by `selectSubscriptionOffer` (000 section 4) and the
 * account-level offer (`accountOffer`).
 */
export const makeListUpgrades = (deps: MembershipPorts) => async (userId: string) => {
  const now = deps.clock.now();
  const menu = await deps.catalog.menuByName(MEMBERSHIP_MENUS.upgrades);
  const contact = await deps.store.userContact(userId);
  const flags = contact?.userFlags ?? 0;
  const subs = await deps.store.listSubscriptions(userId);
  const isMobile = isMobileStoreSubscriber(flags, subs);
  const offers = menu?.offers ?? [];
  const views = offers.map((o) => ({ o, view: { offerType: o.offerType, flag: o.flag } }));
  const upgrades: SubscriptionUpgradeView[] = [];
  for (const s of subs) {
    if (s.status === 'expired' && s.cancelledAt === null && s.willRenew) continue;
    const choice = selectSubscriptionOffer({
      role: { offerType: s.offerType, willRenew: s.willRenew && s.status !== 'expired' && hasOrPaused(s, now) },
      offers: views.map((v) => v.view),
      isProfessional: isProfessionalUser(flags),
      isMobile,
    });
    if (!choice) continue;
    const offer = views.find((v) => v.view === choice.offer)?.o;
    const sku = offer?.skus[0];
    if (!offer || !sku || !menu) continue;
    upgrades.push({
      subscriptionId: s.id,
      kind: choice.kind,
      productSkuId: sku.id,
      productOfferId: offer.id,
      productMenuId: menu.id,
      name: offer.offerName,
      productDisplayName: sku.productDisplayName,
      offerType: offer.offerType,
      price: sku.priceCents,
      termHours: sku.termHours,
      terms: offer.termsStandard,
    });
  }
  const hasAllAccess = subs.some((s) => hasMembershipAccess(s, now) && s.offerType === OfferType.allAccess);
  const accountOffer =
    (isFreemiumOrMinimalUser(flags) && !hasAllAccess
      ? offers.find((o) => o.offerType === OfferType.allAccess)
      : undefined) ?? offers.find((o) => o.offerType === OfferType.premium && isOfferShownAsUpgrade(o));
  const first = accountOffer ?? offers[0];
  return {
    menuId: menu?.id ?? '',
    offerId: first?.id ?? '',
    productSkus: first ? first.skus.map((s) => productSkuView(s, first)) : ([] as ProductSkuView[]),
    offer: first ? productOfferView(first) : null,
    upgrades,
  };
};

const hasOrPaused = (s: SubscriptionRecord, now: Date) =>
  s.status === 'paused' || hasMembershipAccess(s, now) || s.isPaymentPending;

/**
 * GET offers: the membership offers (000 section 3), the cancellation special offers for Basic and Premium
 * (000 section 9, used by the discount panel) and the lifetime offers.
 */
export const makeListOffers = (deps: MembershipPorts) => async (userId: string) => {
  const summary = await makeReadMembership(deps)(userId);
  const specials = await deps.catalog.menuByName(MEMBERSHIP_MENUS.cancelOffers);
  const lifetime = await deps.catalog.menuByName(MEMBERSHIP_MENUS.lifetime);
  const special = (offerType: number) => {
    const offer = specials?.offers.find((o) => o.offerType === offerType && o.isSpecial);
    const sku = offer?.skus[0];
    return offer && sku && specials
      ? {
          productMenuId: specials.id,
          productOfferId: offer.id,
          productSkuId: sku.id,
          name: offer.offerName,
          price: sku.priceCents,
          termHours: sku.termHours,
          terms: offer.termsStandard,
        }
      : null;
  };
  return {
    membershipOffers: summary.membership.membershipOffers,
    specialOffers: { basic: special(OfferType.basic), premium: special(OfferType.premium) },
    lifetimeOffers: (lifetime?.offers ?? []).map(productOfferView),
  };
};

/** GET vouchers (000 section 3 Voucher: voucherType, name). */
export const makeListVouchers = (deps: MembershipPorts) => async (userId: string) => ({
  vouchers: (await deps.store.listVouchers(userId)).map((v) => ({
    id: v.id,
    voucherType: v.voucherType,
    name: v.name,
  })),
});

const ClaimInput = z.object({
  voucherId: z.string().uuid({ error: 'A voucher is required' }),
  reportId: z.string().max(100).optional(),
});

/** POST vouchers/claim: marks an unclaimed voucher as used (the report area unlocks the report). */
export const makeClaimVoucher =
  (deps: MembershipPorts) =>
  (raw: unknown, userId: string): ResultAsync<{ claimed: true }, ValidationError | NotFoundError> =>
    new ResultAsync(
      (async (): Promise<Result<{ claimed: true }, ValidationError | NotFoundError>> => {
        const input = parseInput(ClaimInput, raw);
        if (input.isErr()) return err(input.error);
        const done = await deps.store.claimVoucher(
          userId,
          input.value.voucherId,
          deps.clock.now(),
          input.value.reportId ?? null,
        );
        return done ? ok({ claimed: true }) : err(notFound('voucher'));
      })(),
    );

/** GET user/sales/transactions: the member's payments, newest first (amount in cents). */
export const makeListSales = (deps: MembershipPorts) => async (userId: string) => ({
  transactions: (await deps.store.listSales(userId)).map((t) => ({
    id: t.id,
    date: t.createdAt.toISOString(),
    kind: t.kind,
    description: t.description,
    amount: t.amountCents,
    status: t.status,
    card: t.cardBrand && t.cardLast4 ? `${t.cardBrand} •••• ${t.cardLast4}` : null,
    subscriptionId: t.subscriptionId,
  })),
});

/** GET membership/usage (the Membership Usage page and gauge, 000 sections 2, 9). */
export const makeMembershipUsage = (deps: MembershipPorts) => async (userId: string) => {
  const now = deps.clock.now();
  const active = activeSubscriptionOf(await deps.store.listSubscriptions(userId), now);
  if (!active) return { usage: null };
  const used = await deps.store.usageCount(active.id, usagePeriodStart(active, now));
  const limit = effectiveReportLimit(active);
  return {
    usage: {
      subscriptionId: active.id,
      name: active.name,
      periodStart: usagePeriodStart(active, now).toISOString(),
      periodEnd: active.expirationDate?.toISOString() ?? null,
      ...reportUsage(used, limit),
    },
  };
};
