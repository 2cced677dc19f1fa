// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SocialButtons } from '../../../web/src/features/accounts/components/social-buttons';
import { useFeatureStore } from '../../../web/src/lib/feature-flags';
import { resumeRequests } from '../../../web/src/lib/http/http';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const serve = (socialLogin: boolean) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/features'))
        return json({
          success: true,
          mask: socialLogin ? 1 : 0,
          features: { socialLogin: { bit: 1, enabled: socialLogin } },
        });
      return json({
        success: true,
        providers: [
          { authSourceEnumId: 1, name: 'Facebook' },
          { authSourceEnumId: 2, name: 'Google' },
        ],
      });
    }),
  );

beforeEach(() => {
  resumeRequests();
  useFeatureStore.setState({ features: null, requested: false });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the socialLogin site flag (bit 1) governs the social log-in buttons', () => {
  it('on: the buttons show', async () => {
    serve(true);
    render(<SocialButtons redirect="/dashboard" />);
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeTruthy();
  });

  it('off: no buttons, once GET /api/features has answered', async () => {
    serve(false);
    render(<SocialButtons redirect="/dashboard" />);
    await waitFor(() => expect(useFeatureStore.getState().features?.socialLogin.enabled).toBe(false));
    // The providers have answered too (the buttons would show by now without the flag).
    await new Promise((r) => setTimeout(r, 100));
    expect(screen.queryByRole('button', { name: /Continue with/ })).toBeNull();
  });
});
