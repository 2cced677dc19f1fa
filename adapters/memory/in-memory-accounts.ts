import type { AccountErasure, AccountErasureReport } from '../../core/accounts/account-erasure.port.js';
import type {
  AccountToken,
  AccountTokenKind,
  AccountTokenStore,
  KnownDevices,
  SocialLogin,
  SocialLogins,
} from '../../core/accounts/account-tokens.port.js';
import type { SearchEntry, SearchHistory, StoredSearch } from '../../core/accounts/history.port.js';
import type { RateLimiter, RateWindow } from '../../core/accounts/rate-limiter.port.js';
import type { SessionStore, StoredSession } from '../../core/accounts/session-store.port.js';
import type { AccountUser, NewAccountUser, UserRepository } from '../../core/accounts/user-repository.port.js';
import type { Mailer, MailMessage } from '../../core/shared/mailer.port.js';

/** In-memory fakes of the account ports; they pass the same contract suites as the PostgreSQL adapters. */
export class InMemoryUserRepository implements UserRepository {
  private readonly rows = new Map<string, AccountUser>();
  /** When each account was deleted (the `deleted_at` column). */
  readonly deletedAt = new Map<string, Date>();
  private nextAccountId = 100_001;

  async create(u: NewAccountUser): Promise<AccountUser | null> {
    if (await this.findByEmail(u.email)) return null;
    if (this.rows.has(u.id)) return null;
    const user: AccountUser = {
      ...u,
      accountId: this.nextAccountId++,
      phone: null,
      address: null,
      staffFlags: 0,
      passwordChangedAt: u.createdAt,
    };
    this.rows.set(u.id, user);
    return user;
  }
  async findById(id: string) {
    return this.rows.get(id) ?? null;
  }
  /** Sets an account's staff flags (tests: the `operator grant` command's effect). */
  setStaffFlags(id: string, staffFlags: number) {
    const u = this.rows.get(id);
    if (u) this.rows.set(id, { ...u, staffFlags });
  }
  async findByEmail(email: string) {
    const e = email.trim().toLowerCase();
    for (const u of this.rows.values()) if (u.email?.toLowerCase() === e && (u.userFlags & 2) === 0) return u;
    return null;
  }
  async updatePassword(id: string, passwordHash: string, userFlags: number, changedAt: Date) {
    const u = this.rows.get(id);
    if (u) this.rows.set(id, { ...u, passwordHash, userFlags, passwordChangedAt: changedAt });
  }
  async setUserFlags(id: string, userFlags: number) {
    const u = this.rows.get(id);
    if (u) this.rows.set(id, { ...u, userFlags });
  }
  /** Deleted flag and personal data scrubbed; answers the e-mail it had, `undefined` when not a live account. */
  scrub(id: string, deletedAt: Date): string | null | undefined {
    const u = this.rows.get(id);
    if (!u || (u.userFlags & 2) !== 0) return undefined;
    this.rows.set(id, {
      ...u,
      userFlags: u.userFlags | 2,
      email: null,
      firstName: null,
      lastName: null,
      phone: null,
      address: null,
      passwordHash: null,
    });
    this.deletedAt.set(id, deletedAt);
    return u.email;
  }
  async count() {
    return this.rows.size;
  }
}

export class InMemorySessionStore implements SessionStore {
  readonly rows = new Map<string, StoredSession>();
  async create(s: StoredSession) {
    this.rows.set(s.idHash, s);
  }
  async findActive(idHash: string, now: Date) {
    const s = this.rows.get(idHash);
    return s && s.expiresAt > now && s.absoluteExpiresAt > now ? s : null;
  }
  async touch(idHash: string, lastSeenAt: Date, expiresAt: Date) {
    const s = this.rows.get(idHash);
    if (s) this.rows.set(idHash, { ...s, lastSeenAt, expiresAt });
  }
  async delete(idHash: string) {
    this.rows.delete(idHash);
  }
  async deleteAllForUser(userId: string, keepIdHash?: string) {
    return this.removeUser(userId, keepIdHash);
  }
  /** Synchronous, so the erasure fake runs as one step. */
  removeUser(userId: string, keepIdHash?: string): number {
    let n = 0;
    for (const [k, s] of this.rows) {
      if (s.userId === userId && k !== keepIdHash) {
        this.rows.delete(k);
        n++;
      }
    }
    return n;
  }
  async countForUser(userId: string) {
    return [...this.rows.values()].filter((s) => s.userId === userId).length;
  }
}

export class InMemoryRateLimiter implements RateLimiter {
  private readonly rows = new Map<string, RateWindow>();
  async hit(key: string, windowMs: number, now: Date): Promise<RateWindow> {
    const w = this.rows.get(key);
    const next =
      !w || w.windowStart.getTime() <= now.getTime() - windowMs
        ? { count: 1, windowStart: now }
        : { count: w.count + 1, windowStart: w.windowStart };
    this.rows.set(key, next);
    return next;
  }
  async peek(key: string, windowMs: number, now: Date): Promise<RateWindow> {
    const w = this.rows.get(key);
    return w && w.windowStart.getTime() > now.getTime() - windowMs ? w : { count: 0, windowStart: now };
  }
  async undo(key: string, windowStart: Date) {
    const w = this.rows.get(key);
    if (w && w.windowStart.getTime() === windowStart.getTime() && w.count > 0)
      this.rows.set(key, { ...w, count: w.count - 1 });
  }
  async reset(key: string) {
    this.rows.delete(key);
  }
  /** Counters of an account (`action:acct:e-mail`) or a user (`action:user:id`). */
  removeSubject(userId: string, email: string | null): void {
    for (const key of [...this.rows.keys()]) {
      const [, scope, ...rest] = key.split(':');
      const value = rest.join(':');
      if ((scope === 'user' && value === userId.toLowerCase()) || (scope === 'acct' && email && value === email))
        this.rows.delete(key);
    }
  }
}

export class InMemoryAccountTokenStore implements AccountTokenStore {
  private readonly rows = new Map<string, AccountToken & { usedAt: Date | null }>();
  async create(t: Omit<AccountToken, 'attempts'>) {
    this.rows.set(t.idHash, { ...t, attempts: 0, usedAt: null });
  }
  private live(kind: AccountTokenKind, idHash: string, now: Date): AccountToken | null {
    const t = this.rows.get(idHash);
    if (!t || t.kind !== kind || t.usedAt || t.expiresAt <= now) return null;
    const { usedAt: _u, ...rest } = t;
    return rest;
  }
  async find(kind: AccountTokenKind, idHash: string, now: Date) {
    return this.live(kind, idHash, now);
  }
  async consume(kind: AccountTokenKind, idHash: string, now: Date) {
    // Check and mark in one synchronous step: single use even when two calls interleave.
    const found = this.live(kind, idHash, now);
    if (found) this.rows.set(idHash, { ...found, usedAt: now });
    return found;
  }
  async claimAttempt(kind: AccountTokenKind, idHash: string, maxTries: number, now: Date) {
    // Check and count in one synchronous step, like the conditional UPDATE of the PostgreSQL adapter.
    const found = this.live(kind, idHash, now);
    if (!found || found.attempts >= maxTries) return null;
    const claimed = { ...found, attempts: found.attempts + 1 };
    this.rows.set(idHash, { ...claimed, usedAt: null });
    return claimed;
  }
  async deleteForUser(userId: string, kind?: AccountTokenKind) {
    this.removeUser(userId, kind);
  }
  removeUser(userId: string, kind?: AccountTokenKind): number {
    let n = 0;
    for (const [k, t] of this.rows) {
      if (t.userId === userId && (!kind || t.kind === kind)) {
        this.rows.delete(k);
        n++;
      }
    }
    return n;
  }
}

export class InMemoryKnownDevices implements KnownDevices {
  private readonly rows = new Set<string>();
  async isKnown(userId: string, deviceHash: string) {
    return this.rows.has(`${userId} ${deviceHash}`);
  }
  async countForUser(userId: string) {
    return [...this.rows].filter((k) => k.startsWith(`${userId} `)).length;
  }
  async remember(userId: string, deviceHash: string) {
    this.rows.add(`${userId} ${deviceHash}`);
  }
  removeUser(userId: string): number {
    let n = 0;
    for (const k of this.rows) {
      if (k.startsWith(`${userId} `)) {
        this.rows.delete(k);
        n++;
      }
    }
    return n;
  }
}

export class InMemorySocialLogins implements SocialLogins {
  private readonly rows: SocialLogin[] = [];
  private nextId = 1;
  async findActive(authSourceEnumId: number, subject: string) {
    return (
      this.rows.find((l) => l.isActive && l.authSourceEnumId === authSourceEnumId && l.subject === subject) ?? null
    );
  }
  async listForUser(userId: string) {
    return this.rows.filter((l) => l.userId === userId);
  }
  async link(e: Omit<SocialLogin, 'id' | 'isActive' | 'insertDate'> & { readonly insertDate: Date }) {
    if (await this.findActive(e.authSourceEnumId, e.subject)) throw new Error('social login already linked');
    const l: SocialLogin = { ...e, id: this.nextId++, isActive: true };
    this.rows.push(l);
    return l;
  }
  async unlink(userId: string, id: number) {
    const i = this.rows.findIndex((l) => l.id === id && l.userId === userId && l.isActive);
    if (i < 0) return false;
    this.rows[i] = { ...this.rows[i]!, isActive: false };
    return true;
  }
  removeUser(userId: string): number {
    const before = this.rows.length;
    for (let i = this.rows.length - 1; i >= 0; i--) if (this.rows[i]!.userId === userId) this.rows.splice(i, 1);
    return before - this.rows.length;
  }
}

export class InMemorySearchHistory implements SearchHistory {
  private readonly rows: (StoredSearch & { userId: string })[] = [];
  async record(userId: string, e: SearchEntry, at: Date) {
    const i = this.rows.findIndex(
      (r) => r.userId === userId && r.searchTypeEnumId === e.searchTypeEnumId && r.searchUrl === e.searchUrl,
    );
    if (i >= 0) this.rows[i] = { ...this.rows[i]!, ...e, lastRun: at };
    else this.rows.push({ ...e, userId, createdAt: at, lastRun: at });
  }
  removeUser(userId: string): void {
    for (let i = this.rows.length - 1; i >= 0; i--) if (this.rows[i]!.userId === userId) this.rows.splice(i, 1);
  }
  async list(userId: string, o: { offset: number; limit: number; searchType?: number }) {
    const mine = this.rows
      .filter((r) => r.userId === userId && (o.searchType === undefined || r.searchTypeEnumId === o.searchType))
      .sort((a, b) => b.lastRun.getTime() - a.lastRun.getTime());
    return { items: mine.slice(o.offset, o.offset + o.limit), total: mine.length };
  }
}

/**
 * Account deletion over the fakes above, in one synchronous step (nothing can interleave, so it is all
 * or nothing like the PostgreSQL transaction). Memberships and the wallet have no in-memory fakes: a
 * `billing` hook stands in for them when a test needs one, else those counts are 0.
 */
export class InMemoryAccountErasure implements AccountErasure {
  constructor(
    private readonly fakes: {
      users: InMemoryUserRepository;
      sessions: InMemorySessionStore;
      tokens: InMemoryAccountTokenStore;
      devices: InMemoryKnownDevices;
      social: InMemorySocialLogins;
      limiter: InMemoryRateLimiter;
      searches?: InMemorySearchHistory;
      billing?: (userId: string, at: Date) => { subscriptionsCancelled: number; cardsRemoved: number };
    },
  ) {}

  async erase(userId: string, at: Date): Promise<AccountErasureReport | null> {
    const f = this.fakes;
    const email = f.users.scrub(userId, at);
    if (email === undefined) return null;
    const billing = f.billing?.(userId, at) ?? { subscriptionsCancelled: 0, cardsRemoved: 0 };
    f.devices.removeUser(userId);
    f.searches?.removeUser(userId);
    f.limiter.removeSubject(userId, email?.trim().toLowerCase() ?? null);
    return {
      ...billing,
      sessionsEnded: f.sessions.removeUser(userId),
      tokensRemoved: f.tokens.removeUser(userId),
      socialLoginsRemoved: f.social.removeUser(userId),
    };
  }
}

/** Keeps sent mail in an array (tests read `sent`). */
export class InMemoryMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  async send(m: MailMessage) {
    this.sent.push(m);
  }
  latestTo(to: string): MailMessage | undefined {
    return [...this.sent].reverse().find((m) => m.to.toLowerCase() === to.toLowerCase());
  }
}
