import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REQUEST_COMPLETE_DELAY_MS,
  REQUEST_GENERIC_ERROR_TEXT,
  REQUEST_GENERIC_ERROR_TITLE,
  requestCookieValue,
  requestFailureFromResponse,
  requestFirstMessage,
  requestGroupErrors,
  requestIsSameHost,
  requestIsServiceUnavailable,
  requestMessageToText,
  requestNeedsCsrf,
  requestNormalizeErrors,
  requestTimeoutMs,
  requestTriggersSessionExpiry,
} from '../../../web/src/lib/http/request.rules';

describe('requestTimeoutMs (002 sections 7 and 9)', () => {
  it('is 60 s in production and 300 s elsewhere', () => {
    expect(requestTimeoutMs('/api/health', 'production')).toBe(60_000);
    expect(requestTimeoutMs('/api/health', 'development')).toBe(300_000);
    expect(requestTimeoutMs('/dashboard/api/user', 'test')).toBe(300_000);
  });

  it('is 180 s for the dashboard reports API in every mode', () => {
    expect(requestTimeoutMs('/dashboard/api/reports', 'production')).toBe(180_000);
    expect(requestTimeoutMs('/dashboard/api/reports/12?x=1', 'production')).toBe(180_000);
    expect(requestTimeoutMs('https://tracewell.example/dashboard/api/reports/1', 'development')).toBe(180_000);
    expect(requestTimeoutMs('/dashboard/api/reportsx', 'production')).toBe(60_000);
    expect(requestTimeoutMs('/api/reports', 'production')).toBe(60_000);
  });

  it('always picks one of the three spec values', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (url, mode) => {
        expect([60_000, 180_000, 300_000]).toContain(requestTimeoutMs(url, mode));
      }),
    );
  });

  it('fires requests-complete 999 ms after the last request', () => {
    expect(REQUEST_COMPLETE_DELAY_MS).toBe(999);
  });
});

describe('headers', () => {
  it('state-changing methods need the anti-forgery header', () => {
    expect(['post', 'PUT', 'Patch', 'DELETE'].every(requestNeedsCsrf)).toBe(true);
    expect(['GET', 'HEAD', 'OPTIONS'].some(requestNeedsCsrf)).toBe(false);
  });

  it('reads cookies', () => {
    expect(requestCookieValue('a=1; tw_csrf=abc%3D; b', 'tw_csrf')).toBe('abc=');
    expect(requestCookieValue('xtw_csrf=1', 'tw_csrf')).toBeUndefined();
    expect(requestCookieValue('tw_csrf=%E0%A4%A', 'tw_csrf')).toBe('%E0%A4%A');
    expect(requestCookieValue('', 'tw_csrf')).toBeUndefined();
  });
});

describe('session expiry trigger (002 section 8.1)', () => {
  const base = {
    status: 401,
    url: '/dashboard/api/user',
    pageOrigin: 'https://tracewell.example',
    pagePath: '/dashboard',
  };
  it('fires for a same-host 401 outside login and signup', () => {
    expect(requestTriggersSessionExpiry(base)).toBe(true);
    expect(requestTriggersSessionExpiry({ ...base, url: 'https://tracewell.example/api/x' })).toBe(true);
  });
  it('not for other statuses, other hosts or on login/signup pages', () => {
    expect(requestTriggersSessionExpiry({ ...base, status: 403 })).toBe(false);
    expect(requestTriggersSessionExpiry({ ...base, url: 'https://other.example/api/x' })).toBe(false);
    expect(requestTriggersSessionExpiry({ ...base, pagePath: '/login' })).toBe(false);
    expect(requestTriggersSessionExpiry({ ...base, pagePath: '/signup?x=1' })).toBe(false);
    expect(requestTriggersSessionExpiry({ ...base, pagePath: '/identity-monitoring/login/password' })).toBe(false);
    expect(requestTriggersSessionExpiry({ ...base, pagePath: '/loginx' })).toBe(true);
  });
  it('compares hosts case-insensitively', () => {
    expect(requestIsSameHost('//TRACEWELL.example/a', 'https://tracewell.example')).toBe(true);
    expect(requestIsSameHost('api/x', 'https://tracewell.example')).toBe(true);
  });
});

describe('error display (002 section 8)', () => {
  it('reads the spec shape and turns HTML into text, deduplicating messages', () => {
    const f = requestFailureFromResponse(400, {
      success: false,
      errors: { '*': ['Bad <b>input</b>', 'Bad input'], email: ['Enter a valid&nbsp;email', ''], n: 3 },
    });
    expect(f).toEqual({ status: 400, errors: { '*': ['Bad input'], email: ['Enter a valid email'] } });
  });

  it('a 500 without a message gets the generic alert', () => {
    for (const body of [undefined, null, '', '<html>oops</html>', { success: false }, { success: false, errors: {} }]) {
      const f = requestFailureFromResponse(500, body);
      expect(f.alert).toEqual({ title: REQUEST_GENERIC_ERROR_TITLE, text: REQUEST_GENERIC_ERROR_TEXT });
      expect(f.errors).toEqual({ '*': ['Sorry, an error occurred'] });
    }
    expect(REQUEST_GENERIC_ERROR_TEXT).toBe('Please try your request again');
  });

  it('a 500 with a message shows that message without the generic alert', () => {
    const f = requestFailureFromResponse(500, { success: false, errors: { '*': ['Payment service down'] } });
    expect(f.alert).toBeUndefined();
    expect(f.errors['*']).toEqual(['Payment service down']);
  });

  it('falls back to message/error strings and short text bodies', () => {
    expect(requestFailureFromResponse(403, { message: 'Forbidden' }).errors).toEqual({ '*': ['Forbidden'] });
    expect(requestFailureFromResponse(409, { error: 'Taken' }).errors).toEqual({ '*': ['Taken'] });
    expect(requestFailureFromResponse(400, 'Plain text').errors).toEqual({ '*': ['Plain text'] });
    expect(requestFailureFromResponse(404, '<!doctype html><p>x</p>').errors).toEqual({
      '*': ['Sorry, an error occurred'],
    });
  });

  it('accepts a single string per field', () => {
    expect(requestNormalizeErrors({ email: 'Required' })).toEqual({ email: ['Required'] });
    expect(requestNormalizeErrors('nope')).toEqual({});
  });

  it('converts entities', () => {
    expect(requestMessageToText('a&lt;b&gt; &quot;c&quot; &#39;d&apos; &amp;<br/>e')).toBe('a<b> "c" \'d\' & e');
  });

  it('groups fields with identical message lists', () => {
    expect(requestGroupErrors({ a: ['x'], b: ['x'], c: ['y'], d: [] })).toEqual([
      { fields: ['a', 'b'], messages: ['x'] },
      { fields: ['c'], messages: ['y'] },
    ]);
  });

  it('picks the first message, general first', () => {
    expect(requestFirstMessage({ email: ['e'], '*': ['g'] })).toBe('g');
    expect(requestFirstMessage({ email: ['e'] })).toBe('e');
    expect(requestFirstMessage({})).toBeUndefined();
  });

  it('503 and 504 are Service Unavailable', () => {
    expect([502, 503, 504, 500].map(requestIsServiceUnavailable)).toEqual([false, true, true, false]);
  });
});
