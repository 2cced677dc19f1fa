import { useNavigate } from '../../../lib/routing/use-navigate';
import { useSessionStore } from '../../../lib/session/session-store';
import { identityMonitoringApi } from '../api/identity-monitoring-api';
import { ImLayout } from '../components/im-layout';
import { PersonalInfoForm } from '../components/personal-info-form';
import { SetupGate } from '../components/setup-gate';
import { nextSetupPath, useSetupStatus } from '../hooks/use-setup-status';

/** /identity-monitoring/signup/personal-info (step 3): name, date of birth and address. */
export const ImPersonalInfoPage = () => {
  const navigate = useNavigate();
  const state = useSetupStatus('personal-info');
  const user = useSessionStore((s) => s.user);
  return (
    <ImLayout
      heading="Add your personal information"
      lead="We use it to find the records that are about you. It stays private to your account."
      step={2}
    >
      <SetupGate state={state}>
        {() => (
          <PersonalInfoForm
            initial={{ firstName: user?.firstName ?? '', lastName: user?.lastName ?? '' }}
            submitLabel="Save and continue"
            onSubmit={async (input) => {
              const status = await identityMonitoringApi.addPersonalInformation(input);
              navigate(nextSetupPath(status));
            }}
          />
        )}
      </SetupGate>
    </ImLayout>
  );
};
