import { type FormEvent, useId, useRef, useState } from 'react';
import { PrivacyCodeInput, PrivacySearchInput } from '#core/privacy/privacy-flow.schema';
import { parseVerificationOption, verificationChannel } from '#core/privacy/privacy-request.rules';
import { US_STATE_NAMES } from '#core/search/us-states.rules';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { type PrivacyPreview, privacyApi } from '../api/privacy-api';
import { ChoiceGroup } from '../components/choice-group';
import { casePath, flowFailure, useFocusOnErrors, usePrivacyCase } from '../hooks/use-privacy-case';

const Loading = () => (
  <PageContainer width="narrow" title="Loading your request">
    <Spinner />
  </PageContainer>
);

/** /request-my-info/search-results: the requester finds their own record (previews only) and picks it. */
export const SearchResultsPage = () => {
  const { caseId, found } = usePrivacyCase('search-results');
  const navigate = useNavigate();
  const [v, setV] = useState({ firstName: '', lastName: '', city: '', state: '' });
  const [results, setResults] = useState<{ people: PrivacyPreview[]; page: number; totalPages: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const f = useFormErrors();
  useFocusOnErrors(form, f.errors);
  const stateId = useId();
  if (!found || !caseId) return <Loading />;
  const search = async (page: number) => {
    const input = f.validate(PrivacySearchInput, { caseId, ...v, page });
    if (!input) return;
    setBusy(true);
    try {
      const r = await privacyApi.search({ ...input, page });
      setResults({ people: r.people, page: r.page, totalPages: r.totalPages });
    } catch (e) {
      flowFailure(e, navigate, caseId, f.fromError);
    } finally {
      setBusy(false);
    }
  };
  const pick = async (id: string) => {
    setBusy(true);
    try {
      const c = await privacyApi.setRecord(caseId, id);
      navigate(casePath(c.page, caseId));
    } catch (e) {
      flowFailure(e, navigate, caseId, f.fromError);
    } finally {
      setBusy(false);
    }
  };
  const set = (k: keyof typeof v) => (e: { target: { value: string } }) => {
    setV((s) => ({ ...s, [k]: e.target.value }));
    f.clear(k);
  };
  return (
    <PageContainer width="narrow" title="Find your record" lead="Search for yourself as you appear in our records.">
      <form
        ref={form}
        className="pv-form"
        aria-label="Find your record"
        noValidate
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          void search(1);
        }}
      >
        <div data-error-summary tabIndex={-1}>
          <ErrorSummary error={f.failure} fields={['*']} />
        </div>
        <TextField
          label="First name"
          autoComplete="given-name"
          value={v.firstName}
          onChange={set('firstName')}
          error={f.errors.firstName}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          value={v.lastName}
          onChange={set('lastName')}
          error={f.errors.lastName}
        />
        <TextField
          label="City"
          optional
          autoComplete="address-level2"
          value={v.city}
          onChange={set('city')}
          error={f.errors.city}
        />
        <div className="tw-field">
          <label className="tw-field__label" htmlFor={stateId}>
            State
          </label>
          <select
            id={stateId}
            className="tw-field__input"
            value={v.state}
            onChange={set('state')}
            aria-invalid={f.errors.state ? true : undefined}
            aria-describedby={f.errors.state ? `${stateId}-error` : undefined}
          >
            <option value="">Choose a state</option>
            {Object.entries(US_STATE_NAMES).map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          {f.errors.state && (
            <p id={`${stateId}-error`} className="tw-field__error" role="alert">
              {f.errors.state.join(' ')}
            </p>
          )}
        </div>
        <Button type="submit" loading={busy}>
          Search
        </Button>
      </form>
      {results && (
        <section aria-label="Search results">
          <h2>{results.people.length === 0 ? 'Sorry, no results found' : 'Is one of these you?'}</h2>
          <ul className="pv-results">
            {results.people.map((p) => (
              <li key={p.id} className="pv-result" data-testid="privacy-result">
                <div>
                  <strong>{p.fullName}</strong>
                  {p.age !== null && <span>, age {p.age}</span>}
                  <div>
                    {p.city}
                    {p.city && p.state ? ', ' : ''}
                    {p.state}
                  </div>
                  {p.aliases.length > 0 && <div>Also known as {p.aliases.join(', ')}</div>}
                  {p.relatives.length > 0 && <div>Related to {p.relatives.join(', ')}</div>}
                </div>
                <Button variant="secondary" onClick={() => void pick(p.id)} aria-label={`This is me: ${p.fullName}`}>
                  This is me
                </Button>
              </li>
            ))}
          </ul>
          {results.page < results.totalPages && (
            <Button variant="ghost" onClick={() => void search(results.page + 1)}>
              Show more results
            </Button>
          )}
        </section>
      )}
    </PageContainer>
  );
};

/** /request-my-info/address-verification: questions from the person's own history (options 3 and 4). */
export const AddressVerificationPage = () => {
  const { caseId, found } = usePrivacyCase('address-verification');
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const f = useFormErrors();
  useFocusOnErrors(form, f.errors);
  if (!found || !caseId) return <Loading />;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const missing = found.questions.filter((q) => !answers[q.id]);
    if (missing.length > 0)
      return f.setErrors(Object.fromEntries(missing.map((q) => [q.id, ['Please answer every question']])));
    setBusy(true);
    try {
      const c = await privacyApi.answer(caseId, answers);
      navigate(casePath(c.page, caseId));
    } catch (err) {
      flowFailure(err, navigate, caseId, f.fromError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageContainer
      width="narrow"
      title="Verify your address history"
      lead="Only the person in the record should know these answers."
    >
      <form ref={form} className="pv-form" onSubmit={submit} aria-label="Address history questions" noValidate>
        <div data-error-summary tabIndex={-1}>
          <ErrorSummary error={f.failure} fields={['*']} />
        </div>
        {found.questions.map((q) => (
          <ChoiceGroup
            key={q.id}
            legend={q.prompt}
            name={q.id}
            choices={q.choices.map((c) => ({ value: c, label: c }))}
            value={answers[q.id] ?? ''}
            onChange={(value) => {
              setAnswers((a) => ({ ...a, [q.id]: value }));
              f.clear(q.id);
            }}
            error={f.errors[q.id]}
          />
        ))}
        <p>
          You have {found.answerTriesLeft} {found.answerTriesLeft === 1 ? 'try' : 'tries'} left.
        </p>
        <Button type="submit" loading={busy}>
          Continue
        </Button>
      </form>
    </PageContainer>
  );
};

/** /request-my-info/confirm-your-identity: a code to a contact our records hold, then the code. */
export const ConfirmIdentityPage = () => {
  const { caseId, found, setFound } = usePrivacyCase('confirm-your-identity');
  const navigate = useNavigate();
  const [contactId, setContactId] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const sendForm = useRef<HTMLFormElement>(null);
  const codeForm = useRef<HTMLFormElement>(null);
  const send = useFormErrors();
  const check = useFormErrors();
  useFocusOnErrors(sendForm, send.errors);
  useFocusOnErrors(codeForm, check.errors);
  if (!found || !caseId) return <Loading />;
  const option = parseVerificationOption(found.option);
  const channel = option.isOk() ? verificationChannel(option.value) : 'email';
  const sendCode = async (e: FormEvent) => {
    e.preventDefault();
    if (!contactId) return send.setErrors({ contactId: ['Please choose where we should send your code'] });
    setBusy(true);
    try {
      setFound(await privacyApi.sendCode(caseId, contactId, channel));
      send.reset();
    } catch (err) {
      flowFailure(err, navigate, caseId, send.fromError);
    } finally {
      setBusy(false);
    }
  };
  const checkCode = async (e: FormEvent) => {
    e.preventDefault();
    const input = check.validate(PrivacyCodeInput, { caseId, code });
    if (!input) return;
    setBusy(true);
    try {
      const c = await privacyApi.checkCode(caseId, input.code);
      navigate(casePath(c.page, caseId));
    } catch (err) {
      flowFailure(err, navigate, caseId, check.fromError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageContainer width="narrow" title="Confirm your identity">
      <form ref={sendForm} className="pv-form" onSubmit={sendCode} aria-label="Send a code" noValidate>
        <div data-error-summary tabIndex={-1}>
          <ErrorSummary error={send.failure} fields={['*']} />
        </div>
        <ChoiceGroup
          legend={channel === 'email' ? 'Send a code to this e-mail address' : 'Send a code to this phone number'}
          name="contactId"
          hint="These are the contacts our records hold for you, partly hidden."
          choices={found.contacts.map((c) => ({ value: c.id, label: c.masked }))}
          value={contactId}
          onChange={(v) => {
            setContactId(v);
            send.clear('contactId');
          }}
          error={send.errors.contactId}
        />
        <Button type="submit" variant={found.codeSent ? 'secondary' : 'primary'} loading={busy}>
          {found.codeSent ? 'Send a new code' : 'Send my code'}
        </Button>
      </form>
      {found.codeSent && (
        <form ref={codeForm} className="pv-form" onSubmit={checkCode} aria-label="Enter your code" noValidate>
          <p role="status">We sent a 6-digit code to {found.recipient}. It expires in 15 minutes.</p>
          <div data-error-summary tabIndex={-1}>
            <ErrorSummary error={check.failure} fields={['*']} />
          </div>
          <TextField
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              check.clear('code');
            }}
            error={check.errors.code}
          />
          <Button type="submit" loading={busy}>
            Verify
          </Button>
        </form>
      )}
    </PageContainer>
  );
};
