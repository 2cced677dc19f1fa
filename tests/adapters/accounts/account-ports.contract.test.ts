import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  InMemoryAccountErasure,
  InMemoryAccountTokenStore,
  InMemoryKnownDevices,
  InMemoryRateLimiter,
  InMemorySearchHistory,
  InMemorySessionStore,
  InMemorySocialLogins,
  InMemoryUserRepository,
} from '../../../adapters/memory/in-memory-accounts.js';
import type { Db } from '../../../adapters/postgres/db.js';
import { PgAccountErasure } from '../../../adapters/postgres/pg-account-erasure.js';
import { PgAccountTokenStore, PgKnownDevices, PgSocialLogins } from '../../../adapters/postgres/pg-account-tokens.js';
import { PgRateLimiter } from '../../../adapters/postgres/pg-rate-limiter.js';
import { PgSearchHistory } from '../../../adapters/postgres/pg-search-history.js';
import { PgSessionStore } from '../../../adapters/postgres/pg-session-store.js';
import { PgUserRepository } from '../../../adapters/postgres/pg-user-repository.js';
import type { AccountErasure } from '../../../core/accounts/account-erasure.port.js';
import type { RateLimiter } from '../../../core/accounts/rate-limiter.port.js';
import type {
  AccountTokenStore,
  KnownDevices,
  SearchHistory,
  SessionStore,
  SocialLogins,
  UserRepository,
} from '../../../core/index.js';
import { openTestDb } from '../../support/test-db.js';

interface Ports {
  users: UserRepository;
  sessions: SessionStore;
  limiter: RateLimiter;
  tokens: AccountTokenStore;
  devices: KnownDevices;
  social: SocialLogins;
  searches: SearchHistory;
  erasure: AccountErasure;
}

const T0 = new Date('2026-11-21T10:00:00.000Z');
const at = (ms: number) => new Date(T0.getTime() + ms);
const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA';

const newUser = (email = `u${randomUUID().slice(0, 8)}@example.com`) => ({
  id: randomUUID(),
  email,
  firstName: 'Ann',
  lastName: 'Lee',
  passwordHash: HASH,
  userFlags: 0,
  createdAt: T0,
});

const contract = (name: string, open: () => Promise<{ ports: Ports; close: () => Promise<void> }>) =>
  describe(`account ports contract: ${name}`, () => {
    let p: Ports;
    let close: () => Promise<void>;
    beforeAll(async () => {
      ({ ports: p, close } = await open());
    });
    afterAll(async () => close());

    describe('UserRepository', () => {
      it('creates, finds by id and by e-mail case-insensitively, refuses a second live account per e-mail', async () => {
        const u = newUser('Mixed.Case@Example.com');
        const created = await p.users.create(u);
        expect(created).toMatchObject({ id: u.id, email: 'Mixed.Case@Example.com', userFlags: 0, staffFlags: 0 });
        expect(created!.accountId).toBeGreaterThan(0);
        expect((await p.users.findById(u.id))?.email).toBe('Mixed.Case@Example.com');
        expect((await p.users.findByEmail('mixed.case@EXAMPLE.COM'))?.id).toBe(u.id);
        expect(await p.users.create(newUser('MIXED.case@example.com'))).toBeNull();
        expect(await p.users.findByEmail('nobody@example.com')).toBeNull();
        expect(await p.users.findById(randomUUID())).toBeNull();
      });
      it('updates password and flags', async () => {
        const u = newUser();
        await p.users.create(u);
        await p.users.updatePassword(u.id, `${HASH}x`, 512, at(1000));
        const got = await p.users.findById(u.id);
        expect(got).toMatchObject({ passwordHash: `${HASH}x`, userFlags: 512 });
        expect(got!.passwordChangedAt.getTime()).toBe(at(1000).getTime());
        await p.users.setUserFlags(u.id, 8192 | 128);
        expect((await p.users.findById(u.id))?.userFlags).toBe(8192 | 128);
      });
    });

    describe('SessionStore', () => {
      const session = (userId: string, idHash = randomUUID()) => ({
        idHash,
        userId,
        createdAt: T0,
        lastSeenAt: T0,
        expiresAt: at(60_000),
        absoluteExpiresAt: at(120_000),
        userAgent: 'UA',
        ip: '10.0.0.1',
      });
      it('finds only live sessions and slides the idle expiry', async () => {
        const u = newUser();
        await p.users.create(u);
        const s = session(u.id);
        await p.sessions.create(s);
        expect(await p.sessions.findActive(s.idHash, at(59_999))).toMatchObject({ userId: u.id, ip: '10.0.0.1' });
        expect(await p.sessions.findActive(s.idHash, at(60_000))).toBeNull();
        await p.sessions.touch(s.idHash, at(50_000), at(110_000));
        expect((await p.sessions.findActive(s.idHash, at(100_000)))?.lastSeenAt.getTime()).toBe(at(50_000).getTime());
        expect(await p.sessions.findActive(s.idHash, at(110_000))).toBeNull();
        expect(await p.sessions.findActive('nope', T0)).toBeNull();
      });
      it('deletes one, or all of a user but one', async () => {
        const u = newUser();
        await p.users.create(u);
        const [a, b, c] = [session(u.id), session(u.id), session(u.id)];
        for (const s of [a!, b!, c!]) await p.sessions.create(s);
        await p.sessions.delete(a!.idHash);
        expect(await p.sessions.findActive(a!.idHash, T0)).toBeNull();
        expect(await p.sessions.countForUser(u.id)).toBe(2);
        expect(await p.sessions.deleteAllForUser(u.id, c!.idHash)).toBe(1);
        expect(await p.sessions.findActive(c!.idHash, T0)).not.toBeNull();
        expect(await p.sessions.deleteAllForUser(u.id)).toBe(1);
        expect(await p.sessions.countForUser(u.id)).toBe(0);
      });
    });

    describe('RateLimiter', () => {
      it('counts hits in a window opened by the first hit; a new window starts after it passes', async () => {
        const key = `k:${randomUUID()}`;
        expect((await p.limiter.peek(key, 1000, T0)).count).toBe(0);
        expect((await p.limiter.hit(key, 1000, T0)).count).toBe(1);
        expect((await p.limiter.hit(key, 1000, at(500))).count).toBe(2);
        const w = await p.limiter.peek(key, 1000, at(999));
        expect(w.count).toBe(2);
        expect(w.windowStart.getTime()).toBe(T0.getTime());
        expect((await p.limiter.peek(key, 1000, at(1000))).count).toBe(0);
        const next = await p.limiter.hit(key, 1000, at(1000));
        expect(next.count).toBe(1);
        expect(next.windowStart.getTime()).toBe(at(1000).getTime());
        await p.limiter.reset(key);
        expect((await p.limiter.peek(key, 1000, at(1001))).count).toBe(0);
      });
      it('loses no hit under concurrency', async () => {
        const key = `c:${randomUUID()}`;
        await Promise.all(Array.from({ length: 20 }, () => p.limiter.hit(key, 60_000, T0)));
        expect((await p.limiter.peek(key, 60_000, T0)).count).toBe(20);
      });
      it('counts before the check: N parallel hits answer the counts 1..N, each once', async () => {
        const key = `n:${randomUUID()}`;
        const windows = await Promise.all(Array.from({ length: 30 }, () => p.limiter.hit(key, 60_000, T0)));
        expect(windows.map((w) => w.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
        // So a limit of 10 lets exactly 10 of them through, as 30 sequential hits would.
        expect(windows.filter((w) => w.count <= 10)).toHaveLength(10);
      });
      it('undo takes back one hit of the same window, never below 0, never in a newer window', async () => {
        const key = `u:${randomUUID()}`;
        const first = await p.limiter.hit(key, 1000, T0);
        await p.limiter.hit(key, 1000, at(10));
        await p.limiter.undo(key, first.windowStart);
        expect((await p.limiter.peek(key, 1000, at(20))).count).toBe(1);
        await Promise.all([p.limiter.undo(key, first.windowStart), p.limiter.undo(key, first.windowStart)]);
        expect((await p.limiter.peek(key, 1000, at(20))).count).toBe(0);
        const next = await p.limiter.hit(key, 1000, at(1000)); // a new window
        await p.limiter.undo(key, first.windowStart);
        expect((await p.limiter.peek(key, 1000, at(1001))).count).toBe(1);
        await p.limiter.undo(key, next.windowStart);
        expect((await p.limiter.peek(key, 1000, at(1001))).count).toBe(0);
        await p.limiter.undo(`none:${randomUUID()}`, T0);
      });
    });

    describe('AccountTokenStore, KnownDevices, SocialLogins, SearchHistory', () => {
      it('consumes a token once, before expiry; counts attempts', async () => {
        const u = newUser();
        await p.users.create(u);
        const t = {
          idHash: randomUUID(),
          kind: 'reset' as const,
          userId: u.id,
          codeHash: null,
          createdAt: T0,
          expiresAt: at(1000),
          data: { a: 1 },
        };
        await p.tokens.create(t);
        expect(await p.tokens.find('verify_email', t.idHash, T0)).toBeNull();
        expect(await p.tokens.find('reset', t.idHash, at(1000))).toBeNull();
        expect((await p.tokens.claimAttempt('reset', t.idHash, 5, T0))?.attempts).toBe(1);
        const used = await Promise.all([
          p.tokens.consume('reset', t.idHash, T0),
          p.tokens.consume('reset', t.idHash, T0),
        ]);
        expect(used.filter(Boolean)).toHaveLength(1);
        expect(used.find(Boolean)).toMatchObject({ userId: u.id, attempts: 1, data: { a: 1 } });
        expect(await p.tokens.find('reset', t.idHash, T0)).toBeNull();
        await p.tokens.create({ ...t, idHash: randomUUID() });
        await p.tokens.deleteForUser(u.id);
      });
      it('claims tries atomically: N parallel claims on a fresh token get exactly the allowed tries', async () => {
        const u = newUser();
        await p.users.create(u);
        const t = {
          idHash: randomUUID(),
          kind: 'device' as const,
          userId: u.id,
          codeHash: 'c',
          createdAt: T0,
          expiresAt: at(60_000),
          data: {},
        };
        await p.tokens.create(t);
        const claims = await Promise.all(
          Array.from({ length: 20 }, () => p.tokens.claimAttempt('device', t.idHash, 5, at(1))),
        );
        const granted = claims.filter((c) => c !== null);
        expect(granted.map((c) => c.attempts).sort()).toEqual([1, 2, 3, 4, 5]);
        expect(granted.every((c) => c.codeHash === 'c' && c.userId === u.id)).toBe(true);
        expect(await p.tokens.claimAttempt('device', t.idHash, 5, at(2))).toBeNull();
        expect((await p.tokens.find('device', t.idHash, at(2)))?.attempts).toBe(5);
        // Wrong kind, expired, used: no try.
        const other = { ...t, idHash: randomUUID() };
        await p.tokens.create(other);
        expect(await p.tokens.claimAttempt('reset', other.idHash, 5, at(1))).toBeNull();
        expect(await p.tokens.claimAttempt('device', other.idHash, 5, at(60_000))).toBeNull();
        await p.tokens.consume('device', other.idHash, at(1));
        expect(await p.tokens.claimAttempt('device', other.idHash, 5, at(2))).toBeNull();
      });
      it('remembers devices per user', async () => {
        const u = newUser();
        await p.users.create(u);
        expect(await p.devices.countForUser(u.id)).toBe(0);
        await p.devices.remember(u.id, 'd1', T0);
        await p.devices.remember(u.id, 'd1', at(1));
        expect(await p.devices.isKnown(u.id, 'd1')).toBe(true);
        expect(await p.devices.isKnown(u.id, 'd2')).toBe(false);
        expect(await p.devices.countForUser(u.id)).toBe(1);
        expect(await p.devices.countForUser(randomUUID())).toBe(0);
      });
      it('links and unlinks social logins', async () => {
        const u = newUser();
        await p.users.create(u);
        const sub = randomUUID();
        const l = await p.social.link({
          userId: u.id,
          authSourceEnumId: 2,
          subject: sub,
          email: u.email,
          insertDate: T0,
          authPayload: { x: 1 },
        });
        expect(l).toMatchObject({ authSourceEnumId: 2, isActive: true, subject: sub });
        expect((await p.social.findActive(2, sub))?.id).toBe(l.id);
        expect(await p.social.findActive(1, sub)).toBeNull();
        expect(await p.social.unlink(randomUUID(), l.id)).toBe(false);
        expect(await p.social.unlink(u.id, l.id)).toBe(true);
        expect(await p.social.unlink(u.id, l.id)).toBe(false);
        expect(await p.social.findActive(2, sub)).toBeNull();
        expect((await p.social.listForUser(u.id))[0]?.isActive).toBe(false);
      });
      it('lists searches newest first, filtered and paged; a repeat moves up', async () => {
        const u = newUser();
        await p.users.create(u);
        for (let i = 0; i < 7; i++) {
          await p.searches.record(
            u.id,
            {
              searchTypeEnumId: i % 2 ? 132 : 130,
              criteria: { i },
              searchUrl: `/s/${i}`,
              title: `T${i}`,
              subtitle: 'S',
            },
            at(i * 1000),
          );
        }
        await p.searches.record(
          u.id,
          { searchTypeEnumId: 130, criteria: { i: 0 }, searchUrl: '/s/0', title: 'T0', subtitle: 'S' },
          at(9000),
        );
        const page1 = await p.searches.list(u.id, { offset: 0, limit: 5 });
        expect(page1.total).toBe(7);
        expect(page1.items.map((s) => s.title)).toEqual(['T0', 'T6', 'T5', 'T4', 'T3']);
        expect((await p.searches.list(u.id, { offset: 5, limit: 5 })).items.map((s) => s.title)).toEqual(['T2', 'T1']);
        const phones = await p.searches.list(u.id, { offset: 0, limit: 5, searchType: 132 });
        expect(phones.total).toBe(3);
        expect(phones.items.every((s) => s.searchTypeEnumId === 132)).toBe(true);
      });
    });

    describe('AccountErasure', () => {
      it('deletes in one step: flag 2, data scrubbed, sessions, tokens, devices, social logins and counters gone', async () => {
        const u = newUser('Erase.Me@Example.com');
        await p.users.create(u);
        const other = newUser();
        await p.users.create(other);
        const session = (userId: string) => ({
          idHash: randomUUID(),
          userId,
          createdAt: T0,
          lastSeenAt: T0,
          expiresAt: at(60_000),
          absoluteExpiresAt: at(120_000),
          userAgent: 'UA',
          ip: '10.0.0.1',
        });
        const mine = [session(u.id), session(u.id)];
        const theirs = session(other.id);
        for (const s of [...mine, theirs]) await p.sessions.create(s);
        const token = (userId: string, kind: 'reset' | 'verify_email' | 'device') => ({
          idHash: randomUUID(),
          kind,
          userId,
          codeHash: null,
          createdAt: T0,
          expiresAt: at(60_000),
          data: {},
        });
        const tokens = [token(u.id, 'reset'), token(u.id, 'verify_email'), token(u.id, 'device')];
        const theirToken = token(other.id, 'reset');
        for (const t of [...tokens, theirToken]) await p.tokens.create(t);
        await p.devices.remember(u.id, 'd1', T0);
        await p.devices.remember(other.id, 'd1', T0);
        const sub = randomUUID();
        await p.social.link({
          userId: u.id,
          authSourceEnumId: 2,
          subject: sub,
          email: u.email,
          insertDate: T0,
          authPayload: { name: 'Ann' },
        });
        const acctKey = `login:acct:${u.email.toLowerCase()}`;
        const userKey = `mail:user:${u.id}`;
        const ipKey = `login:ip:${randomUUID()}`;
        for (const k of [acctKey, userKey, ipKey]) await p.limiter.hit(k, 60_000, T0);

        const report = await p.erasure.erase(u.id, at(5));
        expect(report).toMatchObject({ sessionsEnded: 2, tokensRemoved: 3, socialLoginsRemoved: 1 });
        const got = await p.users.findById(u.id);
        expect(got).toMatchObject({
          userFlags: 2,
          email: null,
          firstName: null,
          lastName: null,
          phone: null,
          address: null,
          passwordHash: null,
        });
        expect(await p.users.findByEmail(u.email)).toBeNull();
        for (const s of mine) expect(await p.sessions.findActive(s.idHash, at(6))).toBeNull();
        expect(await p.sessions.countForUser(u.id)).toBe(0);
        for (const t of tokens) expect(await p.tokens.find(t.kind, t.idHash, at(6))).toBeNull();
        expect(await p.devices.countForUser(u.id)).toBe(0);
        expect(await p.social.listForUser(u.id)).toEqual([]);
        expect(await p.social.findActive(2, sub)).toBeNull();
        expect((await p.limiter.peek(acctKey, 60_000, at(6))).count).toBe(0);
        expect((await p.limiter.peek(userKey, 60_000, at(6))).count).toBe(0);
        expect((await p.limiter.peek(ipKey, 60_000, at(6))).count).toBe(1); // an address is not the account's
        // Other accounts are untouched; the e-mail is free for a new account.
        expect(await p.sessions.findActive(theirs.idHash, at(6))).not.toBeNull();
        expect(await p.tokens.find('reset', theirToken.idHash, at(6))).not.toBeNull();
        expect(await p.devices.countForUser(other.id)).toBe(1);
        expect((await p.users.findById(other.id))?.email).toBe(other.email);
        expect(await p.users.create(newUser(u.email))).not.toBeNull();
      });
      it('answers null and writes nothing for an unknown or already deleted account, also when two run at once', async () => {
        const u = newUser();
        await p.users.create(u);
        const both = await Promise.all([p.erasure.erase(u.id, at(1)), p.erasure.erase(u.id, at(1))]);
        expect(both.filter((r) => r !== null)).toHaveLength(1);
        expect(await p.erasure.erase(u.id, at(2))).toBeNull();
        expect(await p.erasure.erase(randomUUID(), at(2))).toBeNull();
        expect(await p.erasure.erase('not-a-uuid', at(2))).toBeNull();
      });
    });
  });

contract('in-memory fakes', async () => {
  const users = new InMemoryUserRepository();
  const sessions = new InMemorySessionStore();
  const limiter = new InMemoryRateLimiter();
  const tokens = new InMemoryAccountTokenStore();
  const devices = new InMemoryKnownDevices();
  const social = new InMemorySocialLogins();
  const searches = new InMemorySearchHistory();
  const erasure = new InMemoryAccountErasure({ users, sessions, tokens, devices, social, limiter, searches });
  return {
    ports: { users, sessions, limiter, tokens, devices, social, searches, erasure },
    close: async () => {},
  };
});

contract(process.env.DATABASE_URL ? 'PostgreSQL server' : 'PGlite', async () => {
  const db: Db = await openTestDb();
  return {
    ports: {
      users: new PgUserRepository(db),
      sessions: new PgSessionStore(db),
      limiter: new PgRateLimiter(db),
      tokens: new PgAccountTokenStore(db),
      devices: new PgKnownDevices(db),
      social: new PgSocialLogins(db),
      searches: new PgSearchHistory(db),
      erasure: new PgAccountErasure(db),
    },
    close: () => db.close(),
  };
});
