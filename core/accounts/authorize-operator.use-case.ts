import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { type ForbiddenError, forbidden } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { type UnauthenticatedError, unauthenticated } from './accounts.errors.js';
import { isOperator } from './operator-access.rules.js';
import { SESSION_EXPIRED_MESSAGE } from './session.rules.js';
import type { UserRepository } from './user-repository.port.js';

/** The text of the 403 on the operator pages. */
const NOT_AN_OPERATOR_TEXT = 'This page is for Tracewell staff (information technology or customer care).';

/**
 * The operator pages' gate (/ops): signed out answers 401, a signed-in account without the information
 * technology or customer care staff flag (002 section 6) answers 403. Answers the operator's e-mail, kept
 * with each change they make.
 */
export const makeAuthorizeOperator = (deps: { users: Pick<UserRepository, 'findById'> }) =>
  useCase(
    z.string().min(1),
    async (userId): Promise<Result<{ userId: string; email: string }, ForbiddenError | UnauthenticatedError>> => {
      const u = await deps.users.findById(userId);
      if (!u || u.email === null) return err(unauthenticated(SESSION_EXPIRED_MESSAGE));
      if (!isOperator(u.staffFlags)) return err(forbidden(NOT_AN_OPERATOR_TEXT));
      return ok({ userId: u.id, email: u.email });
    },
    () => unauthenticated(SESSION_EXPIRED_MESSAGE),
  );
