import { type FormEvent, useState } from 'react';
import { makeWalletCardAddSchema, makeWalletCardUpdateSchema } from '#core/billing/wallet-card.schema';
import type { WalletCardView } from '#core/membership/subscriptions/membership-views.rules';
import { Button } from '../../../components/button';
import { CardFields } from '../../../components/card-fields';
import { ErrorSummary } from '../../../components/error-summary';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import {
  EMPTY_WALLET_CARD_FORM,
  type WalletCardFormValues,
  walletCardAddBody,
  walletCardUpdateBody,
} from '../../../components/wallet-card-form';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { membershipApi } from '../api/membership-api';

/**
 * The wallet modal (000 sections 2, 7): the cards with expiry MM/YYYY and "Expired", make default, remove,
 * update (expiry, name, address) and add. Card number, zip and security code are sent as digits only, after the
 * core wallet-card schemas (the server's) accepted the form.
 */
export const WalletModal = ({
  cards,
  onClose,
  onChanged,
}: {
  cards: WalletCardView[];
  onClose: () => void;
  onChanged: () => void;
}) => {
  const [editing, setEditing] = useState<WalletCardView | 'new' | null>(cards.length === 0 ? 'new' : null);
  const [form, setForm] = useState<WalletCardFormValues>(EMPTY_WALLET_CARD_FORM);
  const { errors, failure, validate, fromError, reset } = useFormErrors();
  const [busy, setBusy] = useState(false);
  const setField = (k: keyof WalletCardFormValues, value: string) => setForm((f) => ({ ...f, [k]: value }));
  const set = (k: keyof WalletCardFormValues) => (e: { target: { value: string } }) => setField(k, e.target.value);

  const act = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    reset();
    try {
      await fn();
      onChanged();
      setEditing(null);
      setForm(EMPTY_WALLET_CARD_FORM);
    } catch (e) {
      fromError(e);
    } finally {
      setBusy(false);
    }
  };
  const startEdit = (c: WalletCardView) => {
    setEditing(c);
    setForm({
      ...EMPTY_WALLET_CARD_FORM,
      expirationMonth: String(c.expirationMonth).padStart(2, '0'),
      expirationYear: String(c.expirationYear),
      firstName: c.firstName,
      lastName: c.lastName,
      addressLine: c.addressLine ?? '',
      city: c.city ?? '',
      state: c.state ?? '',
      zip: c.zip ?? '',
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const now = new Date();
    if (editing === 'new') {
      const body = walletCardAddBody(form);
      if (validate(makeWalletCardAddSchema(now), body)) void act(() => membershipApi.addCard(body));
    } else if (editing !== null) {
      const body = { ...walletCardUpdateBody(form), creditCardId: editing.creditCardId };
      if (validate(makeWalletCardUpdateSchema(now), body)) void act(() => membershipApi.updateCard(body));
    }
  };

  return (
    <Modal title="Payment Methods" onClose={onClose} testId="wallet-modal">
      <ul className="ms-cards">
        {cards.map((c) => (
          <li key={c.creditCardId} className="ms-card-row" data-testid="wallet-card">
            <span>
              <strong className="ms-card-brand">{c.brand}</strong> {c.creditCardNo} · {c.expiration}{' '}
              {c.expired && <span className="ms-badge ms-badge--danger">Expired</span>}
              {c.isDefaultCard && <span className="ms-badge">Default</span>}
            </span>
            <span className="ms-card-actions">
              <Button size="sm" variant="ghost" onClick={() => startEdit(c)}>
                Update
              </Button>
              {!c.isDefaultCard && (
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={busy}
                  onClick={() => void act(() => membershipApi.defaultCard(c.creditCardId))}
                >
                  Make Default
                </Button>
              )}
              <Button
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() => void act(() => membershipApi.removeCard(c.creditCardId))}
              >
                Remove
              </Button>
            </span>
          </li>
        ))}
      </ul>
      {editing === null ? (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          Add a Card
        </Button>
      ) : (
        <form onSubmit={submit} className="ms-wallet-form" noValidate>
          <h3 className="ms-h3">
            {editing === 'new' ? 'Add a card' : `Update ${editing.brand} ${editing.creditCardNo}`}
          </h3>
          <CardFields values={form} onChange={setField} errorOf={(k) => errors[k]} withNumber={editing === 'new'} />
          <div className="ms-grid-2">
            <TextField
              label="First name on card"
              value={form.firstName}
              onChange={set('firstName')}
              error={errors.firstName}
            />
            <TextField
              label="Last name on card"
              value={form.lastName}
              onChange={set('lastName')}
              error={errors.lastName}
            />
          </div>
          <TextField
            label="Billing address"
            value={form.addressLine}
            onChange={set('addressLine')}
            error={errors.addressLine}
          />
          <div className="ms-grid-3">
            <TextField label="City" value={form.city} onChange={set('city')} error={errors.city} />
            <TextField label="State" placeholder="CA" value={form.state} onChange={set('state')} error={errors.state} />
            <TextField label="Zip" inputMode="numeric" value={form.zip} onChange={set('zip')} error={errors.zip} />
          </div>
          <ErrorSummary error={failure} fields={['*']} />
          <div className="ms-actions">
            <Button type="submit" loading={busy}>
              Save Card
            </Button>
            <Button variant="secondary" onClick={() => setEditing(null)}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
};
