import { anonymousWriteChecks } from '../accounts/anonymous-writes.rules.js';
import type { SearchHistory } from '../accounts/history.port.js';
import { consumeLimits } from '../accounts/rate-limit.steps.js';
import type { SearchDeps } from './person-search.port.js';

/**
 * Logs a signed-in user's search in their search history, or a visitor's under their visitor cookie
 * until they sign up or log in (docs/decisions/0081); a failure to log never fails the search.
 */
export const recordSearch = async (
  deps: SearchDeps,
  who: {
    readonly userId?: string | undefined;
    readonly visitorId?: string | undefined;
    /** The visitor's client address: a visitor's searches are kept within its budget (docs/decisions/0094). */
    readonly visitorIp?: string | undefined;
  },
  entry: Parameters<SearchHistory['record']>[1],
): Promise<void> => {
  const { userId, visitorId, visitorIp } = who;
  try {
    if (userId) await deps.history?.record(userId, entry, deps.clock.now());
    else if (visitorId && (await withinVisitorBudget(deps, visitorIp))) {
      await deps.visitorHistory?.record(visitorId, entry, deps.clock.now());
    }
  } catch (e) {
    deps.onHistoryError?.(e);
  }
};

/** Whether a visitor's search from `ip` may be kept: within the per-address budget of visitor searches. */
const withinVisitorBudget = async (deps: SearchDeps, ip: string | undefined): Promise<boolean> =>
  !deps.visitorSearchLimiter ||
  ip === undefined ||
  (await consumeLimits(deps.visitorSearchLimiter, anonymousWriteChecks('visitorSearches', ip), deps.clock.now())) ===
    null;
