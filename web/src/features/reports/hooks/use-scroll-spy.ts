import { useCallback, useEffect, useRef, useState } from 'react';

/** Scroll-spy and scroll constants (001 section 2; 002 section 9). */
export const REPORT_SCROLL_SPY_DEBOUNCE_MS = 99;
export const REPORT_RESIZE_DEBOUNCE_MS = 500;
export const REPORT_SCROLL_OFFSET = -85;
export const REPORT_SCROLL_ANIMATION_MS = 500;

/**
 * Which section is current while the page scrolls (debounced 99 ms, 500 ms on resize, offset -85), and a 500 ms
 * animated scroll to a section. `onSeen` fires for every section whose top has reached the offset
 * line (scrolled to), so the caller can mark it viewed. `recheck` looks again at once, for sections that
 * appear after the ids (a panel whose code loads on demand).
 */
export const useScrollSpy = (ids: readonly string[], onSeen: (id: string) => void) => {
  const [active, setActive] = useState<string | null>(ids[0] ?? null);
  const seen = useRef(onSeen);
  seen.current = onSeen;
  // The section a navigation click scrolls to stays current while the animation runs and settles.
  const pinned = useRef<{ id: string; until: number } | null>(null);
  // The current check, for `recheck` (sections that appear later, e.g. a panel whose code loads on demand).
  const checkNow = useRef<(() => void) | null>(null);

  useEffect(() => {
    if (ids.length === 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      const line = -REPORT_SCROLL_OFFSET + 1;
      let current: string | null = ids[0] ?? null;
      for (const id of ids) {
        const el = document.getElementById(`section-${id}`);
        if (!el) continue;
        const r = el.getBoundingClientRect();
        if (r.top <= line) current = id;
        // Scrolled to: its top has come within the viewport (above the bottom third).
        if (r.top < window.innerHeight * 0.66 && r.bottom > line) seen.current(id);
      }
      // At the bottom of the page the last sections cannot reach the line: the last one is current.
      const atBottom = window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2;
      if (atBottom && window.scrollY > 0) current = ids[ids.length - 1] ?? current;
      const pin = pinned.current;
      if (pin && performance.now() < pin.until && ids.includes(pin.id)) current = pin.id;
      setActive(current);
    };
    const later = (ms: number) => () => {
      clearTimeout(timer);
      timer = setTimeout(check, ms);
    };
    checkNow.current = check;
    const onScroll = later(REPORT_SCROLL_SPY_DEBOUNCE_MS);
    const onResize = later(REPORT_RESIZE_DEBOUNCE_MS);
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      checkNow.current = null;
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onResize);
    };
  }, [ids]);

  const scrollTo = useCallback((id: string) => {
    const el = document.getElementById(`section-${id}`);
    if (!el) return;
    const start = window.scrollY;
    const target = Math.max(0, el.getBoundingClientRect().top + window.scrollY + REPORT_SCROLL_OFFSET);
    const t0 = performance.now();
    const step = (now: number) => {
      const p = Math.min(1, (now - t0) / REPORT_SCROLL_ANIMATION_MS);
      const eased = p < 0.5 ? 2 * p * p : 1 - (-2 * p + 2) ** 2 / 2;
      window.scrollTo(0, start + (target - start) * eased);
      if (p < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
    pinned.current = { id, until: t0 + REPORT_SCROLL_ANIMATION_MS + REPORT_SCROLL_SPY_DEBOUNCE_MS + 200 };
    setActive(id);
  }, []);

  /** Checks again now: the sections on the page changed while the ids did not. */
  const recheck = useCallback(() => checkNow.current?.(), []);

  return { active, scrollTo, recheck };
};
