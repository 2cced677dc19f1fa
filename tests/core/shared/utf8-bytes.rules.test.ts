import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cutToUtf8Bytes, utf8ByteLength } from '../../../core/shared/utf8-bytes.rules.js';

const encoded = (s: string) => new TextEncoder().encode(s).length;

describe('UTF-8 sizes of stored texts', () => {
  it('counts 1 to 4 bytes a character', () => {
    expect(utf8ByteLength('abc')).toBe(3);
    expect(utf8ByteLength('é')).toBe(2);
    expect(utf8ByteLength('€')).toBe(3);
    expect(utf8ByteLength('\u{1F600}')).toBe(4);
  });

  it('cuts to the byte cap without splitting a character', () => {
    expect(cutToUtf8Bytes('\u{1F600}\u{1F600}', 7)).toBe('\u{1F600}');
    expect(cutToUtf8Bytes('ééé', 5)).toBe('éé');
    expect(cutToUtf8Bytes('short', 100)).toBe('short');
  });

  it('agrees with the encoder, and the cut is the longest start that fits', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), fc.nat(400), (s, max) => {
        expect(utf8ByteLength(s)).toBe(encoded(s));
        const cut = cutToUtf8Bytes(s, max);
        expect(s.startsWith(cut)).toBe(true);
        expect(encoded(cut)).toBeLessThanOrEqual(max);
        if (cut !== s) {
          const next = String.fromCodePoint(s.codePointAt(cut.length) ?? 0);
          expect(encoded(cut) + encoded(next)).toBeGreaterThan(max);
        }
      }),
    );
  });
});
