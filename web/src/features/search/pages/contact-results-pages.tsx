import { type ReactNode, useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { phoneClassificationWarns } from '#core/search/search-enums.rules';
import {
  buildReportUrl,
  parseAddressSearchUrl,
  parseEmailSearchUrl,
  parsePhoneSearchUrl,
  showsLoadingAnimation,
} from '#core/search/search-url.rules';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { SavePropertyToggle } from '../../../components/save-property-toggle';
import { useRequest } from '../../../lib/http/use-request';
import { useSearchCriteria } from '../../../lib/search-criteria';
import { fetchAddress, fetchEmail, fetchPhone } from '../api/search-api';
import { SearchLoading } from '../components/loading-animation';
import { PersonCardGrid } from '../components/person-card';
import { AddressForm, EmailForm, PhoneForm } from '../components/search-forms';
import '../search.css';

/** Reverse phone results: /phone/search?phone= (002 section 2.1). The searched number itself is shown. */
export const PhoneResultsPage = () => {
  const location = useLocation();
  const url = location.pathname + location.search;
  const phone = parsePhoneSearchUrl(url)?.phone ?? '';
  const setCriteria = useSearchCriteria((s) => s.setCriteria);
  useEffect(() => setCriteria({ phone }), [phone, setCriteria]);
  const res = useRequest(url, (signal) => fetchPhone(phone, signal));
  const d = res.data;
  return (
    <PageContainer title="Reverse Phone Lookup" className="srch-results">
      {res.loading ? (
        <SearchLoading label="Looking up the number" />
      ) : res.error ? (
        <>
          <ErrorSummary error={res.error} />
          <div className="tw-card srch-landing__form">
            <PhoneForm />
          </div>
        </>
      ) : d ? (
        <>
          <section className="tw-card srch-phone" data-testid="phone-result">
            <h2 className="srch-phone__number">{d.phone}</h2>
            <p>
              <span
                className={`srch-badge${phoneClassificationWarns(d.classification.code) ? ' srch-badge--warn' : ''}`}
                data-testid="phone-classification"
              >
                {d.classification.label}
              </span>
              {d.lineType && <span className="srch-phone__fact">{d.lineType}</span>}
              {d.carrier && <span className="srch-phone__fact">{d.carrier}</span>}
            </p>
            {!d.found && <p>No records were found for this number.</p>}
          </section>
          {d.found && (
            <>
              <h2 className="srch-subtitle">People linked to this number</h2>
              <PersonCardGrid people={d.people} />
            </>
          )}
        </>
      ) : null}
    </PageContainer>
  );
};

/** E-mail results: /people/search/loading?email= (with the loading animation) and /people/search/email?email=. */
export const EmailResultsPage = () => {
  const location = useLocation();
  const url = location.pathname + location.search;
  const email = parseEmailSearchUrl(url)?.email ?? '';
  const setCriteria = useSearchCriteria((s) => s.setCriteria);
  useEffect(() => setCriteria({ email }), [email, setCriteria]);
  const res = useRequest(url, (signal) => fetchEmail(email, signal), { minMs: showsLoadingAnimation(url) ? 900 : 0 });
  return (
    <PageContainer title="Email Lookup" className="srch-results">
      {res.loading ? (
        <SearchLoading label={`Searching for ${email}`} />
      ) : res.error ? (
        <>
          <ErrorSummary error={res.error} />
          <div className="tw-card srch-landing__form">
            <EmailForm />
          </div>
        </>
      ) : res.data ? (
        <>
          <p className="srch-count">
            Results for <strong>{res.data.email}</strong>
          </p>
          <PersonCardGrid people={res.data.people} />
        </>
      ) : null}
    </PageContainer>
  );
};

/** The upgrade or paused-account dialog the app layer supplies for a save by a visitor without a membership. */
export type SaveUpgradeRenderer = (props: { isPaused: boolean; onClose: () => void }) => ReactNode;

/**
 * Address results: /address/search?... (002 section 2.1): the property and its current residents; for a
 * signed-in visitor the save toggle of the property (001 section 4), in its saved state.
 */
export const AddressResultsPage = ({ renderUpgrade }: { renderUpgrade?: SaveUpgradeRenderer }) => {
  const location = useLocation();
  const url = location.pathname + location.search;
  const a = parseAddressSearchUrl(url);
  const setCriteria = useSearchCriteria((s) => s.setCriteria);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the URL names the criteria; they change only with it.
  useEffect(() => {
    if (a)
      setCriteria({
        addressLine1: [a.houseNumber, a.street, a.unit && `#${a.unit}`].filter(Boolean).join(' '),
        city: a.city,
        state: a.state,
        zip: a.zip,
      });
  }, [url]);
  const res = useRequest(url, (signal) =>
    fetchAddress(
      { houseNumber: a?.houseNumber, street: a?.street, unit: a?.unit, city: a?.city, state: a?.state, zip: a?.zip },
      signal,
    ),
  );
  return (
    <PageContainer title="Address Search" className="srch-results">
      {res.loading ? (
        <SearchLoading label="Looking up the address" />
      ) : res.error ? (
        <>
          <ErrorSummary error={res.error} />
          <div className="tw-card srch-landing__form">
            <AddressForm />
          </div>
        </>
      ) : res.data ? (
        res.data.results.length === 0 ? (
          <p className="srch-empty" data-testid="no-results">
            Sorry, no results found
          </p>
        ) : (
          res.data.results.map((r) => (
            <section key={`${r.addressLine1}-${r.unit}-${r.zip}`} className="srch-address" data-testid="address-result">
              <div className="tw-card">
                <h2 className="srch-address__line">
                  {[r.addressLine1, r.unit && `Unit ${r.unit}`].filter(Boolean).join(', ')}
                </h2>
                <p>
                  {r.city}, {r.state} {r.zip}
                </p>
                {r.property && (
                  <dl className="srch-address__facts">
                    <div>
                      <dt>Type</dt>
                      <dd>{r.property.landUse}</dd>
                    </div>
                    {r.property.yearBuilt && (
                      <div>
                        <dt>Built</dt>
                        <dd>{r.property.yearBuilt}</dd>
                      </div>
                    )}
                    {r.property.bedrooms !== null && (
                      <div>
                        <dt>Beds</dt>
                        <dd>{r.property.bedrooms}</dd>
                      </div>
                    )}
                    {r.property.bathrooms !== null && (
                      <div>
                        <dt>Baths</dt>
                        <dd>{r.property.bathrooms}</dd>
                      </div>
                    )}
                    {r.property.squareFeet !== null && (
                      <div>
                        <dt>Sq ft</dt>
                        <dd>{r.property.squareFeet.toLocaleString('en-US')}</dd>
                      </div>
                    )}
                  </dl>
                )}
                {r.propertyId && (
                  <div className="srch-address__actions">
                    <Link className="tw-btn tw-btn--primary" to={buildReportUrl({ id: r.propertyId, type: 'address' })}>
                      View Property Report
                    </Link>
                    {r.isSaved !== null && (
                      <SavePropertyToggle
                        propertyId={r.propertyId}
                        initialSaved={r.isSaved}
                        {...(renderUpgrade ? { renderUpgrade } : {})}
                      />
                    )}
                  </div>
                )}
              </div>
              <h3 className="srch-subtitle">Current residents</h3>
              <PersonCardGrid people={r.residents} empty="No current residents on record." />
              {r.pastResidents > 0 && (
                <p className="srch-count">
                  {r.pastResidents} past {r.pastResidents === 1 ? 'resident' : 'residents'} in the full report.
                </p>
              )}
            </section>
          ))
        )
      ) : null}
    </PageContainer>
  );
};
