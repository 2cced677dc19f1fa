import { err, ok, type Result } from 'neverthrow';
import type { RateLimitedError, UnauthenticatedError } from '../accounts/accounts.errors.js';
import type { ConflictError, ForbiddenError } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { PrivacySearchInput } from './privacy-flow.schema.js';
import { inStep, limitPrivacyCall, liveCase, type PrivacyClient } from './privacy-flow.steps.js';
import type { PrivacyPorts, PrivacyRecordPreview } from './privacy-ports.port.js';

/** What a records search of the flow answers: previews only. */
export interface PrivacySearchAnswer {
  readonly people: readonly PrivacyRecordPreview[];
  readonly total: number;
  readonly page: number;
  readonly totalPages: number;
}

/**
 * POST /api/consumer-privacy/search (page 1) and search-advance (the next pages): the requester looks for
 * their own record by name, city and state with the site's name search; the answer is the previews a
 * search shows (name, age, city, state, other names, relatives' names), nothing more. Only before a
 * record is chosen; counted per client address.
 */
export const makeSearchPrivacyRecords = (p: Pick<PrivacyPorts, 'cases' | 'clock' | 'search' | 'limiter'>) =>
  useCase(
    PrivacySearchInput,
    async (
      input,
      client: PrivacyClient,
    ): Promise<
      Result<PrivacySearchAnswer, RateLimitedError | UnauthenticatedError | ForbiddenError | ConflictError>
    > => {
      const now = p.clock.now();
      const c = (await liveCase(p, input.caseId, now)).andThen((x) => inStep(x, ['received']));
      if (c.isErr()) return err(c.error);
      const limited = await limitPrivacyCall(p, 'searchPerIp', client, now);
      if (limited) return err(limited);
      const found = await p.search({
        firstName: input.firstName,
        lastName: input.lastName,
        city: input.city,
        state: input.state,
        page: input.page,
      });
      return ok({ people: found.people, total: found.total, page: input.page, totalPages: found.totalPages });
    },
  );
