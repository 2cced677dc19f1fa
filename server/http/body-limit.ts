import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { failureBody } from './errors.js';

/** The most any request body may hold unless {@link LARGER_BODY_LIMITS} says otherwise: 64 kB of JSON. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/**
 * Routes that need more than the default, by exact method and path. Empty today: every route takes a
 * small JSON object or form (the client log batch of POST /api/logger included, 002 section 7). An
 * upload route adds its line here, with the size it needs.
 */
export const LARGER_BODY_LIMITS: ReadonlyArray<{ method: string; path: string; bytes: number }> = [];

/** "64 kB", "2 MB". */
const size = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${Math.floor(bytes / (1024 * 1024))} MB` : `${Math.floor(bytes / 1024)} kB`;

/** Text of the 413 answer. */
export const bodyTooLargeText = (limit: number): string =>
  `The request is too large: at most ${size(limit)} may be sent.`;

const tooLarge = (c: Context, limit: number) => c.json(failureBody({ '*': [bodyTooLargeText(limit)] }), 413);

/**
 * Reads a body of unknown length straight from Node's request, keeping at most `limit` bytes. Past
 * the limit it stops listening and pauses the request; @hono/node-server then reads and discards the
 * rest after the answer (for at most 500 ms or 64 MB, then it closes the connection), so the client
 * gets the 413 rather than a reset connection, and nothing of the excess is kept.
 */
const readUpTo = (incoming: IncomingMessage, limit: number): Promise<Buffer | 'too large'> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let total = 0;
    const stop = () => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onError);
    };
    const onData = (chunk: Buffer) => {
      total += chunk.length;
      if (total > limit) {
        stop();
        incoming.pause();
        resolve('too large');
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, total));
    };
    const onError = (e: Error) => {
      stop();
      reject(e);
    };
    incoming.on('data', onData);
    incoming.on('end', onEnd);
    incoming.on('error', onError);
  });

/**
 * Caps every request body (any method, any path) and answers 413 in the spec's shape,
 * `{ success: false, errors: { '*': ['The request is too large: at most 64 kB may be sent.'] } }`,
 * before the body is held in memory: a declared Content-Length over the limit is refused without
 * reading a byte (Node's parser never delivers more than the declared length, and a request without
 * Content-Length or Transfer-Encoding has no body); a chunked body is counted as it arrives and
 * refused at the first chunk past the limit. Without a Node request (`app.request` in tests) hono's
 * bodyLimit does the counting on the web stream.
 */
export const requestBodyLimit = (
  limits: { defaultBytes?: number; larger?: typeof LARGER_BODY_LIMITS } = {},
): MiddlewareHandler => {
  const defaultBytes = limits.defaultBytes ?? DEFAULT_BODY_LIMIT;
  const larger = limits.larger ?? LARGER_BODY_LIMITS;
  const webLimiters = new Map<number, MiddlewareHandler>();
  const webLimiter = (bytes: number): MiddlewareHandler => {
    let m = webLimiters.get(bytes);
    if (!m) {
      m = bodyLimit({ maxSize: bytes, onError: (c: Context) => tooLarge(c, bytes) });
      webLimiters.set(bytes, m);
    }
    return m;
  };
  return async (c, next) => {
    const limit = larger.find((l) => l.method === c.req.method && l.path === c.req.path)?.bytes ?? defaultBytes;
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    // Without a Node request (app.request in tests), count on the web stream.
    if (!incoming || typeof incoming.on !== 'function') return c.req.raw.body ? webLimiter(limit)(c, next) : next();
    // Node: decide from the headers, without touching c.req.raw.body (creating that web stream starts
    // reading the request into it, which would defeat the discarding of an oversized rest).
    const declared = c.req.header('content-length');
    const chunked = c.req.header('transfer-encoding') !== undefined;
    if (!chunked) return declared !== undefined && Number(declared) > limit ? tooLarge(c, limit) : next();
    const body = await readUpTo(incoming, limit);
    if (body === 'too large') return tooLarge(c, limit);
    c.req.raw = new Request(c.req.raw, { body });
    return next();
  };
};
