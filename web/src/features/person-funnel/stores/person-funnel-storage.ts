import { freshPersonFunnel, type StoredPersonFunnel } from '#core/funnels/person-funnel.rules';

/** The browser-storage key of the stored person funnel (kept 3600 s, 002 sections 4 and 9). */
const KEY = 'tw.personFunnel';

export type PersonFunnelAnswers = Omit<StoredPersonFunnel, 'savedAtMs'>;

export const EMPTY_PERSON_FUNNEL: PersonFunnelAnswers = {
  firstName: '',
  middleName: '',
  lastName: '',
  city: '',
  state: '',
  age: null,
  email: '',
  interests: [],
};

/** The stored funnel while younger than 3600 s; an expired one is removed. */
export const loadPersonFunnel = (nowMs = Date.now()): PersonFunnelAnswers | null => {
  try {
    const raw = window.localStorage.getItem(KEY);
    const parsed = raw ? (JSON.parse(raw) as StoredPersonFunnel) : null;
    const fresh = freshPersonFunnel(parsed && typeof parsed.savedAtMs === 'number' ? parsed : null, nowMs);
    if (!fresh) {
      window.localStorage.removeItem(KEY);
      return null;
    }
    const { savedAtMs: _at, ...answers } = fresh;
    return { ...EMPTY_PERSON_FUNNEL, ...answers };
  } catch {
    return null;
  }
};

/** Keeps the answers (and restarts the 3600 s). */
export const storePersonFunnel = (answers: PersonFunnelAnswers, nowMs = Date.now()): void => {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...answers, savedAtMs: nowMs } satisfies StoredPersonFunnel));
  } catch {
    // Storage full or off: the funnel still runs for this page.
  }
};
