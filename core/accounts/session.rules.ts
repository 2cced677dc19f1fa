import { addMs, DAY_MS, earlierOf, HOUR_MS, MINUTE_MS, msBetween } from '../shared/date.rules.js';

/**
 * Session lifetime rules (docs/decisions/0020). A session ends after 2 hours without use
 * (idle expiry, sliding) and at the latest 30 days after log-in with "remember me", 12 hours without.
 */
export const SESSION_IDLE_MS = 2 * HOUR_MS;
export const SESSION_ABSOLUTE_REMEMBER_MS = 30 * DAY_MS;
export const SESSION_ABSOLUTE_DEFAULT_MS = 12 * HOUR_MS;
/** A session is written back at most once a minute on use, so reads stay reads. */
const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;
/** The general message of a 401 on the dashboard API. */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again.';

export interface SessionTimes {
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
  readonly absoluteExpiresAt: Date;
}

/** The expiries of a session opened at `now`. */
export const newSessionTimes = (now: Date, remember: boolean): SessionTimes => {
  const absoluteExpiresAt = addMs(now, remember ? SESSION_ABSOLUTE_REMEMBER_MS : SESSION_ABSOLUTE_DEFAULT_MS);
  return {
    createdAt: now,
    lastSeenAt: now,
    expiresAt: earlierOf(addMs(now, SESSION_IDLE_MS), absoluteExpiresAt),
    absoluteExpiresAt,
  };
};

/** A session is live while both its idle and its absolute expiry lie in the future. */
export const isSessionLive = (s: Pick<SessionTimes, 'expiresAt' | 'absoluteExpiresAt'>, now: Date): boolean =>
  now.getTime() < s.expiresAt.getTime() && now.getTime() < s.absoluteExpiresAt.getTime();

/** The new idle expiry after use at `now`, or `null` when the last write is recent enough to skip one. */
export const slideSession = (s: SessionTimes, now: Date): { lastSeenAt: Date; expiresAt: Date } | null => {
  if (msBetween(s.lastSeenAt, now) < SESSION_TOUCH_INTERVAL_MS) return null;
  return { lastSeenAt: now, expiresAt: earlierOf(addMs(now, SESSION_IDLE_MS), s.absoluteExpiresAt) };
};
