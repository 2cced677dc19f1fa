import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { AccountEmailSchema } from '#core/accounts/password.schema';
import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { accountAccessApi } from '../../../lib/account-access-api';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useRequest } from '../../../lib/http/use-request';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { lastKnownUser, refreshSession, useSessionStore } from '../../../lib/session/session-store';
import { identityMonitoringApi } from '../api/identity-monitoring-api';
import { ImLayout } from '../components/im-layout';
import { PasswordLoginForm } from '../components/password-login-form';
import { IM_LOGIN_PATH, IM_ROOT, nextSetupPath } from '../hooks/use-setup-status';

const EmailForm = z.object({ email: AccountEmailSchema });

const JoinFooter = () => (
  <p>
    New to identity monitoring? <Link to={`${IM_ROOT}/signup`}>Sign up free</Link>
  </p>
);

/** A signed-in member has nothing to log in to: the welcome-back screen offers to continue. */
const useSignedInGoesToWelcomeBack = () => {
  const navigate = useNavigate();
  const signedIn = useSessionStore((s) => s.status === 'signedIn');
  useEffect(() => {
    if (signedIn) navigate(`${IM_ROOT}/login/welcome-back`, { replace: true });
  }, [signedIn, navigate]);
};

/** /identity-monitoring/login: the e-mail first; the password on the next screen. */
export const ImLoginPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useSignedInGoesToWelcomeBack();
  const formRef = useRef<HTMLFormElement>(null);
  const [email, setEmail] = useState(params.get('email') ?? '');
  const { errors, validate, clear } = useFormErrors();
  useFocusFirstError(formRef, errors);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = validate(EmailForm, { email: email.trim() });
    if (input) navigate(`${IM_ROOT}/login/password?email=${encodeURIComponent(input.email)}`);
  };

  return (
    <ImLayout
      heading="Log in"
      lead="Log in with your Tracewell account to see your identity alerts or finish setting up monitoring."
      footer={<JoinFooter />}
    >
      <form ref={formRef} className="im-form" onSubmit={submit} noValidate aria-label="Log in">
        <TextField
          label="Email"
          type="email"
          name="email"
          autoComplete="username"
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            clear('email');
          }}
          error={errors.email}
        />
        <Button type="submit" block>
          Continue
        </Button>
      </form>
    </ImLayout>
  );
};

/** /identity-monitoring/login/password: the password for the e-mail of the first screen. */
export const ImLoginPasswordPage = () => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  useSignedInGoesToWelcomeBack();
  const email = params.get('email') ?? '';
  const known = EmailForm.safeParse({ email }).success;
  useEffect(() => {
    if (!known) navigate(IM_LOGIN_PATH, { replace: true });
  }, [known, navigate]);
  return (
    <ImLayout heading="Enter your password" footer={<JoinFooter />}>
      {known && <PasswordLoginForm email={email} />}
    </ImLayout>
  );
};

/** /identity-monitoring/login/account-locked: too many failed log-ins; the wait, and the way out. */
export const ImAccountLockedPage = () => {
  const location = useLocation();
  const message = (location.state as { message?: string } | null)?.message;
  return (
    <ImLayout heading="Your log-in is locked for now" footer={<JoinFooter />}>
      <Alert tone="warning" title="Too many attempts">
        <p>{message ?? 'Too many attempts. Please wait 15 minutes and try again.'}</p>
      </Alert>
      <p>
        For your security we paused log-ins to this account after several wrong passwords. If you forgot your password,
        choose a new one now; the link in the e-mail works right away.
      </p>
      <div className="im-actions">
        <LinkButton to={`${IM_ROOT}/login/forgot-password`}>Reset your password</LinkButton>
        <LinkButton to={IM_LOGIN_PATH} variant="secondary">
          Back to log in
        </LinkButton>
      </div>
    </ImLayout>
  );
};

/** /identity-monitoring/login/session-expired: the session ended; log in again with the e-mail known. */
export const ImSessionExpiredPage = () => {
  const email = lastKnownUser()?.email ?? '';
  return (
    <ImLayout
      heading="Your session has expired"
      lead="For your security you were logged out after a period of inactivity. Please log in again to continue."
      footer={<JoinFooter />}
    >
      <PasswordLoginForm email={email} editable={email === ''} />
    </ImLayout>
  );
};

/** /identity-monitoring/login/welcome-back: a signed-in member continues the set-up or opens monitoring. */
export const ImWelcomeBackPage = () => {
  const navigate = useNavigate();
  const session = useSessionStore((s) => s);
  const status = useRequest(session.status === 'signedIn' ? 'identity-monitoring-status' : null, (signal) =>
    identityMonitoringApi.status(signal),
  );
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (session.status === 'signedOut') navigate(IM_LOGIN_PATH, { replace: true });
  }, [session.status, navigate]);

  const logOut = async () => {
    setBusy(true);
    await accountAccessApi.logOut().catch(() => undefined);
    await refreshSession();
    navigate(IM_LOGIN_PATH);
  };

  const first = session.user?.firstName;
  return (
    <ImLayout heading={first ? `Welcome back, ${first}` : 'Welcome back'}>
      {!status.data ? (
        status.error ? (
          <Alert tone="error">Sorry, we could not load your identity monitoring. Please try again.</Alert>
        ) : (
          <Spinner label="Loading your identity monitoring" />
        )
      ) : (
        <>
          <p>
            You are logged in as <strong>{session.user?.email}</strong>.{' '}
            {status.data.nextStep === null
              ? 'Your identity monitoring is active.'
              : 'You have a few steps left to start monitoring your identity.'}
          </p>
          <div className="im-actions">
            <LinkButton to={nextSetupPath(status.data)}>
              {status.data.nextStep === null ? 'Go to Identity Monitoring' : 'Continue set-up'}
            </LinkButton>
            <Button variant="ghost" loading={busy} onClick={() => void logOut()}>
              Not you? Log out
            </Button>
          </div>
        </>
      )}
    </ImLayout>
  );
};
