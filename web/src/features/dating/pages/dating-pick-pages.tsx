import { type FormEvent, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DATING_PATHS,
  datingCheckoutUrl,
  datingChoiceInput,
  datingSearchUrl,
  datingVerifyUrl,
} from '#core/search/dating-funnel.rules';
import { DatingVerifySchema } from '#core/search/dating-search.schema';
import { formatPhoneNumber } from '#core/search/phone-input.rules';
import { toFieldErrors } from '#core/shared/errors';
import { Button, LinkButton } from '../../../components/button';
import { PageContainer } from '../../../components/page-container';
import { LoadingBlock } from '../../../components/spinner';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useRequest } from '../../../lib/http/use-request';
import { fetchDatingCandidates } from '../api/dating-api';
import { useDatingStore } from '../stores/dating-store';
import { BadSearch, searchLabel, useDatingSearch } from './dating-search-pages';
import '../dating.css';
import { useNavigate } from '../../../lib/routing/use-navigate';

/**
 * /dating/results?...: the people the search found, as previews (name, age, city, state; nothing a
 * report sells), each with "This is my match", which opens /dating/verify.
 */
export const DatingResultsPage = () => {
  const { search, error } = useDatingSearch();
  const resultsUrl = search ? datingSearchUrl('results', search) : null;
  const kept = useDatingStore((s) => (s.key === resultsUrl ? s.people : null));
  const res = useRequest(kept ? null : resultsUrl, (signal) =>
    search ? fetchDatingCandidates(search, signal) : Promise.resolve([]),
  );
  const people = kept ?? res.data;
  return (
    <PageContainer width="narrow" title="Pick Your Match" className="dt-page">
      {error || res.error ? (
        <BadSearch error={error ?? res.error} />
      ) : !people || !search ? (
        <LoadingBlock message="Loading the results…" />
      ) : people.length === 0 ? (
        <section className="tw-card dt-card" data-testid="no-results">
          <p className="dt-strong">Sorry, no results found</p>
          <p>
            We found nobody for {searchLabel(search)} in the public records we hold. Check the spelling, leave out the
            city, or search by phone.
          </p>
          <LinkButton to={DATING_PATHS.search} variant="secondary">
            Search again
          </LinkButton>
        </section>
      ) : (
        <>
          <p className="dt-count" data-testid="result-count">
            {people.length === 1 ? '1 person' : `${people.length} people`} found for {searchLabel(search)}
          </p>
          <ul className="dt-people">
            {people.map((p) => (
              <li key={p.id} className="tw-card dt-person" data-testid="dating-candidate">
                <div>
                  <h2 className="dt-person__name">{p.fullName}</h2>
                  <p className="dt-person__meta">
                    {[
                      p.age !== null ? `Age ${p.age}` : null,
                      [p.city, p.state].filter(Boolean).join(', ') || null,
                      p.deceased ? 'Deceased' : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <LinkButton to={datingVerifyUrl(p, search)} aria-label={`This is my match: ${p.fullName}`}>
                  This is my match
                </LinkButton>
              </li>
            ))}
          </ul>
          <p className="dt-muted">
            Not here? <Link to={DATING_PATHS.search}>Search again</Link>.
          </p>
        </>
      )}
    </PageContainer>
  );
};

/**
 * /dating/verify?id&fn&mn&ln&city&state[&phone]: the picked person, and the visitor's confirmation
 * (`DatingVerifySchema`) before the dating checkout (/checkout/dating/person or /checkout/dating/phone).
 */
export const DatingVerifyPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const input = useMemo(() => datingChoiceInput((k) => params.get(k)), [params]);
  // The person part alone (confirmed assumed): a URL that does not name a person shows the message, not a form.
  const personError = useMemo(() => {
    const r = DatingVerifySchema.safeParse({ ...input, confirmed: true });
    return r.success ? null : toFieldErrors(r.error);
  }, [input]);
  const [confirmed, setConfirmed] = useState(false);
  const { errors, validate, clear } = useFormErrors();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const choice = validate(DatingVerifySchema, { ...input, confirmed });
    if (choice) navigate(datingCheckoutUrl(choice));
  };
  const name = [input.firstName, input.middleName, input.lastName].filter(Boolean).join(' ');
  const place = [input.city, input.state.toUpperCase()].filter(Boolean).join(', ');
  const phone = input.phone ? formatPhoneNumber(input.phone) : null;
  return (
    <PageContainer width="narrow" title="Confirm Your Match" className="dt-page">
      {personError ? (
        <BadSearch error={personError} />
      ) : (
        <form className="tw-card dt-card dt-form" onSubmit={submit} noValidate aria-label="Confirm your match">
          <div data-testid="dating-choice">
            <p className="dt-person__name">{name}</p>
            {place && <p className="dt-person__meta">{place}</p>}
            {phone && <p className="dt-person__meta">Found by the phone number {phone}</p>}
          </div>
          <p>
            The background report on this person lists their other names, addresses, phones, e-mails, relatives and the
            court records found in the public records we hold.
          </p>
          <div className={`dt-check${errors.confirmed ? ' dt-check--invalid' : ''}`}>
            <input
              id="dt-confirm"
              type="checkbox"
              checked={confirmed}
              aria-invalid={errors.confirmed ? true : undefined}
              aria-describedby={errors.confirmed ? 'dt-confirm-error' : undefined}
              onChange={(e) => {
                setConfirmed(e.target.checked);
                clear('confirmed');
              }}
            />
            <label htmlFor="dt-confirm">
              This is the person I plan to meet, and I will not use the report to decide on employment, credit,
              insurance, tenant screening or any other purpose covered by the FCRA.
            </label>
          </div>
          {errors.confirmed && (
            <p id="dt-confirm-error" className="dt-error" role="alert">
              {errors.confirmed.join(' ')}
            </p>
          )}
          <Button type="submit" size="lg">
            Continue to Checkout
          </Button>
          <p className="dt-muted">
            Not the right person? <Link to={DATING_PATHS.search}>Search again</Link>.
          </p>
        </form>
      )}
    </PageContainer>
  );
};
