import type { z } from 'zod';
import { notificationFailureMessage } from '#core/reports/notification-failure.rules';
import type { FieldErrors } from '#core/shared/errors';
import type {
  NotificationPreferences,
  NotificationPreferencesInput,
  NotificationPreferencesReply,
} from '#core/shared/reports/notifications.schema';
import { http } from './http/http';
import { HttpError } from './http/http-error';

/** The notification calls' replies: `{ success, errors?, ...data }` (000 section 7, 002 section 7). */
export type NotificationReply<T = object> = T & { success: boolean; errors?: FieldErrors };

/**
 * A failed notification call (002 section 8): its message is the first of errors['*'], or 'XHR failed';
 * `status` is the HTTP status (0 without an answer, 200 for `success: false` in a 2xx answer).
 */
export class NotificationCallError extends Error {
  override readonly name = 'NotificationCallError';
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
  }
}

/**
 * The text to show for any failure of a notification call (002 section 8). For an answer that is not
 * 2xx only the server's own errors['*'] count: the request layer's stand-in texts (a 500 without a
 * message, a time-out) read 'XHR failed' here.
 */
export const notificationErrorText = (e: unknown): string => {
  if (e instanceof NotificationCallError) return e.message;
  if (e instanceof HttpError) {
    const body = e.body as { errors?: FieldErrors } | undefined;
    return notificationFailureMessage(body && typeof body === 'object' ? body.errors : null);
  }
  return notificationFailureMessage(null);
};

/**
 * Runs a notification call: resolves with the reply when `success` is true, else rejects with a
 * {@link NotificationCallError} carrying the spec's message (002 section 8).
 */
export const notificationCall = async <T extends object>(
  call: Promise<NotificationReply<T>>,
): Promise<NotificationReply<T>> => {
  let reply: NotificationReply<T>;
  try {
    reply = await call;
  } catch (e) {
    throw new NotificationCallError(notificationErrorText(e), e instanceof HttpError ? e.status : 0);
  }
  if (reply?.success !== true) {
    throw new NotificationCallError(notificationFailureMessage(reply?.errors), 200);
  }
  return reply;
};

const PREFERENCES = '/dashboard/api/notifications/preferences';

export type NotificationPreferencesBody = z.input<typeof NotificationPreferencesInput>;

/**
 * The member's monitoring preferences (002 section 7). They live in lib because two features use them:
 * the monitoring pages and the report's "Monitor this report" toggle, which turns monitoring on when a
 * subscribe answers that it is off (002 section 4).
 */
export const notificationPreferencesApi = {
  /** GET notifications/preferences: `{ success, notificationPreferences, totalUpdatesAvailable }`. */
  get: (signal?: AbortSignal) =>
    notificationCall(http.get<NotificationReply<NotificationPreferencesReply>>(PREFERENCES, signal ? { signal } : {})),
  /**
   * Saves the preferences: POST the first time (no reportMonitoringAccountId yet), else PUT (002 section 7).
   */
  save: (
    current: Pick<NotificationPreferences, 'reportMonitoringAccountId'> | null,
    body: NotificationPreferencesBody,
  ) =>
    notificationCall(
      current?.reportMonitoringAccountId == null
        ? http.post<NotificationReply>(PREFERENCES, body)
        : http.put<NotificationReply>(PREFERENCES, body),
    ),
};
