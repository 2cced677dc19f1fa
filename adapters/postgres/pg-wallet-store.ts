import type { WalletCardRecord, WalletStore } from '../../core/billing/wallet.port.js';
import type { Db, Queryable } from './db.js';
import { insertAuditEvents } from './pg-membership-audit.js';
import { cardOf } from './pg-membership-rows.js';

/**
 * Saves a card with its audit row inside `tx`; it becomes the default when asked or when there is none.
 * Also called by `PgMembershipStore.commitPayment`, which saves the card a buyer entered in the
 * transaction of the payment.
 */
export const insertCardIn = async (
  tx: Queryable,
  card: WalletCardRecord,
  makeDefault: boolean,
  at: Date,
): Promise<WalletCardRecord> => {
  const hasDefault = await tx.query(
    'SELECT 1 FROM wallet_cards WHERE user_id = $1 AND is_default AND removed_at IS NULL FOR UPDATE',
    [card.userId],
  );
  const isDefault = makeDefault || hasDefault.rowCount === 0;
  if (isDefault) {
    await tx.query('UPDATE wallet_cards SET is_default = false WHERE user_id = $1 AND is_default', [card.userId]);
  }
  const r = await tx.query(
    `INSERT INTO wallet_cards (id, user_id, token, brand, last4, exp_month, exp_year, first_name, last_name,
       address_line, city, state, zip, is_default, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING *`,
    [
      card.id,
      card.userId,
      card.token,
      card.brand,
      card.last4,
      card.expMonth,
      card.expYear,
      card.firstName,
      card.lastName,
      card.addressLine,
      card.city,
      card.state,
      card.zip,
      isDefault,
      at,
    ],
  );
  await insertAuditEvents(tx, card.userId, at, [
    {
      kind: 'wallet.card_added',
      subscriptionId: null,
      detail: { cardId: card.id, brand: card.brand, last4: card.last4, isDefault },
    },
  ]);
  return cardOf(r.rows[0]!);
};

/** The wallet on PostgreSQL (`wallet_cards`, migration 0030): tokens and shown fields only; every write with its audit row. */
export class PgWalletStore implements WalletStore {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<WalletCardRecord[]> {
    const r = await this.db.query(
      'SELECT * FROM wallet_cards WHERE user_id = $1 AND removed_at IS NULL ORDER BY is_default DESC, created_at DESC, id',
      [userId],
    );
    return r.rows.map(cardOf);
  }

  async find(userId: string, cardId: string): Promise<WalletCardRecord | null> {
    const r = await this.db.query('SELECT * FROM wallet_cards WHERE user_id = $1 AND id = $2 AND removed_at IS NULL', [
      userId,
      cardId,
    ]);
    return r.rows[0] ? cardOf(r.rows[0]) : null;
  }

  async defaultCard(userId: string): Promise<WalletCardRecord | null> {
    const r = await this.db.query(
      'SELECT * FROM wallet_cards WHERE user_id = $1 AND removed_at IS NULL ORDER BY is_default DESC, created_at DESC LIMIT 1',
      [userId],
    );
    return r.rows[0] ? cardOf(r.rows[0]) : null;
  }

  add(card: WalletCardRecord, makeDefault: boolean, at: Date): Promise<WalletCardRecord> {
    return this.db.transaction((tx) => insertCardIn(tx, card, makeDefault, at));
  }

  update(card: WalletCardRecord, makeDefault: boolean, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      // A card that is not (or no longer) in the wallet changes nothing, the other cards' default included.
      const found = await tx.query(
        'SELECT 1 FROM wallet_cards WHERE user_id = $1 AND id = $2 AND removed_at IS NULL FOR UPDATE',
        [card.userId, card.id],
      );
      if (found.rowCount === 0) return false;
      if (makeDefault) {
        await tx.query('UPDATE wallet_cards SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [
          card.userId,
          card.id,
        ]);
      }
      const r = await tx.query(
        `UPDATE wallet_cards SET exp_month = $3, exp_year = $4, first_name = $5, last_name = $6, address_line = $7,
           city = $8, state = $9, zip = $10, is_default = is_default OR $11
         WHERE user_id = $1 AND id = $2 AND removed_at IS NULL`,
        [
          card.userId,
          card.id,
          card.expMonth,
          card.expYear,
          card.firstName,
          card.lastName,
          card.addressLine,
          card.city,
          card.state,
          card.zip,
          makeDefault,
        ],
      );
      if (r.rowCount === 0) return false;
      await insertAuditEvents(tx, card.userId, at, [
        {
          kind: 'wallet.card_updated',
          subscriptionId: null,
          detail: { cardId: card.id, expMonth: card.expMonth, expYear: card.expYear },
        },
      ]);
      return true;
    });
  }

  remove(userId: string, cardId: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const r = await tx.query(
        'UPDATE wallet_cards SET removed_at = $3, is_default = false WHERE user_id = $1 AND id = $2 AND removed_at IS NULL RETURNING 1',
        [userId, cardId, at],
      );
      if (r.rowCount === 0) return false;
      await tx.query(
        `UPDATE wallet_cards SET is_default = true
         WHERE id = (SELECT id FROM wallet_cards WHERE user_id = $1 AND removed_at IS NULL ORDER BY created_at DESC LIMIT 1)
           AND NOT EXISTS (SELECT 1 FROM wallet_cards WHERE user_id = $1 AND removed_at IS NULL AND is_default)`,
        [userId],
      );
      await insertAuditEvents(tx, userId, at, [
        { kind: 'wallet.card_removed', subscriptionId: null, detail: { cardId } },
      ]);
      return true;
    });
  }

  setDefault(userId: string, cardId: string, at: Date): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const exists = await tx.query(
        'SELECT 1 FROM wallet_cards WHERE user_id = $1 AND id = $2 AND removed_at IS NULL',
        [userId, cardId],
      );
      if (exists.rowCount === 0) return false;
      await tx.query('UPDATE wallet_cards SET is_default = false WHERE user_id = $1 AND is_default', [userId]);
      await tx.query('UPDATE wallet_cards SET is_default = true WHERE user_id = $1 AND id = $2', [userId, cardId]);
      await insertAuditEvents(tx, userId, at, [
        { kind: 'wallet.card_default', subscriptionId: null, detail: { cardId } },
      ]);
      return true;
    });
  }
}
