import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BREACH_SEED,
  isExposed,
  normalizeIdentifier,
  SYNTHETIC_BREACHES,
  SyntheticBreachSource,
  syntheticExposures,
} from '../../../adapters/synthetic/synthetic-breaches.js';

/** The synthetic breach source (docs/breach-data-format.md; docs/decisions/0073). */
describe('synthetic breach source', () => {
  it('about 15 fictional breaches, ids once, reach 5-40 %, disclosed after the breach; some past, some to come', () => {
    expect(SYNTHETIC_BREACHES.length).toBeGreaterThanOrEqual(12);
    expect(new Set(SYNTHETIC_BREACHES.map((b) => b.id)).size).toBe(SYNTHETIC_BREACHES.length);
    expect(new Set(SYNTHETIC_BREACHES.map((b) => b.source)).size).toBe(SYNTHETIC_BREACHES.length);
    for (const b of SYNTHETIC_BREACHES) {
      expect(b.reach).toBeGreaterThanOrEqual(0.05);
      expect(b.reach).toBeLessThanOrEqual(0.4);
      expect(b.breachDate < b.disclosedDate).toBe(true);
      expect(b.dataClasses.some((c) => c === 'E-mail address' || c === 'Phone number')).toBe(true);
    }
    expect(SYNTHETIC_BREACHES.filter((b) => b.disclosedDate <= '2026-11-26').length).toBeGreaterThanOrEqual(8);
    expect(SYNTHETIC_BREACHES.filter((b) => b.disclosedDate > '2026-11-26').length).toBeGreaterThanOrEqual(3);
  });

  it('deterministic per seed, identifier and breach; e-mails compared trimmed and in lower case', () => {
    const b = SYNTHETIC_BREACHES[0]!;
    const a = Array.from({ length: 50 }, (_, i) => isExposed(DEFAULT_BREACH_SEED, 'email', `p${i}@example.com`, b));
    const again = Array.from({ length: 50 }, (_, i) =>
      isExposed(DEFAULT_BREACH_SEED, 'email', ` P${i}@Example.com`, b),
    );
    expect(again).toEqual(a);
    const other = Array.from({ length: 50 }, (_, i) => isExposed('another-seed', 'email', `p${i}@example.com`, b));
    expect(other).not.toEqual(a);
    expect(normalizeIdentifier('phone', '+1 (602) 555-0123')).toBe('6025550123');
    // A breach that leaked no phones exposes none.
    const emailOnly = SYNTHETIC_BREACHES.find((x) => !x.dataClasses.includes('Phone number'))!;
    expect(
      Array.from({ length: 200 }, (_, i) => isExposed('s', 'phone', `602555${1000 + i}`, emailOnly)),
    ).not.toContain(true);
  });

  it('reach holds roughly, and most identifiers are in at least one breach already disclosed', async () => {
    const emails = Array.from({ length: 2000 }, (_, i) => `member${i}@example.com`);
    for (const b of SYNTHETIC_BREACHES.filter((x) => x.dataClasses.includes('E-mail address'))) {
      const share = emails.filter((e) => isExposed(DEFAULT_BREACH_SEED, 'email', e, b)).length / emails.length;
      expect(Math.abs(share - b.reach)).toBeLessThan(0.04);
    }
    const source = new SyntheticBreachSource();
    let some = 0;
    for (const email of emails.slice(0, 300)) {
      const found = await source.exposures({ email, phone: null }, '2026-11-26');
      if (found.length > 0) some += 1;
      expect(found.every((e) => e.breach.disclosedDate <= '2026-11-26' && e.identifier === 'email')).toBe(true);
      expect(found.every((e) => !('reach' in e.breach))).toBe(true);
    }
    expect(some / 300).toBeGreaterThan(0.75);
    const both = syntheticExposures(DEFAULT_BREACH_SEED, { email: 'a@example.com', phone: '6025550123' });
    expect(both.length).toBeGreaterThan(0);
  });
});
