// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { WalletCardMessages } from '../../../core/billing/wallet-card.schema';
import { PAYMENT_DECLINED_MESSAGE } from '../../../core/membership/membership.errors';
import type { ProductOfferView } from '../../../core/membership/subscriptions/product-offer-view.schema';
import { Checkout } from '../../../web/src/features/membership/components/checkout';
import { CHECKOUT_CONFIGS } from '../../../web/src/features/membership/components/checkout-config';
import { WalletModal } from '../../../web/src/features/membership/components/wallet-modal';
import { resetCsrfToken } from '../../../web/src/lib/http/csrf';
import { resumeRequests } from '../../../web/src/lib/http/http';
import { useSessionStore } from '../../../web/src/lib/session/session-store';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; body: unknown };
let calls: Call[];
let fetchMock: Mock;
/** Answers by path; records every call with its JSON body. */
const serve = (routes: Record<string, (body: unknown) => Response>) => {
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ url, body });
    const path = url.split('?')[0]!;
    const answer = routes[path];
    return answer ? answer(body) : json(404, { success: false, errors: { '*': ['Not found'] } });
  });
  vi.stubGlobal('fetch', fetchMock);
};
const posted = (path: string) => calls.filter((c) => c.url.startsWith(path));

beforeEach(() => {
  calls = [];
  resumeRequests();
  resetCsrfToken();
  // biome-ignore lint/suspicious/noDocumentCookie: the anti-forgery cookie as the server sets it
  document.cookie = 'tw_csrf=abcdefghijklmnopqrstuvwxyz0123456789ABCD; Path=/';
  useSessionStore.setState({ status: 'unknown', user: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const fill = (scope: ReturnType<typeof within>, values: Record<string, string>) => {
  for (const [label, value] of Object.entries(values))
    fireEvent.change(scope.getByLabelText(label), { target: { value } });
};
const nextYear = String(new Date().getFullYear() + 2);

describe('the wallet card form (000 section 7) validates with the core wallet-card schema', () => {
  const typed = {
    'Card number': '4242 4242 4242 4241',
    'Exp. month': '03',
    'Exp. year': nextYear,
    'Security code': '123',
    'First name on card': 'Casey',
    'Last name on card': 'Tester',
    'Billing address': '1 Main St',
    City: 'Fresno',
    State: 'CA',
    Zip: '93650',
  };

  it("a card number failing Luhn shows the schema's message and sends nothing; a good one sends digits only", async () => {
    serve({
      '/dashboard/api/wallet/cards/add': () => json(200, { success: true, card: {} }),
    });
    const onChanged = vi.fn();
    render(<WalletModal cards={[]} onClose={() => {}} onChanged={onChanged} />);
    const modal = within(screen.getByTestId('wallet-modal'));
    fill(modal, typed);
    fireEvent.click(modal.getByRole('button', { name: 'Save Card' }));
    expect(await modal.findByText(WalletCardMessages.cardNumber)).toBeTruthy();
    expect(modal.getByLabelText('Card number').getAttribute('aria-invalid')).toBe('true');
    expect(posted('/dashboard/api/wallet/cards/add')).toEqual([]);

    fill(modal, { 'Card number': '4242 4242 4242 4242' });
    fireEvent.click(modal.getByRole('button', { name: 'Save Card' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(posted('/dashboard/api/wallet/cards/add')[0]!.body).toMatchObject({
      creditCardNo: '4242424242424242',
      securityCode: '123',
      zip: '93650',
      state: 'CA',
    });
  });

  it('updating a saved card has no card-number field and checks the expiry', async () => {
    serve({});
    render(
      <WalletModal
        cards={[
          {
            creditCardId: 'c1',
            brand: 'Visa',
            creditCardNo: '•••• 4242',
            expirationMonth: 12,
            expirationYear: 2031,
            expiration: '12/2031',
            expired: false,
            isDefaultCard: true,
            firstName: 'Casey',
            lastName: 'Tester',
            addressLine: '1 Main St',
            city: 'Fresno',
            state: 'CA',
            zip: '93650',
          } as never,
        ]}
        onClose={() => {}}
        onChanged={() => {}}
      />,
    );
    const modal = within(screen.getByTestId('wallet-modal'));
    fireEvent.click(modal.getByRole('button', { name: 'Update' }));
    expect(modal.queryByLabelText('Card number')).toBeNull();
    fill(modal, { 'Exp. year': '2020', 'Security code': '123' });
    fireEvent.click(modal.getByRole('button', { name: 'Save Card' }));
    expect(await modal.findByText(WalletCardMessages.expired)).toBeTruthy();
    expect(posted('/dashboard/api/wallet/cards/update')).toEqual([]);
  });
});

const sku = (id: string, skuName: string, price: number, termHours: number, offerType: number) => ({
  id,
  name: id,
  productDisplayName: id,
  price,
  termHours,
  trialRenewalPrice: skuName === 'trial' ? (offerType === 4 ? 495 : 395) : null,
  couponId: null,
  terms: '',
  entitlements: [],
  offerType,
  skuName,
});
const offer = (id: string, offerType: number, name: string): ProductOfferView => ({
  id,
  offerName: name,
  offerType,
  flag: 0,
  offerJson: {},
  terms: { standard: `${name} renews automatically.` },
  productSkus: [
    sku(`${id}-trial`, 'trial', 100, 72, offerType),
    sku(`${id}-renewal`, 'renewal', offerType === 4 ? 495 : 395, 720, offerType),
  ],
  requiredSkus: [],
  appliedCoupons: [],
  abandonmentOffer: false,
  specialOffer: false,
  membershipKey: null,
});
const MENU = {
  success: true,
  menuId: 'm1',
  menuName: 'search-name-background',
  offerId: 'offer-premium-trial',
  productSkus: [],
  offer: offer('offer-premium-trial', 4, 'Premium Membership 3-Day Trial'),
  offers: [
    offer('offer-premium-trial', 4, 'Premium Membership 3-Day Trial'),
    offer('offer-standard-trial', 3, 'Standard Membership Trial'),
  ],
};

describe('the checkout (002 section 2.5)', () => {
  const renderCheckout = (url: string) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <Checkout config={CHECKOUT_CONFIGS.join} />
      </MemoryRouter>,
    );
  const checkoutServer = () =>
    serve({
      '/api/products/skus': () => json(200, MENU),
      '/api/checkout/config': () =>
        json(200, { success: true, paymentMethods: { paypal: false, applePay: false, googlePay: false } }),
      '/api/account/session': () => json(200, { success: true, signedIn: false }),
      '/api/checkout/membership': () => json(402, { success: false, errors: { '*': [PAYMENT_DECLINED_MESSAGE] } }),
    });

  it("selects the menu's default offer, or the plan the link asks for (core defaultOffer)", async () => {
    checkoutServer();
    renderCheckout('/join/checkout');
    await waitFor(() =>
      expect(within(screen.getByTestId('offer-offer-premium-trial')).getByRole('radio')).toHaveProperty(
        'checked',
        true,
      ),
    );
    cleanup();
    renderCheckout('/join/checkout?plan=basic');
    await waitFor(() =>
      expect(within(screen.getByTestId('offer-offer-standard-trial')).getByRole('radio')).toHaveProperty(
        'checked',
        true,
      ),
    );
    expect(within(screen.getByTestId('offer-offer-premium-trial')).getByRole('radio')).toHaveProperty('checked', false);
  });

  it('checks the card with the core checkout-card schema before paying, then sends it as digits', async () => {
    checkoutServer();
    renderCheckout('/join/checkout?offer=offer-premium-trial');
    await screen.findByLabelText('Email');
    fill(within(document.body), {
      'First name': 'Casey',
      'Last name': 'Tester',
      Email: 'casey@example.com',
      Password: 'secret pass 1',
      'Card number': '4242 4242 4242 4242',
      'Exp. month': '12',
      'Exp. year': '2020',
      'Security code': '737',
      'Billing zip': '90210',
    });
    fireEvent.click(screen.getByRole('button', { name: /Pay \$1\.00 and Continue/ }));
    expect(await screen.findByText(WalletCardMessages.expired)).toBeTruthy();
    expect(screen.getByLabelText('Exp. year').getAttribute('aria-invalid')).toBe('true');
    expect(posted('/api/checkout/membership')).toEqual([]);

    fill(within(document.body), { 'Exp. year': nextYear });
    fireEvent.click(screen.getByRole('button', { name: /Pay \$1\.00 and Continue/ }));
    expect(await screen.findByText(PAYMENT_DECLINED_MESSAGE)).toBeTruthy();
    expect(posted('/api/checkout/membership')[0]!.body).toMatchObject({
      productMenuName: 'search-name-background',
      productOfferId: 'offer-premium-trial',
      card: { creditCardNo: '4242424242424242', expirationYear: nextYear, securityCode: '737', zip: '90210' },
      account: { email: 'casey@example.com', firstName: 'Casey', lastName: 'Tester' },
    });
  });
});
