import { err, ok, type Result } from 'neverthrow';
import type { z } from 'zod';

/**
 * Field-keyed error messages, the spec's error shape (002 section 3 "Error shape"):
 * a map of field name to a list of messages, with `'*'` for general errors.
 */
export type FieldErrors = Record<string, string[]>;

/** Input that failed a core schema. `errors` carries the spec's texts keyed by field. */
export type ValidationError = { readonly type: 'Validation'; readonly errors: FieldErrors };
/** A thing the caller asked for does not exist (or is not theirs). */
export type NotFoundError = { readonly type: 'NotFound'; readonly entity: string };
/** The caller is not allowed to do this. */
export type ForbiddenError = { readonly type: 'Forbidden'; readonly message: string };
/** The request conflicts with the current state (e.g. a PDF already purchased, HTTP 409). */
export type ConflictError = { readonly type: 'Conflict'; readonly message: string };

export const validationError = (errors: FieldErrors): ValidationError => ({ type: 'Validation', errors });
export const generalError = (message: string): ValidationError => validationError({ '*': [message] });
export const notFound = (entity: string): NotFoundError => ({ type: 'NotFound', entity });
export const forbidden = (message: string): ForbiddenError => ({ type: 'Forbidden', message });
export const conflict = (message: string): ConflictError => ({ type: 'Conflict', message });

/**
 * Turns zod issues into field errors. The issue's own message is used, so schemas carry the
 * spec's exact texts; an issue without a path is a general (`'*'`) error. Identical messages for
 * one field are kept once.
 */
export const toFieldErrors = (error: z.ZodError): FieldErrors => {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '*';
    const list = out[key] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    out[key] = list;
  }
  return out;
};

/** Parses raw input with a core schema: the first step of every use case (shared/STYLE.md section 2). */
export const parseInput = <S extends z.ZodType>(schema: S, raw: unknown): Result<z.output<S>, ValidationError> => {
  const parsed = schema.safeParse(raw);
  return parsed.success ? ok(parsed.data) : err(validationError(toFieldErrors(parsed.error)));
};
