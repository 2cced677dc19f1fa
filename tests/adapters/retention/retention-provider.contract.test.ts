import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InMemoryRetentionProvider } from '../../../adapters/memory/in-memory-retention-provider.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgAccountErasure } from '../../../adapters/postgres/pg-account-erasure.js';
import { SandboxRetentionProvider } from '../../../adapters/retention/sandbox-retention-provider.js';
import type { RetentionProvider, RetentionSession } from '../../../core/membership/retention/retention.port.js';
import { openTestDb } from '../../support/test-db.js';

const clock = { now: () => new Date('2026-11-27T12:00:00Z') };
const ids = { uuid: () => randomUUID(), token: () => randomUUID() };
const sessionOf = (url: string | null) => new URL(url ?? '', 'http://x').searchParams.get('session') as string;

interface Kit {
  /** A provider with this cap; every provider of one kit shares its storage (a restart, another instance). */
  provider(monthlyCap: number): RetentionProvider;
  newUser(): Promise<string>;
  /** Deletes the user's account as the product does. */
  erase(userId: string): Promise<void>;
  close(): Promise<void>;
}

/** Months far from today's, one per test, so tests on the shared storage never count each other's sessions. */
const contract = (name: string, open: () => Promise<Kit>) =>
  describe(`RetentionProvider contract: ${name}`, () => {
    let kit: Kit;
    beforeAll(async () => {
      kit = await open();
    });
    afterAll(async () => kit.close());

    it('counts sessions per month against the cap, and cancellations by outcome', async () => {
      const p = kit.provider(2);
      const [u1, u2, u3] = [await kit.newUser(), await kit.newUser(), await kit.newUser()];
      const a = await p.startSession({ userId: u1, subscriptionId: 's1', month: '2031-01', memberCap: 1 });
      expect(a.url).toMatch(/^\/retention\/exit-survey\?session=/);
      expect(await p.checkCap('2031-01')).toEqual({ capFlag: false });
      const b = await p.startSession({ userId: u2, subscriptionId: 's2', month: '2031-01', memberCap: 1 });
      const again = kit.provider(2);
      expect(await again.checkCap('2031-01')).toEqual({ capFlag: true });
      expect(await again.startSession({ userId: u3, subscriptionId: 's3', month: '2031-01', memberCap: 1 })).toEqual({
        url: null,
      });
      expect(await again.checkCap('2031-02')).toEqual({ capFlag: false });
      await again.finishSession(sessionOf(a.url), 'cancel', 'It costs too much');
      await again.finishSession(sessionOf(b.url), 'kept', null);
      // A session answers once: a second answer changes nothing.
      await again.finishSession(sessionOf(a.url), 'kept', 'changed my mind');
      expect(await p.cancellationCount('2031-01')).toBe(1);
      expect(await p.cancellationCount('2031-02')).toBe(0);
      expect(await p.findSession(sessionOf(a.url))).toMatchObject({
        userId: u1,
        subscriptionId: 's1',
        month: '2031-01',
        outcome: 'cancel',
        reason: 'It costs too much',
      });
      expect(await p.findSession('no-such-session')).toBeNull();
    });

    it('opens no more sessions than the cap when many members start at once', async () => {
      const p = kit.provider(3);
      const users = await Promise.all(Array.from({ length: 12 }, () => kit.newUser()));
      const answers = await Promise.all(
        users.map((userId, i) => p.startSession({ userId, subscriptionId: `s${i}`, month: '2031-03', memberCap: 1 })),
      );
      const opened = answers.filter((a) => a.url !== null);
      expect(opened).toHaveLength(3);
      for (const a of opened) expect(await p.findSession(sessionOf(a.url))).not.toBeNull();
      expect(await p.checkCap('2031-03')).toEqual({ capFlag: true });
    });

    it("counts each member's sessions in the month against the member's cap, besides the month's", async () => {
      const p = kit.provider(10);
      const [u1, u2] = [await kit.newUser(), await kit.newUser()];
      const start = (userId: string, month: string, memberCap = 2) =>
        p.startSession({ userId, subscriptionId: 's', month, memberCap });
      expect((await start(u1, '2031-06')).url).not.toBeNull();
      expect((await start(u1, '2031-06')).url).not.toBeNull();
      expect(await start(u1, '2031-06')).toEqual({ url: null });
      // Another member, and the same member in another month, are counted apart.
      expect((await start(u2, '2031-06')).url).not.toBeNull();
      expect((await start(u1, '2031-07')).url).not.toBeNull();
      expect(await start(u1, '2031-08', 0)).toEqual({ url: null });
      // A refused start used up none of the month's sessions: 3 of 10 were opened in June.
      const others = await Promise.all(Array.from({ length: 8 }, () => kit.newUser()));
      const june = await Promise.all(others.map((u) => start(u, '2031-06')));
      expect(june.filter((a) => a.url !== null)).toHaveLength(7);
    });

    it('opens one session when one member starts many at once, and leaves the month to the others', async () => {
      const p = kit.provider(3);
      const [busy, other] = [await kit.newUser(), await kit.newUser()];
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          p.startSession({ userId: busy, subscriptionId: `s${i}`, month: '2031-09', memberCap: 1 }),
        ),
      );
      const opened = answers.filter((a) => a.url !== null);
      expect(opened).toHaveLength(1);
      expect(await p.findSession(sessionOf(opened[0]!.url))).toMatchObject({ userId: busy, month: '2031-09' });
      expect(await p.checkCap('2031-09')).toEqual({ capFlag: false });
      expect(
        (await p.startSession({ userId: other, subscriptionId: 'o', month: '2031-09', memberCap: 1 })).url,
      ).not.toBeNull();
    });

    it('opens nothing with a cap of 0', async () => {
      const p = kit.provider(0);
      expect(
        await p.startSession({ userId: await kit.newUser(), subscriptionId: 's', month: '2031-04', memberCap: 1 }),
      ).toEqual({
        url: null,
      });
      expect(await p.checkCap('2031-04')).toEqual({ capFlag: true });
    });

    it("account deletion removes the survey's free-text reason and keeps the session counted", async () => {
      const p = kit.provider(5);
      const u = await kit.newUser();
      const s = await p.startSession({ userId: u, subscriptionId: 's', month: '2031-05', memberCap: 1 });
      await p.finishSession(sessionOf(s.url), 'cancel', 'My name is in here');
      await kit.erase(u);
      expect(await p.findSession(sessionOf(s.url))).toMatchObject({ outcome: 'cancel', reason: null });
      expect(await p.cancellationCount('2031-05')).toBe(1);
    });
  });

contract('in-memory fake', async () => {
  const sessions = new Map<string, RetentionSession>();
  return {
    provider: (monthlyCap) => new InMemoryRetentionProvider({ monthlyCap, ids, sessions }),
    newUser: async () => randomUUID(),
    erase: async (userId) => new InMemoryRetentionProvider({ monthlyCap: 0, ids, sessions }).eraseReasons(userId),
    close: async () => {},
  };
});

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  return {
    provider: (monthlyCap) => new SandboxRetentionProvider({ db, monthlyCap, ids, clock }),
    newUser: async () => {
      const id = randomUUID();
      await db.query('INSERT INTO users (id, email, created_at, password_changed_at) VALUES ($1, $2, now(), now())', [
        id,
        `${id}@example.com`,
      ]);
      return id;
    },
    erase: async (userId) => {
      expect(await new PgAccountErasure(db).erase(userId, clock.now())).not.toBeNull();
    },
    close: () => db.close(),
  };
});
