import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  OperatorSuppressInput,
  privacyCaseDueDates,
} from '../../../core/privacy/privacy-cases.schema.js';

describe('privacy case due dates', () => {
  it('counts business days Monday to Friday', () => {
    // Thursday 2026-11-26 + 1 business day = Friday; + 2 = Monday.
    expect(addBusinessDays(new Date('2026-11-26T23:30:00Z'), 1)).toBe('2026-11-27');
    expect(addBusinessDays(new Date('2026-11-26T08:00:00Z'), 2)).toBe('2026-11-30');
    // Saturday + 1 = Monday.
    expect(addBusinessDays(new Date('2026-11-28T12:00:00Z'), 1)).toBe('2026-11-30');
    expect(addBusinessDays(new Date('2026-11-28T12:00:00Z'), 0)).toBe('2026-11-28');
  });
  it('confirms within 10 business days and completes within 45 days of receipt', () => {
    expect(privacyCaseDueDates(new Date('2026-11-26T15:00:00Z'))).toEqual({
      confirmBy: '2026-12-10',
      completeBy: '2027-01-10',
    });
  });
  it("reads the operator's suppress command", () => {
    expect(OperatorSuppressInput.parse({ personId: '42' })).toEqual({
      personId: 42,
      note: '',
      operator: 'customer care',
    });
    expect(OperatorSuppressInput.safeParse({ personId: '-1' }).success).toBe(false);
    expect(OperatorSuppressInput.safeParse({ personId: 'x' }).success).toBe(false);
  });
});
