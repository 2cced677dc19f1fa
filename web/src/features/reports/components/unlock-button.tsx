import { useCallback, useState } from 'react';
import { createPortal } from 'react-dom';
import { formatCentsAsDollars } from '#core/billing/money.rules';
import type { ReportUnlockOffer } from '#core/reports/report-access.rules';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { HttpError } from '../../../lib/http/http-error';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { useSignedIn } from '../../../lib/session/session-store';
import { reportsApi } from '../api/reports-api';
import { AdditionalReportPurchase } from './additional-report-purchase';
import { OneClickPurchase } from './one-click-purchase';

const Lock = () => (
  <svg className="rep-lock" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
    <path
      className="rep-lock__shackle"
      d="M7 10V7a5 5 0 0 1 10 0v3"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    />
    <rect x="5" y="10" width="14" height="11" rx="2" fill="currentColor" />
  </svg>
);

/**
 * The lock-animated "Unlock Full Report" button (001 sections 2 and 6: shown when access is not
 * full). What it does depends on the offer the server computed: redeem a voucher ("FREE", "Redeem My
 * Voucher"), spend one of the month's member reports, show the all-access-limit message and its
 * additional-cost unlock (docs/decisions/0083),
 * buy in one click with the card on file (signed in, docs/decisions/0077), or go to checkout and come
 * back to the report.
 */
export const UnlockButton = ({
  offer,
  type,
  subjectId,
  onUnlocked,
}: {
  offer: ReportUnlockOffer;
  type: string;
  subjectId: string;
  onUnlocked: () => void;
}) => {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [limitShown, setLimitShown] = useState(false);
  const signedIn = useSignedIn();
  const [oneClick, setOneClick] = useState(false);
  const [additional, setAdditional] = useState(false);
  const checkoutUrl = offer.kind === 'checkout' ? offer.checkoutUrl : null;
  // Without a usable card on file the one-click purchase hands over to the checkout page.
  const toCheckout = useCallback(() => {
    setOneClick(false);
    if (checkoutUrl) navigate(checkoutUrl);
  }, [checkoutUrl, navigate]);
  if (offer.kind === 'none') return null;

  const unlock = () => {
    setBusy(true);
    setError(null);
    reportsApi
      .unlock(type, subjectId)
      .then(onUnlocked, (e: unknown) => {
        if (e instanceof HttpError && e.status === 402) setLimitShown(true);
        setError(e instanceof HttpError ? e.message : 'Sorry, an error occurred');
      })
      .finally(() => setBusy(false));
  };

  if (offer.kind === 'limitReached' || limitShown) {
    const o = offer.kind === 'limitReached' ? offer : null;
    const extra = o?.unlock ?? null;
    return (
      <section className="rep-unlock rep-unlock--limit" aria-label="Monthly report limit">
        <Alert tone="warning" title={o?.title ?? 'You have reached your monthly report limit'}>
          {o?.message ?? error}
        </Alert>
        <div className="rep-unlock__row">
          {extra && (
            <>
              <span className="rep-unlock__price">{formatCentsAsDollars(extra.priceCents)}</span>
              <Button variant="accent" className="rep-unlock__btn" onClick={() => setAdditional(true)}>
                <Lock /> {extra.label}
              </Button>
            </>
          )}
          {o && (
            <a className="rep-link" href={o.partnerLink.url} rel="noopener noreferrer" target="_blank">
              {o.partnerLink.label}
            </a>
          )}
        </div>
        {additional &&
          extra &&
          createPortal(
            <AdditionalReportPurchase
              type={type}
              subjectId={subjectId}
              priceCents={extra.priceCents}
              terms={extra.terms}
              onClose={() => setAdditional(false)}
              onUnlocked={() => {
                setAdditional(false);
                onUnlocked();
              }}
            />,
            document.body,
          )}
      </section>
    );
  }

  return (
    <div className="rep-unlock">
      {offer.kind === 'voucher' ? (
        <>
          <span className="rep-unlock__price">{offer.priceLabel}</span>
          <Button variant="accent" className="rep-unlock__btn" loading={busy} onClick={unlock}>
            <Lock /> {offer.buttonLabel}
          </Button>
        </>
      ) : offer.kind === 'membership' ? (
        <>
          <Button variant="accent" className="rep-unlock__btn" loading={busy} onClick={unlock}>
            <Lock /> {offer.buttonLabel}
          </Button>
          <span className="rep-unlock__note">
            Uses 1 of your {offer.remaining} remaining reports this month (of {offer.limit})
          </span>
        </>
      ) : (
        <Button
          variant="accent"
          className="rep-unlock__btn"
          onClick={() => (signedIn ? setOneClick(true) : navigate(offer.checkoutUrl))}
        >
          <Lock /> {offer.buttonLabel}
        </Button>
      )}
      {/* On the body: the button sits in the sticky report navigation, whose layer is below the site header. */}
      {oneClick &&
        offer.kind === 'checkout' &&
        createPortal(
          <OneClickPurchase
            type={type}
            subjectId={subjectId}
            checkoutUrl={offer.checkoutUrl}
            onClose={() => setOneClick(false)}
            onNeedsCheckout={toCheckout}
          />,
          document.body,
        )}
      {error && <Alert tone="error">{error}</Alert>}
    </div>
  );
};
