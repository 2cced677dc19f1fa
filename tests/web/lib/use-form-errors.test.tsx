// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeCheckoutCardSchema } from '../../../core/billing/checkout-card.schema';
import { WalletCardMessages } from '../../../core/billing/wallet-card.schema';
import { useFormErrors } from '../../../web/src/lib/forms/use-form-errors';
import { HttpError } from '../../../web/src/lib/http/http-error';

afterEach(cleanup);

const NOW = new Date('2026-11-23T12:00:00Z');
const card = {
  creditCardNo: '4242 4242 4242 4242',
  expirationMonth: '12',
  expirationYear: '2031',
  securityCode: '737',
  zip: '90210',
};

describe('useFormErrors, the one way a form reads its errors', () => {
  it("validates with the core schema and keys the spec's messages (prefixed like the server's)", () => {
    const { result } = renderHook(() => useFormErrors());
    let parsed: unknown;
    act(() => {
      parsed = result.current.validate(
        makeCheckoutCardSchema(NOW),
        { ...card, creditCardNo: '4242 4242 4242 4241' },
        {
          prefix: 'card.',
        },
      );
    });
    expect(parsed).toBeNull();
    expect(result.current.errors).toEqual({ 'card.creditCardNo': [WalletCardMessages.cardNumber] });
    act(() => {
      parsed = result.current.validate(makeCheckoutCardSchema(NOW), card, { prefix: 'card.' });
    });
    expect(parsed).toMatchObject({ creditCardNo: '4242424242424242', expirationYear: 2031 });
    expect(result.current.errors).toEqual({});
  });

  it("an expired card gets the schema's expiry message on the year", () => {
    const { result } = renderHook(() => useFormErrors());
    act(() => {
      result.current.validate(makeCheckoutCardSchema(NOW), { ...card, expirationMonth: '10', expirationYear: '2026' });
    });
    expect(result.current.errors.expirationYear).toEqual([WalletCardMessages.expired]);
  });

  it('keeps a request failure as it is (for the 500 alert) and reads its field errors', () => {
    const { result } = renderHook(() => useFormErrors());
    const failure = new HttpError({
      status: 400,
      errors: { email: ['Please enter a valid email'], '*': ['Please check the form'] },
      kind: 'http',
      method: 'POST',
      url: '/api/account/signup',
    });
    act(() => result.current.fromError(failure));
    expect(result.current.failure).toBe(failure);
    expect(result.current.errors.email).toEqual(['Please enter a valid email']);
    expect(result.current.general).toEqual(['Please check the form']);
  });

  it('an Error becomes a general message; anything else the general failure text', () => {
    const { result } = renderHook(() => useFormErrors());
    act(() => result.current.fromError(new Error('Network down')));
    expect(result.current.general).toEqual(['Network down']);
    act(() => result.current.fromError('boom'));
    expect(result.current.general).toEqual(['Sorry, an error occurred']);
  });

  it('clear(field) drops that field and the general messages only', () => {
    const { result } = renderHook(() => useFormErrors());
    act(() => result.current.setErrors({ email: ['a'], password: ['b'], '*': ['c'] }));
    act(() => result.current.clear('email'));
    expect(result.current.errors).toEqual({ password: ['b'] });
    act(() => result.current.reset());
    expect(result.current.errors).toEqual({});
    expect(result.current.failure).toBeNull();
  });
});
