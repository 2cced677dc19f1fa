import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PASSWORD_RULE_MESSAGE } from '#core/accounts/password.schema';
import { AccountSignUpSchema, EMAIL_TAKEN_MESSAGE } from '#core/accounts/sign-up.schema';
import { Button, LinkButton } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { TextField } from '../../../components/text-field';
import { accountAccessApi } from '../../../lib/account-access-api';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { refreshSession, useSessionStore } from '../../../lib/session/session-store';
import { ImLayout } from '../components/im-layout';
import { IM_LOGIN_PATH, IM_ROOT, SETUP_STEP_PATHS, useSetupStatus } from '../hooks/use-setup-status';

const LogInFooter = () => (
  <p>
    Already have an account? <Link to={IM_LOGIN_PATH}>Log in</Link>
  </p>
);

/** /identity-monitoring/signup: what identity monitoring watches, that it comes with every account. */
export const ImSignupPage = () => {
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  return (
    <ImLayout
      heading="Know when your identity is exposed"
      lead="Identity monitoring is included with every Tracewell account, at no extra cost."
      footer={<LogInFooter />}
    >
      <h3 className="im-card__subtitle">What we watch for you</h3>
      <ul className="im-watch">
        <li>
          <strong>Data breaches.</strong> We check breach records for your e-mail address and phone number and tell you
          what leaked and what to do.
        </li>
        <li>
          <strong>New public records about you.</strong> We alert you when new addresses, phone numbers or other records
          appear on your file.
        </li>
        <li>
          <strong>Who looks you up.</strong> See how often reports about you are viewed and how often you appear in
          search results, month by month.
        </li>
      </ul>
      <h3 className="im-card__subtitle">Set up in four steps</h3>
      <p>Create your account, verify your e-mail, add your personal information and verify your phone number.</p>
      <div className="im-actions">
        {/* A signed-in member passes through account creation to the next step. */}
        <LinkButton to={`${IM_ROOT}/signup/create-account`}>{signedIn ? 'Continue set-up' : 'Get started'}</LinkButton>
        {!signedIn && (
          <LinkButton to={IM_LOGIN_PATH} variant="secondary">
            Log in
          </LinkButton>
        )}
      </div>
    </ImLayout>
  );
};

/** /identity-monitoring/signup/create-account: the account sign-up (step 1); signed-in members skip it. */
export const ImCreateAccountPage = () => {
  const navigate = useNavigate();
  useSetupStatus('create-account', { allowSignedOut: true });
  const formRef = useRef<HTMLFormElement>(null);
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const { errors, validate, fromError, clear, failure } = useFormErrors();
  useFocusFirstError(formRef, errors);
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm({ ...form, [k]: e.target.value });
    clear(k);
  };
  const taken = [...(errors.email ?? []), ...(errors['*'] ?? [])].includes(EMAIL_TAKEN_MESSAGE);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = validate(AccountSignUpSchema, { ...form, email: form.email.trim() });
    if (!input) return;
    setBusy(true);
    try {
      await accountAccessApi.signUp(input);
      await refreshSession();
      navigate(SETUP_STEP_PATHS['verify-email']);
    } catch (err) {
      fromError(err);
      setBusy(false);
    }
  };

  return (
    <ImLayout heading="Create your account" step={0} footer={<LogInFooter />}>
      <form ref={formRef} className="im-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Create account">
        <ErrorSummary error={failure} fields={['*']} />
        {taken && (
          <p>
            <Link to={`${IM_LOGIN_PATH}?email=${encodeURIComponent(form.email.trim())}`}>Log in with this email</Link>
          </p>
        )}
        <div className="im-form__pair">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={form.firstName}
            onChange={set('firstName')}
            error={errors.firstName}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={form.lastName}
            onChange={set('lastName')}
            error={errors.lastName}
          />
        </div>
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextField
          label="Password"
          type="password"
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          error={errors.password}
          hint={errors.password ? undefined : PASSWORD_RULE_MESSAGE}
        />
        <Button type="submit" block loading={busy}>
          Create Account
        </Button>
        <p className="im-fine">
          By creating an account you agree to the <Link to="/about/terms">Terms of Use</Link> and the{' '}
          <Link to="/about/privacy">Privacy Policy</Link>.
        </p>
      </form>
    </ImLayout>
  );
};
