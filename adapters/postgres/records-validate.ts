import { isUtf8 } from 'node:buffer';
import { createHash } from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, readSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import {
  RECORD_TABLES,
  RECORDS_FORMAT_VERSION,
  type RecordColumn,
  type RecordsManifest,
  RecordsManifestSchema,
} from '../../core/records/record-files.schema.js';

/** A record file that does not follow docs/data-format.md; the message names file, line and column. */
export class RecordsFormatError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
    this.name = 'RecordsFormatError';
  }
}

const TAB = 9;
const NL = 10;
const CR = 13;
const BACKSLASH = 92;
const MINUS = 45;
const DOT = 46;
const isDigit = (b: number) => b >= 48 && b <= 57;
const DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

const digitsOnly = (buf: Uint8Array, s: number, e: number): boolean => {
  if (e <= s) return false;
  for (let i = s; i < e; i++) if (!isDigit(buf[i]!)) return false;
  return true;
};

/** Value of the decimal digits buf[s..e) (callers checked they are digits). */
const num = (buf: Uint8Array, s: number, e: number): number => {
  let v = 0;
  for (let i = s; i < e; i++) v = v * 10 + (buf[i]! - 48);
  return v;
};

const T = 116;
const F = 102;
/** `true` / `false` as bytes. */
const TRUE = [116, 114, 117, 101];
const FALSE = [102, 97, 108, 115, 101];
const matches = (buf: Uint8Array, s: number, e: number, word: number[]): boolean =>
  e - s === word.length && word.every((b, k) => buf[s + k] === b);

const TYPE_CODE = { text: 0, bigint: 1, int: 2, numeric: 3, date: 4, bool: 5 } as const;

/** Checks one non-null field of a non-text type (by type code); returns a reason or null. Bytes only. */
const checkField = (buf: Uint8Array, s: number, e: number, type: number): string | null => {
  switch (type) {
    case 1:
    case 2: {
      const d = buf[s] === MINUS ? s + 1 : s;
      if (!digitsOnly(buf, d, e)) return `is not ${type === 2 ? 'an integer' : 'a bigint'}`;
      if (type === 2 && (e - d > 10 || (e - d === 10 && num(buf, d, e) > 2147483647)))
        return 'is out of range for an integer';
      if (type === 1 && e - d > 18) return 'is out of range for a bigint';
      return null;
    }
    case 3: {
      let i = buf[s] === MINUS ? s + 1 : s;
      const start = i;
      while (i < e && isDigit(buf[i]!)) i++;
      if (i === start) return 'is not a number';
      if (i < e && buf[i] === DOT) {
        const f = ++i;
        while (i < e && isDigit(buf[i]!)) i++;
        if (i === f) return 'is not a number';
      }
      return i === e ? null : 'is not a number';
    }
    case 4: {
      if (e - s !== 10 || buf[s + 4] !== MINUS || buf[s + 7] !== MINUS) return 'is not a date';
      if (!digitsOnly(buf, s, s + 4) || !digitsOnly(buf, s + 5, s + 7) || !digitsOnly(buf, s + 8, s + 10))
        return 'is not a date';
      const y = num(buf, s, s + 4);
      const m = num(buf, s + 5, s + 7);
      const d = num(buf, s + 8, s + 10);
      if (m < 1 || m > 12 || d < 1) return 'is not a date';
      const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
      const max = m === 2 && leap ? 29 : DAYS[m - 1]!;
      return d > max ? 'is not a date' : null;
    }
    case 5: {
      if (e - s === 1 && (buf[s] === T || buf[s] === F)) return null;
      return matches(buf, s, e, TRUE) || matches(buf, s, e, FALSE) ? null : 'is not a boolean (t or f)';
    }
    default:
      return null;
  }
};

/**
 * Validates one table file against its column list: UTF-8, column count, each value's type,
 * NOT NULL columns, COPY escapes. Reads the file in 4 MiB chunks. Returns the row count;
 * throws RecordsFormatError naming file, line and column.
 */
export const validateRecordFile = (path: string, file: string, columns: readonly RecordColumn[]): number => {
  const fd = openSync(path, 'r');
  const chunk = Buffer.allocUnsafe(4 << 20);
  let carry = Buffer.alloc(0);
  let line = 0;
  const width = columns.length;
  const types = Uint8Array.from(columns, (c) => TYPE_CODE[c.type]);
  const nullable = Uint8Array.from(columns, (c) => (c.nullable ? 1 : 0));
  const fail = (msg: string, col?: number): never => {
    throw new RecordsFormatError(
      col === undefined
        ? `${file} line ${line}: ${msg}`
        : `${file} line ${line} column ${col + 1} (${columns[col]!.name}): ${msg}`,
      file,
      line,
      col === undefined ? undefined : col + 1,
    );
  };
  const show = (buf: Buffer, s: number, e: number) => JSON.stringify(buf.toString('utf8', s, Math.min(e, s + 60)));
  try {
    for (;;) {
      const n = readSync(fd, chunk, 0, chunk.length, null);
      let buf: Buffer;
      if (n === 0) {
        if (carry.length === 0) break;
        line++;
        fail('the file does not end with a newline');
      }
      buf = carry.length > 0 ? Buffer.concat([carry, chunk.subarray(0, n)]) : chunk.subarray(0, n);
      const lastNl = buf.lastIndexOf(NL);
      if (lastNl < 0) {
        carry = Buffer.from(buf);
        continue;
      }
      if (!isUtf8(buf.subarray(0, lastNl + 1))) {
        // Find the line for the message.
        let s = 0;
        while (s <= lastNl) {
          const e = buf.indexOf(NL, s);
          line++;
          if (!isUtf8(buf.subarray(s, e))) fail('is not valid UTF-8');
          s = e + 1;
        }
      }
      // One pass over the bytes; ordinary bytes (>= 32, not a backslash) take the first branch only.
      const u = new Uint8Array(buf.buffer, buf.byteOffset, buf.length);
      let col = 0;
      let fs = 0;
      let sawBs = false;
      line++;
      for (let i = 0; i <= lastNl; i++) {
        const b = u[i]!;
        if (b >= 32 && b !== BACKSLASH) continue;
        if (b === BACKSLASH) {
          const next = u[i + 1];
          if (next === NL || next === TAB) fail('a backslash escapes a tab or line end', col);
          sawBs = true;
          i++;
          continue;
        }
        if (b === CR) fail('has a raw carriage return (escape it as \\r)', col);
        if (b !== TAB && b !== NL) continue;
        // End of a field.
        if (col >= width) fail(`has more than ${width} columns`);
        const type = types[col]!;
        if (sawBs && i - fs === 2 && u[fs] === BACKSLASH && u[fs + 1] === 78) {
          if (nullable[col] === 0) fail('is null (\\N) but the column is NOT NULL', col);
        } else if (type !== 0) {
          if (sawBs) fail(`${show(buf, fs, i)} has a backslash`, col);
          const why = checkField(u, fs, i, type);
          if (why) fail(`${show(buf, fs, i)} ${why}`, col);
        }
        sawBs = false;
        col++;
        fs = i + 1;
        if (b === NL) {
          if (col !== width) fail(`has ${col} columns, expected ${width}`);
          col = 0;
          if (i < lastNl) line++;
        }
      }
      carry = Buffer.from(buf.subarray(lastNl + 1));
    }
  } finally {
    closeSync(fd);
  }
  return line;
};

/** Reads and checks manifest.json itself (JSON, schema, format version); the files are checked apart. */
export const readRecordsManifest = (dir: string): RecordsManifest => {
  const manifestPath = join(dir, 'manifest.json');
  if (!existsSync(manifestPath)) throw new RecordsFormatError(`manifest.json is missing in ${dir}`, 'manifest.json');
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch (e) {
    throw new RecordsFormatError(`manifest.json is not JSON: ${(e as Error).message}`, 'manifest.json');
  }
  const parsed = RecordsManifestSchema.safeParse(raw);
  if (!parsed.success) {
    const v = (raw as { formatVersion?: unknown })?.formatVersion;
    throw new RecordsFormatError(
      v !== RECORDS_FORMAT_VERSION
        ? `manifest.json: format version ${String(v)} is not supported (expected ${RECORDS_FORMAT_VERSION})`
        : `manifest.json is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
      'manifest.json',
    );
  }
  return parsed.data;
};

/** Checks one table of a set: its manifest entry and column list, then the whole file and its row count. */
const validateTable = (dir: string, manifest: RecordsManifest, spec: (typeof RECORD_TABLES)[number]): void => {
  const entry = manifest.tables.find((t) => t.table === spec.table);
  // A table added to the format later may be absent from an older set: the loader derives it.
  if (!entry && spec.optional) return;
  if (!entry) throw new RecordsFormatError(`manifest.json lists no file for table ${spec.table}`, 'manifest.json');
  const expected = spec.columns.map((c) => c.name).join(',');
  if (entry.columns.join(',') !== expected) {
    throw new RecordsFormatError(
      `manifest.json: columns of ${spec.table} are [${entry.columns.join(', ')}], expected [${spec.columns.map((c) => c.name).join(', ')}]`,
      'manifest.json',
    );
  }
  const path = join(dir, entry.file);
  if (!existsSync(path)) throw new RecordsFormatError(`${entry.file} is missing`, entry.file);
  const rows = validateRecordFile(path, entry.file, spec.columns);
  if (rows !== entry.rows) {
    throw new RecordsFormatError(`${entry.file} has ${rows} rows, manifest.json says ${entry.rows}`, entry.file);
  }
};

/**
 * Reads and checks manifest.json and every table file of a record set (docs/data-format.md)
 * before anything is loaded. Throws RecordsFormatError on the first problem.
 */
export const validateRecordSet = (dir: string): RecordsManifest => {
  const manifest = readRecordsManifest(dir);
  for (const spec of RECORD_TABLES) validateTable(dir, manifest, spec);
  return manifest;
};

// ---------------------------------------------------------------------------------------------
// Validation in a worker thread, ahead of the load.

const WORKER_KIND = 'tracewell-records-validate';
type ValidateReply =
  | { type: 'table'; table: string }
  | { type: 'error'; message: string; file: string; line?: number; column?: number }
  | { type: 'done' };

/**
 * The checks of validateRecordSet, table by table in RECORD_TABLES order, in a worker thread: the
 * loader COPYs a file as soon as it has passed (`table(name)`) while the next files are checked on
 * the other core. The first problem is the same as validateRecordSet's; `table()` of it and of
 * every later table rejects with it. manifest.json itself is read and checked at once (throws).
 */
export class RecordSetValidation {
  readonly manifest: RecordsManifest;
  private readonly passed = new Set<string>();
  private error: RecordsFormatError | Error | null = null;
  private finished = false;
  private waiters: (() => void)[] = [];
  private worker: Worker | null = null;

  private constructor(
    readonly dir: string,
    inWorker: boolean,
  ) {
    this.manifest = readRecordsManifest(dir);
    if (!inWorker) {
      // In this thread, everything at once (as validateRecordSet).
      try {
        for (const spec of RECORD_TABLES) {
          validateTable(dir, this.manifest, spec);
          this.passed.add(spec.table);
        }
      } catch (e) {
        this.error = e as Error;
      }
      this.finished = true;
      return;
    }
    const w = spawnValidateWorker(dir);
    this.worker = w;
    w.on('message', (m: ValidateReply) => {
      if (m.type === 'table') this.passed.add(m.table);
      else if (m.type === 'error') {
        this.error = new RecordsFormatError(m.message, m.file, m.line, m.column);
        this.finish();
      } else this.finish();
      this.wake();
    });
    w.on('error', (e) => {
      this.error ??= e;
      this.finish();
      this.wake();
    });
    w.on('exit', () => {
      if (!this.finished) {
        this.error ??= new Error('the records validation worker stopped');
        this.finish();
        this.wake();
      }
    });
  }

  /** Starts validating `dir` (in a worker thread unless `inWorker` is false). */
  static start(dir: string, opts: { inWorker?: boolean } = {}): RecordSetValidation {
    return new RecordSetValidation(dir, opts.inWorker !== false);
  }

  private finish(): void {
    this.finished = true;
    const w = this.worker;
    this.worker = null;
    if (w) void w.terminate();
  }

  private wake(): void {
    const ws = this.waiters;
    this.waiters = [];
    for (const f of ws) f();
  }

  private async until(ready: () => boolean): Promise<void> {
    while (!ready()) await new Promise<void>((r) => this.waiters.push(r));
  }

  /** Resolves when `table`'s file has passed; rejects with the set's first problem if it comes first. */
  async table(table: string): Promise<void> {
    await this.until(() => this.passed.has(table) || this.error !== null || this.finished);
    if (this.passed.has(table)) return;
    throw this.error ?? new Error(`table ${table} was not validated`);
  }

  /** Resolves when every file has been checked; rejects with the first problem. */
  async done(): Promise<void> {
    await this.until(() => this.finished);
    if (this.error) throw this.error;
  }

  /** The first problem found so far, or after waiting for the rest of the checks (null when none). */
  async firstProblem(): Promise<Error | null> {
    await this.until(() => this.finished);
    return this.error;
  }

  /** Stops the worker (e.g. the load was skipped). */
  cancel(): void {
    this.finished = true;
    const w = this.worker;
    this.worker = null;
    if (w) void w.terminate();
    this.wake();
  }
}

/** Starts this module in a worker thread (tsx's loader registered first when running from sources). */
const spawnValidateWorker = (dir: string): Worker => {
  const here = import.meta.url;
  const workerData = { kind: WORKER_KIND, dir };
  if (!here.endsWith('.ts')) return new Worker(new URL(here), { workerData });
  const tsxDir = dirname(createRequire(here).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxDir, 'dist/esm/api/index.mjs')).href;
  const boot = [
    `const { register } = await import(${JSON.stringify(tsxApi)});`,
    'register();',
    `await import(${JSON.stringify(here)});`,
  ].join('\n');
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), { workerData });
};

// The worker side: validate every table in order, report each one, stop at the first problem.
if (!isMainThread && parentPort && (workerData as { kind?: string } | null)?.kind === WORKER_KIND) {
  const port = parentPort;
  const { dir } = workerData as { dir: string };
  try {
    const manifest = readRecordsManifest(dir);
    for (const spec of RECORD_TABLES) {
      validateTable(dir, manifest, spec);
      port.postMessage({ type: 'table', table: spec.table } satisfies ValidateReply);
    }
    port.postMessage({ type: 'done' } satisfies ValidateReply);
  } catch (e) {
    const f = e instanceof RecordsFormatError ? e : null;
    port.postMessage({
      type: 'error',
      message: (e as Error).message,
      file: f?.file ?? 'manifest.json',
      ...(f?.line !== undefined ? { line: f.line } : {}),
      ...(f?.column !== undefined ? { column: f.column } : {}),
    } satisfies ValidateReply);
  }
}

/**
 * The id of a record set: sha256 (hex) of its manifest.json bytes. The manifest names the generator,
 * seed, options, `asOf` and every file's row count, so two different sets never share an id; the
 * loader records it (`app_meta.records_set_id`) and a records update names the id it is based on.
 */
export const recordSetId = (dir: string): string =>
  createHash('sha256')
    .update(readFileSync(join(dir, 'manifest.json')))
    .digest('hex');
