import { z } from 'zod';

/** An experiment's key, as in /api/experiments/{key}: lower case letters, digits and dashes. */
export const ExperimentKey = z
  .string()
  .trim()
  .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, 'Unknown experiment');

/**
 * The visitor id of the first-party visitor cookie: random, 16 to 64 URL-safe characters. A missing or
 * tampered cookie is replaced, never trusted as is.
 */
export const VisitorId = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);

/** POST /api/experiments/{key}/exposure: the key and the visitor the cookie names. */
export const ExperimentEventInput = z.object({ key: ExperimentKey, visitorId: VisitorId });

/** PUT /ops/api/experiments/{key}: an operator starts (`active: true`) or stops an experiment. */
export const SetExperimentActiveInput = z.object({
  key: ExperimentKey,
  active: z.boolean({ error: 'Say whether the experiment runs (active: true or false)' }),
});
