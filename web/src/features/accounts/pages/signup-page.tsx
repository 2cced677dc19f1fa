import { Link } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { SignUpFields, useSignUpForm } from '../../../components/sign-up-fields';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { refreshSession } from '../../../lib/session/session-store';
import { accountsApi } from '../api/accounts-api';
import { AuthLayout } from '../components/auth-layout';
import { SocialButtons } from '../components/social-buttons';

/** /signup (000 section 2): a free account; the same schema as the server validates the form. */
export const SignUpPage = () => {
  const navigate = useNavigate();
  const { form, set, errors, general, busy, submit } = useSignUpForm(async (input) => {
    const res = await accountsApi.signUp(input);
    await refreshSession();
    navigate(res.redirect);
  });

  return (
    <AuthLayout
      title="Create Your Account"
      lead="Search public records, save reports and manage everything in one place."
      footer={
        <p>
          Already have an account? <Link to="/login">Log in</Link>
        </p>
      }
    >
      {general && <Alert tone="error">{general.join(' ')}</Alert>}
      <form className="acc-form" onSubmit={(e) => void submit(e)} noValidate>
        <SignUpFields form={form} set={set} errors={errors} pairClassName="acc-form__pair" />
        <Button type="submit" block loading={busy}>
          Create Account
        </Button>
        <p className="acc-fine">
          By creating an account you agree to the <Link to="/about/terms">Terms of Use</Link> and the{' '}
          <Link to="/about/privacy">Privacy Policy</Link>.
        </p>
      </form>
      <SocialButtons redirect="/dashboard" />
    </AuthLayout>
  );
};
