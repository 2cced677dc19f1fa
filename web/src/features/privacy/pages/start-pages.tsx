import { type FormEvent, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { OpenPrivacyCaseInput } from '#core/privacy/privacy-flow.schema';
import { VERIFICATION_OPTION } from '#core/privacy/privacy-request.rules';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { privacyApi } from '../api/privacy-api';
import { ChoiceGroup } from '../components/choice-group';
import { casePath, flowFailure, useFocusOnErrors } from '../hooks/use-privacy-case';

const KINDS = [
  {
    value: 'know',
    label: 'Send me a copy of my information',
    description: 'Everything we hold about you, with the source and date of every fact.',
  },
  {
    value: 'delete',
    label: 'Opt me out',
    description: 'Remove your record from our searches and reports, now and when copies reach us later.',
  },
  { value: 'correct', label: 'Correct my information', description: 'Tell us what is wrong; our team reviews it.' },
] as const;

const query = (search: string) => new URLSearchParams(search);

/** /request-my-info and /request-my-info/landing: what the requester wants (002 section 4.1). */
export const LandingPage = () => {
  const navigate = useNavigate();
  const [kind, setKind] = useState(query(useLocation().search).get('kind') ?? '');
  const form = useRef<HTMLFormElement>(null);
  const { errors, setErrors } = useFormErrors();
  useFocusOnErrors(form, errors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = OpenPrivacyCaseInput.shape.kind.safeParse(kind);
    if (!parsed.success) return setErrors({ kind: [parsed.error.issues[0]?.message ?? ''] });
    navigate(`/request-my-info/auth-selection?kind=${parsed.data}`);
  };
  return (
    <PageContainer
      width="narrow"
      title="Request my information"
      lead="Under privacy laws such as the CCPA you may ask what we hold about you, ask us to opt you out, or ask us to correct it. We first make sure you are the person in the record."
    >
      <form ref={form} className="pv-form" onSubmit={submit} aria-label="What would you like us to do?" noValidate>
        <ChoiceGroup
          legend="What would you like us to do?"
          name="kind"
          choices={KINDS}
          value={kind}
          onChange={setKind}
          error={errors.kind}
        />
        <Button type="submit">Continue</Button>
      </form>
    </PageContainer>
  );
};

/** /request-my-info/auth-selection: how the requester will prove who they are. */
export const AuthSelectionPage = () => {
  const navigate = useNavigate();
  const kind = query(useLocation().search).get('kind') ?? '';
  const [auth, setAuth] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const { errors, setErrors } = useFormErrors();
  useFocusOnErrors(form, errors);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (auth !== 'contact' && auth !== 'address')
      return setErrors({ auth: ['Please choose how you would like to verify who you are'] });
    navigate(`/request-my-info/select-validation-type?kind=${encodeURIComponent(kind)}&auth=${auth}`);
  };
  return (
    <PageContainer width="narrow" title="How would you like to verify who you are?">
      <form ref={form} className="pv-form" onSubmit={submit} aria-label="Verification method" noValidate>
        <ChoiceGroup
          legend="Choose a way to verify"
          name="auth"
          choices={[
            {
              value: 'contact',
              label: 'A code sent to a contact in my record',
              description: 'We send a 6-digit code to an e-mail address or phone number our records hold for you.',
            },
            {
              value: 'address',
              label: 'Questions about my address history, then a code',
              description: 'Answer a few questions only you can answer from your own history first.',
            },
          ]}
          value={auth}
          onChange={setAuth}
          error={errors.auth}
        />
        <Button type="submit">Continue</Button>
      </form>
    </PageContainer>
  );
};

/** /request-my-info/select-validation-type: e-mail or phone; opens the case (auth-validate). */
export const SelectValidationTypePage = () => {
  const navigate = useNavigate();
  const q = query(useLocation().search);
  const kind = q.get('kind') ?? '';
  const byAddress = q.get('auth') === 'address';
  const [channel, setChannel] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const f = useFormErrors();
  useFocusOnErrors(form, f.errors);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const option =
      channel === 'email'
        ? VERIFICATION_OPTION[byAddress ? 'addressEmail' : 'email']
        : channel === 'phone'
          ? VERIFICATION_OPTION[byAddress ? 'addressPhone' : 'phone']
          : 0;
    if (!channel) return f.setErrors({ option: ['Please choose where we should send your code'] });
    const input = f.validate(OpenPrivacyCaseInput, { kind, option });
    if (!input) return;
    setBusy(true);
    try {
      const c = await privacyApi.open({ kind, option });
      navigate(casePath(c.page, c.caseId));
    } catch (err) {
      flowFailure(err, navigate, null, f.fromError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageContainer width="narrow" title="Where should we send your code?">
      <form ref={form} className="pv-form" onSubmit={submit} aria-label="Code delivery" noValidate>
        <div data-error-summary tabIndex={-1}>
          <ErrorSummary error={f.failure} fields={['*', 'kind']} />
        </div>
        <ChoiceGroup
          legend="Send my code by"
          name="option"
          hint="Only to an e-mail address or phone number our records already hold for you."
          choices={[
            { value: 'email', label: 'E-mail' },
            { value: 'phone', label: 'Text message' },
          ]}
          value={channel}
          onChange={setChannel}
          error={f.errors.option}
        />
        <Button type="submit" loading={busy}>
          Continue
        </Button>
      </form>
    </PageContainer>
  );
};
