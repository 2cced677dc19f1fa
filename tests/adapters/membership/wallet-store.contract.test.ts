import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { at, cardRecord, DAY, MEMBERSHIP_SUBJECTS, type MembershipSubject } from '../../support/membership-stores.js';

/**
 * The WalletStore contract (core/billing/wallet.port.ts; 000 section 7 wallet/cards): a card becomes the
 * default when asked or when the user has none, there is never more than one default, the newest
 * remaining card takes over when the default is removed, the number never changes on an update (token,
 * brand and last 4 stay), a card that is not the user's (or no longer in the wallet) is never changed, and
 * every write leaves its audit row. Run on the in-memory fake and on PostgreSQL.
 */
describe.each(MEMBERSHIP_SUBJECTS)('WalletStore contract: %s', (_name, open) => {
  let s: MembershipSubject;
  beforeAll(async () => {
    s = await open();
  });
  afterAll(async () => s.close());

  const defaults = async (userId: string) => (await s.wallet.list(userId)).filter((c) => c.isDefault).map((c) => c.id);

  it('the first card becomes the default unasked; a later card only when asked, and then it is the only default', async () => {
    const u = await s.newUser();
    const first = await s.wallet.add(cardRecord(u, { last4: '1111' }), false, at(1));
    expect(first).toMatchObject({ id: first.id, isDefault: true, createdAt: at(1) });
    const second = await s.wallet.add(cardRecord(u, { last4: '2222' }), false, at(2));
    expect(second.isDefault).toBe(false);
    expect(await defaults(u)).toEqual([first.id]);
    const third = await s.wallet.add(cardRecord(u, { last4: '3333' }), true, at(3));
    expect(third.isDefault).toBe(true);
    expect(await defaults(u)).toEqual([third.id]);
    expect((await s.wallet.defaultCard(u))?.id).toBe(third.id);
  });

  it('lists the default first, then the newest; an empty wallet has no default card', async () => {
    const u = await s.newUser();
    expect(await s.wallet.list(u)).toEqual([]);
    expect(await s.wallet.defaultCard(u)).toBeNull();
    const a = await s.wallet.add(cardRecord(u), false, at(1));
    const b = await s.wallet.add(cardRecord(u), false, at(2));
    const c = await s.wallet.add(cardRecord(u), false, at(3));
    expect((await s.wallet.list(u)).map((x) => x.id)).toEqual([a.id, c.id, b.id]);
    expect((await s.wallet.defaultCard(u))?.id).toBe(a.id);
    expect(await s.wallet.list(await s.newUser())).toEqual([]);
  });

  it('keeps the gateway token and the shown fields as given; find answers the card of its user only', async () => {
    const u = await s.newUser();
    const card = cardRecord(u, {
      brand: 'MasterCard',
      last4: '4444',
      addressLine: '1 Main St',
      city: 'Austin',
      state: 'TX',
      zip: '73301',
    });
    await s.wallet.add(card, false, at(5));
    expect(await s.wallet.find(u, card.id)).toEqual({ ...card, isDefault: true, createdAt: at(5) });
    expect(await s.wallet.find(await s.newUser(), card.id)).toBeNull();
  });

  it('update replaces the shown fields and keeps the number; asked, it moves the default; a default stays default', async () => {
    const u = await s.newUser();
    const a = await s.wallet.add(cardRecord(u), false, at(1));
    const b = await s.wallet.add(cardRecord(u), false, at(2));
    const changed = {
      ...b,
      token: 'tok_other',
      brand: 'Discover',
      last4: '9999',
      expMonth: 3,
      expYear: 2032,
      firstName: 'Kim',
      lastName: 'Ray',
      addressLine: '2 Oak Ave',
      city: 'Reno',
      state: 'NV',
      zip: '89501',
    };
    expect(await s.wallet.update(changed, false, at(3))).toBe(true);
    expect(await s.wallet.find(u, b.id)).toEqual({
      ...changed,
      token: b.token,
      brand: b.brand,
      last4: b.last4,
      isDefault: false,
      createdAt: b.createdAt,
    });
    expect(await defaults(u)).toEqual([a.id]);
    expect(await s.wallet.update({ ...b, expMonth: 4 }, true, at(4))).toBe(true);
    expect(await defaults(u)).toEqual([b.id]);
    expect(await s.wallet.update({ ...b, expMonth: 5, isDefault: false }, false, at(5))).toBe(true);
    expect(await defaults(u)).toEqual([b.id]);
  });

  it("update, remove and setDefault of another user's, a removed or an unknown card answer false and change nothing", async () => {
    const u = await s.newUser();
    const other = await s.newUser();
    const mine = await s.wallet.add(cardRecord(u), false, at(1));
    const gone = await s.wallet.add(cardRecord(u), false, at(2));
    await s.wallet.remove(u, gone.id, at(3));
    const theirs = await s.wallet.add(cardRecord(other), false, at(1));
    const before = await s.wallet.list(u);
    const eventsBefore = (await s.events(u)).length;

    expect(await s.wallet.update({ ...gone, expMonth: 1 }, true, at(4))).toBe(false);
    expect(await s.wallet.update({ ...theirs, userId: u, expMonth: 1 }, true, at(4))).toBe(false);
    expect(await s.wallet.update(cardRecord(u), true, at(4))).toBe(false);
    expect(await s.wallet.remove(u, gone.id, at(4))).toBe(false);
    expect(await s.wallet.remove(u, theirs.id, at(4))).toBe(false);
    expect(await s.wallet.setDefault(u, gone.id, at(4))).toBe(false);
    expect(await s.wallet.setDefault(u, theirs.id, at(4))).toBe(false);

    expect(await s.wallet.list(u)).toEqual(before);
    expect(await defaults(u)).toEqual([mine.id]);
    expect(await s.wallet.find(u, gone.id)).toBeNull();
    expect(await s.wallet.list(other)).toEqual([{ ...theirs }]);
    expect((await s.events(u)).length).toBe(eventsBefore);
  });

  it('remove: the newest remaining card takes over from a removed default; other removals keep the default', async () => {
    const u = await s.newUser();
    const a = await s.wallet.add(cardRecord(u), false, at(1));
    const b = await s.wallet.add(cardRecord(u), false, at(2));
    const c = await s.wallet.add(cardRecord(u), false, at(3));
    const d = await s.wallet.add(cardRecord(u), false, at(4));
    expect(await s.wallet.remove(u, c.id, at(5))).toBe(true);
    expect(await defaults(u)).toEqual([a.id]);
    expect(await s.wallet.remove(u, a.id, at(6))).toBe(true);
    expect(await defaults(u)).toEqual([d.id]);
    expect((await s.wallet.list(u)).map((x) => x.id)).toEqual([d.id, b.id]);
    await s.wallet.remove(u, d.id, at(7));
    await s.wallet.remove(u, b.id, at(8));
    expect(await s.wallet.list(u)).toEqual([]);
    expect(await s.wallet.defaultCard(u)).toBeNull();
    // A card added to the emptied wallet is its default again.
    expect((await s.wallet.add(cardRecord(u), false, at(9))).isDefault).toBe(true);
  });

  it('setDefault makes the card the one default', async () => {
    const u = await s.newUser();
    const a = await s.wallet.add(cardRecord(u), false, at(1));
    const b = await s.wallet.add(cardRecord(u), false, at(2));
    expect(await s.wallet.setDefault(u, b.id, at(3))).toBe(true);
    expect(await defaults(u)).toEqual([b.id]);
    expect(await s.wallet.setDefault(u, b.id, at(4))).toBe(true);
    expect(await defaults(u)).toEqual([b.id]);
    expect(await s.wallet.setDefault(u, a.id, at(5))).toBe(true);
    expect(await defaults(u)).toEqual([a.id]);
    expect((await s.wallet.defaultCard(u))?.id).toBe(a.id);
  });

  it('every write leaves one audit row naming the change, at the time of the write', async () => {
    const u = await s.newUser();
    const a = await s.wallet.add(cardRecord(u, { last4: '1881' }), false, at(DAY));
    const b = await s.wallet.add(cardRecord(u), false, at(DAY + 1));
    await s.wallet.update({ ...a, expMonth: 6, expYear: 2033 }, false, at(DAY + 2));
    await s.wallet.setDefault(u, b.id, at(DAY + 3));
    await s.wallet.remove(u, a.id, at(DAY + 4));
    expect(await s.events(u)).toEqual([
      {
        kind: 'wallet.card_added',
        subscriptionId: null,
        detail: { cardId: a.id, brand: 'Visa', last4: '1881', isDefault: true },
        at: at(DAY),
      },
      {
        kind: 'wallet.card_added',
        subscriptionId: null,
        detail: { cardId: b.id, brand: 'Visa', last4: '4242', isDefault: false },
        at: at(DAY + 1),
      },
      {
        kind: 'wallet.card_updated',
        subscriptionId: null,
        detail: { cardId: a.id, expMonth: 6, expYear: 2033 },
        at: at(DAY + 2),
      },
      { kind: 'wallet.card_default', subscriptionId: null, detail: { cardId: b.id }, at: at(DAY + 3) },
      { kind: 'wallet.card_removed', subscriptionId: null, detail: { cardId: a.id }, at: at(DAY + 4) },
    ]);
  });
});
