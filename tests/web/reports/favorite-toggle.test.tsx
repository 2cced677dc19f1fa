// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPORT_FAVORITE_FAILED } from '../../../core/reports/report-favorite.rules';
import { FavoriteToggle } from '../../../web/src/features/reports/components/favorite-toggle';
import { useToastStore } from '../../../web/src/lib/toast/toast-store';
import { json, serve } from '../monitoring/monitoring-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useToastStore.setState({ toasts: [] });
});

describe('FavoriteToggle (000 section 7 reports/{id}/toggle-favorite)', () => {
  it('presses the star, PATCHes the toggle and shows a success toast naming the report', async () => {
    const calls = serve((method, url) =>
      method === 'PATCH' && url === '/dashboard/api/reports/7/toggle-favorite'
        ? json({ success: true, id: 7, isFavorite: true })
        : undefined,
    );
    const onChange = vi.fn();
    render(<FavoriteToggle historyId={7} title="Ann Example" initial={false} onChange={onChange} />);
    const star = screen.getByRole('button', { name: 'Favourite: Ann Example' });
    expect(star.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(star);
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(calls.map((c) => c.method)).toEqual(['PATCH']);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(useToastStore.getState().toasts.map((t) => [t.type, t.title])).toEqual([['success', 'Added to favourites']]);
  });

  it('a failure keeps the star and shows an error toast', async () => {
    serve(() => json({ success: false, errors: { '*': ['Not found'] } }, 404));
    render(<FavoriteToggle historyId={8} title="Bob Example" initial />);
    const star = screen.getByRole('button', { name: 'Favourite: Bob Example' });
    fireEvent.click(star);
    await waitFor(() => expect(useToastStore.getState().toasts).toHaveLength(1));
    expect(useToastStore.getState().toasts[0]).toMatchObject({ type: 'error', msg: REPORT_FAVORITE_FAILED });
    expect(star.getAttribute('aria-pressed')).toBe('true');
  });
});
