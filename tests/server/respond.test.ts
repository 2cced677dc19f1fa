import { Hono } from 'hono';
import { err, errAsync, ok, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { rateLimited, unauthenticated } from '../../core/accounts/accounts.errors.js';
import { conflict, forbidden, notFound, validationError } from '../../core/shared/errors.js';
import { type AppError, errorStatus } from '../../server/http/errors.js';
import { respond } from '../../server/http/respond.js';

const run = async (result: Parameters<typeof respond>[1]) => {
  const app = new Hono().get('/', (c) => respond(c, result));
  const res = await app.request('/');
  return { status: res.status, body: await res.json(), headers: res.headers };
};

describe('respond', () => {
  it('spreads an object result next to success: true', async () => {
    expect(await run(ok({ suggestions: ['a'] }))).toMatchObject({
      status: 200,
      body: { success: true, suggestions: ['a'] },
    });
    expect((await run(okAsync({ stored: 2 }))).body).toEqual({ success: true, stored: 2 });
  });

  it('puts other results under data', async () => {
    expect((await run(ok([1, 2]))).body).toEqual({ success: true, data: [1, 2] });
    expect((await run(ok('x'))).body).toEqual({ success: true, data: 'x' });
  });

  it.each<[AppError, number, Record<string, string[]>]>([
    [validationError({ email: ['Bad e-mail'] }), 400, { email: ['Bad e-mail'] }],
    [notFound('report'), 404, { '*': ['The requested report was not found'] }],
    [forbidden('Not yours'), 403, { '*': ['Not yours'] }],
    [conflict('Already bought'), 409, { '*': ['Already bought'] }],
    [unauthenticated('Please sign in'), 401, { '*': ['Please sign in'] }],
    [rateLimited('Too many attempts', 30), 429, { '*': ['Too many attempts'] }],
  ])('answers %j with its status and the spec error shape', async (error, status, errors) => {
    const out = await run(errAsync(error));
    expect(out.status).toBe(status);
    expect(errorStatus[error.type]).toBe(status);
    expect(out.body).toEqual({ success: false, errors });
  });

  it('sets Retry-After for RateLimited', async () => {
    expect((await run(err(rateLimited('Slow down', 42)))).headers.get('retry-after')).toBe('42');
  });
});
