import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { MatchingIdentity } from '#core/identity/identity-monitoring.schema';
import { Button } from '../../../components/button';
import { ErrorSummary } from '../../../components/error-summary';
import { Spinner } from '../../../components/spinner';
import { useRequest } from '../../../lib/http/use-request';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { identityMonitoringApi } from '../api/identity-monitoring-api';
import { ImLayout } from '../components/im-layout';
import { SetupGate } from '../components/setup-gate';
import { IM_DASHBOARD_PATH, SETUP_STEP_PATHS, useSetupStatus } from '../hooks/use-setup-status';

/** One matching identity as a card: enough to recognise oneself, and the button to choose it. */
const IdentityCard = ({
  identity,
  busy,
  disabled,
  onChoose,
}: {
  identity: MatchingIdentity;
  busy: boolean;
  disabled: boolean;
  onChoose: () => void;
}) => (
  <li className="im-identity" data-testid="matching-identity">
    <h3 className="im-identity__name">{identity.fullName}</h3>
    <dl className="im-identity__facts">
      {identity.age !== null && (
        <div>
          <dt>Age</dt>
          <dd>{identity.age}</dd>
        </div>
      )}
      {identity.places.length > 0 && (
        <div>
          <dt>Places</dt>
          <dd>{identity.places.join(' · ')}</dd>
        </div>
      )}
      <div>
        <dt>Matched on</dt>
        <dd>{identity.matchedOn}</dd>
      </div>
    </dl>
    <Button
      onClick={onChoose}
      loading={busy}
      disabled={disabled}
      aria-label={`This is me: ${identity.fullName}${identity.places[0] ? `, ${identity.places[0]}` : ''}`}
    >
      This is me
    </Button>
  </li>
);

/**
 * /identity-monitoring/signup/select-identity: the records that may be the member, as cards; choosing
 * one starts monitoring and opens the identity-monitoring page.
 */
export const ImSelectIdentityPage = () => {
  const navigate = useNavigate();
  const state = useSetupStatus('select-identity');
  const matches = useRequest(state.status ? 'identity-matches' : null, (signal) =>
    identityMonitoringApi.matchingIdentities(signal),
  );
  const [choosing, setChoosing] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);

  const choose = async (recordId: string) => {
    setChoosing(recordId);
    setError(null);
    try {
      await identityMonitoringApi.claimIdentity(recordId);
      navigate(IM_DASHBOARD_PATH);
    } catch (err) {
      setError(err);
      setChoosing(null);
    }
  };

  return (
    <ImLayout
      heading="Which of these is you?"
      lead="These records list the e-mail address or phone number you verified, so only you can claim them. Choose yours and we will start monitoring it."
      step={4}
    >
      <SetupGate state={state}>
        {() => (
          <>
            <ErrorSummary error={error ?? matches.error} />
            {!matches.data ? (
              !matches.error && <Spinner label="Finding your records" />
            ) : matches.data.identities.length === 0 ? (
              <p>
                No record lists the e-mail address or phone number you verified yet. Only your own record can be
                monitored, so we offer records that hold one of them. We keep looking as our records update: please come
                back to this page later, or{' '}
                <Link to={SETUP_STEP_PATHS['verify-phone']}>verify another phone number you use</Link>.
              </p>
            ) : (
              <ul className="im-identities" aria-label="Matching identities">
                {matches.data.identities.map((identity) => (
                  <IdentityCard
                    key={identity.recordId}
                    identity={identity}
                    busy={choosing === identity.recordId}
                    disabled={choosing !== null && choosing !== identity.recordId}
                    onChoose={() => void choose(identity.recordId)}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </SetupGate>
    </ImLayout>
  );
};
