import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EXIT_SURVEY_REASONS, retentionReturnUrl } from '#core/membership/retention/retention.rules';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { ErrorSummary } from '../../../components/error-summary';
import { PageContainer } from '../../../components/page-container';
import { retentionApi } from '../api/retention-api';

/**
 * /retention/exit-survey?session=...: the sandbox retention provider's flow (docs/decisions/0082). One
 * optional question and two equal choices: keep the membership, or continue cancelling (the cancel modal
 * opens on the account page). Whatever happens here, continuing to cancel is never blocked: without a
 * session or when the answer fails to save, the member still goes on to the cancel modal.
 */
export const ExitSurveyPage = () => {
  const [params] = useSearchParams();
  const session = params.get('session');
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState<'kept' | 'cancel' | null>(null);
  const [error, setError] = useState<unknown>(null);

  const finish = async (outcome: 'kept' | 'cancel') => {
    setBusy(outcome);
    setError(null);
    let target = retentionReturnUrl(outcome);
    if (session) {
      try {
        target = (await retentionApi.finish({ session, outcome, reason })).returnUrl;
      } catch (e) {
        // Keeping must be confirmed by the server; cancelling goes on regardless.
        if (outcome === 'kept') {
          setError(e);
          setBusy(null);
          return;
        }
      }
    }
    window.location.assign(target);
  };

  return (
    <PageContainer title="Before you go" width="narrow">
      <Card>
        <ErrorSummary error={error} />
        <form onSubmit={(e) => e.preventDefault()} data-testid="exit-survey">
          <fieldset>
            <legend>Why are you cancelling? (optional)</legend>
            {EXIT_SURVEY_REASONS.map((r) => (
              <label key={r} style={{ display: 'block', margin: '0.25rem 0' }}>
                <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} /> {r}
              </label>
            ))}
          </fieldset>
          <p>You can keep your membership as it is, or continue to cancel online now.</p>
          <div style={{ display: 'flex', gap: '0.75rem', flexWrap: 'wrap' }}>
            <Button onClick={() => void finish('kept')} loading={busy === 'kept'} disabled={busy !== null}>
              Keep My Membership
            </Button>
            <Button
              variant="secondary"
              onClick={() => void finish('cancel')}
              loading={busy === 'cancel'}
              disabled={busy !== null}
            >
              Continue Cancelling
            </Button>
          </div>
        </form>
      </Card>
    </PageContainer>
  );
};
