/**
 * Reads the rows of a record set's TSV files (docs/data-format.md) back, for the records-update
 * generator: one row at a time, so a large set is never held as text.
 */
import { closeSync, openSync, readSync } from 'node:fs';

/** A cell of a read row: `\N` is null, escapes are undone. */
export type ReadCell = string | null;

const copyCell = (s: string): ReadCell => {
  if (s === '\\N') return null;
  if (!s.includes('\\')) return s;
  return s.replace(/\\(.)/g, (_, c: string) => (c === 't' ? '\t' : c === 'n' ? '\n' : c === 'r' ? '\r' : c));
};

/** Calls `fn` with every row of a COPY text file, in file order. */
export const forEachTsvRow = (path: string, fn: (cells: ReadCell[]) => void): void => {
  const fd = openSync(path, 'r');
  const chunk = Buffer.allocUnsafe(4 << 20);
  let carry = '';
  try {
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, null);
      if (n === 0) break;
      // Cut at the last newline so no UTF-8 sequence is split.
      const end = chunk.subarray(0, n).lastIndexOf(10);
      if (end < 0) {
        carry += chunk.toString('utf8', 0, n);
        continue;
      }
      const text = carry + chunk.toString('utf8', 0, end);
      carry = chunk.toString('utf8', end + 1, n);
      for (const line of text.split('\n')) if (line !== '') fn(line.split('\t').map(copyCell));
    }
    if (carry !== '') fn(carry.split('\t').map(copyCell));
  } finally {
    closeSync(fd);
  }
};

/** The highest id (first column) of a table file; 0 when it has no row. */
export const maxIdOf = (path: string): number => {
  let max = 0;
  forEachTsvRow(path, (c) => {
    const id = Number(c[0]);
    if (id > max) max = id;
  });
  return max;
};
