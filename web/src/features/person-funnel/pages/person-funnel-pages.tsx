import { type FormEvent, useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { dataCategoriesOf } from '#core/funnels/data-categories.rules';
import {
  nextPersonFunnelStep,
  type PersonFunnelStep,
  personFunnelCheckoutUrl,
  personFunnelPath,
  personFunnelProgress,
  personFunnelResumeStep,
  previousPersonFunnelStep,
} from '#core/funnels/person-funnel.rules';
import { UserInterestIds } from '#core/funnels/user-interests.schema';
import { EmailSearchSchema, PersonSearchSchema } from '#core/search/search.schema';
import { buildEmailSearchUrl, buildPersonSearchUrl } from '#core/search/search-url.rules';
import { US_STATE_NAMES } from '#core/search/us-states.rules';
import type { FieldErrors } from '#core/shared/errors';
import { parseInput } from '#core/shared/errors';
import { Button, LinkButton } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useRequest } from '../../../lib/http/use-request';
import { fetchCategories, fetchFunnelPeople } from '../api/person-funnel-api';
import {
  EMPTY_PERSON_FUNNEL,
  loadPersonFunnel,
  type PersonFunnelAnswers,
  storePersonFunnel,
} from '../stores/person-funnel-storage';
import '../person-funnel.css';
import { useNavigate } from '../../../lib/routing/use-navigate';

type QuestionStep = Extract<PersonFunnelStep, 'name' | 'location' | 'additional' | 'email' | 'interests'>;

const TITLES: Record<QuestionStep, { title: string; lead: string }> = {
  name: { title: 'Who are you looking for?', lead: 'Enter the person’s first and last name.' },
  location: {
    title: 'Where do they live?',
    lead: 'A city or state narrows the search. Leave them empty to search everywhere.',
  },
  additional: { title: 'How old are they?', lead: 'An approximate age helps rank the right person first.' },
  email: {
    title: 'Do you know their email address?',
    lead: 'Optional. With an email address you can also run an email lookup from the results.',
  },
  interests: { title: 'What do you want to find out?', lead: 'Optional. We show which records a report holds.' },
};

/** The criteria the one person search takes (GET /api/search/people). */
const criteriaOf = (a: PersonFunnelAnswers) => ({
  firstName: a.firstName,
  middleName: a.middleName,
  lastName: a.lastName,
  city: a.city,
  state: a.state,
  age: a.age === null ? '' : String(a.age),
});

/** Validates the answers so far with the person search schema; answers the field errors, or null. */
const checkCriteria = (a: PersonFunnelAnswers): FieldErrors | null => {
  const r = parseInput(PersonSearchSchema, criteriaOf(a));
  return r.isErr() ? r.error.errors : null;
};

const Progress = ({ step }: { step: PersonFunnelStep }) => {
  const p = personFunnelProgress(step);
  return p ? <p className="pf-progress">{`Step ${p.step} of ${p.of}`}</p> : null;
};

/** One question step of the person funnel: /people-search/{name|location|additional|email|interests}. */
export const PersonFunnelStepPage = ({ step }: { step: QuestionStep }) => {
  const navigate = useNavigate();
  const [a, setA] = useState<PersonFunnelAnswers>(() => loadPersonFunnel() ?? EMPTY_PERSON_FUNNEL);
  const [ageText, setAgeText] = useState(a.age === null ? '' : String(a.age));
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const stateId = useId();
  const categories = useRequest(step === 'interests' ? 'data-categories' : null, (s) => fetchCategories(s));
  const set = (k: 'firstName' | 'middleName' | 'lastName' | 'city' | 'email') => (e: { target: { value: string } }) => {
    setErrors(null);
    setA((x) => ({ ...x, [k]: e.target.value }));
  };

  // A later step without a name starts at the name.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked once on arrival.
  useEffect(() => {
    if (step !== 'name' && personFunnelResumeStep(a) === 'name') navigate(personFunnelPath('name'), { replace: true });
  }, []);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    let next = a;
    if (step === 'additional') {
      const t = ageText.trim();
      next = { ...a, age: t === '' ? null : Number(t) };
      if (t !== '' && !/^\d+$/.test(t)) {
        const r = parseInput(PersonSearchSchema, { ...criteriaOf(a), age: t });
        return setErrors(r.isErr() ? r.error.errors : { age: ['Please enter a valid age'] });
      }
    }
    if (step === 'email' && a.email.trim() !== '') {
      const r = parseInput(EmailSearchSchema, { email: a.email });
      if (r.isErr()) return setErrors(r.error.errors);
      next = { ...a, email: r.value.email };
    }
    if (step === 'interests') {
      const r = parseInput(UserInterestIds, a.interests);
      if (r.isErr())
        return setErrors({ interests: r.error.errors['*'] ?? ['Please choose from the listed categories'] });
    }
    if (step !== 'email' && step !== 'interests') {
      const bad = checkCriteria(next);
      if (bad) return setErrors(bad);
    }
    setErrors(null);
    storePersonFunnel(next);
    navigate(personFunnelPath(nextPersonFunnelStep(step)));
  };
  const back = previousPersonFunnelStep(step);
  const err = (k: string) => errors?.[k];
  return (
    <PageContainer width="narrow" title={TITLES[step].title} lead={TITLES[step].lead}>
      <Progress step={step} />
      <ErrorSummary error={errors} fields={['*']} />
      <form className="pf-form" onSubmit={submit} noValidate aria-label={TITLES[step].title}>
        {step === 'name' && (
          <>
            <TextField
              label="First name"
              name="firstName"
              value={a.firstName}
              onChange={set('firstName')}
              error={err('firstName')}
              autoComplete="off"
            />
            <TextField
              label="Middle name"
              optional
              name="middleName"
              value={a.middleName}
              onChange={set('middleName')}
              autoComplete="off"
            />
            <TextField
              label="Last name"
              name="lastName"
              value={a.lastName}
              onChange={set('lastName')}
              error={err('lastName')}
              autoComplete="off"
            />
          </>
        )}
        {step === 'location' && (
          <>
            <TextField
              label="City"
              optional
              name="city"
              value={a.city}
              onChange={set('city')}
              error={err('city')}
              autoComplete="off"
            />
            <div className="tw-field">
              <label className="tw-field__label" htmlFor={stateId}>
                State <span className="tw-field__optional">(optional)</span>
              </label>
              <select
                id={stateId}
                className="tw-field__input"
                value={a.state}
                onChange={(e) => setA((x) => ({ ...x, state: e.target.value }))}
              >
                <option value="">All states</option>
                {Object.entries(US_STATE_NAMES).map(([code, name]) => (
                  <option key={code} value={code}>
                    {name}
                  </option>
                ))}
              </select>
            </div>
          </>
        )}
        {step === 'additional' && (
          <TextField
            label="Age"
            optional
            name="age"
            inputMode="numeric"
            value={ageText}
            onChange={(e) => setAgeText(e.target.value)}
            error={err('age')}
          />
        )}
        {step === 'email' && (
          <TextField
            label="Their email address"
            optional
            type="email"
            name="email"
            value={a.email}
            onChange={set('email')}
            error={err('email')}
          />
        )}
        {step === 'interests' && (
          <fieldset className="pf-fieldset">
            <legend>Records you are interested in</legend>
            {!categories.data && !categories.error && <Spinner label="Loading categories" />}
            {categories.data?.categories.map((c) => (
              <label key={c.Id} className="pf-choice">
                <input
                  type="checkbox"
                  checked={a.interests.includes(c.Id)}
                  onChange={(e) =>
                    setA((x) => ({
                      ...x,
                      interests: e.target.checked ? [...x.interests, c.Id] : x.interests.filter((i) => i !== c.Id),
                    }))
                  }
                />
                <span>{c.Name}</span>
              </label>
            ))}
          </fieldset>
        )}
        <div className="pf-actions">
          <Button type="submit">Continue</Button>
          {back && <Link to={personFunnelPath(back)}>Back</Link>}
        </div>
      </form>
    </PageContainer>
  );
};

/** /people-search/gather-data: searches the records with the funnel's answers, then shows the results. */
export const PersonFunnelGatherPage = () => {
  const navigate = useNavigate();
  const [a] = useState(() => loadPersonFunnel());
  const res = useRequest(a && personFunnelResumeStep(a) !== 'name' ? JSON.stringify(criteriaOf(a)) : null, (s) =>
    fetchFunnelPeople(criteriaOf(a ?? EMPTY_PERSON_FUNNEL), s),
  );
  useEffect(() => {
    if (!a || personFunnelResumeStep(a) === 'name') navigate(personFunnelPath('name'), { replace: true });
    else if (res.data) navigate(personFunnelPath(''), { replace: true });
  }, [a, res.data, navigate]);
  return (
    <PageContainer width="narrow" title="Searching the records">
      {res.error ? (
        <>
          <ErrorSummary error={res.error} />
          <LinkButton to={personFunnelPath('name')}>Change the search</LinkButton>
        </>
      ) : (
        <Spinner label="Searching public records" />
      )}
    </PageContainer>
  );
};

/**
 * /people-search: the results of the funnel's search (the one person search, previews only: name, age,
 * city, state and known aliases), each leading to its report and to the people checkout.
 */
export const PersonFunnelResultsPage = () => {
  const [a] = useState(() => loadPersonFunnel());
  const ready = a && personFunnelResumeStep(a) !== 'name';
  const res = useRequest(ready ? JSON.stringify(criteriaOf(a)) : null, (s) =>
    fetchFunnelPeople(criteriaOf(a ?? EMPTY_PERSON_FUNNEL), s),
  );
  if (!a || !ready)
    return (
      <PageContainer width="narrow" title="People search">
        <p>Your search has expired or was not started.</p>
        <LinkButton to={personFunnelPath('name')}>Start a search</LinkButton>
      </PageContainer>
    );
  const name = [a.firstName, a.middleName, a.lastName].filter(Boolean).join(' ');
  const interests = dataCategoriesOf(a.interests);
  return (
    <PageContainer
      width="wide"
      title={`Results for ${name}`}
      lead={[a.city, a.state].filter(Boolean).join(', ') || undefined}
    >
      {res.error ? <ErrorSummary error={res.error} /> : null}
      {res.loading && <Spinner label="Loading results" />}
      {interests.length > 0 && (
        <p className="pf-muted">
          You asked about: {interests.map((c) => c.Name).join(', ')}. A full report shows each of these it holds,
          counted.
        </p>
      )}
      {res.data && res.data.people.length === 0 && <p data-testid="no-results">Sorry, no results found</p>}
      {res.data && res.data.people.length > 0 && (
        <>
          <p>
            {`${res.data.total} ${res.data.total === 1 ? 'person matches' : 'people match'} your search.`}
            {res.data.total > res.data.people.length && (
              <>
                {` Showing the best ${res.data.people.length}. `}
                <Link to={buildPersonSearchUrl(res.data.criteria)}>See all {res.data.total} results</Link>
              </>
            )}
          </p>
          <ul className="pf-grid" aria-label="People found">
            {res.data.people.map((p) => (
              <li key={p.id} className="pf-card" data-testid="funnel-person">
                <h2>{p.fullName}</h2>
                <p>
                  {p.age !== null ? `Age ${p.age}` : 'Age unknown'}
                  {p.city || p.state ? ` · ${[p.city, p.state].filter(Boolean).join(', ')}` : ''}
                </p>
                {p.aliases.length > 0 && <p className="pf-muted">Also known as {p.aliases.join(', ')}</p>}
                <LinkButton to={personFunnelCheckoutUrl(p)} block>
                  Get the full report
                </LinkButton>
                <Link to={p.reportUrl}>See what the report holds</Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="pf-actions">
        <Link to="/products/name">See report and membership options</Link>
        {a.email && <Link to={buildEmailSearchUrl(a.email)}>Look up {a.email}</Link>}
        <Link to={personFunnelPath('name')}>New search</Link>
      </div>
    </PageContainer>
  );
};

/**
 * /save-results?firstName&middleName&lastName&state&city&age (002 section 2.1): saves the search for this
 * visitor (the stored person funnel, 3600 s) and runs it. Criteria the person search refuses are shown with
 * its messages.
 */
export const SaveResultsPage = () => {
  const { search } = useLocation();
  const navigate = useNavigate();
  const q = new URLSearchParams(search);
  const raw = {
    firstName: q.get('firstName') ?? '',
    middleName: q.get('middleName') ?? '',
    lastName: q.get('lastName') ?? '',
    state: q.get('state') ?? '',
    city: q.get('city') ?? '',
    age: q.get('age') ?? '',
  };
  const parsed = parseInput(PersonSearchSchema, raw);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query names the search; it runs once per query.
  useEffect(() => {
    if (parsed.isErr()) return;
    const c = parsed.value;
    storePersonFunnel({
      ...EMPTY_PERSON_FUNNEL,
      firstName: c.firstName,
      middleName: c.middleName,
      lastName: c.lastName,
      city: c.city,
      state: c.state,
      age: c.age,
    });
    navigate(personFunnelPath('gather-data'), { replace: true });
  }, [search]);
  return (
    <PageContainer width="narrow" title="Saving your search">
      {parsed.isErr() ? (
        <>
          <ErrorSummary error={parsed.error.errors} />
          <LinkButton to={personFunnelPath('name')}>Start a new search</LinkButton>
        </>
      ) : (
        <Spinner label="Saving your search" />
      )}
    </PageContainer>
  );
};

/** /products/name: what a name search can buy, for the person of the stored funnel. */
export const NameProductsPage = () => {
  const [a] = useState(() => loadPersonFunnel());
  const named = a?.firstName && a.lastName ? a : null;
  const name = named ? [named.firstName, named.lastName].join(' ') : null;
  return (
    <PageContainer title={name ? `Reports on ${name}` : 'People search reports'}>
      <ul className="pf-grid">
        <li className="pf-card">
          <h2>People search report</h2>
          <p>
            Names, ages, relatives, phone numbers, addresses and the other records a person’s report holds, each with
            its source.
          </p>
          {named ? (
            <LinkButton to={personFunnelCheckoutUrl(named)}>Get the report</LinkButton>
          ) : (
            <LinkButton to={personFunnelPath('name')}>Search for a person</LinkButton>
          )}
        </li>
        <li className="pf-card">
          <h2>Membership</h2>
          <p>Reports every month, with the plan that fits what you look for.</p>
          <LinkButton to="/join/categories" variant="secondary">
            Compare memberships
          </LinkButton>
        </li>
      </ul>
    </PageContainer>
  );
};
