// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { subscriptionCancelView } from '../../../core/membership/cancellation/cancel-flow.rules.js';
import type { SubscriptionView } from '../../../core/membership/subscriptions/membership-views.rules.js';

const api = vi.hoisted(() => ({
  status: vi.fn(),
  start: vi.fn(),
  finish: vi.fn(),
}));
vi.mock('../../../web/src/features/membership/api/retention-api', () => ({ retentionApi: api }));
vi.mock('../../../web/src/lib/http/logger', () => ({ logClient: vi.fn(async () => undefined) }));

const premium: SubscriptionView = {
  id: 's1',
  subscriptionId: 's1',
  isPaymentPending: false,
  isTrial: false,
  role: {
    id: 1,
    name: 'Premium Membership',
    offerType: 4,
    isActive: true,
    willRenew: true,
    expirationDate: '2026-12-27T00:00:00.000Z',
    renewalPrice: 2995,
    renewalTermHours: 720,
    cancellationPrice: null,
    isPaused: false,
    pauseDate: null,
    resumeDate: null,
    backgroundReportCount: 0,
    backgroundReportLimit: 100,
    backgroundSearchCount: 0,
    hasReachedBackgroundReportLimit: false,
    orderFlags: 0,
  },
};
let subscription = premium;
vi.mock('../../../web/src/features/membership/api/membership-api', () => ({
  membershipApi: {
    // The server's membership view: each subscription with what Cancel Membership does on it (core's rule).
    membership: async () => ({
      success: true,
      membership: {
        subscriptions: [
          { ...subscription, cancel: subscriptionCancelView({ subscription, isMobile: false, specialOffers: {} }) },
        ],
      },
    }),
    upgrades: async () => ({ success: true, upgrades: [], accountOffer: null }),
    offers: async () => ({ success: true, specialOffers: { basic: null, premium: null } }),
    cards: async () => ({ success: true, cards: [], canEditCard: true, manageSubscriptionLink: false }),
    vouchers: async () => ({ success: true, vouchers: [] }),
    sales: async () => ({ success: true, transactions: [] }),
  },
}));

const { MembershipBlock } = await import('../../../web/src/features/membership/components/membership-block');

const assign = vi.fn();
beforeEach(() => {
  subscription = premium;
  for (const f of Object.values(api)) f.mockReset();
  assign.mockReset();
  Object.defineProperty(window, 'location', { value: { ...window.location, assign }, configurable: true });
});
afterEach(cleanup);

const show = async (url = '/dashboard/account') => {
  render(
    <MemoryRouter initialEntries={[url]}>
      <MembershipBlock />
    </MemoryRouter>,
  );
  return screen.findByRole('button', { name: 'Cancel Membership' });
};

describe('Cancel Membership and the retention flow (000 section 4; docs/decisions/0082)', () => {
  it('sends a flagged member under the cap to the exit survey', async () => {
    api.status.mockResolvedValue({ success: true, exitSurveyFlag: true, monthlyCapReached: false });
    api.start.mockResolvedValue({ success: true, url: '/retention/exit-survey?session=abc' });
    fireEvent.click(await show());
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/retention/exit-survey?session=abc'));
    expect(api.start).toHaveBeenCalledWith('s1');
    expect(screen.queryByTestId('cancel-modal')).toBeNull();
  });

  it('opens the cancel modal when not flagged, at the cap, or when the provider fails', async () => {
    for (const setup of [
      () => api.status.mockResolvedValue({ success: true, exitSurveyFlag: false, monthlyCapReached: false }),
      () => api.status.mockResolvedValue({ success: true, exitSurveyFlag: true, monthlyCapReached: true }),
      () => api.status.mockRejectedValue(new Error('down')),
      () => {
        api.status.mockResolvedValue({ success: true, exitSurveyFlag: true, monthlyCapReached: false });
        api.start.mockResolvedValue({ success: true, url: null });
      },
    ]) {
      setup();
      fireEvent.click(await show());
      expect(await screen.findByTestId('cancel-modal')).toBeTruthy();
      expect(assign).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it('never asks the provider for a payment-pending membership', async () => {
    subscription = { ...premium, isPaymentPending: true };
    fireEvent.click(await show());
    expect(await screen.findByTestId('cancel-modal')).toBeTruthy();
    expect(api.status).not.toHaveBeenCalled();
  });

  it('opens the cancel modal on a return with utm_source=brightback-cancel', async () => {
    await show('/dashboard/account?utm_source=brightback-cancel');
    expect(await screen.findByTestId('cancel-modal')).toBeTruthy();
  });
});
