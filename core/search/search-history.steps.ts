import type { SearchHistory } from '../accounts/history.port.js';
import type { SearchDeps } from './person-search.port.js';

/** Logs a signed-in user's search in their search history; a failure to log never fails the search. */
export const recordSearch = async (
  deps: SearchDeps,
  userId: string | undefined,
  entry: Parameters<SearchHistory['record']>[1],
): Promise<void> => {
  if (!userId || !deps.history) return;
  try {
    await deps.history.record(userId, entry, deps.clock.now());
  } catch (e) {
    deps.onHistoryError?.(e);
  }
};
