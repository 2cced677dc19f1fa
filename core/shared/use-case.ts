import { type Result, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { parseInput, type ValidationError } from './errors.js';

/** What the steps of a use case answer: a ResultAsync, or a promise of a Result (an async function with early returns). */
export type UseCaseSteps<T, E> = ResultAsync<T, E> | PromiseLike<Result<T, E>>;

/**
 * The one shape of a use case (shared/STYLE.md section 2): "parse, then run steps that may fail".
 * The raw input is parsed with a core schema (a failure is the schema's field errors, HTTP 400); the steps
 * then run on the parsed input and on the caller's trusted context (the signed-in user's id, the client
 * address), each a value that may fail. The answer is always a `ResultAsync`, read use cases included,
 * so every route is `respond(c, uc.x(...))`.
 *
 * A schema that depends on the time (a card must not be expired "now") is passed as a function and built
 * for each call; the steps read the time from their `Clock` port.
 *
 * ```ts
 * export const makeClaimVoucher = (deps: MembershipPorts) =>
 *   useCase(ClaimInput, async (input, userId: string) => ...ok({ claimed: true }) or err(notFound('voucher')));
 * ```
 */
export const useCase =
  <S extends z.ZodType, C extends readonly unknown[], T, E>(
    schema: S | (() => S),
    steps: (input: z.output<S>, ...context: C) => UseCaseSteps<T, E>,
  ) =>
  (raw: unknown, ...context: C): ResultAsync<T, E | ValidationError> =>
    parseInput(typeof schema === 'function' ? schema() : schema, raw).asyncAndThen(
      (input): ResultAsync<T, E> => new ResultAsync(Promise.resolve(steps(input, ...context))),
    );

/**
 * The input of a use case that reads the signed-in user's own data and takes nothing else (the
 * dashboard's GET calls): the user's id, which the session middleware puts there.
 */
export const SignedInUser = z.string({ error: 'Please log in to continue.' }).min(1, 'Please log in to continue.');
