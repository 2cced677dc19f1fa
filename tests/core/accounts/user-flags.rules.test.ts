import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defineBitFlagSet } from '../../../core/accounts/bit-flags.rules.js';
import {
  hasSystemGeneratedPassword,
  isFreemiumOrMinimalUser,
  isProfessionalUser,
  STAFF_FLAG_BITS,
  staffFlags,
  USER_FLAG_BITS,
  type UserFlag,
  userFlags,
} from '../../../core/accounts/user-flags.rules.js';

const userFlagNames = Object.keys(USER_FLAG_BITS) as UserFlag[];
const anyFlags = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('user flags (Spec 000 §3)', () => {
  it('has the spec numbers', () => {
    expect(USER_FLAG_BITS).toEqual({
      minimal: 1,
      deleted: 2,
      pro: 4,
      ios: 8,
      android: 16,
      ext: 32,
      facebook: 64,
      google: 128,
      verifiedPhone: 256,
      verifiedEmail: 512,
      freemium: 1024,
      verifiedByFacebook: 2048,
      verifiedByGoogle: 4096,
      systemGeneratedPassword: 8192,
    });
    expect(STAFF_FLAG_BITS).toEqual({
      bot: 1,
      qualityAssurance: 2,
      automation: 4,
      informationTechnology: 8,
      customerCare: 16,
      emailService: 128,
    });
  });

  it('lists the flags of a number in bit order', () => {
    expect(userFlags.list(8192 + 64 + 1)).toEqual(['minimal', 'facebook', 'systemGeneratedPassword']);
    expect(staffFlags.list(16 + 128)).toEqual(['customerCare', 'emailService']);
    expect(userFlags.list(0)).toEqual([]);
  });

  it('add then has', () => {
    fc.assert(
      fc.property(anyFlags, fc.constantFrom(...userFlagNames), (v, f) => {
        expect(userFlags.has(userFlags.add(v, f), f)).toBe(true);
      }),
    );
  });

  it('remove then not has, and other bits untouched', () => {
    fc.assert(
      fc.property(anyFlags, fc.constantFrom(...userFlagNames), (v, f) => {
        const removed = userFlags.remove(v, f);
        expect(userFlags.has(removed, f)).toBe(false);
        expect(removed | USER_FLAG_BITS[f]).toBe(v | USER_FLAG_BITS[f]);
      }),
    );
  });

  it('numbers round-trip through list/fromList (known bits kept, unknown bits ignored)', () => {
    fc.assert(
      fc.property(anyFlags, (v) => {
        expect(userFlags.fromList(userFlags.list(v))).toBe(userFlags.known(v));
      }),
    );
    fc.assert(
      fc.property(fc.subarray(userFlagNames), (names) => {
        expect(userFlags.list(userFlags.fromList(names))).toEqual(
          [...names].sort((a, b) => USER_FLAG_BITS[a] - USER_FLAG_BITS[b]),
        );
      }),
    );
  });

  it('keeps unknown bits on add/remove', () => {
    expect(userFlags.add(1 << 20, 'pro')).toBe((1 << 20) | 4);
    expect(userFlags.remove((1 << 20) | 4, 'pro')).toBe(1 << 20);
  });

  it('treats junk numbers as an empty set', () => {
    for (const junk of [-1, Number.NaN, 1.5, Number.POSITIVE_INFINITY]) {
      expect(userFlags.list(junk)).toEqual([]);
      expect(userFlags.add(junk, 'pro')).toBe(4);
    }
  });

  it('a zero-valued flag means "none"', () => {
    const s = defineBitFlagSet({ none: 0, a: 1 });
    expect(s.has(0, 'none')).toBe(true);
    expect(s.has(1, 'none')).toBe(false);
    expect(s.list(1)).toEqual(['a']);
  });

  it('rejects a table value that is not a single bit', () => {
    expect(() => defineBitFlagSet({ a: 3 })).toThrow(/power of two/);
    expect(() => defineBitFlagSet({ a: -2 })).toThrow();
  });

  it('derived helpers', () => {
    expect(hasSystemGeneratedPassword(8192)).toBe(true);
    expect(hasSystemGeneratedPassword(8191)).toBe(false);
    expect(isFreemiumOrMinimalUser(1024)).toBe(true);
    expect(isFreemiumOrMinimalUser(1)).toBe(true);
    expect(isFreemiumOrMinimalUser(4)).toBe(false);
    expect(isProfessionalUser(4)).toBe(true);
    expect(isProfessionalUser(8)).toBe(false);
  });
});
