import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryUserFlows } from '../../../adapters/memory/in-memory-user-flows.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgUserFlows } from '../../../adapters/postgres/pg-user-flows.js';
import type { UserFlowStore } from '../../../core/shell/user-flow.port.js';
import { openTestDb } from '../../support/test-db.js';

/** The UserFlowStore contract (core/shell/user-flow.port.ts; migration 0083 seeds the people-search flow). */
type Subject = UserFlowStore & {
  events(flowId: string, visitorId: string): Promise<{ actionName: string; url: string; pageId: number | null }[]>;
};
const T0 = new Date('2026-11-26T10:00:00.000Z');
const visitor = () => randomUUID().replace(/-/g, '');
const session = (visitorId: string, initialPageId = 1) => ({
  flowId: 'people-search',
  visitorId,
  userId: null,
  clientFlag: 0,
  referrer: null,
  origin: 'http://tracewell.test',
  criteria: { firstName: 'Ann' },
  initialPageId,
  at: T0,
});

const contract = (name: string, open: () => Promise<{ s: Subject; close: () => Promise<void> }>) =>
  describe(`UserFlowStore contract: ${name}`, () => {
    let s: Subject;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ s, close } = await open());
    });
    afterAll(async () => close());

    it('has the people-search flow with its pages by order; an unknown flow is null', async () => {
      const f = await s.flow('people-search');
      expect(f).toMatchObject({ id: 'people-search', name: 'People search', isEnabled: true, flowFlags: 0 });
      expect(f!.pages.map((p) => [p.pageId, p.uriPath, p.pageFlags, p.pageOrder, p.targetPath])).toEqual([
        [1, 'search', 0, 1, '/name'],
        [2, 'search-tips', 1, 2, '/help'],
        [3, 'results', 0, 3, '/find-people'],
        [4, 'join', 0, 4, '/join'],
      ]);
      expect(await s.flow('no-such-flow')).toBeNull();
    });

    it('a session starts at the initial page and keeps the page its events moved it to', async () => {
      const v = visitor();
      expect(await s.startSession(session(v))).toEqual({ pageId: 1 });
      expect(
        await s.trackEvent({
          flowId: 'people-search',
          visitorId: v,
          actionName: 'Viewed Page',
          url: '/uf/people-search/results',
          data: {},
          pageId: 3,
          occurredAt: T0,
        }),
      ).toBe(true);
      expect(
        await s.trackEvent({
          flowId: 'people-search',
          visitorId: v,
          actionName: 'Clicked',
          url: '/name',
          data: { x: 1 },
          pageId: null,
          occurredAt: T0,
        }),
      ).toBe(true);
      expect(await s.startSession(session(v))).toEqual({ pageId: 3 });
      expect(await s.events('people-search', v)).toEqual([
        { actionName: 'Viewed Page', url: '/uf/people-search/results', pageId: 3 },
        { actionName: 'Clicked', url: '/name', pageId: null },
      ]);
    });

    it('heartbeats and events need a session', async () => {
      const v = visitor();
      expect(await s.heartbeat('people-search', v, T0)).toBe(false);
      expect(
        await s.trackEvent({
          flowId: 'people-search',
          visitorId: v,
          actionName: 'Viewed Page',
          url: '/x',
          data: {},
          pageId: null,
          occurredAt: T0,
        }),
      ).toBe(false);
      await s.startSession(session(v));
      expect(await s.heartbeat('people-search', v, T0)).toBe(true);
    });

    it('many session starts at once make one session', async () => {
      const v = visitor();
      const answers = await Promise.all(Array.from({ length: 8 }, () => s.startSession(session(v))));
      expect(new Set(answers.map((a) => a.pageId))).toEqual(new Set([1]));
    });
  });

contract('in memory', async () => ({ s: new InMemoryUserFlows(), close: async () => {} }));

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  return { s: new PgUserFlows(db), close: () => db.close() };
});
