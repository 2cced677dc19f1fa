import { type FormEvent, useState } from 'react';
import { makeWalletCardAddSchema } from '#core/billing/wallet-card.schema';
import { Button } from '../../../../components/button';
import { CardFields } from '../../../../components/card-fields';
import { ErrorSummary } from '../../../../components/error-summary';
import { Modal } from '../../../../components/modal';
import { TextField } from '../../../../components/text-field';
import {
  EMPTY_WALLET_CARD_FORM,
  type WalletCardFormValues,
  walletCardAddBody,
} from '../../../../components/wallet-card-form';
import { useFormErrors } from '../../../../lib/forms/use-form-errors';
import { upgradeApi } from '../../api/property-api';

/**
 * The wallet modal of the upgrade flow (001 section 4: "A wallet modal can be opened to change the payment
 * method"): adds a card and makes it the default, the one the upgrade charges. Checked with the wallet's
 * core schema (the server's); card number, zip and security code are sent as digits only (001 section 5).
 */
export const AddCardModal = ({ onClose, onAdded }: { onClose: () => void; onAdded: () => void }) => {
  const [form, setForm] = useState<WalletCardFormValues>(EMPTY_WALLET_CARD_FORM);
  const [busy, setBusy] = useState(false);
  const { errors, failure, validate, fromError, reset } = useFormErrors();
  const setField = (k: keyof WalletCardFormValues, value: string) => setForm((f) => ({ ...f, [k]: value }));
  const field = (k: keyof WalletCardFormValues) => ({
    value: form[k],
    onChange: (e: { target: { value: string } }) => setField(k, e.target.value),
    error: errors[k],
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = walletCardAddBody(form);
    if (!validate(makeWalletCardAddSchema(new Date()), body)) return;
    reset();
    setBusy(true);
    upgradeApi
      .addCard(body)
      .then(onAdded, fromError)
      .finally(() => setBusy(false));
  };

  return (
    <Modal title="Add payment option" onClose={onClose} testId="add-card-modal">
      <form onSubmit={submit} className="pt-card-form" noValidate>
        <CardFields values={form} onChange={setField} errorOf={(k) => errors[k]} />
        <div className="tw-grid-3">
          <TextField label="First name on card" autoComplete="cc-given-name" {...field('firstName')} />
          <TextField label="Last name on card" autoComplete="cc-family-name" {...field('lastName')} />
          <TextField label="Billing zip" inputMode="numeric" autoComplete="postal-code" {...field('zip')} />
        </div>
        <TextField label="Billing address" autoComplete="address-line1" {...field('addressLine')} />
        <div className="tw-grid-3">
          <TextField label="City" autoComplete="address-level2" {...field('city')} />
          <TextField label="State" placeholder="CA" autoComplete="address-level1" {...field('state')} />
        </div>
        <ErrorSummary error={failure} fields={['*']} />
        <div className="pt-modal-actions">
          <Button type="submit" loading={busy}>
            Save Card
          </Button>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
};
