import { useState } from 'react';
import type { PersonalInformation } from '#core/identity/identity-monitoring.schema';
import { formatPhoneNumber } from '#core/search/phone-input.rules';
import { usStateName } from '#core/search/us-states.rules';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { identityMonitoringApi } from '../api/identity-monitoring-api';
import { PersonalInfoForm } from './personal-info-form';

/**
 * The member's personal information, and the form to correct it
 * (PUT identity-monitoring/update-personal-information).
 */
export const PersonalInfoPanel = ({ info, onSaved }: { info: PersonalInformation | null; onSaved: () => void }) => {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Card title="Personal information" id="personal-information" aria-label="Personal information">
      {saved && !editing && <Alert tone="success">Your personal information is saved.</Alert>}
      {editing ? (
        <PersonalInfoForm
          initial={info ?? {}}
          submitLabel="Save changes"
          onCancel={() => setEditing(false)}
          onSubmit={async (input) => {
            await identityMonitoringApi.updatePersonalInformation(input);
            setEditing(false);
            setSaved(true);
            onSaved();
          }}
        />
      ) : (
        <>
          {info ? (
            <dl className="im-facts" data-testid="personal-information">
              <div>
                <dt>Name</dt>
                <dd>{[info.firstName, info.middleName, info.lastName].filter(Boolean).join(' ')}</dd>
              </div>
              <div>
                <dt>Date of birth</dt>
                <dd>{info.dateOfBirth}</dd>
              </div>
              <div>
                <dt>Address</dt>
                <dd>
                  {info.street}, {info.city}, {usStateName(info.state) ?? info.state} {info.zip}
                </dd>
              </div>
              {info.phone && (
                <div>
                  <dt>Phone</dt>
                  <dd>{formatPhoneNumber(info.phone) ?? info.phone}</dd>
                </div>
              )}
            </dl>
          ) : (
            <p className="im-muted">No personal information yet.</p>
          )}
          <Button
            variant="secondary"
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            Edit personal information
          </Button>
        </>
      )}
    </Card>
  );
};
