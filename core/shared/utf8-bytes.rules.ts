/**
 * Sizes of texts as stored: PostgreSQL keeps text as UTF-8, so a cap on what a caller may store is a
 * cap in UTF-8 bytes, not in characters (4,000 characters can be 16,000 bytes).
 */

const bytesOf = (codePoint: number): number =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** The UTF-8 length of a text in bytes (a lone surrogate counts as the 3 bytes of its replacement). */
export const utf8ByteLength = (text: string): number => {
  let n = 0;
  for (const ch of text) n += bytesOf(ch.codePointAt(0) ?? 0);
  return n;
};

/** The longest start of `text` whose UTF-8 form fits in `maxBytes`; never splits a character. */
export const cutToUtf8Bytes = (text: string, maxBytes: number): string => {
  // Every UTF-16 code unit is at most 3 bytes of UTF-8 (a pair of them is 4), so a short text fits as is.
  if (text.length * 3 <= maxBytes) return text;
  let n = 0;
  let end = 0;
  for (const ch of text) {
    const b = bytesOf(ch.codePointAt(0) ?? 0);
    if (n + b > maxBytes) break;
    n += b;
    end += ch.length;
  }
  return text.slice(0, end);
};
