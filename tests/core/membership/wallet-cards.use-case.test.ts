import { describe, expect, it } from 'vitest';
import { MOBILE_STORE_MANAGED_MESSAGE } from '../../../core/membership/cancellation/mobile-store-member.rules.js';
import { PAYMENT_DECLINED_MESSAGE } from '../../../core/membership/membership.errors.js';
import { makeAddWalletCard } from '../../../core/membership/wallet/add-wallet-card.use-case.js';
import { makeListWalletCards } from '../../../core/membership/wallet/list-wallet-cards.use-case.js';
import { makeRemoveWalletCard } from '../../../core/membership/wallet/remove-wallet-card.use-case.js';
import { makeSetDefaultWalletCard } from '../../../core/membership/wallet/set-default-wallet-card.use-case.js';
import { makeUpdateWalletCard } from '../../../core/membership/wallet/update-wallet-card.use-case.js';
import { CARDS, membershipFakes } from '../../support/membership-fakes.js';

/**
 * The wallet (000 sections 3, 6 and 7: wallet/cards, add, update, remove, default) on the in-memory
 * fakes, one use case per file: list-, add-, update-, remove- and set-default-wallet-card.use-case.ts.
 */
const walletCard = (number: string = CARDS.mastercard, over: Record<string, unknown> = {}) => ({
  creditCardNo: number,
  expirationMonth: 5,
  expirationYear: 2030,
  securityCode: '123',
  firstName: 'Casey',
  lastName: 'Buyer',
  addressLine: '1 Main St',
  city: 'Reno',
  state: 'NV',
  zip: '89501',
  isDefaultCard: false,
  ...over,
});

const wallet = () => {
  const f = membershipFakes();
  return {
    f,
    list: makeListWalletCards(f.ports),
    add: makeAddWalletCard(f.ports),
    update: makeUpdateWalletCard(f.ports),
    remove: makeRemoveWalletCard(f.ports),
    setDefault: makeSetDefaultWalletCard(f.ports),
  };
};

describe('wallet cards', () => {
  it('adds a card (only the masked number is kept), makes it the default, updates and removes it', async () => {
    const w = wallet();
    const { userId } = await w.f.member();
    const added = (await w.add(walletCard(), userId))._unsafeUnwrap().card;
    expect(added).toMatchObject({
      brand: 'mastercard',
      creditCardNo: '•••• 4444',
      expiration: '05/2030',
      isDefaultCard: false,
    });
    expect(JSON.stringify(added)).not.toContain(CARDS.mastercard);
    expect((await w.setDefault({ creditCardId: added.creditCardId }, userId))._unsafeUnwrap()).toEqual({
      isDefaultCard: true,
    });
    const updated = await w.update({ ...walletCard(), creditCardId: added.creditCardId, expirationYear: 2032 }, userId);
    expect(updated._unsafeUnwrap().card).toMatchObject({ expiration: '05/2032', isDefaultCard: true });
    const listed = (await w.list(userId))._unsafeUnwrap();
    expect(listed).toMatchObject({ canEditCard: true, manageSubscriptionLink: false });
    expect(listed.cards.map((c) => [c.last4, c.isDefaultCard])).toEqual(
      expect.arrayContaining([
        ['4444', true],
        ['4242', false],
      ]),
    );
    expect((await w.remove({ creditCardId: added.creditCardId }, userId))._unsafeUnwrap()).toEqual({ removed: true });
    expect((await w.list(userId))._unsafeUnwrap().cards.map((c) => c.last4)).toEqual(['4242']);
  });

  it('a card the gateway cannot read is declined; an expired one gets the schema message', async () => {
    const w = wallet();
    const { id } = await w.f.newUser();
    // A number that passes Luhn but is no card of the sandbox: the gateway gives no token.
    const declined = await w.add(walletCard('4111111111111111'), id);
    expect(declined.isErr() && declined.error).toMatchObject({
      type: 'PaymentDeclined',
      message: PAYMENT_DECLINED_MESSAGE,
    });
    const expired = await w.add(walletCard(CARDS.visa, { expirationMonth: 1, expirationYear: 2020 }), id);
    expect(expired.isErr() && expired.error.type).toBe('Validation');
  });

  it('a card that is not in the wallet, or not a card id, is not found', async () => {
    const w = wallet();
    const { userId } = await w.f.member();
    const other = await w.f.newUser();
    const [card] = (await w.list(userId))._unsafeUnwrap().cards;
    const notFound = { type: 'NotFound', entity: 'card' };
    for (const r of [
      await w.remove({ creditCardId: card!.creditCardId }, other.id),
      await w.remove({ creditCardId: 'card-1' }, userId),
      await w.setDefault({ creditCardId: 42 }, userId),
      await w.update({ ...walletCard(), creditCardId: card!.creditCardId }, other.id),
    ]) {
      expect(r.isErr() && r.error).toEqual(notFound);
    }
    const missing = await w.remove({}, userId);
    expect(missing.isErr() && missing.error).toEqual({
      type: 'Validation',
      errors: { creditCardId: ['A card is required'] },
    });
  });

  it('a mobile-store member manages payment in the app store: a Manage Subscription link and no card edit (000 section 6)', async () => {
    const w = wallet();
    const { id } = await w.f.newUser({ userFlags: 16 });
    await w.f.member({ userId: id });
    expect((await w.list(id))._unsafeUnwrap()).toMatchObject({ canEditCard: false, manageSubscriptionLink: true });
    const [card] = (await w.list(id))._unsafeUnwrap().cards;
    const refused = { type: 'Forbidden', message: MOBILE_STORE_MANAGED_MESSAGE };
    for (const r of [
      await w.add(walletCard(), id),
      await w.update({ ...walletCard(), creditCardId: card!.creditCardId }, id),
      await w.remove({ creditCardId: card!.creditCardId }, id),
      await w.setDefault({ creditCardId: card!.creditCardId }, id),
    ]) {
      expect(r.isErr() && r.error).toEqual(refused);
    }
  });
});
