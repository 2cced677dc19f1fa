/**
 * A server process for tests/server/body-limit.test.ts: the real app (in-memory ports) on an
 * ephemeral port of 127.0.0.1 that measures its own memory, so the test reads the server's growth
 * without the test runner's own allocations. Prints `{"port":N}`; then, per line on stdin, `reset`
 * starts a measurement and `report` prints `{"rssMb","heapMb","buffersMb"}` (peak growth of live memory
 * since reset).
 */
import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { serve } from '@hono/node-server';
import { inMemoryTestApp } from './test-app.js';

const { app } = inMemoryTestApp();
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
server.once('listening', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});

/**
 * Live memory, not garbage: the discarded rest of a refused body passes through read buffers that
 * are garbage at once but stay counted until the next collection, which a busy machine puts off. So
 * when the figures have grown by more than 2 MB since the reset, a collection (the server runs with
 * --expose-gc) precedes the reading. A body the app held would stay in the figures after it.
 */
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('body-limit-server needs node --expose-gc');
const live = () => {
  const m = process.memoryUsage();
  if (m.arrayBuffers - base.arrayBuffers <= 2 ** 21 && m.heapUsed - base.heapUsed <= 2 ** 21) return m;
  gc();
  return process.memoryUsage();
};

let base = process.memoryUsage();
let peak = { ...base };
setInterval(() => {
  const m = live();
  peak = { ...peak, rss: Math.max(peak.rss, m.rss), heapUsed: Math.max(peak.heapUsed, m.heapUsed) };
  peak.arrayBuffers = Math.max(peak.arrayBuffers, m.arrayBuffers);
}, 1);
const mb = (n: number) => Math.round((n / 2 ** 20) * 10) / 10;
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'reset') {
    gc();
    base = process.memoryUsage();
    peak = { ...base };
    process.stdout.write('{"reset":true}\n');
  } else if (line === 'report') {
    process.stdout.write(
      `${JSON.stringify({
        rssMb: mb(peak.rss - base.rss),
        heapMb: mb(peak.heapUsed - base.heapUsed),
        buffersMb: mb(peak.arrayBuffers - base.arrayBuffers),
      })}\n`,
    );
  }
});
process.stdin.on('end', () => process.exit(0));
