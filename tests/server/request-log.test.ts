import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.js';
import { inMemoryTestApp } from '../support/test-app.js';

/** LOG_REQUESTS=on: one info line per request; off (the default): request lines only at debug. */
const linesOf = async (logRequests: boolean | undefined, level: 'info' | 'debug') => {
  const lines: { level: number; msg: string; path?: string }[] = [];
  const log = pino({ level }, { write: (s: string) => void lines.push(JSON.parse(s)) });
  const app = createApp({
    useCases: inMemoryTestApp().useCases,
    log,
    ...(logRequests === undefined ? {} : { logRequests }),
  });
  await app.request('/api/site');
  await app.request('/api/health');
  return lines.filter((l) => l.msg === 'request');
};

describe('request log', () => {
  it('writes one info line per request with LOG_REQUESTS=on, health checks at debug', async () => {
    expect((await linesOf(true, 'info')).map((l) => [l.level, l.path])).toEqual([[30, '/api/site']]);
  });
  it('keeps request lines at debug by default', async () => {
    expect(await linesOf(undefined, 'info')).toEqual([]);
    expect((await linesOf(false, 'debug')).map((l) => [l.level, l.path])).toEqual([
      [20, '/api/site'],
      [20, '/api/health'],
    ]);
  });
});
