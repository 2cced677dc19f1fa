import { describe, expect, it } from 'vitest';
import { STAFF_FLAG_BITS } from '../../../core/accounts/user-flags.rules.js';
import { privacyCaseDueDates } from '../../../core/privacy/privacy-cases.schema.js';
import { signUpAndSignIn, TestBrowser } from '../../support/accounts-app.js';
import { testClock } from '../../support/accounts-kit.js';
import { inMemoryTestApp } from '../../support/test-app.js';

// biome-ignore lint/suspicious/noExplicitAny: JSON replies read loosely
type Json = any;

const DAY = 86_400_000;

const build = () => {
  const clock = testClock(new Date('2026-09-01T12:00:00.000Z'));
  const t = inMemoryTestApp({ clock });
  const account = async (staff: number) => {
    const { browser, email } = await signUpAndSignIn(t.app);
    const user = await t.kit.users.findByEmail(email);
    t.kit.users.setStaffFlags(user!.id, staff);
    return browser;
  };
  const correction = async (section: string, email?: string) => {
    const res = await new TestBrowser(t.app, '203.0.113.150').post('/api/reports/corrections', {
      reportType: 'background',
      recordId: 'address:321:0',
      section,
      message: 'I never lived at this address, please remove it.',
      ...(email ? { email } : {}),
    });
    expect(res.status).toBe(201);
  };
  return { ...t, clock, account, correction };
};

describe('GET /ops/api/privacy/cases: the privacy queue for operators (docs/decisions/0074)', () => {
  it('401 signed out, 403 for customers and staff without the it/care flag', async () => {
    const t = build();
    await t.correction('addresses');
    const res = await new TestBrowser(t.app).get('/ops/api/privacy/cases');
    expect(res.status).toBe(401);
    for (const staff of [0, STAFF_FLAG_BITS.qualityAssurance | STAFF_FLAG_BITS.bot]) {
      const refused = await (await t.account(staff)).get('/ops/api/privacy/cases');
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as Json).success).toBe(false);
    }
  });

  it('200 for it and care: open cases by completion due date, overdue marked, no verification secrets', async () => {
    const t = build();
    // An old case first (received 2026-09-01), then one 50 days later: the first is overdue by then.
    await t.correction('addresses', 'jane.doe@example.com');
    t.clock.advance(50 * DAY);
    await t.correction('phones');
    for (const staff of [STAFF_FLAG_BITS.informationTechnology, STAFF_FLAG_BITS.customerCare]) {
      const res = await (await t.account(staff)).get('/ops/api/privacy/cases');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as Json;
      expect(body.today).toBe('2026-10-21');
      expect(body.cases.map((c: Json) => [c.correction.split(':')[0], c.completeBy, c.overdue])).toEqual([
        ['addresses', privacyCaseDueDates(new Date('2026-09-01T12:00:00Z')).completeBy, true],
        ['phones', privacyCaseDueDates(new Date('2026-10-21T12:00:00Z')).completeBy, false],
      ]);
      expect(body.cases[0]).toMatchObject({
        kind: 'correct',
        state: 'received',
        channel: 'report-correction',
        personId: 321,
        contact: 'j******e@example.com',
        confirmOverdue: true,
      });
      expect(body.cases[0].events.map((e: Json) => e.event)).toEqual(['opened']);
      expect(Object.keys(body.cases[0])).not.toContain('verification');
      expect(Object.keys(body.cases[0])).not.toContain('codeTries');
    }
  });
});
