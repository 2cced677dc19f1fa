/**
 * Worker thread of generateRecordsParallel (generator-parallel.ts): builds one generator (ZIP table,
 * metros, sources) and then generates the chunks it is sent, each into its own directory of part
 * files, answering with the rows per table.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type GenerateRecordsOptions, openChunkWriters, SyntheticRecordsGenerator } from './generator.js';

export interface GeneratorWorkerData {
  opts: Omit<GenerateRecordsOptions, 'onProgress'>;
}
export type GeneratorWorkerRequest = { type: 'chunk'; index: number; dir: string } | { type: 'stop' };
export type GeneratorWorkerReply =
  | { type: 'ready' }
  | { type: 'done'; index: number; rows: Record<string, number>; heapBytes: number; rssBytes: number }
  | { type: 'error'; index: number; message: string };

const port = parentPort;
if (port) {
  const { opts } = workerData as GeneratorWorkerData;
  const gen = new SyntheticRecordsGenerator(opts);
  let heap = 0;
  port.on('message', (msg: GeneratorWorkerRequest) => {
    if (msg.type === 'stop') {
      port.close();
      return;
    }
    try {
      const out = openChunkWriters(msg.dir, true);
      const { rows } = gen.runChunk(msg.index, out);
      for (const w of Object.values(out.tables)) w.close();
      out.truth.close();
      const mem = process.memoryUsage();
      heap = Math.max(heap, mem.heapTotal + mem.external + mem.arrayBuffers);
      port.postMessage({
        type: 'done',
        index: msg.index,
        rows,
        heapBytes: heap,
        rssBytes: mem.rss,
      } satisfies GeneratorWorkerReply);
    } catch (e) {
      port.postMessage({
        type: 'error',
        index: msg.index,
        message: (e as Error).stack ?? String(e),
      } satisfies GeneratorWorkerReply);
    }
  });
  port.postMessage({ type: 'ready' } satisfies GeneratorWorkerReply);
}
