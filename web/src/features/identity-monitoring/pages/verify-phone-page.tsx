import { type FormEvent, useRef, useState } from 'react';
import { type CodeSentReply, VerifySmsInput } from '#core/identity/identity-monitoring.schema';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { TextField } from '../../../components/text-field';
import { useFocusFirstError } from '../../../lib/forms/use-focus-first-error';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { identityMonitoringApi } from '../api/identity-monitoring-api';
import { CodeForm } from '../components/code-form';
import { ImLayout } from '../components/im-layout';
import { SetupGate } from '../components/setup-gate';
import { nextSetupPath, useSetupStatus } from '../hooks/use-setup-status';

/** The phone number form: sends a 6-digit code by SMS (the contract's `VerifySmsInput`). */
const PhoneForm = ({ initial, onSent }: { initial: string; onSent: (phone: string, r: CodeSentReply) => void }) => {
  const formRef = useRef<HTMLFormElement>(null);
  const [phone, setPhone] = useState(initial);
  const [busy, setBusy] = useState(false);
  const { errors, validate, fromError, clear, failure } = useFormErrors();
  useFocusFirstError(formRef, errors);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = validate(VerifySmsInput, { phone });
    if (!input) return;
    setBusy(true);
    try {
      onSent(phone, await identityMonitoringApi.sendSmsCode(input.phone));
    } catch (err) {
      fromError(err);
      setBusy(false);
    }
  };
  return (
    <form ref={formRef} className="im-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Phone number">
      <ErrorSummary error={failure} fields={['*']} />
      <TextField
        label="Mobile phone number"
        type="tel"
        name="phone"
        autoComplete="tel-national"
        value={phone}
        onChange={(e) => {
          setPhone(e.target.value);
          clear('phone');
        }}
        error={errors.phone}
        hint="A US number that can receive text messages, e.g. (480) 555-0123"
      />
      <Button type="submit" block loading={busy}>
        Send code
      </Button>
    </form>
  );
};

/** /identity-monitoring/signup/verify-phone (step 4): the phone number, then the code sent to it. */
export const ImVerifyPhonePage = () => {
  const navigate = useNavigate();
  const state = useSetupStatus('verify-phone');
  const [sent, setSent] = useState<{ phone: string; reply: CodeSentReply } | null>(null);
  const [lastPhone, setLastPhone] = useState('');
  return (
    <ImLayout heading="Verify your phone number" step={3}>
      <SetupGate state={state}>
        {() =>
          sent ? (
            <>
              <p data-testid="code-sent">
                We texted a 6-digit code to <strong>{sent.reply.sentTo}</strong>. It expires in{' '}
                {sent.reply.expiresInMinutes} minutes.
              </p>
              <CodeForm
                submitLabel="Verify phone number"
                onSubmit={async (code) => {
                  const status = await identityMonitoringApi.verifySmsCode(code);
                  navigate(nextSetupPath(status));
                }}
              />
              <p className="im-resend">
                Wrong number or no text?{' '}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => {
                    setLastPhone(sent.phone);
                    setSent(null);
                  }}
                >
                  Change number or send a new code
                </Button>
              </p>
            </>
          ) : (
            <>
              <p>We will text you a code to make sure the number is yours. Message and data rates may apply.</p>
              <PhoneForm initial={lastPhone} onSent={(phone, reply) => setSent({ phone, reply })} />
            </>
          )
        }
      </SetupGate>
    </ImLayout>
  );
};
