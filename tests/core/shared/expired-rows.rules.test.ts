import { describe, expect, it } from 'vitest';
import { ANONYMOUS_WRITE_LIMITS, CLIENT_LOG_POSTS_PER_VISITOR } from '../../../core/accounts/anonymous-writes.rules.js';
import { ACCOUNT_LIMITS } from '../../../core/accounts/rate-limit.rules.js';
import { PROPERTY_TOOL_LIMITS } from '../../../core/property/tool-limits.rules.js';
import { CORRECTIONS_PER_ADDRESS } from '../../../core/reports/correction-limit.rules.js';
import { DAY_MS } from '../../../core/shared/date.rules.js';
import { expiryCutoffs, RATE_LIMIT_KEEP_MS } from '../../../core/shared/expired-rows.rules.js';

describe('expired rows', () => {
  it('a rate-limit counter is deleted only after the longest window of every limit has ended', () => {
    const windows = [
      ...Object.values(ACCOUNT_LIMITS),
      ...Object.values(PROPERTY_TOOL_LIMITS),
      CORRECTIONS_PER_ADDRESS,
      ...Object.values(ANONYMOUS_WRITE_LIMITS).flatMap((l) => [l.perMinute, l.perDay]),
      CLIENT_LOG_POSTS_PER_VISITOR,
    ].map((l) => l.windowMs);
    expect(Math.max(...windows)).toBeLessThanOrEqual(RATE_LIMIT_KEEP_MS);
  });

  it('cutoffs: sessions at now, tokens a day back, counters two days, client logs 7 days, identity codes an hour, visitor searches 30 days', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    expect(expiryCutoffs(now)).toEqual({
      sessions: now,
      accountTokens: new Date(now.getTime() - DAY_MS),
      rateLimits: new Date(now.getTime() - 2 * DAY_MS),
      clientLogs: new Date(now.getTime() - 7 * DAY_MS),
      identityCodes: new Date(now.getTime() - DAY_MS / 24),
      visitorSearches: new Date(now.getTime() - 30 * DAY_MS),
    });
  });
});
