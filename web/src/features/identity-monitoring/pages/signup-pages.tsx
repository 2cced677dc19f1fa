import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { EMAIL_TAKEN_MESSAGE } from '#core/accounts/sign-up.schema';
import { Button, LinkButton } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { SignUpFields, useSignUpForm } from '../../../components/sign-up-fields';
import { accountAccessApi } from '../../../lib/account-access-api';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { useNavigate } from '../../../lib/routing/use-navigate';
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
  const { form, set, errors, failure, busy, submit } = useSignUpForm(async (input) => {
    await accountAccessApi.signUp(input);
    await refreshSession();
    navigate(SETUP_STEP_PATHS['verify-email']);
  });
  useFocusFirstError(formRef, errors);
  const taken = [...(errors.email ?? []), ...(errors['*'] ?? [])].includes(EMAIL_TAKEN_MESSAGE);

  return (
    <ImLayout heading="Create your account" step={0} footer={<LogInFooter />}>
      <form ref={formRef} className="im-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Create account">
        <ErrorSummary error={failure} fields={['*']} />
        {taken && (
          <p>
            <Link to={`${IM_LOGIN_PATH}?email=${encodeURIComponent(form.email.trim())}`}>Log in with this email</Link>
          </p>
        )}
        <SignUpFields form={form} set={set} errors={errors} pairClassName="im-form__pair" />
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
