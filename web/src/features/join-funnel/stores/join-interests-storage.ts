import { freshJoinInterests, type StoredJoinInterests } from '#core/funnels/join-funnel.rules';

/** The browser-storage key of a visitor's join funnel interests (kept 24 hours, 002 sections 4 and 9). */
const KEY = 'tw.joinFunnel.interests';

/** The visitor's interests from browser storage, while younger than 24 hours. */
export const loadJoinInterests = (nowMs = Date.now()): readonly number[] | null => {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as StoredJoinInterests) : null;
    const fresh = freshJoinInterests(
      parsed && Array.isArray(parsed.categories) && typeof parsed.savedAtMs === 'number' ? parsed : null,
      nowMs,
    );
    if (!fresh) window.localStorage.removeItem(KEY);
    return fresh ? fresh.categories.filter((n) => typeof n === 'number') : null;
  } catch {
    return null;
  }
};

/** Keeps a visitor's interests in browser storage (a signed-in member's go to the server instead). */
export const storeJoinInterests = (categories: readonly number[], nowMs = Date.now()): void => {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ categories, savedAtMs: nowMs } satisfies StoredJoinInterests));
  } catch {
    // Storage may be full or off (private mode): the funnel still works for this visit.
  }
};
