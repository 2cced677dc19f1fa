import type { SearchHistory } from '../accounts/history.port.js';
import type { SearchDeps } from './person-search.port.js';

/**
 * Logs a signed-in user's search in their search history, or a visitor's under their visitor cookie
 * until they sign up or log in (docs/decisions/0081); a failure to log never fails the search.
 */
export const recordSearch = async (
  deps: SearchDeps,
  who: { readonly userId?: string | undefined; readonly visitorId?: string | undefined },
  entry: Parameters<SearchHistory['record']>[1],
): Promise<void> => {
  const { userId, visitorId } = who;
  try {
    if (userId) await deps.history?.record(userId, entry, deps.clock.now());
    else if (visitorId) await deps.visitorHistory?.record(visitorId, entry, deps.clock.now());
  } catch (e) {
    deps.onHistoryError?.(e);
  }
};
