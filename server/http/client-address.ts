import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { failureBody } from './errors.js';
import { isApiPath } from './static.js';

/** The Node request behind a Hono context, when there is one (not under `app.request` in tests). */
const nodeRequest = (c: Context): IncomingMessage | undefined =>
  (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/** The peer address of the request's TCP connection, or undefined without a socket. */
export const socketAddress = (c: Context): string | undefined => nodeRequest(c)?.socket?.remoteAddress;

/**
 * The client address for per-address limits.
 *
 * - `trustedProxyHops` 0 (TRUST_PROXY off): the socket's address; X-Forwarded-For is ignored, since
 *   anyone can send it.
 * - N > 0 (TRUST_PROXY=on, TRUST_PROXY_HOPS=N): N proxies of ours stand in front, each appending
 *   the address it saw to X-Forwarded-For. Entries to the left of theirs were written by the client
 *   and prove nothing, so the client is the N-th entry from the right: with one proxy the last
 *   entry. With fewer entries than hops (a request that skipped an outer proxy), the left-most.
 *   Several X-Forwarded-For lines count as one list, in order.
 *
 * Without a socket or a usable header: `'unknown'`.
 */
export const clientAddress = (c: Context, trustedProxyHops: number | boolean): string => {
  const hops = trustedProxyHops === true ? 1 : trustedProxyHops === false ? 0 : trustedProxyHops;
  if (hops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter((e) => e !== '');
    const entry = entries[Math.max(0, entries.length - hops)];
    if (entry) return entry.slice(0, 100);
  }
  return socketAddress(c) ?? 'unknown';
};

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export const isLoopbackAddress = (address: string): boolean => {
  const a = address.toLowerCase().replace(/^::ffff:/, '');
  return a === '::1' || a === '0:0:0:0:0:0:0:1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
};

/**
 * The Host a request names is this machine by a loopback name: `localhost`, 127.0.0.0/8 or `[::1]`, with
 * or without a port. A page on another site that makes its own name resolve to 127.0.0.1 (DNS
 * rebinding) still sends its own name here, so it is refused.
 */
export const isLoopbackHost = (host: string): boolean => {
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  return name === 'localhost' || name === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name);
};

/** Headers a reverse proxy adds: a request carrying one came from elsewhere, whatever the socket says. */
const PROXY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host'];

/** Text of the 403 answer to a remote request for an operator tool. */
export const LOOPBACK_ONLY_TEXT = 'This local test tool answers only requests from this machine.';

/**
 * For the operator tools outside production (the local OpenID provider, the mail outbox): lets a
 * request through only when its TCP connection comes from this machine (the socket's address, never
 * a header), it does not carry proxy headers (a proxy on this machine would make everyone look
 * local), and its Host is a loopback name (a page of another site reaching 127.0.0.1 through DNS
 * rebinding names its own host). A call with no socket at all is an in-process call (the OpenID client reaching the local
 * provider, `app.request` in tests) and is let through. Anything else: 403.
 */
export const loopbackOnly = (): MiddlewareHandler => async (c, next) => {
  const incoming = nodeRequest(c);
  if (incoming) {
    const address = incoming.socket?.remoteAddress;
    const proxied = PROXY_HEADERS.some((h) => c.req.header(h) !== undefined);
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    if (!address || !isLoopbackAddress(address) || proxied || !isLoopbackHost(host)) {
      c.header('Cache-Control', 'no-store');
      return isApiPath(c.req.path)
        ? c.json(failureBody({ '*': [LOOPBACK_ONLY_TEXT] }), 403)
        : c.text(LOOPBACK_ONLY_TEXT, 403);
    }
  }
  await next();
};
