import { describe, expect, it } from 'vitest';
import { TOO_MANY_DECLINES_MESSAGE } from '../../../../core/membership/checkout/checkout.rules.js';
import { ALREADY_MEMBER_MESSAGE } from '../../../../core/membership/checkout/one-membership-per-kind.rules.js';
import { PAYMENT_DECLINED_MESSAGE } from '../../../../core/membership/membership.errors.js';
import { FAILED_TO_LOAD_OFFERS } from '../../../../core/membership/offers/abandonment.rules.js';
import { CARDS, cardForm, HOUR, membershipFakes } from '../../../support/membership-fakes.js';

/**
 * Checkout (002 sections 2.5, 3, 4, 7; docs/decisions/0032-payment-saga.md) on the in-memory fakes: the
 * $1 trial bought with its card, sale, voucher and receipt; one charge per key; declines, the card-testing
 * guard and one membership of a kind, each without a charge.
 */
describe('checkout', () => {
  it('a buyer pays $1 for the Premium trial: 3 days renewing at $4.95/mo, the card as default, sale, voucher, receipt', async () => {
    const f = membershipFakes();
    const { id: userId, email } = await f.newUser();
    const { answer } = await f.buy({ userId });
    expect(answer._unsafeUnwrap()).toEqual({ redirectUrl: '/dashboard/account', subscriptionId: expect.any(String) });
    const [sub] = await f.store.listSubscriptions(userId);
    expect(sub).toMatchObject({
      id: answer._unsafeUnwrap().subscriptionId,
      name: 'Premium Membership',
      offerType: 4,
      status: 'active',
      willRenew: true,
      isTrial: true,
      renewalPriceCents: 495,
      renewalTermHours: 720,
      reportLimit: 100,
      expirationDate: new Date('2026-11-24T10:00:00.000Z'),
      nextAttemptAt: new Date('2026-11-24T10:00:00.000Z'),
    });
    const card = await f.wallet.defaultCard(userId);
    expect(card).toMatchObject({ last4: '4242', expMonth: 12, expYear: 2031, zip: '90210', isDefault: true });
    expect(card?.token).not.toContain('4242424242424242');
    expect(sub?.cardId).toBe(card?.id);
    expect(await f.store.listSales(userId)).toEqual([
      expect.objectContaining({ kind: 'purchase', amountCents: 100, status: 'succeeded', cardLast4: '4242' }),
    ]);
    expect(await f.store.listVouchers(userId)).toEqual([
      expect.objectContaining({ voucherType: 'background', name: 'Background Report' }),
    ]);
    const receipt = f.mailer.latestTo(email);
    expect(receipt?.subject).toBe('Your Tracewell receipt: $1.00');
    expect(receipt?.text).toMatch(/renews at \$4\.95\/mo/);
    expect(f.events(userId)).toEqual(['wallet.card_added', 'subscription.created']);
    expect(f.gateway.takenCents()).toBe(100);
  });

  it('the same submit again, and twice at the same time, charges once and answers the same subscription', async () => {
    const f = membershipFakes();
    const first = await f.buy({ key: 'same-key-123456' });
    const id = first.answer._unsafeUnwrap().subscriptionId;
    const again = await f.buy({ userId: first.userId, key: 'same-key-123456' });
    expect(again.answer._unsafeUnwrap().subscriptionId).toBe(id);
    const both = await Promise.all([
      f.buy({ userId: first.userId, key: 'same-key-123456' }),
      f.buy({ userId: first.userId, key: 'same-key-123456' }),
    ]);
    for (const b of both) expect(b.answer._unsafeUnwrap().subscriptionId).toBe(id);
    expect(f.gateway.takenCents()).toBe(100);
    expect(await f.store.listSubscriptions(first.userId)).toHaveLength(1);
    expect(await f.store.listSales(first.userId)).toHaveLength(1);
  });

  it('two checkouts of one account at the same time: one pays, the other is refused (409)', async () => {
    const f = membershipFakes();
    const { id: userId } = await f.newUser();
    const answers = await Promise.all([
      f.buy({ userId, key: 'parallel-key-1' }),
      f.buy({ userId, key: 'parallel-key-2' }),
    ]);
    expect(answers.filter((a) => a.answer.isOk())).toHaveLength(1);
    expect(answers.find((a) => a.answer.isErr())?.answer._unsafeUnwrapErr().type).toBe('Conflict');
    expect(f.gateway.takenCents()).toBe(100);
    expect(await f.store.listSubscriptions(userId)).toHaveLength(1);
  });

  it('a declined card answers the spec message and buys nothing; the decline is audited', async () => {
    const f = membershipFakes();
    for (const number of [CARDS.declined, CARDS.insufficientFunds]) {
      const { userId, answer } = await f.buy({ card: cardForm(number) });
      expect(answer._unsafeUnwrapErr()).toMatchObject({ type: 'PaymentDeclined', message: PAYMENT_DECLINED_MESSAGE });
      expect(await f.store.listSubscriptions(userId)).toEqual([]);
      expect(await f.store.listSales(userId)).toEqual([]);
      expect(await f.wallet.list(userId)).toEqual([]);
      expect(f.events(userId)).toEqual(['checkout.declined']);
    }
    expect(f.gateway.takenCents()).toBe(0);
  });

  it('card-testing guard: after 5 declines in an hour the account is refused (429) without a charge; an hour later it works', async () => {
    const f = membershipFakes();
    const { id: userId } = await f.newUser();
    for (let i = 0; i < 5; i += 1) {
      const { answer } = await f.buy({ userId, card: cardForm(CARDS.declined), key: `declined-${i}-abcdefgh` });
      expect(answer._unsafeUnwrapErr().type).toBe('PaymentDeclined');
    }
    const blocked = await f.buy({ userId, key: 'after-limit-1' });
    expect(blocked.answer._unsafeUnwrapErr()).toEqual({
      type: 'RateLimited',
      message: TOO_MANY_DECLINES_MESSAGE,
      retryAfterSeconds: 3600,
    });
    expect(f.gateway.takenCents()).toBe(0);
    f.clock.advance(HOUR + 1000);
    expect((await f.buy({ userId, key: 'after-hour-1' })).answer.isOk()).toBe(true);
    expect(f.gateway.takenCents()).toBe(100);
  });

  it('one membership of a kind: a second Premium is refused before any charge; a Basic one is bought', async () => {
    const f = membershipFakes();
    const { userId } = await f.member();
    const second = await f.buy({ userId, key: 'second-premium-1' });
    expect(second.answer._unsafeUnwrapErr()).toEqual({ type: 'Conflict', message: ALREADY_MEMBER_MESSAGE });
    expect(f.gateway.takenCents()).toBe(100);
    const basic = await f.buy({ userId, key: 'basic-trial-1', offer: 'offer-standard-trial' });
    expect(basic.answer.isOk()).toBe(true);
    expect((await f.store.listSubscriptions(userId)).map((s) => [s.name, s.reportLimit])).toEqual([
      ['Basic Membership', 150],
      ['Premium Membership', 100],
    ]);
  });

  it('a checkout for a report lands on the report with its criteria; the voucher is of the checkout kind', async () => {
    const f = membershipFakes();
    const people = await f.buy({
      type: 'people',
      offer: 'offer-standard-trial',
      card: cardForm(CARDS.mastercard),
      criteria: { fn: 'Jane', ln: 'Doe', state: 'CA', city: 'Fresno', id: 'P123' },
    });
    expect(people.answer._unsafeUnwrap().redirectUrl).toBe(
      '/report?type=background&id=p123&fn=jane&ln=doe&city=fresno&state=ca',
    );
    const phone = await f.buy({ type: 'phone', criteria: { phone: '5125550142' } });
    expect(phone.answer._unsafeUnwrap().redirectUrl).toBe('/report?type=phone&phone=5125550142');
    expect((await f.store.listVouchers(phone.userId)).map((v) => v.name)).toEqual(['Phone Report']);
  });

  it('refuses an unknown checkout type, an offer not on the menu, a bad card form and an unknown card number', async () => {
    const f = membershipFakes();
    expect((await f.buy({ type: 'nope' })).answer._unsafeUnwrapErr()).toEqual({
      type: 'NotFound',
      entity: 'checkout type',
    });
    expect((await f.buy({ offer: 'offer-dating-premium' })).answer._unsafeUnwrapErr()).toEqual({
      type: 'Validation',
      errors: { '*': [FAILED_TO_LOAD_OFFERS] },
    });
    const bad = await f.buy({ card: cardForm('4242424242424241') });
    expect(bad.answer._unsafeUnwrapErr()).toMatchObject({
      type: 'Validation',
      errors: { 'card.creditCardNo': ['Please enter a valid card number'] },
    });
    const unknown = await f.buy({ card: cardForm('4111111111111111') });
    expect(unknown.answer._unsafeUnwrapErr().type).toBe('PaymentDeclined');
    expect(f.gateway.takenCents()).toBe(0);
  });
});
