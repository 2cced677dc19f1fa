import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Spinner } from '../../../components/spinner';
import { accountsApi } from '../api/accounts-api';
import { AuthLayout } from '../components/auth-layout';

/** /verify-email?token=...: the link e-mailed at sign-up sets the verifiedEmail flag. */
export const VerifyEmailPage = () => {
  const [params] = useSearchParams();
  const [state, setState] = useState<'working' | 'ok' | string>('working');
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    accountsApi.verifyEmail(params.get('token') ?? '').then(
      () => setState('ok'),
      (e: Error) => setState(e.message),
    );
  }, [params]);
  return (
    <AuthLayout title="Verify Your Email">
      {state === 'working' && <Spinner label="Verifying..." />}
      {state === 'ok' && (
        <Alert tone="success" title="Thank you! Your email address is verified.">
          <p>
            <Link to="/dashboard/account">Go to your account</Link>
          </p>
        </Alert>
      )}
      {state !== 'working' && state !== 'ok' && <Alert tone="error">{state}</Alert>}
    </AuthLayout>
  );
};
