import { describe, expect, it } from 'vitest';
import { retentionReturnOutcome } from '../../../core/membership/cancel-flow.rules.js';
import { retentionMonth, retentionReturnUrl } from '../../../core/membership/retention.rules.js';

describe('retention rules (000 sections 2, 4; docs/decisions/0082)', () => {
  it('counts a session in its UTC calendar month', () => {
    expect(retentionMonth(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
    expect(retentionMonth(new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
  });
  it('returns to the account page with the utm_source the account page reads', () => {
    expect(retentionReturnUrl('kept')).toBe('/dashboard/account?utm_source=brightback-save');
    expect(retentionReturnUrl('cancel')).toBe('/dashboard/account?utm_source=brightback-cancel');
    for (const o of ['kept', 'cancel'] as const) {
      const source = new URL(retentionReturnUrl(o), 'http://x').searchParams.get('utm_source');
      expect(retentionReturnOutcome(source)).toBe(o === 'kept' ? 'saved' : 'cancelled');
    }
  });
});
