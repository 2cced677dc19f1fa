import type { ReactNode } from 'react';
import { TextField } from './text-field';

/** The card fields checkout and wallet share (000 section 3 Card; 002 section 3 Wallet card). */
export type CardNumberValues = {
  creditCardNo: string;
  expirationMonth: string;
  expirationYear: string;
  securityCode: string;
};

/**
 * Props of {@link CardFields}:
 * - `values` / `onChange(field, value)`: the typed text (digits are stripped when the form is validated);
 * - `errorOf(field)`: the field's messages, from the core card schema or the server (the checkout nests them
 *   under `card.`, the wallet does not);
 * - `withNumber`: false when updating a saved card (its number cannot change, 000 section 7);
 * - `children`: more fields on the expiry row (the checkout's billing zip).
 */
export type CardFieldsProps = {
  values: CardNumberValues;
  onChange: (field: keyof CardNumberValues, value: string) => void;
  errorOf: (field: keyof CardNumberValues) => readonly string[] | undefined;
  withNumber?: boolean;
  children?: ReactNode;
};

/** Card number, expiry month and year and security code: the one card form of the checkout and the wallet. */
export const CardFields = ({ values, onChange, errorOf, withNumber = true, children }: CardFieldsProps) => {
  const field = (name: keyof CardNumberValues) => ({
    value: values[name],
    onChange: (e: { target: { value: string } }) => onChange(name, e.target.value),
    error: errorOf(name),
  });
  return (
    <>
      {withNumber && (
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          {...field('creditCardNo')}
        />
      )}
      <div className={children ? 'tw-grid-4' : 'tw-grid-3'}>
        <TextField
          label="Exp. month"
          inputMode="numeric"
          placeholder="MM"
          autoComplete="cc-exp-month"
          {...field('expirationMonth')}
        />
        <TextField
          label="Exp. year"
          inputMode="numeric"
          placeholder="YYYY"
          autoComplete="cc-exp-year"
          {...field('expirationYear')}
        />
        <TextField label="Security code" inputMode="numeric" autoComplete="cc-csc" {...field('securityCode')} />
        {children}
      </div>
    </>
  );
};
