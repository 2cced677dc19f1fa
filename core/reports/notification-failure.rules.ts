import type { FieldErrors } from '../shared/errors.js';

/**
 * Our text when a member subscribes a report before turning report monitoring on (002 section 4): the
 * server's 409 message, which the report page recognises and shows with a link to turn it on.
 */
export const MONITORING_OFF_MESSAGE = 'Please turn on report monitoring first.';

/** What a notification call shows when the server gives no message (002 section 8). */
export const NOTIFICATION_CALL_FALLBACK_MESSAGE = 'XHR failed';

/**
 * The message of a failed notification call (002 section 8 "Notification calls: when success is false,
 * throw the first message at errors['*'], or 'XHR failed'"): only the general messages count, never a
 * field's.
 */
export const notificationFailureMessage = (errors: Partial<FieldErrors> | null | undefined): string => {
  const general: unknown = errors?.['*'];
  const first: unknown = Array.isArray(general) ? general[0] : undefined;
  return typeof first === 'string' && first.trim() !== '' ? first : NOTIFICATION_CALL_FALLBACK_MESSAGE;
};
