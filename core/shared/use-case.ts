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
export function useCase<S extends z.ZodType, C extends readonly unknown[], T, E>(
  schema: S | (() => S),
  steps: (input: z.output<S>, ...context: C) => UseCaseSteps<T, E>,
): (raw: unknown, ...context: C) => ResultAsync<T, E | ValidationError>;
/**
 * The same, for inputs nobody typed (a session cookie, the token of an e-mailed link, a provider's
 * callback), where field errors would mean nothing to the reader: any input the schema refuses is
 * answered with `onInvalid` instead (a 401, or one general message).
 */
export function useCase<S extends z.ZodType, C extends readonly unknown[], T, E, I>(
  schema: S | (() => S),
  steps: (input: z.output<S>, ...context: C) => UseCaseSteps<T, E>,
  onInvalid: (error: ValidationError) => I,
): (raw: unknown, ...context: C) => ResultAsync<T, E | I>;
export function useCase<S extends z.ZodType, C extends readonly unknown[], T, E, I>(
  schema: S | (() => S),
  steps: (input: z.output<S>, ...context: C) => UseCaseSteps<T, E>,
  onInvalid?: (error: ValidationError) => I,
): (raw: unknown, ...context: C) => ResultAsync<T, E | I | ValidationError> {
  return (raw, ...context) =>
    parseInput(typeof schema === 'function' ? schema() : schema, raw)
      .mapErr((error): I | ValidationError => (onInvalid ? onInvalid(error) : error))
      .asyncAndThen((input): ResultAsync<T, E> => new ResultAsync(Promise.resolve(steps(input, ...context))));
}

/**
 * The input of a use case that reads the signed-in user's own data and takes nothing else (the
 * dashboard's GET calls): the user's id, which the session middleware puts there.
 */
export const SignedInUser = z.string({ error: 'Please log in to continue.' }).min(1, 'Please log in to continue.');

/**
 * The raw input, unread: for the few use cases whose first step must come before the form is read (a
 * sign-up attempt counts against its address even when the form is rejected; the change-password form's
 * rules depend on the account). They parse with `parseInput` as their first step after that one.
 */
export const RawInput = z.unknown();
