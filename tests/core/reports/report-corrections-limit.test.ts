import { describe, expect, it } from 'vitest';
import { InMemoryRateLimiter } from '../../../adapters/memory/in-memory-accounts.js';
import {
  makeFileReportCorrection,
  REPORT_CORRECTION_CONFIRMATION,
} from '../../../core/privacy/file-report-correction.use-case.js';
import {
  CORRECTIONS_PER_ADDRESS,
  hoursUntilWindowEnds,
  tooManyCorrectionsMessage,
} from '../../../core/reports/correction-limit.rules.js';
import type { ReportCorrection } from '../../../core/reports/report-store.port.js';
import { sequentialIds, testClock } from '../../support/accounts-kit.js';

const HOUR = 3_600_000;
const request = (i = 0) => ({
  reportType: 'background',
  recordId: `court:p-${i}:0`,
  section: 'criminal',
  message: 'This case was dismissed and sealed in 2021.',
});

const setup = () => {
  const stored: ReportCorrection[] = [];
  const clock = testClock();
  const file = makeFileReportCorrection({
    store: { addCorrection: async (c) => void stored.push(c) },
    ids: sequentialIds(),
    clock,
    limiter: new InMemoryRateLimiter(),
    privacyCases: { open: async () => {} },
  });
  return { stored, clock, file };
};

describe('correction requests are limited per address and day', () => {
  it('the message says how many hours are left', () => {
    expect(tooManyCorrectionsMessage(1)).toBe(
      'You have sent the most correction requests we accept from one address in a day. Please try again in 1 hour.',
    );
    expect(tooManyCorrectionsMessage(5)).toMatch(/try again in 5 hours\.$/);
    const start = new Date('2026-11-21T10:00:00Z');
    expect(hoursUntilWindowEnds(start, CORRECTIONS_PER_ADDRESS, new Date(start.getTime() + HOUR / 2))).toBe(24);
    expect(hoursUntilWindowEnds(start, CORRECTIONS_PER_ADDRESS, new Date(start.getTime() + 24 * HOUR - 1))).toBe(1);
  });

  it('15 at once from one address: 10 stored, 5 refused with the wait; other addresses and the next day go on', async () => {
    const { stored, clock, file } = setup();
    const outcomes = await Promise.all(
      Array.from({ length: 15 }, (_, i) => file(request(i), null, { ip: '203.0.113.5' })),
    );
    expect(outcomes.filter((o) => o.isOk())).toHaveLength(CORRECTIONS_PER_ADDRESS.max);
    expect(stored).toHaveLength(10);
    const refused = outcomes.filter((o) => o.isErr()).map((o) => o._unsafeUnwrapErr());
    expect(refused).toHaveLength(5);
    for (const e of refused) {
      expect(e).toEqual({ type: 'RateLimited', message: tooManyCorrectionsMessage(24), retryAfterSeconds: 24 * 3600 });
    }
    expect((await file(request(), 'user-1', { ip: '203.0.113.6' }))._unsafeUnwrap().message).toBe(
      REPORT_CORRECTION_CONFIRMATION,
    );
    clock.advance(23 * HOUR);
    const later = (await file(request(), null, { ip: '203.0.113.5' }))._unsafeUnwrapErr();
    expect(later).toMatchObject({
      type: 'RateLimited',
      message: tooManyCorrectionsMessage(1),
      retryAfterSeconds: 3600,
    });
    clock.advance(HOUR);
    expect((await file(request(), null, { ip: '203.0.113.5' })).isOk()).toBe(true);
    expect(stored).toHaveLength(12);
  });

  it('invalid requests are answered with their field messages and do not use up the day', async () => {
    const { stored, file } = setup();
    for (let i = 0; i < 20; i++) {
      const bad = await file({ ...request(), message: 'short' }, null, { ip: '198.51.100.1' });
      expect(bad._unsafeUnwrapErr().type).toBe('Validation');
    }
    expect((await file(request(), null, { ip: '198.51.100.1' })).isOk()).toBe(true);
    expect(stored).toHaveLength(1);
  });
});
