// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DEFAULT_DELAY_MS } from '../../../web/src/lib/layout.rules';
import { showToast, useToastStore } from '../../../web/src/lib/toast/toast-store';
import { Toaster } from '../../../web/src/lib/toast/toaster';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  useToastStore.setState({ toasts: [] });
});

describe('toasts (002 sections 3 and 4)', () => {
  it('shows title, message and type, and removes the toast after 2000 ms by default', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ title: 'Added to favourites', msg: 'Ann Example is now a favourite.', type: 'success' });
    });
    const toast = screen.getByTestId('toast');
    expect(toast.dataset.type).toBe('success');
    expect(toast.textContent).toContain('Added to favourites');
    expect(toast.textContent).toContain('Ann Example is now a favourite.');
    act(() => {
      vi.advanceTimersByTime(TOAST_DEFAULT_DELAY_MS - 1);
    });
    expect(screen.queryAllByTestId('toast')).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });

  it('type defaults to info; a given delay is kept; the close button removes it at once', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      showToast({ msg: 'One', delay: 5000 });
      showToast({ msg: 'Two', type: 'error' });
    });
    expect(screen.getAllByTestId('toast').map((t) => t.dataset.type)).toEqual(['info', 'error']);
    act(() => {
      vi.advanceTimersByTime(TOAST_DEFAULT_DELAY_MS);
    });
    expect(screen.getAllByTestId('toast').map((t) => t.textContent)).toEqual([expect.stringContaining('One')]);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryAllByTestId('toast')).toHaveLength(0);
  });
});
