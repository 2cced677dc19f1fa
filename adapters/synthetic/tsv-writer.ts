import { closeSync, openSync, writeSync } from 'node:fs';

/** A value of one TSV cell: null is written as `\N`, booleans as `t`/`f`. */
export type Cell = string | number | boolean | null | undefined;

const NEEDS_ESCAPE = /[\\\t\n\r]/;

/** COPY text-format escaping of one text value. */
export const escapeCopyText = (s: string): string =>
  NEEDS_ESCAPE.test(s) ? s.replace(/\\/g, '\\\\').replace(/\t/g, '\\t').replace(/\n/g, '\\n').replace(/\r/g, '\\r') : s;

const cell = (v: Cell): string => {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'string') return escapeCopyText(v);
  if (typeof v === 'boolean') return v ? 't' : 'f';
  return String(v);
};

/**
 * Appends rows to one file with a 256 KiB buffer and synchronous writes: memory stays flat and the
 * byte order is fixed (a seed gives byte-identical files).
 */
export class TsvWriter {
  private fd: number;
  private buf = Buffer.allocUnsafe(256 * 1024);
  private used = 0;
  rows = 0;

  constructor(
    readonly path: string,
    private readonly width: number,
  ) {
    this.fd = openSync(path, 'w');
  }

  row(values: readonly Cell[]): void {
    if (values.length !== this.width) {
      throw new Error(`${this.path}: row has ${values.length} values, expected ${this.width}`);
    }
    let line = cell(values[0]);
    for (let i = 1; i < values.length; i++) line += `\t${cell(values[i])}`;
    line += '\n';
    this.rows++;
    // Encode at once (a flat copy), so the row's string pieces die young.
    if (this.used + line.length * 3 > this.buf.length) {
      this.flush();
      if (line.length * 3 > this.buf.length) this.buf = Buffer.allocUnsafe(line.length * 3);
    }
    this.used += this.buf.write(line, this.used, 'utf8');
  }

  flush(): void {
    if (this.used === 0) return;
    writeSync(this.fd, this.buf, 0, this.used);
    this.used = 0;
  }

  close(): void {
    this.flush();
    closeSync(this.fd);
  }
}
