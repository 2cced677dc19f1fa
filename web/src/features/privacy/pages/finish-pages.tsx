import { type FormEvent, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert } from '../../../components/alert';
import { Button, buttonClassName } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { Spinner } from '../../../components/spinner';
import { useFormErrors } from '../../../lib/forms/use-form-errors';
import { privacyApi } from '../api/privacy-api';
import { casePath, flowFailure, useFocusOnErrors, usePrivacyCase } from '../hooks/use-privacy-case';

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
        {found.kind === 'know' && (
          <p>
            We will e-mail your report, with the source and date of every fact, as a PDF to{' '}
            <strong>{found.recipient}</strong>, the address you just verified.
          </p>
        )}
        {found.kind === 'delete' && (
          <p>
            We will remove your record from our searches and reports and suppress copies of it that reach us later. We
            will confirm by e-mail to <strong>{found.recipient}</strong>.
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
  const text =
    found.kind === 'know'
      ? `Your report is on its way to ${found.recipient}.`
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
