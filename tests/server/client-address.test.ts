import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import {
  clientAddress,
  isLoopbackAddress,
  isLoopbackHost,
  LOOPBACK_ONLY_TEXT,
  loopbackOnly,
} from '../../server/http/client-address.js';
import { inMemoryTestApp } from '../support/test-app.js';

/** What a Node request looks like to a route: a socket with the peer's address. */
const fromSocket = (remoteAddress: string) => ({ incoming: { socket: { remoteAddress } } });

/** An app that answers the client address it computed. */
const echo = (hops: number | boolean) => new Hono().get('/ip', (c) => c.text(clientAddress(c, hops)));
const ipOf = async (hops: number | boolean, headers: Record<string, string> | Headers, socket = '192.0.2.1') =>
  (await echo(hops).request('/ip', { headers }, fromSocket(socket))).text();

describe('clientAddress', () => {
  it('without trusted proxies is the socket address, whatever X-Forwarded-For claims', async () => {
    expect(await ipOf(0, { 'x-forwarded-for': '6.6.6.6' })).toBe('192.0.2.1');
    expect(await ipOf(false, { 'x-forwarded-for': '6.6.6.6, 7.7.7.7' })).toBe('192.0.2.1');
    expect(await ipOf(0, {})).toBe('192.0.2.1');
  });

  it('behind one proxy is the last entry (what our proxy saw), never a forged left-most one', async () => {
    expect(await ipOf(1, { 'x-forwarded-for': '203.0.113.7' })).toBe('203.0.113.7');
    expect(await ipOf(1, { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' })).toBe('203.0.113.7');
    expect(await ipOf(true, { 'x-forwarded-for': '1.1.1.1,2.2.2.2 , 203.0.113.7' })).toBe('203.0.113.7');
  });

  it('behind N proxies is the N-th entry from the right', async () => {
    const xff = { 'x-forwarded-for': '6.6.6.6, 198.51.100.4, 10.0.0.2' };
    expect(await ipOf(2, xff)).toBe('198.51.100.4');
    expect(await ipOf(3, xff)).toBe('6.6.6.6');
    // A request that skipped an outer proxy has fewer entries than hops: the left-most one there is.
    expect(await ipOf(5, xff)).toBe('6.6.6.6');
  });

  it('reads several X-Forwarded-For lines as one list, in order', async () => {
    const headers = new Headers();
    headers.append('x-forwarded-for', '6.6.6.6');
    headers.append('x-forwarded-for', '203.0.113.9');
    expect(await ipOf(1, headers)).toBe('203.0.113.9');
  });

  it('falls back to the socket address when a trusted request has no X-Forwarded-For', async () => {
    expect(await ipOf(1, {}, '10.1.2.3')).toBe('10.1.2.3');
    const noSocket = await echo(1).request('/ip');
    expect(await noSocket.text()).toBe('unknown');
  });
});

describe('per-address limits behind a proxy', () => {
  /** Password-reset requests: at most 20 per address per hour (core/accounts/rate-limit.rules.ts). */
  const resetRequests = async (hops: number, headersFor: (i: number) => Record<string, string>, socket: string) => {
    const { app } = inMemoryTestApp({
      env: hops > 0 ? { TRUST_PROXY: 'on', TRUST_PROXY_HOPS: String(hops) } : { TRUST_PROXY: 'off' },
    });
    const token = 'b'.repeat(43);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await app.request(
        '/api/account/forgot-password',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `tw_csrf=${token}`,
            'x-csrf-token': token,
            ...headersFor(i),
          },
          body: JSON.stringify({ email: `nobody${i}@example.com` }),
        },
        fromSocket(socket),
      );
      statuses.push(res.status);
    }
    return statuses;
  };

  it('counts the address our proxy saw: a client rotating forged left-most entries is still limited', async () => {
    const statuses = await resetRequests(1, (i) => ({ 'x-forwarded-for': `6.6.6.${i}, 203.0.113.50` }), '10.0.0.1');
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('without a trusted proxy counts the socket address, whatever X-Forwarded-For the client sends', async () => {
    const statuses = await resetRequests(0, (i) => ({ 'x-forwarded-for': `6.6.6.${i}` }), '203.0.113.60');
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('still tells real clients apart behind the proxy', async () => {
    const statuses = await resetRequests(1, (i) => ({ 'x-forwarded-for': `198.51.100.${i}` }), '10.0.0.1');
    expect(statuses.every((s) => s === 200)).toBe(true);
  });
});

describe('loopbackOnly', () => {
  const tool = () => new Hono().use('*', loopbackOnly()).get('/dev/tool', (c) => c.text('secret'));

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])('lets %s through', async (address) => {
    const res = await tool().request('/dev/tool', {}, fromSocket(address));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('secret');
  });

  it.each(['192.0.2.10', '10.0.0.5', '::ffff:192.168.1.2', '2001:db8::1', '128.0.0.1'])(
    'refuses %s with 403',
    async (address) => {
      const res = await tool().request('/dev/tool', {}, fromSocket(address));
      expect(res.status).toBe(403);
      expect(await res.text()).toBe(LOOPBACK_ONLY_TEXT);
    },
  );

  it('refuses a loopback socket carrying proxy headers (a local proxy forwarding someone else)', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await tool().request('/dev/tool', { headers: { [header]: '127.0.0.1' } }, fromSocket('127.0.0.1'));
      expect(res.status, header).toBe(403);
    }
  });

  it('does not trust a header claiming loopback from a remote socket', async () => {
    const res = await tool().request(
      '/dev/tool',
      { headers: { 'x-forwarded-for': '127.0.0.1', host: 'localhost' } },
      fromSocket('192.0.2.10'),
    );
    expect(res.status).toBe(403);
  });

  it('refuses a loopback socket whose Host names another site (DNS rebinding)', async () => {
    for (const host of ['evil.example', 'evil.example:3000', '127.0.0.1.evil.example', 'localhost.evil.example']) {
      const res = await tool().request('http://x/dev/tool', { headers: { host } }, fromSocket('127.0.0.1'));
      expect(res.status, host).toBe(403);
      expect(await res.text()).toBe(LOOPBACK_ONLY_TEXT);
    }
    for (const host of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'localhost']) {
      const res = await tool().request('http://x/dev/tool', { headers: { host } }, fromSocket('127.0.0.1'));
      expect(res.status, host).toBe(200);
    }
  });

  it('recognises loopback host names only', () => {
    expect(isLoopbackHost('LOCALHOST:3000')).toBe(true);
    expect(isLoopbackHost('[::1]')).toBe(true);
    expect(isLoopbackHost('[::1].evil')).toBe(false);
    expect(isLoopbackHost('127.0.0.1:80')).toBe(true);
    expect(isLoopbackHost('1270.0.0.1')).toBe(false);
    expect(isLoopbackHost('')).toBe(false);
  });

  it('lets in-process calls through (no socket: the OpenID client calling the local provider)', async () => {
    expect((await tool().request('/dev/tool')).status).toBe(200);
  });

  it('recognises loopback addresses only', () => {
    expect(isLoopbackAddress('127.0.0.1')).toBe(true);
    expect(isLoopbackAddress('::1')).toBe(true);
    expect(isLoopbackAddress('1270.0.0.1')).toBe(false);
    expect(isLoopbackAddress('::ffff:10.0.0.1')).toBe(false);
  });
});

describe('operator tools over a real socket', () => {
  /** A non-loopback IPv4 address of this machine, if it has one. */
  const external = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address;

  it.runIf(external)(
    'answer this machine on 127.0.0.1 and refuse the same requests on its network address; other routes answer both',
    async () => {
      // Outside production, no proxy: the operator tools are mounted (an outbox with no mail yet).
      const { app } = inMemoryTestApp({
        env: { NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000', TRUST_PROXY: 'off' },
        overrides: {
          outbox: { list: async () => [], latestTo: async () => null },
          identity: { smsOutbox: { latestTo: async () => null } },
        },
      });
      const server = serve({ fetch: app.fetch, port: 0, hostname: '0.0.0.0' });
      await new Promise((resolve) => server.once('listening', resolve));
      const { port } = server.address() as AddressInfo;
      try {
        const tools = [
          '/dev/outbox',
          '/api/dev/outbox/latest?to=a@example.com',
          '/api/dev/sms-outbox/latest?to=6025550123',
          '/dev-oidc/facebook/.well-known/openid-configuration',
        ];
        for (const path of tools) {
          expect((await fetch(`http://127.0.0.1:${port}${path}`)).status, path).not.toBe(403);
          const remote = await fetch(`http://${external}:${port}${path}`);
          expect(remote.status, path).toBe(403);
          expect(await remote.text(), path).toContain(LOOPBACK_ONLY_TEXT);
        }
        expect((await fetch(`http://${external}:${port}/api/health`)).status).toBe(200);
        expect((await fetch(`http://${external}:${port}/api/account/session`)).status).not.toBe(403);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );
});
