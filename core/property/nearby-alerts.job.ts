import type { Clock } from '../shared/clock.port.js';
import type { Mailer } from '../shared/mailer.port.js';
import { readNearbyFilters } from './nearby-filters.rules.js';
import type { NearbySearch, SavedNearbySearches } from './nearby-search.port.js';
import { newMatches } from './nearby-search.rules.js';
import { NearbyTargetSchema } from './nearby-search.schema.js';
import { resolveNearbyScope } from './nearby-search.steps.js';
import type { PropertyAccess } from './property-access.port.js';
import { activeQuickFilter } from './quick-filters.rules.js';

/** What one run of the saved-search alerts did. */
export interface NearbyAlertsReport {
  readonly searches: number;
  /** Searches run for the first time: their matches recorded as the baseline, no mail. */
  readonly baselines: number;
  readonly mailed: number;
  /** Saved searches whose target no longer resolves (a property gone from the records, a bad shape). */
  readonly skipped: number;
  /** Searches another instance's run recorded first (it mails, this one does not). */
  readonly raced: number;
  /** Searches of members without an active membership (lapsed, paused): not run, no mail, kept. */
  readonly inactive: number;
  /** Searches whose run failed (logged); the others ran. */
  readonly failed: number;
}

/** The alert mail (002 "monitoring"): how many new properties, and the link that runs the search. */
const nearbyAlertMail = (to: string, title: string, count: number, url: string) => ({
  to,
  subject: `${count} new ${count === 1 ? 'property matches' : 'properties match'} your saved search`,
  text: `${count} new ${count === 1 ? 'property matches' : 'properties match'} your saved nearby search "${title}".\n\nSee them: ${url}\n`,
});

/**
 * The saved nearby search alerts (002 search history and monitoring; docs/decisions/0067): for each
 * saved search, the properties it matches now (target, filters and quick filter); the first run
 * records them as the baseline; a later run that finds properties it did not match at its last run
 * writes one e-mail to the member naming how many and linking the search. Each run records the new set
 * before it mails, only if no other run recorded the search meanwhile, so the alerts may run in several
 * server instances at once.
 * A search whose target no longer resolves is skipped and left as it was.
 */
export const makeRunNearbyAlerts =
  (deps: {
    readonly savedNearbySearches: SavedNearbySearches;
    readonly nearbySearch: NearbySearch;
    readonly mailer: Mailer;
    readonly clock: Clock;
    /** The site's address, for the link in the mail (config PUBLIC_URL). */
    readonly publicUrl: string;
    /** Who may still use the property tools: a lapsed or paused member's searches wait (001 section 6). */
    readonly access: PropertyAccess;
    /** Told about a search whose run failed; the run goes on with the others. */
    readonly onSearchError?: (searchId: string, error: unknown) => void;
  }) =>
  async (): Promise<NearbyAlertsReport> => {
    const all = await deps.savedNearbySearches.all();
    let baselines = 0;
    let mailed = 0;
    let skipped = 0;
    let raced = 0;
    let inactive = 0;
    let failed = 0;
    for (const s of all) {
      if ((await deps.access.standing(s.userId, deps.clock.now())) !== 'member') {
        inactive += 1;
        continue;
      }
      try {
        const target = NearbyTargetSchema.safeParse(s.criteria.Target);
        if (!target.success) {
          skipped += 1;
          continue;
        }
        const filters = { distanceFromSubject: 0.5, ...readNearbyFilters(s.filters) };
        const scope = await resolveNearbyScope({ search: deps.nearbySearch, clock: deps.clock }, target.data, filters);
        if (scope.isErr()) {
          skipped += 1;
          continue;
        }
        const ids = await deps.nearbySearch.matchingIds({
          area: scope.value.area,
          excludeId: scope.value.subject?.id ?? null,
          filters: scope.value.filters,
          quickFilter: activeQuickFilter(filters.quickFilter),
        });
        // Recorded first, as a compare-and-set: of several instances running at once, one wins each search
        // and only the winner mails (a crash between the two loses that alert rather than sending it twice).
        if (!(await deps.savedNearbySearches.recordRun(s.id, s.lastAlertAt, ids, deps.clock.now()))) {
          raced += 1;
          continue;
        }
        if (s.matchedIds === null) baselines += 1;
        else {
          const fresh = newMatches(s.matchedIds, ids);
          if (fresh.length > 0) {
            await deps.mailer.send(nearbyAlertMail(s.email, s.title, fresh.length, `${deps.publicUrl}${s.searchUrl}`));
            mailed += 1;
          }
        }
      } catch (error) {
        // One search that cannot run (a filter the records reject) must not stop the others' alerts.
        failed += 1;
        deps.onSearchError?.(s.id, error);
      }
    }
    return { searches: all.length, baselines, mailed, skipped, raced, inactive, failed };
  };
