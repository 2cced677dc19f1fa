/**
 * A server process for tests/server/body-limit.test.ts: the real app (in-memory ports) on an
 * ephemeral port of 127.0.0.1 that measures its own memory, so the test reads the server's growth
 * without the test runner's own allocations. Prints `{"port":N}`; then, per line on stdin, `reset`
 * starts a measurement and `report` prints `{"rssMb","heapMb","buffersMb"}` (peak growth since reset).
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

let base = process.memoryUsage();
let peak = { ...base };
setInterval(() => {
  const m = process.memoryUsage();
  peak = { ...peak, rss: Math.max(peak.rss, m.rss), heapUsed: Math.max(peak.heapUsed, m.heapUsed) };
  peak.arrayBuffers = Math.max(peak.arrayBuffers, m.arrayBuffers);
}, 1);
const mb = (n: number) => Math.round((n / 2 ** 20) * 10) / 10;
createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'reset') {
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
