import { useCase } from '../shared/use-case.js';
import { PrivacyCaseRef } from './privacy-flow.schema.js';
import { liveCase, privacyCaseView } from './privacy-flow.steps.js';
import type { PrivacyPorts } from './privacy-ports.port.js';

/**
 * POST /api/consumer-privacy/lookup (002 section 7: caseId -> the case): where a case stands, for a
 * reloaded page and for re-verifying after a 401 (002 section 8.1 step 1). A stale or unknown case
 * answers 401, and the flow restarts at /request-my-info.
 */
export const makeLookupPrivacyCase = (p: Pick<PrivacyPorts, 'cases' | 'clock'>) =>
  useCase(PrivacyCaseRef, async ({ caseId }) => (await liveCase(p, caseId, p.clock.now())).map(privacyCaseView));
