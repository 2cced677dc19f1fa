import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatCentsAsDollars } from '#core/billing/money.rules';
import { cancellationSpecialFor, retentionReturnOutcome } from '#core/membership/cancellation/cancel-flow.rules';
import {
  CANCEL_PRESS_IDLE,
  type CancelPressEvent,
  cancelPressReducer,
} from '#core/membership/cancellation/cancel-press.machine';
import type { CancelNotice } from '#core/membership/cancellation/subscription-cancel.schema';
import { renewalPriceLabel } from '#core/membership/catalog/renewal-label.rules';
import { reportLimitText } from '#core/membership/offers/join-plans.rules';
import type { MembershipSubscriptionView, WalletCardView } from '#core/membership/subscriptions/membership-views.rules';
import {
  formatMembershipDate,
  RESUME_MODAL_TEXT,
  subscriptionDisplayState,
} from '#core/membership/subscriptions/subscription-display.rules';
import type { AccountUpgradeOfferView, SubscriptionUpgradeView } from '#core/membership/upgrades/upgrades.schema';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { Card } from '../../../components/card';
import { ErrorSummary } from '../../../components/error-summary';
import { Modal } from '../../../components/modal';
import { Spinner } from '../../../components/spinner';
import { logClient } from '../../../lib/http/logger';
import { useRequest } from '../../../lib/http/use-request';
import { membershipApi, type SpecialOffer } from '../api/membership-api';
import { retentionApi } from '../api/retention-api';
import { CANCEL_SUCCESS_KEY, CancelModal } from './cancel-modal';
import { UpgradeModal } from './upgrade-modal';
import { WalletModal } from './wallet-modal';
import '../membership.css';

/** Where mobile-store members manage their subscription (000 section 6). */
const MOBILE_MANAGE_URL = 'https://apps.apple.com/account/subscriptions';
/** Where a voucher is used (000 section 2 Report Vouchers: Claim Report links). */
const VOUCHER_LINKS: Record<string, string> = {
  phone: '/reverse-phone',
  address: '/address',
  background: '/background-check',
};
/** After "Keep My Membership" in the retention flow (utm_source=brightback-save). */
const RETENTION_SAVED_TEXT = 'Thanks for staying with us! Your membership continues as before.';

type Sub = MembershipSubscriptionView;

type AccountOffer = AccountUpgradeOfferView;

type Data = {
  vouchers: { id: string; voucherType: string; name: string }[];
  sales: { id: string; date: string; description: string; amount: number; status: string; card: string | null }[];
  subscriptions: Sub[];
  upgrades: SubscriptionUpgradeView[];
  accountOffer: AccountOffer | null;
  specials: { basic: SpecialOffer | null; premium: SpecialOffer | null };
  cards: WalletCardView[];
  canEditCard: boolean;
  mobile: boolean;
};

/**
 * The membership part of "Your Account" (000 sections 2, 4): each subscription with its display state and
 * actions (upgrade, re-activate, cancel, resume, update payment), the cards (wallet modal), the mobile notice
 * and the message after a return from the retention flow (utm_source=brightback-save|brightback-cancel).
 */
export const MembershipBlock = () => {
  const [params] = useSearchParams();
  const [cancelling, setCancelling] = useState<Sub | null>(null);
  const [upgrading, setUpgrading] = useState<{ sub: Sub | null; upgrade: AccountOffer } | null>(null);
  const [walletOpen, setWalletOpen] = useState(false);
  const [notice, setNotice] = useState<CancelNotice | null>(null);
  const [resumeFor, setResumeFor] = useState<Sub | null>(null);
  const [resuming, setResuming] = useState(false);
  const [checkingCancel, setCheckingCancel] = useState<string | null>(null);
  const retention = retentionReturnOutcome(params.get('utm_source'));
  const returnHandled = useRef(false);

  // Reloads keep the block on screen; a failed reload leaves the last answer (the failure is logged).
  const { data, error, reload } = useRequest(
    'membership-block',
    async (): Promise<Data> => {
      try {
        const [m, u, o, c, v, t] = await Promise.all([
          membershipApi.membership(),
          membershipApi.upgrades(),
          membershipApi.offers(),
          membershipApi.cards(),
          membershipApi.vouchers(),
          membershipApi.sales(),
        ]);
        return {
          vouchers: v.vouchers,
          sales: t.transactions,
          subscriptions: m.membership.subscriptions,
          upgrades: u.upgrades,
          accountOffer: u.accountOffer,
          specials: o.specialOffers,
          cards: c.cards,
          canEditCard: c.canEditCard,
          mobile: c.manageSubscriptionLink,
        };
      } catch (e) {
        void logClient({ level: 'error', message: 'Upgrade items failed to load', details: { error: String(e) } });
        throw e;
      }
    },
    { keepPrevious: true },
  );
  useEffect(() => {
    // Cross-tab: another tab finished a cancellation (000 section 4).
    const onStorage = (e: StorageEvent) => {
      if (e.key === CANCEL_SUCCESS_KEY && e.newValue) reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [reload]);

  useEffect(() => {
    // 000 section 2: utm_source=brightback-cancel is a return from the retention flow to continue cancelling.
    if (retention !== 'cancelled' || !data || returnHandled.current) return;
    returnHandled.current = true;
    const sub = data.subscriptions.find((s) => s.cancel.shown);
    if (sub) setCancelling(sub);
  }, [retention, data]);

  if (!data) {
    return (
      <Card title="Your Membership" className="ms-block" data-testid="membership-block">
        {error ? <ErrorSummary error={error} /> : <Spinner label="Loading your membership" />}
      </Card>
    );
  }
  const card = data.cards.find((c) => c.isDefaultCard) ?? data.cards[0] ?? null;
  // The account-level offer shows while no membership gives access (the memberships' own upgrades show otherwise).
  const accountOfferShown = !data.subscriptions.some((s) => s.role.isActive);

  // 000 section 4: the retention flow's facts (exit-survey flag, monthly cap); a failure means the cancel modal.
  const retentionStatus = async (): Promise<CancelPressEvent> => {
    try {
      const { exitSurveyFlag, monthlyCapReached } = await retentionApi.status();
      return { type: 'RETENTION_STATUS', exitSurveyFlag, monthlyCapReached };
    } catch (e) {
      void logClient({ level: 'error', message: 'Brightback error', details: { error: String(e) } });
      return { type: 'RETENTION_STATUS_FAILED' };
    }
  };
  const retentionStart = async (sub: Sub): Promise<CancelPressEvent> => {
    try {
      return { type: 'RETENTION_STARTED', url: (await retentionApi.start(sub.subscriptionId)).url };
    } catch (e) {
      void logClient({ level: 'error', message: 'Brightback error', details: { error: String(e) } });
      return { type: 'RETENTION_START_FAILED' };
    }
  };
  // What the press does is the server's `cancel.press`, followed through core's cancel-press machine: this
  // only makes the calls it asks for (only a subscription that may go to the retention flow asks the server).
  const pressCancel = async (sub: Sub) => {
    let step = cancelPressReducer(CANCEL_PRESS_IDLE, { type: 'PRESS', press: sub.cancel.press });
    if (step.step === 'checkingRetention') {
      setCheckingCancel(sub.subscriptionId);
      step = cancelPressReducer(step, await retentionStatus());
    }
    if (step.step === 'startingRetention') step = cancelPressReducer(step, await retentionStart(sub));
    if (step.step === 'redirect') {
      window.location.assign(step.url);
      return;
    }
    setCheckingCancel(null);
    if (step.step === 'notice') setNotice(step.notice);
    if (step.step === 'cancelModal') setCancelling(sub);
  };
  const resume = async (sub: Sub) => {
    setResuming(true);
    try {
      await membershipApi.resume(sub.subscriptionId);
      window.location.reload();
    } catch (e) {
      // 000 section 4: a resume failure is only logged and the button is enabled again.
      void logClient({ level: 'error', message: 'Resume membership failed', details: { error: String(e) } });
      setResuming(false);
    }
  };

  return (
    <Card title="Your Membership" className="ms-block" data-testid="membership-block">
      {retention === 'saved' && <Alert tone="success">{RETENTION_SAVED_TEXT}</Alert>}
      {notice && (
        <Alert tone="info" title={notice.title}>
          {notice.text}
        </Alert>
      )}
      {data.subscriptions.length === 0 && (
        <div className="ms-empty">
          <p>You have a free Explorer account: name lookups and profile summaries.</p>
          <LinkButton to="/join">See Membership Plans</LinkButton>
        </div>
      )}
      {accountOfferShown && data.accountOffer && (
        <div className="ms-account-offer" data-testid="account-offer">
          <p>
            <strong>{data.accountOffer.productDisplayName}</strong>:{' '}
            {renewalPriceLabel(data.accountOffer.price, data.accountOffer.termHours)},{' '}
            {reportLimitText(data.accountOffer.reportLimit, 1).toLowerCase()}.
          </p>
          <Button
            variant="accent"
            onClick={() => data.accountOffer && setUpgrading({ sub: null, upgrade: data.accountOffer })}
          >
            Get {data.accountOffer.productDisplayName}
          </Button>
        </div>
      )}
      <ul className="ms-subs">
        {data.subscriptions.map((sub) => {
          const display = subscriptionDisplayState(sub);
          const upgrade = data.upgrades.find((u) => u.subscriptionId === sub.subscriptionId) ?? null;
          return (
            <li key={sub.subscriptionId} className={`ms-sub ms-sub--${display.state}`} data-testid="subscription">
              <div className="ms-sub__main">
                <h3 className="ms-sub__name">
                  {sub.role.name}
                  {sub.isTrial && <span className="ms-badge">Trial</span>}
                </h3>
                <p className="ms-sub__state" data-testid="subscription-state">
                  {display.label}
                </p>
                {'detail' in display && display.detail && <p className="ms-muted">{display.detail}</p>}
                {sub.role.willRenew && sub.role.renewalPrice !== null && display.state !== 'paymentPending' && (
                  <p className="ms-muted" data-testid="renewal-price">
                    Renews at {renewalPriceLabel(sub.role.renewalPrice, sub.role.renewalTermHours)}. Cancel online any
                    time.
                  </p>
                )}
                {sub.role.backgroundReportLimit !== null && display.state !== 'expired' && (
                  <p className="ms-muted">
                    Reports this period: {sub.role.backgroundReportCount} of {sub.role.backgroundReportLimit} ·{' '}
                    <Link to="/dashboard/usage">Membership Usage</Link>
                  </p>
                )}
              </div>
              <div className="ms-sub__actions">
                {display.state === 'paused' && (
                  <Button onClick={() => setResumeFor(sub)} loading={resuming}>
                    Resume Membership
                  </Button>
                )}
                {display.state === 'paymentPending' && data.canEditCard && (
                  <Button onClick={() => setWalletOpen(true)}>Update Payment</Button>
                )}
                {upgrade && display.state !== 'paused' && display.state !== 'paymentPending' && (
                  <Button
                    variant={upgrade.kind === 'upgrade' ? 'accent' : 'primary'}
                    onClick={() => setUpgrading({ sub, upgrade })}
                  >
                    {upgrade.kind === 'upgrade' ? `Upgrade to ${upgrade.productDisplayName}` : 'Re-activate'}
                  </Button>
                )}
                {sub.cancel.shown && (
                  <Button
                    variant="ghost"
                    loading={checkingCancel === sub.subscriptionId}
                    onClick={() => void pressCancel(sub)}
                  >
                    Cancel Membership
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>

      <div className="ms-payment">
        <h3 className="ms-h3">Payment method</h3>
        {data.mobile ? (
          <p>
            Your membership is billed through the app store.{' '}
            <a href={MOBILE_MANAGE_URL} rel="noreferrer" target="_blank">
              Manage Subscription
            </a>
          </p>
        ) : (
          <>
            {card ? (
              <p data-testid="default-card">
                <span className="ms-card-brand">{card.brand}</span> {card.creditCardNo} · expires {card.expiration}{' '}
                {card.expired && <span className="ms-badge ms-badge--danger">Expired</span>}
              </p>
            ) : (
              <p className="ms-muted">No card on file.</p>
            )}
            <Button variant="secondary" size="sm" onClick={() => setWalletOpen(true)}>
              Manage Payment Methods
            </Button>
          </>
        )}
      </div>

      {data.vouchers.length > 0 && (
        <div className="ms-payment" data-testid="vouchers">
          <h3 className="ms-h3">Report Vouchers</h3>
          <ul className="ms-cards">
            {Object.entries(
              data.vouchers.reduce<Record<string, number>>((acc, v) => {
                acc[v.voucherType] = (acc[v.voucherType] ?? 0) + 1;
                return acc;
              }, {}),
            ).map(([type, n]) => (
              <li key={type} className="ms-card-row">
                <span>
                  You have {n} {type} report{n === 1 ? '' : 's'}
                </span>
                <Link to={VOUCHER_LINKS[type] ?? '/background-check'}>Claim Report</Link>
              </li>
            ))}
          </ul>
        </div>
      )}

      {data.sales.length > 0 && (
        <div className="ms-payment" data-testid="billing-history">
          <h3 className="ms-h3">Billing history</h3>
          <table className="ms-table">
            <thead>
              <tr>
                <th scope="col">Date</th>
                <th scope="col">Description</th>
                <th scope="col">Card</th>
                <th scope="col" className="ms-num">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {data.sales.slice(0, 5).map((t) => (
                <tr key={t.id}>
                  <td>{formatMembershipDate(t.date)}</td>
                  <td>{t.description}</td>
                  <td className="ms-card-brand">{t.card ?? '—'}</td>
                  <td className="ms-num">{formatCentsAsDollars(t.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {cancelling && (
        <CancelModal
          subscription={cancelling}
          context={cancelling.cancel.modal}
          special={cancellationSpecialFor(cancelling.role.offerType, data.specials)}
          onClose={() => setCancelling(null)}
          onDone={reload}
        />
      )}
      {upgrading && (
        <UpgradeModal
          subscription={upgrading.sub}
          upgrade={upgrading.upgrade}
          card={card}
          onClose={() => setUpgrading(null)}
          onDone={reload}
          onAddCard={() => {
            setUpgrading(null);
            setWalletOpen(true);
          }}
        />
      )}
      {walletOpen && data.canEditCard && (
        <WalletModal cards={data.cards} onClose={() => setWalletOpen(false)} onChanged={reload} />
      )}
      {resumeFor && (
        <Modal title="Resume Membership" onClose={() => setResumeFor(null)} testId="resume-modal">
          <p>{RESUME_MODAL_TEXT}</p>
          <div className="ms-actions">
            <Button onClick={() => void resume(resumeFor)} loading={resuming}>
              Resume Membership
            </Button>
            <Button variant="secondary" onClick={() => setResumeFor(null)}>
              Close
            </Button>
          </div>
        </Modal>
      )}
    </Card>
  );
};
