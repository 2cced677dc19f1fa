import { createHash } from 'node:crypto';
import {
  InMemoryAccountErasure,
  InMemoryAccountTokenStore,
  InMemoryKnownDevices,
  InMemoryMailer,
  InMemoryRateLimiter,
  InMemorySessionStore,
  InMemorySocialLogins,
  InMemoryUserRepository,
} from '../../adapters/memory/in-memory-accounts.js';
import type { AccountPorts, Clock, IdGenerator, PasswordHasher, TokenDigest } from '../../core/index.js';

/** A clock tests move by hand. */
export interface TestClock extends Clock {
  advance(ms: number): void;
  set(d: Date): void;
}
export const testClock = (start = new Date('2026-11-21T10:00:00.000Z')): TestClock => {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
    set: (d) => {
      t = d.getTime();
    },
  };
};

/** Unique, readable ids and tokens (deterministic per kit). */
export const sequentialIds = (): IdGenerator => {
  let n = 0;
  return {
    uuid: () => {
      n++;
      return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
    },
    token: () => {
      n++;
      return `tok${n}_${createHash('sha256').update(String(n)).digest('base64url').slice(0, 24)}`;
    },
  };
};

/** A fast stand-in for argon2id in core tests (server tests use the real one). */
export const fakeHasher: PasswordHasher = {
  hash: async (pw) => `$argon2id$fake$${createHash('sha256').update(pw).digest('hex')}`,
  verify: async (hash, pw) => hash === `$argon2id$fake$${createHash('sha256').update(pw).digest('hex')}`,
};

export const sha256Digest = { sha256: (v: string) => createHash('sha256').update(v).digest('hex') };

/**
 * Wraps a hasher to count password verifications (what a rate limit must bound). Each verification
 * yields to the event loop first, as a real argon2 call does, so parallel requests interleave.
 */
export const countingHasher = (inner: PasswordHasher = fakeHasher) => {
  let verifications = 0;
  const hasher: PasswordHasher = {
    hash: (pw) => inner.hash(pw),
    verify: async (hash, pw) => {
      verifications++;
      await new Promise((r) => setTimeout(r, 1));
      return inner.verify(hash, pw);
    },
  };
  return { hasher, verifications: () => verifications };
};

/**
 * Wraps a digest to count new-device code comparisons: the code digest is taken of
 * `challengeToken:code` (six digits), the only digest input of that shape.
 */
export const countingCodeDigest = (inner: TokenDigest = sha256Digest) => {
  let comparisons = 0;
  const digest: TokenDigest = {
    sha256: (v) => {
      if (/^[^:]+:\d{6}$/.test(v)) comparisons++;
      return inner.sha256(v);
    },
  };
  return { digest, comparisons: () => comparisons };
};

/** Account ports on in-memory fakes; the fakes are returned too so tests can look inside. */
export const inMemoryAccountPorts = (
  opts: { hasher?: PasswordHasher; digest?: TokenDigest; clock?: TestClock; codes?: string[] } = {},
) => {
  const clock = opts.clock ?? testClock();
  const mailer = new InMemoryMailer();
  const users = new InMemoryUserRepository();
  const sessions = new InMemorySessionStore();
  const codes = [...(opts.codes ?? [])];
  let codeN = 0;
  const rateLimiter = new InMemoryRateLimiter();
  const tokens = new InMemoryAccountTokenStore();
  const devices = new InMemoryKnownDevices();
  const socialLogins = new InMemorySocialLogins();
  const ports: AccountPorts = {
    users,
    sessions,
    rateLimiter,
    hasher: opts.hasher ?? fakeHasher,
    digest: opts.digest ?? sha256Digest,
    codes: { sixDigits: () => codes.shift() ?? String(123456 + codeN++).padStart(6, '0') },
    tokens,
    devices,
    socialLogins,
    erasure: new InMemoryAccountErasure({
      users,
      sessions,
      tokens,
      devices,
      social: socialLogins,
      limiter: rateLimiter,
    }),
    mailer,
    clock,
    ids: sequentialIds(),
    siteUrl: 'http://tracewell.test',
  };
  return { ports, clock, mailer, users, sessions, rateLimiter, tokens, devices, socialLogins };
};

/** The first link in a mail's text that starts with `prefix`. */
export const linkIn = (text: string, prefix: string): string => {
  const m = text.match(new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\S+`));
  if (!m) throw new Error(`no link ${prefix} in: ${text}`);
  return m[0];
};
