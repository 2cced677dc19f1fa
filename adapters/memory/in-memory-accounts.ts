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
  async markDeleted(id: string) {
    const u = this.rows.get(id);
    if (u) {
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
    }
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
  async reset(key: string) {
    this.rows.delete(key);
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
  async addAttempt(idHash: string) {
    const t = this.rows.get(idHash);
    if (!t) return Number.MAX_SAFE_INTEGER;
    this.rows.set(idHash, { ...t, attempts: t.attempts + 1 });
    return t.attempts + 1;
  }
  async deleteForUser(userId: string, kind?: AccountTokenKind) {
    for (const [k, t] of this.rows) if (t.userId === userId && (!kind || t.kind === kind)) this.rows.delete(k);
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
  async forgetAll(userId: string) {
    for (const k of this.rows) if (k.startsWith(`${userId} `)) this.rows.delete(k);
  }
}

export class InMemorySocialLogins implements SocialLogins {
  private readonly rows: SocialLogin[] = [];
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
    const l: SocialLogin = { ...e, id: this.rows.length + 1, isActive: true };
    this.rows.push(l);
    return l;
  }
  async unlink(userId: string, id: number) {
    const i = this.rows.findIndex((l) => l.id === id && l.userId === userId && l.isActive);
    if (i < 0) return false;
    this.rows[i] = { ...this.rows[i]!, isActive: false };
    return true;
  }
  async unlinkAll(userId: string) {
    this.rows.forEach((l, i) => {
      if (l.userId === userId) this.rows[i] = { ...l, isActive: false, email: null, authPayload: {} };
    });
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
  async list(userId: string, o: { offset: number; limit: number; searchType?: number }) {
    const mine = this.rows
      .filter((r) => r.userId === userId && (o.searchType === undefined || r.searchTypeEnumId === o.searchType))
      .sort((a, b) => b.lastRun.getTime() - a.lastRun.getTime());
    return { items: mine.slice(o.offset, o.offset + o.limit), total: mine.length };
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
