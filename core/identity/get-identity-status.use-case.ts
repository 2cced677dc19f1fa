import { SignedInUser, useCase } from '../shared/use-case.js';
import type { IdentityMonitoringPorts } from './identity-monitoring.port.js';
import { statusNow } from './identity-monitoring.steps.js';

/** GET identity-monitoring/status: which set-up steps are done and the next one (docs/decisions/0073). */
export const makeGetIdentityStatus = (p: Pick<IdentityMonitoringPorts, 'store' | 'accounts'>) =>
  useCase(SignedInUser, (userId) => statusNow(p, userId));
