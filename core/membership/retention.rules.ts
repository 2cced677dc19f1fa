/** The experiment whose `survey` variant flags a member for the exit survey (migration 0088, docs/decisions/0082). */
export const EXIT_SURVEY_EXPERIMENT = 'exit-survey';
export const EXIT_SURVEY_VARIANT = 'survey';

/** The 60 s retention-flow cookie (Spec 000 §9): set when a member is sent to the flow. */
export const RETENTION_COOKIE = 'tw_retention';

/** The calendar month (UTC) a retention session counts in, `YYYY-MM`. */
export const retentionMonth = (at: Date): string => at.toISOString().slice(0, 7);

/** The reasons the exit survey offers (plain, none of them a trap). */
export const EXIT_SURVEY_REASONS = [
  'It costs too much',
  'I found what I needed',
  'I don’t use it often enough',
  'The reports were not accurate enough',
  'Another reason',
] as const;

/**
 * Spec 000 §2: where the flow returns the member: /dashboard/account with utm_source brightback-save
 * (kept the membership) or brightback-cancel (continue cancelling: the cancel modal opens).
 */
export const retentionReturnUrl = (outcome: 'kept' | 'cancel'): string =>
  `/dashboard/account?utm_source=${outcome === 'kept' ? 'brightback-save' : 'brightback-cancel'}`;
