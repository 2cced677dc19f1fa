import type { FieldErrors } from '../shared/errors.js';

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
