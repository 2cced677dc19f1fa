import { closeSync, mkdirSync, openSync, readSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { RECORD_TABLES } from '../../core/records/record-files.schema.js';
import {
  DERIVED_TABLES,
  type GenerateRecordsOptions,
  type GenerateRecordsResult,
  GROUND_TRUTH_FILE,
  generateRecords,
  SyntheticRecordsGenerator,
} from './generator.js';
import type { GeneratorWorkerData, GeneratorWorkerReply, GeneratorWorkerRequest } from './generator-worker.js';
import { spawnTsWorker } from './spawn-worker.js';
import { TsvWriter } from './tsv-writer.js';

export interface ParallelGenerateOptions extends GenerateRecordsOptions {
  /** Worker threads (default: available cores, at most 4). 1 generates in this thread. */
  workers?: number;
}

export interface ParallelGenerateResult extends GenerateRecordsResult {
  workers: number;
  chunks: number;
  /** Peak V8 heap + buffers of each worker thread (bytes); peakRssBytes is the whole process's. */
  workerPeakHeapBytes: number[];
}

/**
 * generateRecords over worker threads: the run's chunks (generator.ts planChunks) are handed to the
 * workers as they become free, each writes its chunk's part files, and this thread appends finished
 * chunks to the set's files in chunk order while the others are still running. The files are
 * byte-identical to generateRecords' for the same options, whatever the number of workers.
 */
export async function generateRecordsParallel(opts: ParallelGenerateOptions): Promise<ParallelGenerateResult> {
  const started = Date.now();
  const { workers: wanted, onProgress, ...plain } = opts;
  const gen = new SyntheticRecordsGenerator(plain);
  const plan = gen.plan;
  const workerCount = Math.max(1, Math.min(wanted ?? Math.min(4, availableParallelism()), plan.length));
  if (workerCount === 1) {
    const r = generateRecords(opts);
    return { ...r, workers: 1, chunks: plan.length, workerPeakHeapBytes: [] };
  }

  mkdirSync(opts.outDir, { recursive: true });
  const partsDir = join(opts.outDir, `.parts-${process.pid}-${Date.now()}`);
  mkdirSync(partsDir, { recursive: true });
  const tables = RECORD_TABLES.map((t) => t.table).filter((t) => !DERIVED_TABLES.has(t));
  const outFiles = [...tables.map((t) => `${t}.tsv`), GROUND_TRUTH_FILE];
  // sources.tsv comes first and whole from this thread; the other files are appended chunk by chunk.
  const sources = new TsvWriter(
    join(opts.outDir, 'sources.tsv'),
    RECORD_TABLES.find((t) => t.table === 'sources')!.columns.length,
  );
  gen.writeSourceRows(sources);
  sources.close();
  const fds = new Map<string, number>();
  for (const f of outFiles) if (f !== 'sources.tsv') fds.set(f, openSync(join(opts.outDir, f), 'w'));
  const rows: Record<string, number> = Object.fromEntries(tables.map((t) => [t, 0]));
  rows.sources = sources.rows;
  const copyBuf = Buffer.allocUnsafe(4 << 20);
  const append = (from: string, fd: number) => {
    const src = openSync(from, 'r');
    try {
      for (;;) {
        const n = readSync(src, copyBuf, 0, copyBuf.length, null);
        if (n === 0) break;
        let off = 0;
        while (off < n) off += writeSync(fd, copyBuf, off, n - off);
      }
    } finally {
      closeSync(src);
    }
  };

  let peakRss = process.memoryUsage.rss();
  const rssTimer = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage.rss());
  }, 250);
  const heaps = new Array<number>(workerCount).fill(0);
  const finished = new Map<number, Record<string, number>>();
  let nextToAppend = 0;
  let nextToSend = 0;
  let people = 0;
  let props = 0;
  const pool: Worker[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      let failed = false;
      const fail = (e: Error) => {
        if (failed) return;
        failed = true;
        reject(e);
      };
      const send = (w: Worker) => {
        if (nextToSend >= plan.length) {
          w.postMessage({ type: 'stop' } satisfies GeneratorWorkerRequest);
          return;
        }
        const index = nextToSend++;
        w.postMessage({ type: 'chunk', index, dir: join(partsDir, String(index)) } satisfies GeneratorWorkerRequest);
      };
      const appendReady = () => {
        for (let r = finished.get(nextToAppend); r; r = finished.get(nextToAppend)) {
          const dir = join(partsDir, String(nextToAppend));
          for (const [f, fd] of fds) append(join(dir, f), fd);
          rmSync(dir, { recursive: true, force: true });
          for (const t of tables) if (t !== 'sources') rows[t] = (rows[t] ?? 0) + (r[t] ?? 0);
          const c = plan[nextToAppend]!;
          people += c.people;
          props += c.props;
          onProgress?.({ people, properties: props });
          finished.delete(nextToAppend);
          nextToAppend++;
        }
        if (nextToAppend === plan.length) resolve();
      };
      const data: GeneratorWorkerData = { opts: plain };
      for (let i = 0; i < workerCount; i++) {
        const w = spawnTsWorker(new URL('./generator-worker.ts', import.meta.url), data);
        pool.push(w);
        w.on('message', (m: GeneratorWorkerReply) => {
          if (failed) return;
          if (m.type === 'ready') send(w);
          else if (m.type === 'error') fail(new Error(`generating chunk ${m.index} failed: ${m.message}`));
          else {
            heaps[i] = Math.max(heaps[i]!, m.heapBytes);
            peakRss = Math.max(peakRss, m.rssBytes);
            finished.set(m.index, m.rows);
            send(w);
            try {
              appendReady();
            } catch (e) {
              fail(e as Error);
            }
          }
        });
        w.on('error', (e) => fail(e));
        w.on('exit', (code) => {
          if (code !== 0 && nextToAppend < plan.length) fail(new Error(`generator worker exited with code ${code}`));
        });
      }
    });
  } finally {
    clearInterval(rssTimer);
    await Promise.all(pool.map((w) => w.terminate()));
    for (const fd of fds.values()) closeSync(fd);
    rmSync(partsDir, { recursive: true, force: true });
  }
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
  Object.assign(rows, gen.writeDerivedTables(opts.outDir));
  const manifest = gen.manifest(rows);
  writeFileSync(join(opts.outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return {
    manifest,
    ms: Date.now() - started,
    peakRssBytes: peakRss,
    workers: workerCount,
    chunks: plan.length,
    workerPeakHeapBytes: heaps,
  };
}
