import { describe, expect, it } from 'vitest';
import { correctionPersonId, reportCorrectionCase } from '../../../core/privacy/report-correction-case.rules.js';

describe('a report correction as a privacy case', () => {
  it('names the person of a background report fact, never of other reports or unnumbered refs', () => {
    expect(correctionPersonId('background', 'court:4711:0')).toBe(4711);
    expect(correctionPersonId('background', 'person:12')).toBe(12);
    expect(correctionPersonId('background', 'court:p-0:0')).toBeNull();
    expect(correctionPersonId('background', 'person:0')).toBeNull();
    expect(correctionPersonId('background', 'person')).toBeNull();
    expect(correctionPersonId('phone', 'phone:6025550123')).toBeNull();
  });

  it('is a received correct case with the due dates, the masked e-mail, the text and an opened event', () => {
    const c = reportCorrectionCase(
      {
        id: 'corr-1',
        userId: null,
        reportType: 'background',
        recordId: 'address:7:1',
        section: 'addresses',
        message: 'I never lived at this address.',
        email: 'jane.doe@example.com',
        createdAt: new Date('2026-11-27T09:00:00Z'),
      },
      'case-1',
    );
    expect(c).toMatchObject({
      id: 'case-1',
      kind: 'correct',
      state: 'received',
      channel: 'report-correction',
      personId: 7,
      receivedAt: '2026-11-27T09:00:00.000Z',
      // Friday: 10 business days is Friday two weeks on; 45 calendar days.
      confirmBy: '2026-12-11',
      completeBy: '2027-01-11',
      contact: 'j******e@example.com',
      correction: 'addresses: I never lived at this address.',
    });
    expect(c.events).toEqual([
      {
        at: '2026-11-27T09:00:00.000Z',
        event: 'opened',
        actor: 'requester',
        detail: 'report correction corr-1 (background address:7:1)',
      },
    ]);
  });
});
