import { ok } from 'neverthrow';
import { SignedInUser, useCase } from '../shared/use-case.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import { personalInformationOf } from './identity-setup.rules.js';

/** GET identity-monitoring/get-personal-information: the member's details, or null before they add them. */
export const makeGetPersonalInformation = (p: Pick<IdentityMonitoringPorts, 'store'>) =>
  useCase(SignedInUser, async (userId) =>
    ok({ personalInformation: personalInformationOf(await p.store.setup(userId)) }),
  );
