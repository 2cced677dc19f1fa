import { Alert } from '../../../components/alert';
import { Button, LinkButton } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { identityMonitoringApi } from '../api/identity-monitoring-api';
import { CodeForm } from '../components/code-form';
import { ImLayout } from '../components/im-layout';
import { SetupGate } from '../components/setup-gate';
import { useCodeSender } from '../hooks/use-code-sender';
import { IM_ROOT, nextSetupPath, useSetupStatus } from '../hooks/use-setup-status';

/** /identity-monitoring/signup/verify-email (step 2): a 6-digit code to the account e-mail. */
export const ImVerifyEmailPage = () => {
  const navigate = useNavigate();
  const state = useSetupStatus('verify-email');
  const code = useCodeSender(identityMonitoringApi.sendEmailCode, state.status !== null);
  return (
    <ImLayout heading="Verify your e-mail" step={1}>
      <SetupGate state={state}>
        {(status) => (
          <>
            {code.sent ? (
              <p data-testid="code-sent">
                We sent a 6-digit code to <strong>{code.sent.sentTo}</strong>. It expires in{' '}
                {code.sent.expiresInMinutes} minutes.
              </p>
            ) : code.busy ? (
              <p>Sending a code to {status.maskedEmail}…</p>
            ) : null}
            <ErrorSummary error={code.error} />
            <CodeForm
              submitLabel="Verify e-mail"
              onSubmit={async (c) => {
                await identityMonitoringApi.verifyEmailCode(c);
                navigate(`${IM_ROOT}/signup/verify-email/confirm`);
              }}
            />
            <p className="im-resend">
              Didn&apos;t get it?{' '}
              <Button variant="ghost" size="sm" loading={code.busy} onClick={() => void code.resend()}>
                Send a new code
              </Button>
            </p>
          </>
        )}
      </SetupGate>
    </ImLayout>
  );
};

/** /identity-monitoring/signup/verify-email/confirm: the e-mail is verified; on to personal information. */
export const ImVerifyEmailConfirmPage = () => {
  const state = useSetupStatus('verify-email-confirm');
  return (
    <ImLayout heading="Your e-mail is verified" step={2}>
      <SetupGate state={state}>
        {(status) => (
          <>
            <Alert tone="success" title="Thank you">
              <p>{status.maskedEmail} is verified. We will send your identity alerts there.</p>
            </Alert>
            <p>Next, add your personal information so we know which records and breaches to watch for you.</p>
            <div className="im-actions">
              <LinkButton to={nextSetupPath(status)}>Continue</LinkButton>
            </div>
          </>
        )}
      </SetupGate>
    </ImLayout>
  );
};
