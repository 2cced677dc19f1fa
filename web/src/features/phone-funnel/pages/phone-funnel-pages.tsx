import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { offerPriceLine } from '#core/membership/catalog/offer-price.rules';
import { pickCheckoutSkus } from '#core/membership/checkout/checkout-skus.rules';
import { REVERSE_PHONE_NO_RESULT_MESSAGE, REVERSE_PHONE_NO_RESULT_REASONS } from '#core/reports/report-status.rules';
import { PHONE_FUNNEL_PATHS, phoneFunnelUrl } from '#core/search/phone-funnel.rules';
import { formatPhoneNumber } from '#core/search/phone-input.rules';
import { phoneDigits } from '#core/search/search-criteria.rules';
import { phoneClassificationWarns } from '#core/search/search-enums.rules';
import { LinkButton } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { LoadingBlock } from '../../../components/spinner';
import { useRequest } from '../../../lib/http/use-request';
import { fetchPhoneFunnel, fetchPhoneOffer } from '../api/phone-funnel-api';
import { LinkedPersonCard } from '../components/linked-person-card';
import { PhoneFunnelForm } from '../components/phone-funnel-form';
import { usePhoneFunnelStore } from '../stores/phone-funnel-store';
import '../phone-funnel.css';
import { useNavigate } from '../../../lib/routing/use-navigate';

/** /phone: the phone funnel's landing page with the number field (002 section 2.2). */
export const PhoneLandingPage = () => (
  <PageContainer
    width="narrow"
    title="Who Is Calling You?"
    lead="Enter a US phone number to see who it is linked to in public records, its line type and carrier, and whether it has been reported as spam."
    className="pf-page"
  >
    <div className="tw-card pf-card">
      <PhoneFunnelForm />
    </div>
    <section className="pf-more" aria-labelledby="pf-how">
      <h2 id="pf-how">How it works</h2>
      <ol className="pf-steps">
        <li>We search the number in the public records we hold.</li>
        <li>You see, free, who the number is linked to and how it is classified.</li>
        <li>The phone report adds the linked people's details and the addresses linked to the number.</li>
      </ol>
      <p className="pf-muted">If we find nothing for the number, you are not charged.</p>
    </section>
  </PageContainer>
);

/** How long the loading page shows at least, so the step reads as a step (002 section 2.1 loading animation). */
const LOADING_MIN_MS = 900;

/**
 * /phone/loading?phone=: searches the number (GET /api/phone), keeps the answer for the next page and
 * moves on to /phone/products or /phone/not-found. A number that does not read shows the phone search's
 * message and the field again.
 */
export const PhoneLoadingPage = () => {
  const [params] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const navigate = useNavigate();
  const keep = usePhoneFunnelStore((s) => s.keep);
  const res = useRequest(`phone-funnel:${phone}`, (signal) => fetchPhoneFunnel(phone, signal), {
    minMs: LOADING_MIN_MS,
  });
  useEffect(() => {
    if (!res.data) return;
    keep(res.data);
    navigate(res.data.nextUrl, { replace: true });
  }, [res.data, keep, navigate]);
  return (
    <PageContainer width="narrow" title="Searching Phone Records" className="pf-page">
      {res.error ? (
        <>
          <ErrorSummary error={res.error} />
          <div className="tw-card pf-card">
            <PhoneFunnelForm initial={phone} />
          </div>
        </>
      ) : (
        <div className="tw-card pf-card" data-testid="phone-loading">
          <LoadingBlock message={`Searching public records for ${formatPhoneNumber(phone) ?? phone}…`} />
        </div>
      )}
    </PageContainer>
  );
};

/**
 * /phone/not-found?phone=: "No results found for this phone number. You have not been charged for this
 * phone lookup." with the reasons no data, invalid US number, owner opted out (000 section 8), listed
 * together: the page never says which one applied.
 */
export const PhoneNotFoundPage = () => {
  const [params] = useSearchParams();
  const raw = params.get('phone') ?? '';
  const shown = formatPhoneNumber(raw);
  return (
    <PageContainer width="narrow" title="No Results Found" className="pf-page">
      <section className="tw-card pf-card" data-testid="phone-not-found">
        {shown && <p className="pf-number">{shown}</p>}
        <p className="pf-message">{REVERSE_PHONE_NO_RESULT_MESSAGE}</p>
        <p>This can happen when:</p>
        <ul className="pf-reasons">
          {REVERSE_PHONE_NO_RESULT_REASONS.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </section>
      <section className="tw-card pf-card" aria-labelledby="pf-again">
        <h2 id="pf-again" className="pf-h2">
          Search another number
        </h2>
        <PhoneFunnelForm />
      </section>
    </PageContainer>
  );
};

/** The reverse-phone offer's price line (002 section 7 offer page search-phone), with the same rules as the checkout. */
const PhoneOfferLine = () => {
  const offer = useRequest('phone-offer', (signal) => fetchPhoneOffer(signal));
  const skus = offer.data
    ? pickCheckoutSkus(
        offer.data.productSkus,
        (s) => s.skuName,
        (s) => s.id,
      )
    : null;
  if (!skus) return null;
  return (
    <p className="pf-offer" data-testid="phone-offer">
      {offerPriceLine(skus.buy, skus.renewal)}
    </p>
  );
};

/**
 * /phone/products?phone=: what the look-up found (exactly what /phone/search shows: the number, its
 * classification, line type, carrier and the linked people's names, ages and places) and the phone
 * report to buy, through /phone/checkout. A number with nothing to sell goes to /phone/not-found.
 */
export const PhoneProductsPage = () => {
  const [params] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const navigate = useNavigate();
  const kept = usePhoneFunnelStore((s) => s.answer);
  const digits = phoneDigits(phone);
  const fromStore = kept && digits && kept.digits === digits ? kept : null;
  const res = useRequest(fromStore ? null : `phone-funnel:${phone}`, (signal) => fetchPhoneFunnel(phone, signal));
  const d = fromStore ?? res.data;
  const checkoutUrl = d?.step === 'products' ? d.checkoutUrl : null;
  useEffect(() => {
    if (d && d.step !== 'products') navigate(d.nextUrl, { replace: true });
  }, [d, navigate]);
  return (
    <PageContainer width="narrow" title="We Found This Number" className="pf-page">
      {res.error ? (
        <>
          <ErrorSummary error={res.error} />
          <p>
            <Link to={PHONE_FUNNEL_PATHS.landing}>Search another number</Link>
          </p>
        </>
      ) : !d || !checkoutUrl ? (
        <LoadingBlock message="Loading the results…" />
      ) : (
        <>
          <section className="tw-card pf-card" data-testid="phone-found" aria-labelledby="pf-number">
            <h2 id="pf-number" className="pf-number">
              {d.phone}
            </h2>
            <p className="pf-facts">
              <span className={`pf-badge${phoneClassificationWarns(d.classification.code) ? ' pf-badge--warn' : ''}`}>
                {d.classification.label}
              </span>
              {d.lineType && <span>{d.lineType}</span>}
              {d.carrier && <span>{d.carrier}</span>}
            </p>
            <h3 className="pf-h3">
              {d.people.length === 1 ? '1 person' : `${d.people.length} people`} linked to this number
            </h3>
            <ul className="pf-people">
              {d.people.map((p) => (
                <LinkedPersonCard key={p.id} person={p} />
              ))}
            </ul>
          </section>
          <section className="tw-card pf-card pf-product" aria-labelledby="pf-product" data-testid="phone-product">
            <h2 id="pf-product" className="pf-h2">
              Phone Report for {d.phone}
            </h2>
            <p>The full report on this number, from the same public records:</p>
            <ul className="pf-includes">
              <li>Phone details: line type, carrier and classification</li>
              <li>The owner and every linked person, with their details</li>
              <li>The addresses linked to the number</li>
            </ul>
            <PhoneOfferLine />
            <LinkButton to={checkoutUrl} size="lg" block>
              Get the Phone Report
            </LinkButton>
          </section>
          <p className="pf-muted">
            Not the number you meant? <Link to={phoneFunnelUrl('landing')}>Search another number</Link>.
          </p>
        </>
      )}
    </PageContainer>
  );
};
