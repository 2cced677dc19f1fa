/** A card in the wallet: the gateway token and what may be shown. Never the number or the security code. */
export interface WalletCardRecord {
  readonly id: string;
  readonly userId: string;
  readonly token: string;
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly firstName: string;
  readonly lastName: string;
  readonly addressLine: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
  readonly isDefault: boolean;
  readonly createdAt: Date;
}

/**
 * The wallet (000 section 7 wallet/cards calls). Each write is one transaction together with an audit row
 * (`kind` names the change).
 */
export interface WalletStore {
  list(userId: string): Promise<WalletCardRecord[]>;
  find(userId: string, cardId: string): Promise<WalletCardRecord | null>;
  defaultCard(userId: string): Promise<WalletCardRecord | null>;
  /** Adds a card; it becomes the default when `makeDefault` or when the user has no default yet. */
  add(card: WalletCardRecord, makeDefault: boolean, at: Date): Promise<WalletCardRecord>;
  /** Replaces a card's shown fields (and token when the card was re-entered); false when not found. */
  update(card: WalletCardRecord, makeDefault: boolean, at: Date): Promise<boolean>;
  /** Removes a card; the newest remaining card becomes the default when it was the default. */
  remove(userId: string, cardId: string, at: Date): Promise<boolean>;
  setDefault(userId: string, cardId: string, at: Date): Promise<boolean>;
}
