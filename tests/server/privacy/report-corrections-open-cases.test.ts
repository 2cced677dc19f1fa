import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../adapters/postgres/db.js';
import { privacyCaseDueDates } from '../../../core/privacy/privacy-cases.schema.js';
import { TestBrowser } from '../../support/accounts-app.js';
import { testClock } from '../../support/accounts-kit.js';
import { inMemoryTestApp, wiredTestApp } from '../../support/test-app.js';
import { openTestDb } from '../../support/test-db.js';

/**
 * "Report an error in this record" opens a 'correct' case in the privacy case queue (docs/decisions/0074):
 * a correction filed through POST /api/reports/corrections is in the operators' list of open cases (the use
 * case behind `npm run privacy -- cases`), with its due dates, the masked e-mail and the correction text.
 * In memory, and on PGlite (or the server of DATABASE_URL).
 */
type App = {
  app: ReturnType<typeof wiredTestApp>['app'];
  listCases: ReturnType<typeof wiredTestApp>['useCases']['privacy']['listCases'];
};

const RECEIVED = new Date('2026-11-23T15:00:00.000Z');

const journey = (name: string, start: () => Promise<App>) =>
  describe(`report corrections open privacy cases (${name})`, () => {
    let t: App;
    beforeAll(async () => {
      t = await start();
    });

    it('a correction of a background report is a received correct case about the person, with the masked e-mail', async () => {
      const b = new TestBrowser(t.app, '203.0.113.140');
      const res = await b.post('/api/reports/corrections', {
        reportType: 'background',
        recordId: 'court:4711:0',
        section: 'criminal',
        message: 'This case was dismissed and sealed in 2021.',
        email: 'jane.doe@example.com',
      });
      expect(res.status).toBe(201);
      const listed = await t.listCases({});
      if (listed.isErr()) throw new Error('listing failed');
      const c = listed.value.cases.find(
        (x) => x.correction === 'criminal: This case was dismissed and sealed in 2021.',
      );
      expect(c).toMatchObject({
        kind: 'correct',
        state: 'received',
        channel: 'report-correction',
        personId: 4711,
        contact: 'j******e@example.com',
        receivedAt: RECEIVED.toISOString(),
        ...privacyCaseDueDates(RECEIVED),
        confirmedAt: null,
        completedAt: null,
        overdue: false,
      });
      expect(c!.events.map((e) => [e.event, e.actor])).toEqual([['opened', 'requester']]);
    });

    it('a correction of a phone report without an e-mail: no person, no contact', async () => {
      const b = new TestBrowser(t.app, '203.0.113.141');
      const res = await b.post('/api/reports/corrections', {
        reportType: 'phone',
        recordId: 'phone:6025550123',
        section: 'carrier',
        message: 'This number was ported to another carrier last year.',
      });
      expect(res.status).toBe(201);
      const listed = (await t.listCases({}))._unsafeUnwrap();
      const c = listed.cases.find(
        (x) => x.correction === 'carrier: This number was ported to another carrier last year.',
      );
      expect(c).toMatchObject({ kind: 'correct', channel: 'report-correction', personId: null, contact: null });
    });

    it('a refused correction (invalid) opens no case', async () => {
      const before = (await t.listCases({}))._unsafeUnwrap().cases.length;
      const b = new TestBrowser(t.app, '203.0.113.142');
      const res = await b.post('/api/reports/corrections', {
        reportType: 'phone',
        recordId: 'phone:6025550123',
        section: 'carrier',
        message: 'short',
      });
      expect(res.status).toBe(400);
      expect((await t.listCases({}))._unsafeUnwrap().cases).toHaveLength(before);
    });
  });

journey('in memory', async () => {
  const t = inMemoryTestApp({ clock: testClock(RECEIVED) });
  return { app: t.app, listCases: t.useCases.privacy.listCases };
});

let db: Db | undefined;
afterAll(async () => db?.close());
journey(process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite', async () => {
  db = await openTestDb();
  const t = wiredTestApp({ db, overrides: { clock: testClock(RECEIVED) } });
  return { app: t.app, listCases: t.useCases.privacy.listCases };
});
