import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryPrivacyCaseStore } from '../../../adapters/memory/in-memory-privacy-cases.js';
import { PgPrivacyCaseStore } from '../../../adapters/postgres/pg-privacy-case-store.js';
import {
  EMPTY_VERIFICATION,
  type PrivacyCaseRecord,
  type PrivacyCaseStore,
} from '../../../core/privacy/privacy-case-store.port.js';
import { privacyCaseDueDates } from '../../../core/privacy/privacy-cases.schema.js';
import { openTestDb } from '../../support/test-db.js';

/** The PrivacyCaseStore contract (core/privacy/privacy-case-store.port.ts). */
const T0 = new Date('2026-03-06T15:00:00.000Z');
const at = (s: number) => new Date(T0.getTime() + s * 1000);
const ev = (s: number, event: string) => ({ at: at(s).toISOString(), event, actor: 'requester', detail: event });

const newCase = (over: Partial<PrivacyCaseRecord> = {}): PrivacyCaseRecord => {
  const due = privacyCaseDueDates(T0);
  return {
    id: randomUUID(),
    kind: 'know',
    state: 'received',
    channel: 'web',
    personId: null,
    receivedAt: T0.toISOString(),
    confirmBy: due.confirmBy,
    completeBy: due.completeBy,
    confirmedAt: null,
    completedAt: null,
    contact: null,
    events: [ev(0, 'opened')],
    verification: { ...EMPTY_VERIFICATION, option: 'addressEmail' },
    answerTries: 0,
    deliveryTries: 0,
    codeTries: 0,
    correction: null,
    ...over,
  };
};

const contract = (name: string, open: () => Promise<{ store: PrivacyCaseStore; close: () => Promise<void> }>) =>
  describe(`PrivacyCaseStore contract: ${name}`, () => {
    let store: PrivacyCaseStore;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ store, close } = await open());
    });
    afterAll(async () => close());

    it('keeps a case as opened, with its due dates and first event; unknown ids are null', async () => {
      const c = newCase();
      await store.open(c);
      expect(await store.find(c.id)).toEqual(c);
      expect(c.confirmBy).toBe('2026-03-20');
      expect(c.completeBy).toBe('2026-04-20');
      expect(await store.find(randomUUID())).toBeNull();
    });

    it('update applies a patch and an event only from the given states', async () => {
      const c = newCase();
      await store.open(c);
      const verification = {
        ...c.verification,
        contacts: [{ id: 'e1', channel: 'email' as const, masked: 'a***@x.com', value: 'ann@x.com' }],
        questions: [{ id: 'street', prompt: 'Which?', choices: ['Oak St', 'Elm St'], answer: 'Oak St' }],
      };
      const u = await store.update(
        c.id,
        ['received'],
        { state: 'verifying', personId: 42, verification },
        ev(5, 'record-chosen'),
      );
      expect(u).toMatchObject({ state: 'verifying', personId: 42, verification, contact: null });
      expect(u?.events.map((e) => e.event)).toEqual(['opened', 'record-chosen']);
      expect(await store.update(c.id, ['received'], { state: 'denied' }, ev(6, 'denied'))).toBeNull();
      const done = await store.update(
        c.id,
        ['verifying'],
        {
          state: 'completed',
          contact: 'a***@x.com',
          confirmedAt: at(7),
          completedAt: at(8),
          correction: 'fix it please',
        },
        ev(8, 'report-delivered'),
      );
      expect(done).toMatchObject({
        state: 'completed',
        personId: 42,
        contact: 'a***@x.com',
        confirmedAt: at(7).toISOString(),
        completedAt: at(8).toISOString(),
        correction: 'fix it please',
      });
      expect(await store.find(c.id)).toEqual(done);
      await store.addEvent(c.id, ev(9, 'note'));
      expect((await store.find(c.id))?.events.at(-1)).toEqual(ev(9, 'note'));
    });

    it('takeTry: counts up to max in the given state, then refuses; answer and code counted apart', async () => {
      const c = newCase({ state: 'verifying' });
      await store.open(c);
      expect(await store.takeTry(c.id, 'answer', 2, 'verifying')).toBe(1);
      expect(await store.takeTry(c.id, 'answer', 2, 'verifying')).toBe(2);
      expect(await store.takeTry(c.id, 'answer', 2, 'verifying')).toBeNull();
      expect(await store.takeTry(c.id, 'code', 2, 'verifying')).toBe(1);
      expect(await store.takeTry(c.id, 'code', 2, 'received')).toBeNull();
      expect(await store.takeTry(randomUUID(), 'code', 2, 'verifying')).toBeNull();
      expect(await store.takeTry(c.id, 'delivery', 1, 'verifying')).toBe(1);
      expect(await store.takeTry(c.id, 'delivery', 1, 'verifying')).toBeNull();
      expect(await store.find(c.id)).toMatchObject({ answerTries: 2, codeTries: 1, deliveryTries: 1 });
    });

    it('parallel tries never take more than max', async () => {
      const c = newCase({ state: 'verifying' });
      await store.open(c);
      const got = await Promise.all(Array.from({ length: 12 }, () => store.takeTry(c.id, 'code', 3, 'verifying')));
      expect(got.filter((x) => x !== null).sort()).toEqual([1, 2, 3]);
      expect((await store.find(c.id))?.codeTries).toBe(3);
    });

    it('listOpen: open cases only, the earliest completion due date first', async () => {
      const later = newCase({ receivedAt: at(86400 * 3).toISOString(), completeBy: '2026-04-23' });
      const earlier = newCase({ completeBy: '2026-04-01' });
      const closed = newCase({ state: 'completed', completeBy: '2026-03-30' });
      for (const c of [later, earlier, closed]) await store.open(c);
      const ids = (await store.listOpen()).map((c) => c.id);
      expect(ids.indexOf(earlier.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(earlier.id)).toBeLessThan(ids.indexOf(later.id));
      expect(ids).not.toContain(closed.id);
      const dues = (await store.listOpen()).map((c) => c.completeBy);
      expect(dues).toEqual([...dues].sort());
    });
  });

contract('in memory', async () => ({ store: new InMemoryPrivacyCaseStore(), close: async () => {} }));

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db = await openTestDb();
  return { store: new PgPrivacyCaseStore(db), close: () => db.close() };
});
