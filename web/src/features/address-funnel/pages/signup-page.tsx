import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { PASSWORD_RULE_MESSAGE } from '#core/accounts/password.schema';
import { AccountSignUpSchema } from '#core/accounts/sign-up.schema';
import { type AddressFunnelVersion, addressFunnelPath, nextAddressFunnelStep } from '#core/shell/funnel.rules';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { refreshSession, useSessionStore } from '../../../lib/session/session-store';
import { addressFunnelApi, type FunnelData } from '../api/address-funnel-api';
import { FunnelFrame, IN_FUNNEL } from '../components/funnel-frame';
import { FunnelGate } from '../components/funnel-gate';

/** The sign-up step: the site's one sign-up (POST /api/account/signup) with its form schema. */
const SignUpStep = ({ version, funnel }: { version: AddressFunnelVersion; funnel: FunnelData }) => {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const [form, setForm] = useState({ firstName: '', lastName: '', email: '', password: '' });
  const [busy, setBusy] = useState(false);
  const { errors, validate, fromError, clear, general } = useFormErrors();
  const next = nextAddressFunnelStep(version, 'signup');
  const goNext = () => next && navigate(addressFunnelPath(next), { state: IN_FUNNEL });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => {
    setForm({ ...form, [k]: e.target.value });
    clear(k);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = validate(AccountSignUpSchema, { ...form, email: form.email.trim() });
    if (!input) return;
    setBusy(true);
    try {
      await addressFunnelApi.signUp(input);
      await refreshSession();
      goNext();
    } catch (error) {
      fromError(error);
      setBusy(false);
    }
  };
  return (
    <FunnelFrame
      version={version}
      step="signup"
      criteria={funnel.searchCriteria}
      next={user !== null}
      lead="A free account keeps this search and your reports in one place."
    >
      {user ? (
        <Alert tone="success" title="You are signed in">
          Signed in as {user.email}. Continue to the next step.
        </Alert>
      ) : (
        <form className="af-form tw-card" onSubmit={(e) => void submit(e)} noValidate aria-label="Create your account">
          {general && <Alert tone="error">{general.join(' ')}</Alert>}
          <div className="af-form__pair">
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
          <Button type="submit" variant="accent" block loading={busy}>
            Create Account
          </Button>
          <p className="af-fine">
            Already have an account? <Link to="/login?redirect=/address/records">Log in</Link>. By creating an account
            you agree to the <Link to="/about/terms">Terms of Use</Link> and the{' '}
            <Link to="/about/privacy">Privacy Policy</Link>.
          </p>
        </form>
      )}
    </FunnelFrame>
  );
};

/** /address/signup (002 section 2.2). */
export const SignUpPage = () => <FunnelGate step="signup">{(ctx) => <SignUpStep {...ctx} />}</FunnelGate>;
