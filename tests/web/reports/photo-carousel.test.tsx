// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PHOTO_AUTOPLAY_DELAY_MS,
  PHOTO_CAROUSEL_INTERVAL_MS,
  PhotoCarousel,
  wrapPhotoIndex,
} from '../../../web/src/features/reports/components/photo-carousel';

const photos = [
  { url: '/p/1.jpg', caption: 'Front' },
  { url: '/p/2.jpg', caption: null },
  { url: '/p/3.jpg', caption: 'Kitchen' },
];

const stubReducedMotion = (reduce: boolean) =>
  vi.stubGlobal(
    'matchMedia',
    vi.fn((q: string) => ({
      matches: reduce && q.includes('reduce'),
      media: q,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );

const counter = () => screen.getByText(/^\d+ of \d+$/).textContent;

beforeEach(() => stubReducedMotion(false));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('wrapPhotoIndex (001 section 4: wraps around)', () => {
  it('wraps in both directions', () => {
    expect(wrapPhotoIndex(2, 1, 3)).toBe(0);
    expect(wrapPhotoIndex(0, -1, 3)).toBe(2);
    expect(wrapPhotoIndex(1, 1, 3)).toBe(2);
    expect(wrapPhotoIndex(0, -4, 3)).toBe(2);
    expect(wrapPhotoIndex(0, 1, 0)).toBe(0);
  });
});

describe('PhotoCarousel', () => {
  it('previous from the first photo shows the last, next from the last shows the first', () => {
    render(<PhotoCarousel photos={photos} label="12 Oak St" />);
    expect(counter()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(counter()).toBe('3 of 3');
    expect(screen.getByRole('img', { name: 'Kitchen' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('1 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(counter()).toBe('2 of 3');
    expect(screen.getByRole('img', { name: 'Photo 2 of 3, 12 Oak St' })).toBeTruthy();
  });

  it('autoplays: the first turn after 3 s, then one every 4 s, wrapping to the first', () => {
    vi.useFakeTimers();
    render(<PhotoCarousel photos={photos} label="12 Oak St" />);
    act(() => vi.advanceTimersByTime(PHOTO_AUTOPLAY_DELAY_MS - 1));
    expect(counter()).toBe('1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(counter()).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(PHOTO_CAROUSEL_INTERVAL_MS - 1));
    expect(counter()).toBe('2 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(counter()).toBe('3 of 3');
    act(() => vi.advanceTimersByTime(PHOTO_CAROUSEL_INTERVAL_MS));
    expect(counter()).toBe('1 of 3');
  });

  it('pauses while hovered and while focused, and on the pause button', () => {
    vi.useFakeTimers();
    render(<PhotoCarousel photos={photos} label="12 Oak St" />);
    const region = screen.getByRole('region', { name: 'Photos of 12 Oak St' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(20_000));
    expect(counter()).toBe('1 of 3');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(PHOTO_AUTOPLAY_DELAY_MS));
    expect(counter()).toBe('2 of 3');
    fireEvent.focus(screen.getByRole('button', { name: 'Next photo' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(counter()).toBe('2 of 3');
    fireEvent.blur(screen.getByRole('button', { name: 'Next photo' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => vi.advanceTimersByTime(20_000));
    expect(counter()).toBe('2 of 3');
    expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
  });

  it('does not autoplay when reduced motion is preferred', () => {
    stubReducedMotion(true);
    vi.useFakeTimers();
    render(<PhotoCarousel photos={photos} label="12 Oak St" />);
    act(() => vi.advanceTimersByTime(20_000));
    expect(counter()).toBe('1 of 3');
  });

  it('opens the viewer dialog with the photo large; it wraps, Escape closes it and the focus returns', () => {
    render(<PhotoCarousel photos={photos} label="12 Oak St" />);
    const opener = screen.getByRole('button', { name: 'View photo 1 of 3 full screen' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Photos of 12 Oak St' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(dialog.textContent).toContain('3 of 3');
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('/p/3.jpg');
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(dialog.textContent).toContain('1 of 3');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'View photo 1 of 3 full screen' }));
  });

  it('one photo: no controls and no autoplay', () => {
    render(<PhotoCarousel photos={photos.slice(0, 1)} label="12 Oak St" />);
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
  });
});
