import { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import type { SearchHistory } from '../accounts/history.port.js';
import { VisitorId } from '../experiments/experiment.schema.js';
import { useCase } from '../shared/use-case.js';
import type { VisitorSearchHistory } from './visitor-search-history.port.js';

/** POST searches/claim-visitor: the visitor cookie of the browser the member signed in with. */
const ClaimVisitorSearchesInput = z.object({ visitorId: VisitorId });

/**
 * Searches made before signing up or logging in, in the same browser, join the member's search history
 * with the times they were run (docs/decisions/0081), then leave the visitor's list. Running it again
 * adds nothing twice: the history keeps one row per search (type + URL).
 */
export const makeClaimVisitorSearches = (p: { visitorHistory: VisitorSearchHistory; history: SearchHistory }) =>
  useCase(ClaimVisitorSearchesInput, ({ visitorId }, userId: string) =>
    ResultAsync.fromSafePromise(
      (async () => {
        const searches = await p.visitorHistory.list(visitorId);
        for (const s of searches) {
          await p.history.record(
            userId,
            {
              searchTypeEnumId: s.searchTypeEnumId,
              criteria: s.criteria,
              searchUrl: s.searchUrl,
              title: s.title,
              subtitle: s.subtitle,
            },
            s.lastRun,
          );
        }
        if (searches.length > 0) await p.visitorHistory.remove(visitorId);
        return { claimed: searches.length };
      })(),
    ),
  );
