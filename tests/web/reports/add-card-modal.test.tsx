// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EMPTY_WALLET_CARD_FORM,
  walletCardAddBody,
  walletCardUpdateBody,
} from '../../../web/src/components/wallet-card-form';
import { AddCardModal } from '../../../web/src/features/reports/components/property-tools/add-card-modal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const nextYear = String(new Date().getFullYear() + 1);
const typed = {
  ...EMPTY_WALLET_CARD_FORM,
  creditCardNo: '4242 4242 4242 4242',
  expirationMonth: '03',
  expirationYear: nextYear,
  securityCode: ' 12-3 ',
  firstName: 'Casey',
  lastName: 'Tester',
  addressLine: '1 Main St',
  city: 'Fresno',
  state: 'CA',
  zip: '93650-',
};

describe('the wallet card body (shared by the membership wallet and the upgrade flow)', () => {
  it('sends card number, security code and zip as digits only, and makes the card the default', () => {
    expect(walletCardAddBody(typed)).toEqual({
      creditCardNo: '4242424242424242',
      expirationMonth: '03',
      expirationYear: nextYear,
      securityCode: '123',
      firstName: 'Casey',
      lastName: 'Tester',
      addressLine: '1 Main St',
      city: 'Fresno',
      state: 'CA',
      zip: '93650',
      isDefaultCard: true,
    });
    // An update never carries a card number (a saved card's number cannot change).
    expect(walletCardUpdateBody(typed)).not.toHaveProperty('creditCardNo');
  });
});

describe('Add payment option in the upgrade flow (001 section 4)', () => {
  it('posts the shared wallet body to wallet cards add, then reports the card added', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (u: string, init?: RequestInit) => {
        if (String(u).startsWith('/dashboard/api/wallet/cards/add')) {
          posted.push(JSON.parse(String(init?.body)));
          return new Response(JSON.stringify({ success: true, card: {} }), {
            status: 200,
            headers: { 'content-type': 'application/json' },
          });
        }
        return new Response('{}', { status: 404 });
      }),
    );
    const onAdded = vi.fn();
    render(<AddCardModal onClose={vi.fn()} onAdded={onAdded} />);
    const modal = within(screen.getByTestId('add-card-modal'));
    const labels: Record<string, string> = {
      'Card number': typed.creditCardNo,
      'Exp. month': typed.expirationMonth,
      'Exp. year': typed.expirationYear,
      'Security code': typed.securityCode,
      'First name on card': typed.firstName,
      'Last name on card': typed.lastName,
      'Billing zip': typed.zip,
      'Billing address': typed.addressLine,
      City: typed.city,
      State: typed.state,
    };
    for (const [label, value] of Object.entries(labels)) {
      fireEvent.change(modal.getByLabelText(label), { target: { value } });
    }
    fireEvent.click(modal.getByRole('button', { name: 'Save Card' }));
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(posted).toEqual([walletCardAddBody(typed)]);
  });
});
