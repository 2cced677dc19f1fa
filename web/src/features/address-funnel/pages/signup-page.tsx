import { Link } from 'react-router-dom';
import { type AddressFunnelVersion, addressFunnelPath, nextAddressFunnelStep } from '#core/shell/funnel.rules';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SignUpFields, useSignUpForm } from '../../../components/sign-up-fields';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { refreshSession, useSessionStore } from '../../../lib/session/session-store';
import { addressFunnelApi, type FunnelData } from '../api/address-funnel-api';
import { FunnelFrame, IN_FUNNEL } from '../components/funnel-frame';
import { FunnelGate } from '../components/funnel-gate';

/** The sign-up step: the site's one sign-up (POST /api/account/signup) with its form schema. */
const SignUpStep = ({ version, funnel }: { version: AddressFunnelVersion; funnel: FunnelData }) => {
  const navigate = useNavigate();
  const user = useSessionStore((s) => s.user);
  const next = nextAddressFunnelStep(version, 'signup');
  const goNext = () => next && navigate(addressFunnelPath(next), { state: IN_FUNNEL });
  const { form, set, errors, general, busy, submit } = useSignUpForm(async (input) => {
    await addressFunnelApi.signUp(input);
    await refreshSession();
    goNext();
  });
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
          <SignUpFields form={form} set={set} errors={errors} pairClassName="af-form__pair" />
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
