import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { DATING_PATHS, datingSearchInput, datingSearchUrl } from '#core/search/dating-funnel.rules';
import { type DatingSearch, DatingSearchSchema } from '#core/search/dating-search.schema';
import { formatPhoneAsTyped, formatPhoneNumber, PHONE_INPUT_MAX_LENGTH } from '#core/search/phone-input.rules';
import { toFieldErrors } from '#core/shared/errors';
import { Button, LinkButton } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { LoadingBlock } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useRequest } from '../../../lib/http/use-request';
import { fetchDatingCandidates } from '../api/dating-api';
import { useDatingStore } from '../stores/dating-store';
import '../dating.css';
import { useNavigate } from '../../../lib/routing/use-navigate';

/** /dating: the dating-safety landing page (002 section 2.2). */
export const DatingLandingPage = () => (
  <PageContainer
    width="narrow"
    title="Date Safely: Know Who You Are Meeting"
    lead="Before a first date, check that your match is who they say they are. Search by their name or their phone number."
    className="dt-page"
  >
    <section className="tw-card dt-card" aria-labelledby="dt-how">
      <h2 id="dt-how" className="dt-h2">
        How it works
      </h2>
      <ol className="dt-steps">
        <li>Search for your match by name (with a city or state if you know it) or by phone number.</li>
        <li>See the people who match, free: name, age, city and state.</li>
        <li>Pick the person you are meeting and confirm.</li>
        <li>
          Unlock their background report: other names, addresses, phones, e-mails, relatives and the court records found
          in the public records we hold.
        </li>
      </ol>
      <LinkButton to={DATING_PATHS.search} size="lg">
        Start a Dating Safety Search
      </LinkButton>
    </section>
    <p className="dt-muted">
      Reports may not be used to decide on employment, credit, insurance, tenant screening or any other purpose covered
      by the FCRA.
    </p>
  </PageContainer>
);

/** /dating/search: a name with an optional city and state, or a phone number (`DatingSearchSchema`). */
export const DatingSearchPage = () => {
  const navigate = useNavigate();
  const [form, setForm] = useState({ firstName: '', lastName: '', city: '', state: '', phone: '' });
  const { errors, failure, validate, clear } = useFormErrors();
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => {
    const value = k === 'phone' ? formatPhoneAsTyped(e.target.value) : e.target.value;
    setForm((f) => ({ ...f, [k]: value }));
    clear(k);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const s = validate(DatingSearchSchema, form);
    if (s) navigate(datingSearchUrl('loading', s));
  };
  return (
    <PageContainer
      width="narrow"
      title="Who Are You Meeting?"
      lead="Enter your match's name, or their phone number."
      className="dt-page"
    >
      <form className="tw-card dt-card dt-form" onSubmit={submit} noValidate aria-label="Dating safety search">
        <ErrorSummary error={failure} fields={['*']} />
        <fieldset className="dt-fieldset">
          <legend className="dt-legend">Search by name</legend>
          <div className="dt-row">
            <TextField
              label="First name"
              name="firstName"
              autoComplete="off"
              value={form.firstName}
              onChange={set('firstName')}
              error={errors.firstName}
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="off"
              value={form.lastName}
              onChange={set('lastName')}
              error={errors.lastName}
            />
          </div>
          <div className="dt-row">
            <TextField
              label="City"
              optional
              name="city"
              autoComplete="off"
              value={form.city}
              onChange={set('city')}
              error={errors.city}
            />
            <TextField
              label="State"
              optional
              name="state"
              autoComplete="off"
              maxLength={2}
              placeholder="TX"
              value={form.state}
              onChange={set('state')}
              error={errors.state}
            />
          </div>
        </fieldset>
        <p className="dt-or">or</p>
        <fieldset className="dt-fieldset">
          <legend className="dt-legend">Search by phone</legend>
          <TextField
            label="Phone number"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="(555) 555-5555"
            maxLength={PHONE_INPUT_MAX_LENGTH}
            hint="A phone number, when given, is searched instead of the name."
            value={form.phone}
            onChange={set('phone')}
            error={errors.phone}
          />
        </fieldset>
        <Button type="submit" size="lg">
          Search
        </Button>
      </form>
    </PageContainer>
  );
};

/** Reads the dating search in the page's URL (`DatingSearchSchema`), or its field errors. */
export const useDatingSearch = () => {
  const [params] = useSearchParams();
  return useMemo(() => {
    const parsed = DatingSearchSchema.safeParse(datingSearchInput((k) => params.get(k)));
    return parsed.success
      ? { search: parsed.data, error: null }
      : { search: null as DatingSearch | null, error: toFieldErrors(parsed.error) };
  }, [params]);
};

export const searchLabel = (s: DatingSearch): string =>
  s.by === 'phone'
    ? (formatPhoneNumber(s.phone) ?? s.phone)
    : [`${s.criteria.firstName} ${s.criteria.lastName}`, [s.criteria.city, s.criteria.state].filter(Boolean).join(', ')]
        .filter(Boolean)
        .join(' in ');

/** A search that does not read: its message and the way back to the form. */
export const BadSearch = ({ error }: { error: unknown }) => (
  <>
    <ErrorSummary error={error} />
    <p>
      <Link to={DATING_PATHS.search}>Back to the search</Link>
    </p>
  </>
);

/** How long the loading page shows at least (002 section 2.1: a loading path shows the loading animation). */
const LOADING_MIN_MS = 900;

/** /dating/loading?...: runs the search, keeps the candidates and moves on to /dating/results. */
export const DatingLoadingPage = () => {
  const { search, error } = useDatingSearch();
  const navigate = useNavigate();
  const keep = useDatingStore((s) => s.keep);
  const resultsUrl = search ? datingSearchUrl('results', search) : null;
  const res = useRequest(
    resultsUrl,
    (signal) => (search ? fetchDatingCandidates(search, signal) : Promise.resolve([])),
    { minMs: LOADING_MIN_MS },
  );
  useEffect(() => {
    if (!res.data || !resultsUrl) return;
    keep(resultsUrl, res.data);
    navigate(resultsUrl, { replace: true });
  }, [res.data, resultsUrl, keep, navigate]);
  return (
    <PageContainer width="narrow" title="Searching Public Records" className="dt-page">
      {error || res.error ? (
        <BadSearch error={error ?? res.error} />
      ) : (
        <div className="tw-card dt-card" data-testid="dating-loading">
          <LoadingBlock message={`Searching public records for ${search ? searchLabel(search) : ''}…`} />
        </div>
      )}
    </PageContainer>
  );
};
