import { z } from 'zod';
import { EXIT_SURVEY_REASONS } from './retention.rules.js';

/** POST /dashboard/api/retention/sessions: the subscription being cancelled. */
export const StartRetentionInput = z.object({
  subscriptionId: z.union([z.string(), z.number()], { error: 'A membership is required' }).transform(String),
});

/** POST /dashboard/api/retention/sessions/{id}/finish: keep the membership or continue cancelling. */
export const FinishRetentionInput = z.object({
  session: z.string({ error: 'The survey session is required' }).min(1).max(100),
  outcome: z.enum(['kept', 'cancel'], { error: 'Choose to keep your membership or continue cancelling' }),
  reason: z.enum(EXIT_SURVEY_REASONS, { error: 'Choose one of the reasons' }).nullish(),
});
