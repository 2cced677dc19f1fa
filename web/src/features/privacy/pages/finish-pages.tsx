import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { PrivacyCodeInput } from '#core/privacy/privacy-flow.schema';
import { Alert } from '../../../components/alert';
import { Button, buttonClassName } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { privacyApi } from '../api/privacy-api';
import { casePath, flowFailure, useCaseId, useFocusOnErrors, usePrivacyCase } from '../hooks/use-privacy-case';

const Loading = () => (
  <PageContainer width="narrow" title="Loading your request">
    <Spinner />
  </PageContainer>
);

/** /request-my-info/where-to-send-your-report: the verified contact, and what happens on submit. */
export const WhereToSendPage = () => {
  const { caseId, found } = usePrivacyCase('where-to-send-your-report');
  const navigate = useNavigate();
  const [correction, setCorrection] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const f = useFormErrors();
  useFocusOnErrors(form, f.errors);
  const textId = useId();
  if (!found || !caseId) return <Loading />;
  const byPhone = found.option === 2 || found.option === 4;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (found.kind === 'correct' && correction.trim().length < 10)
      return f.setErrors({ correction: ['Please tell us what is wrong in at least 10 characters'] });
    setBusy(true);
    try {
      const c = await privacyApi.submit(caseId, correction);
      navigate(casePath(c.page, caseId));
    } catch (err) {
      flowFailure(err, navigate, caseId, f.fromError);
    } finally {
      setBusy(false);
    }
  };
  const title =
    found.kind === 'know'
      ? 'Where to send your report'
      : found.kind === 'delete'
        ? 'Confirm your opt-out'
        : 'Your correction';
  const invalid = (f.errors.correction ?? []).length > 0;
  return (
    <PageContainer width="narrow" title={title}>
      <form ref={form} className="pv-form" onSubmit={submit} aria-label={title} noValidate>
        <div data-error-summary tabIndex={-1}>
          <ErrorSummary error={f.failure} fields={['*']} />
        </div>
        {found.kind === 'know' && !byPhone && (
          <p>
            We will e-mail your report, with the source and date of every fact, as a PDF to{' '}
            <strong>{found.recipient}</strong>, the address you just verified.
          </p>
        )}
        {found.kind === 'know' && byPhone && (
          <p>
            We will text a link to your report, with the source and date of every fact, to{' '}
            <strong>{found.recipient}</strong>, the number you just verified. Open it within a day and enter the code
            from the text.
          </p>
        )}
        {found.kind === 'delete' && (
          <p>
            We will remove your record from our searches and reports and suppress copies of it that reach us later. We
            will confirm by {byPhone ? 'text' : 'e-mail'} to <strong>{found.recipient}</strong>.
          </p>
        )}
        {found.kind === 'correct' && (
          <div className={['tw-field', invalid && 'tw-field--invalid'].filter(Boolean).join(' ')}>
            <label className="tw-field__label" htmlFor={textId}>
              What is wrong in your record?
            </label>
            <textarea
              id={textId}
              className="pv-textarea"
              value={correction}
              maxLength={4000}
              onChange={(e) => {
                setCorrection(e.target.value);
                f.clear('correction');
              }}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? `${textId}-error` : undefined}
            />
            {invalid && (
              <p id={`${textId}-error`} className="tw-field__error" role="alert">
                {f.errors.correction?.join(' ')}
              </p>
            )}
          </div>
        )}
        <Button type="submit" loading={busy}>
          {found.kind === 'know' ? 'Send my report' : found.kind === 'delete' ? 'Opt me out' : 'Send my correction'}
        </Button>
      </form>
    </PageContainer>
  );
};

/** /request-my-info/request-confirmed (also email-validated, phone-validated): the case id and due date. */
export const RequestConfirmedPage = () => {
  const { found } = usePrivacyCase('request-confirmed');
  if (!found) return <Loading />;
  const byPhone = found.option === 2 || found.option === 4;
  const text =
    found.kind === 'know'
      ? byPhone
        ? `We texted a link to your report to ${found.recipient}. Open it within a day and enter the code from the text.`
        : `Your report is on its way to ${found.recipient}.`
      : found.kind === 'delete'
        ? 'You are opted out: your record no longer appears in our searches and reports.'
        : 'We have your correction. Our team will review your record.';
  return (
    <PageContainer width="narrow" title="Request confirmed">
      <Alert tone="success" title="Thank you">
        <p>{text}</p>
      </Alert>
      <p>
        Your case id is{' '}
        <strong className="pv-case" data-testid="privacy-case-id">
          {found.caseId}
        </strong>
        .{' '}
        {found.state === 'completed'
          ? 'Your request is complete.'
          : `We will complete your request by ${found.completeBy}.`}{' '}
        We sent a confirmation to {found.recipient}.
      </p>
    </PageContainer>
  );
};

/** /request-my-info/something-went-wrong. */
export const SomethingWentWrongPage = () => (
  <PageContainer width="narrow" title="Something went wrong">
    <p>We could not continue your request. Please start again.</p>
    <Link className={buttonClassName({})} to="/request-my-info">
      Start again
    </Link>
  </PageContainer>
);

/** /request-my-info/unable-to-verify-identity. */
export const UnableToVerifyPage = () => (
  <PageContainer width="narrow" title="We were unable to verify your identity">
    <p>
      The answers or codes given did not match our records, so we cannot act on this request. You may start a new
      request, or contact customer care.
    </p>
    <Link className={buttonClassName({})} to="/request-my-info">
      Start a new request
    </Link>
  </PageContainer>
);

/**
 * /request-my-info/your-report?requestId=: the texted link of a 'know' request verified by phone; the code
 * from the text opens the report PDF.
 */
export const YourReportPage = () => {
  const caseId = useCaseId();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [file, setFile] = useState<{ url: string; name: string } | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const f = useFormErrors();
  useFocusOnErrors(form, f.errors);
  useEffect(() => () => (file ? URL.revokeObjectURL(file.url) : undefined), [file]);
  const open = async (e: FormEvent) => {
    e.preventDefault();
    const input = f.validate(PrivacyCodeInput, { caseId: caseId ?? '', code });
    if (!input) return;
    setBusy(true);
    try {
      const r = await privacyApi.openReport(input.caseId, input.code);
      const bytes = Uint8Array.from(atob(r.contentBase64), (ch) => ch.charCodeAt(0));
      setFile({ url: URL.createObjectURL(new Blob([bytes], { type: r.contentType })), name: r.filename });
    } catch (err) {
      flowFailure(err, navigate, caseId, f.fromError);
    } finally {
      setBusy(false);
    }
  };
  return (
    <PageContainer width="narrow" title="Your report">
      {file ? (
        <Alert tone="success" title="Your report is ready">
          <p>
            <a href={file.url} download={file.name}>
              Download your report (PDF)
            </a>
          </p>
        </Alert>
      ) : (
        <form ref={form} className="pv-form" onSubmit={open} aria-label="Open your report" noValidate>
          <p>Enter the 6-digit code from the text we sent you.</p>
          <div data-error-summary tabIndex={-1}>
            <ErrorSummary error={f.failure} fields={['*']} />
          </div>
          <TextField
            label="6-digit code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => {
              setCode(e.target.value);
              f.clear('code');
            }}
            error={f.errors.code}
          />
          <Button type="submit" loading={busy}>
            Open my report
          </Button>
        </form>
      )}
    </PageContainer>
  );
};
