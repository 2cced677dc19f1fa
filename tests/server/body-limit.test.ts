import { type ChildProcess, spawn } from 'node:child_process';
import { Agent, request } from 'node:http';
import { createInterface } from 'node:readline';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyTooLargeText, DEFAULT_BODY_LIMIT, requestBodyLimit } from '../../server/http/body-limit.js';
import { inMemoryTestApp } from '../support/test-app.js';

/**
 * Every route's body is capped (server/http/body-limit.ts): 413 in the spec's shape before the body is
 * held in memory, whether it declares its length or streams in chunks.
 */
const TOKEN = 'a'.repeat(43);
const csrfHeaders = { cookie: `tw_csrf=${TOKEN}`, 'x-csrf-token': TOKEN, 'content-type': 'application/json' };
const TOO_LARGE = { success: false, errors: { '*': ['The request is too large: at most 64 kB may be sent.'] } };

describe('body size limit (app.request)', () => {
  const { app } = inMemoryTestApp();

  it('answers 413 in the spec shape for a declared length over 64 kB, on a route that reads JSON', async () => {
    const body = JSON.stringify({ email: `${'x'.repeat(DEFAULT_BODY_LIMIT)}@example.com` });
    const res = await app.request('/api/account/forgot-password', { method: 'POST', headers: csrfHeaders, body });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
  });

  it('answers 413 for a streamed body without a length once it passes 64 kB', async () => {
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 16 * 1024;
        if (pulled > 10 * 1024 * 1024) controller.close();
        else controller.enqueue(new Uint8Array(16 * 1024).fill(0x20));
      },
    });
    const res = await app.request('/api/account/forgot-password', {
      method: 'POST',
      headers: csrfHeaders,
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(TOO_LARGE);
    expect(pulled).toBeLessThan(DEFAULT_BODY_LIMIT + 4 * 16 * 1024); // stopped reading right after the limit
  });

  it('lets a body within the limit through to the route (streamed or not)', async () => {
    const body = JSON.stringify({ email: 'someone@example.com' });
    const plain = await app.request('/api/account/forgot-password', { method: 'POST', headers: csrfHeaders, body });
    expect(plain.status).toBe(200);
    const bytes = new TextEncoder().encode(body);
    const streamed = await app.request('/api/account/forgot-password', {
      method: 'POST',
      headers: csrfHeaders,
      body: new ReadableStream({
        start(c) {
          c.enqueue(bytes);
          c.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(200);
  });

  it('caps routes outside /api too, before anti-forgery and whatever the method', async () => {
    for (const [path, method] of [
      ['/dashboard/api/user/password', 'POST'],
      ['/dev-oidc/facebook/token', 'POST'],
      ['/somewhere', 'PUT'],
      ['/api/nope', 'DELETE'],
    ] as const) {
      const res = await app.request(path, { method, body: 'x'.repeat(DEFAULT_BODY_LIMIT + 1) });
      expect(res.status, `${method} ${path}`).toBe(413);
      expect(await res.json()).toEqual(TOO_LARGE);
    }
  });

  it('gives a listed route its larger limit and only that route', async () => {
    const limited = new Hono()
      .use('*', requestBodyLimit({ larger: [{ method: 'POST', path: '/upload', bytes: 2 * 1024 * 1024 }] }))
      .post('/upload', async (c) => c.json({ size: (await c.req.arrayBuffer()).byteLength }))
      .post('/other', async (c) => c.json({ size: (await c.req.arrayBuffer()).byteLength }));
    const body = new Uint8Array(1024 * 1024);
    const upload = await limited.request('/upload', { method: 'POST', body });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toEqual({ size: 1024 * 1024 });
    const other = await limited.request('/other', { method: 'POST', body });
    expect(other.status).toBe(413);
    expect(await limited.request('/upload', { method: 'POST', body: new Uint8Array(3 * 1024 * 1024) })).toHaveProperty(
      'status',
      413,
    );
    expect(bodyTooLargeText(2 * 1024 * 1024)).toBe('The request is too large: at most 2 MB may be sent.');
  });
});

describe('body size limit over a real socket', () => {
  let server: ChildProcess;
  let port: number;
  const replies: string[] = [];
  let waiting: ((line: string) => void) | undefined;
  const nextLine = () =>
    new Promise<string>((resolve) => {
      const line = replies.shift();
      if (line !== undefined) resolve(line);
      else waiting = resolve;
    });
  /** Asks the server process for something and waits for its one-line answer. */
  const ask = async (command: string) => {
    server.stdin?.write(`${command}\n`);
    return JSON.parse(await nextLine()) as Record<string, number>;
  };

  beforeAll(async () => {
    const script = new URL('../support/body-limit-server.ts', import.meta.url).pathname;
    server = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', script], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    createInterface({ input: server.stdout! }).on('line', (line) => {
      if (waiting) {
        const w = waiting;
        waiting = undefined;
        w(line);
      } else replies.push(line);
    });
    port = JSON.parse(await nextLine()).port;
    // Warm both paths up, so that lazy loading is not counted as growth below.
    await send(256 * 1024, 'length');
    await send(256 * 1024, 'chunked');
  });
  afterAll(() => {
    server?.stdin?.end();
  });

  /** Streams `bytes` of spaces (64 kB at a time, never holding them) and reads the answer. */
  const send = (bytes: number, mode: 'length' | 'chunked') =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      const req = request({
        // A keep-alive connection of its own, as a browser's: the server then reads and discards the
        // rest after answering (with `Connection: close` it would close at once, and Node's client
        // may meet EPIPE before it reads the answer).
        agent: new Agent({ keepAlive: true }),
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/account/forgot-password',
        headers: { ...csrfHeaders, ...(mode === 'length' ? { 'content-length': String(bytes) } : {}) },
      });
      // Node's client may meet EPIPE while still writing once the server, having answered, closes
      // the connection: the answer read by then counts.
      let status = 0;
      let body = '';
      req.on('response', (res) => {
        status = res.statusCode ?? 0;
        res.setEncoding('utf8');
        res.on('data', (d) => {
          body += d;
        });
        res.on('end', () => resolve({ status, body }));
      });
      req.on('error', (e) => (status ? resolve({ status, body }) : reject(e)));
      let sent = 0;
      const pump = () => {
        while (sent < bytes) {
          sent += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', pump);
            return;
          }
        }
        req.end();
      };
      pump();
    });

  it.each(['length', 'chunked'] as const)(
    'refuses a 20 MB body (%s) with 413 while the server process grows by no more than a few MB',
    async (mode) => {
      await ask('reset');
      const reply = await send(20 * 2 ** 20, mode);
      const growth = await ask('report');
      expect(reply.status).toBe(413);
      expect(JSON.parse(reply.body)).toEqual(TOO_LARGE);
      // Holding the body would show about 20 MB in buffers and heap each (40 MB resident, measured on
      // the app without the limit). The server measures live memory (garbage collected before it
      // reads figures over 2 MB), so the read buffers of the discarded rest do not count.
      expect(growth.buffersMb).toBeLessThan(8);
      expect(growth.heapMb).toBeLessThan(8);
      expect(growth.rssMb).toBeLessThan(16);
      // The server answers the next request as usual.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    },
  );
});
