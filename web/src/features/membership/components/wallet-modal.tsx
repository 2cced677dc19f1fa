import { type FormEvent, useState } from 'react';
import type { WalletCardView } from '#core/membership/membership-views.rules';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { TextField } from '../../../components/text-field';
import { membershipApi } from '../api/membership-api';
import { Modal } from './modal';

const digitsOnly = (v: string) => v.replace(/\D+/g, '');
const EMPTY = {
  creditCardNo: '',
  expirationMonth: '',
  expirationYear: '',
  securityCode: '',
  firstName: '',
  lastName: '',
  addressLine: '',
  city: '',
  state: '',
  zip: '',
};

/**
 * The wallet modal (000 sections 2, 7): the cards with expiry MM/YYYY and "Expired", make default, remove,
 * update (expiry, name, address) and add. Card number, zip and security code are sent as digits only.
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
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [k]: e.target.value }));
  const fieldError = (k: string) =>
    error && typeof error === 'object' && 'errors' in (error as object)
      ? (error as { errors: Record<string, string[]> }).errors[k]
      : undefined;

  const act = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
      onChanged();
      setEditing(null);
      setForm(EMPTY);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  };
  const startEdit = (c: WalletCardView) => {
    setEditing(c);
    setForm({
      ...EMPTY,
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
    const common = {
      expirationMonth: form.expirationMonth,
      expirationYear: form.expirationYear,
      securityCode: digitsOnly(form.securityCode),
      firstName: form.firstName,
      lastName: form.lastName,
      addressLine: form.addressLine,
      city: form.city,
      state: form.state,
      zip: digitsOnly(form.zip),
      isDefaultCard: true,
    };
    void act(() =>
      editing === 'new'
        ? membershipApi.addCard({ ...common, creditCardNo: digitsOnly(form.creditCardNo) })
        : membershipApi.updateCard({ ...common, creditCardId: (editing as WalletCardView).creditCardId }),
    );
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
          {editing === 'new' && (
            <TextField
              label="Card number"
              inputMode="numeric"
              value={form.creditCardNo}
              onChange={set('creditCardNo')}
              error={fieldError('creditCardNo')}
            />
          )}
          <div className="ms-grid-3">
            <TextField
              label="Exp. month"
              placeholder="MM"
              value={form.expirationMonth}
              onChange={set('expirationMonth')}
              error={fieldError('expirationMonth')}
            />
            <TextField
              label="Exp. year"
              placeholder="YYYY"
              value={form.expirationYear}
              onChange={set('expirationYear')}
              error={fieldError('expirationYear')}
            />
            <TextField
              label="Security code"
              inputMode="numeric"
              value={form.securityCode}
              onChange={set('securityCode')}
              error={fieldError('securityCode')}
            />
          </div>
          <div className="ms-grid-2">
            <TextField
              label="First name on card"
              value={form.firstName}
              onChange={set('firstName')}
              error={fieldError('firstName')}
            />
            <TextField
              label="Last name on card"
              value={form.lastName}
              onChange={set('lastName')}
              error={fieldError('lastName')}
            />
          </div>
          <TextField
            label="Billing address"
            value={form.addressLine}
            onChange={set('addressLine')}
            error={fieldError('addressLine')}
          />
          <div className="ms-grid-3">
            <TextField label="City" value={form.city} onChange={set('city')} error={fieldError('city')} />
            <TextField
              label="State"
              placeholder="CA"
              value={form.state}
              onChange={set('state')}
              error={fieldError('state')}
            />
            <TextField
              label="Zip"
              inputMode="numeric"
              value={form.zip}
              onChange={set('zip')}
              error={fieldError('zip')}
            />
          </div>
          <ErrorSummary error={error} fields={['*']} />
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
