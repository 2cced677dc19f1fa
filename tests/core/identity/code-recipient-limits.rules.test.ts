import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_RECIPIENT_LIMITS,
  codeRecipientLimitChecks,
  codeRecipientOf,
  tooManyCodesToRecipientMessage,
} from '../../../core/identity/code-recipient-limits.rules.js';
import { VERIFICATION_CODES_PER_HOUR } from '../../../core/identity/identity-monitoring.schema.js';
import { DAY_MS, HOUR_MS } from '../../../core/shared/date.rules.js';

describe('codes per recipient (docs/decisions/0020, "Limits")', () => {
  it('6 an hour, one more than a member’s own 5, and 10 a day', () => {
    expect(CODE_RECIPIENT_LIMITS).toEqual({
      perHour: { max: 6, windowMs: HOUR_MS },
      perDay: { max: 10, windowMs: DAY_MS },
    });
    expect(CODE_RECIPIENT_LIMITS.perHour.max).toBe(VERIFICATION_CODES_PER_HOUR + 1);
    expect(CODE_RECIPIENT_LIMITS.perDay.max).toBeGreaterThan(CODE_RECIPIENT_LIMITS.perHour.max);
  });

  it('knows a recipient however it is written: e-mail letter case and spaces, phone formatting and a leading 1', () => {
    expect(codeRecipientOf('email', '  Ann.Lee@Example.COM ')).toBe('ann.lee@example.com');
    for (const phone of ['(602) 555-0123', '+1 602-555-0123', '1.602.555.0123', '6025550123'])
      expect(codeRecipientOf('phone', phone)).toBe('6025550123');
  });

  it('counts on one hour and one day counter per recipient, the same keys for every way of writing it', () => {
    const keys = (channel: 'email' | 'phone', to: string) => codeRecipientLimitChecks(channel, to).map((c) => c.key);
    expect(keys('phone', '(602) 555-0123')).toEqual([
      'codes-hour:to:phone:6025550123',
      'codes-day:to:phone:6025550123',
    ]);
    expect(keys('email', 'ANN@example.com')).toEqual(keys('email', 'ann@example.com'));
    expect(keys('email', 'ann@example.com')).not.toEqual(keys('email', 'bob@example.com'));
    expect(codeRecipientLimitChecks('email', 'a@b.co').map((c) => c.limit)).toEqual([
      CODE_RECIPIENT_LIMITS.perHour,
      CODE_RECIPIENT_LIMITS.perDay,
    ]);
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), (digits) => {
        const dashed = `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
        expect(keys('phone', `+1 (${digits.slice(0, 3)}) ${dashed.slice(4)}`)).toEqual(keys('phone', digits));
        expect(keys('phone', dashed)).toEqual(keys('phone', digits));
      }),
    );
  });

  it('says how long to wait, in minutes and from 2 hours on in hours', () => {
    expect(tooManyCodesToRecipientMessage('phone', 1)).toBe(
      'Too many codes were sent to this phone number. Please wait 1 minute and try again.',
    );
    expect(tooManyCodesToRecipientMessage('email', 59)).toBe(
      'Too many codes were sent to this e-mail address. Please wait 59 minutes and try again.',
    );
    expect(tooManyCodesToRecipientMessage('email', 119)).toContain('wait 119 minutes');
    expect(tooManyCodesToRecipientMessage('phone', 121)).toContain('wait 3 hours');
    expect(codeRecipientLimitChecks('phone', '6025550123')[1]!.message(1379)).toBe(
      tooManyCodesToRecipientMessage('phone', 1379),
    );
  });
});
