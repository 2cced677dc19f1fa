import { ExcelJsSpreadsheetWriter } from '../../adapters/excel/exceljs-spreadsheet-writer.js';
import { listingPhotoExists } from '../../adapters/postgres/pg-listing-photos.js';
import { PgNearbyProperties } from '../../adapters/postgres/pg-nearby-properties.js';
import { PgNearbySearch } from '../../adapters/postgres/pg-nearby-search.js';
import { PgNeighborhood } from '../../adapters/postgres/pg-neighborhood.js';
import { PgPropertyMarket } from '../../adapters/postgres/pg-property-market.js';
import { PgSavedNearbySearches } from '../../adapters/postgres/pg-saved-nearby-searches.js';
import { PgSavedProperties } from '../../adapters/postgres/pg-saved-properties.js';
import { SyntheticPropertyPhotos } from '../../adapters/synthetic/synthetic-property-photos.js';
import type { RateLimiter } from '../../core/accounts/rate-limiter.port.js';
import type { FactGate } from '../../core/fact-gate/fact-gate.steps.js';
import { makePropertyAccess } from '../../core/membership/limits/property-access.provider.js';
import type { MembershipPorts } from '../../core/membership/membership-ports.port.js';
import { makeClosestProperties } from '../../core/property/closest-properties.use-case.js';
import { makeDeleteNearbySearch } from '../../core/property/delete-nearby-search.use-case.js';
import { makeExportSavedProperties } from '../../core/property/export-saved-properties.use-case.js';
import { makeFindComparables } from '../../core/property/find-comparables.use-case.js';
import { gatedNeighborhood } from '../../core/property/gated-neighborhood.steps.js';
import { makeGetDefaultColumns } from '../../core/property/get-default-columns.use-case.js';
import { makeGetPropertyPhoto } from '../../core/property/get-property-photo.use-case.js';
import { makeGetSchools } from '../../core/property/get-schools.use-case.js';
import { makeGetUserColumns } from '../../core/property/get-user-columns.use-case.js';
import { makeGetWalkScore } from '../../core/property/get-walk-score.use-case.js';
import { makeListNearbySearches } from '../../core/property/list-nearby-searches.use-case.js';
import { makeListSavedProperties } from '../../core/property/list-saved-properties.use-case.js';
import { makeMarketDemand } from '../../core/property/market-demand.use-case.js';
import { makeMarketTrends } from '../../core/property/market-trends.use-case.js';
import { makeNearbyCounts } from '../../core/property/nearby-counts.use-case.js';
import type { NearbyProperties } from '../../core/property/nearby-properties.port.js';
import type { NearbySearch, SavedNearbySearches } from '../../core/property/nearby-search.port.js';
import { makeNearbySearch } from '../../core/property/nearby-search.use-case.js';
import type { Neighborhood } from '../../core/property/neighborhood.port.js';
import { makeNeighborhoodWatch } from '../../core/property/neighborhood-watch.use-case.js';
import type { PropertyAccess } from '../../core/property/property-access.port.js';
import type { PropertyMarket } from '../../core/property/property-market.port.js';
import type { PropertyPhotos } from '../../core/property/property-photos.port.js';
import { makeRecentNeighbors } from '../../core/property/recent-neighbors.use-case.js';
import { makeRemoveSavedProperties } from '../../core/property/remove-saved-properties.use-case.js';
import { makeResetUserColumns } from '../../core/property/reset-user-columns.use-case.js';
import { makeSaveNearbySearch } from '../../core/property/save-nearby-search.use-case.js';
import { makeSaveProperties } from '../../core/property/save-properties.use-case.js';
import { makeSaveUserColumns } from '../../core/property/save-user-columns.use-case.js';
import type { SavedProperties } from '../../core/property/saved-properties.port.js';
import type { SpreadsheetWriter } from '../../core/property/spreadsheet.port.js';
import type { SiteFlag } from '../../core/shell/flags.rules.js';
import { type PortOverrides, type SharedBindings, withOverrides } from './shared.js';

/** What the property wiring builds and a test may replace. */
export interface PropertyPorts {
  /** Who may use the property tools: the memberships area's subscriptions (001 section 6). */
  readonly access: PropertyAccess;
  /** Comparables, market trends and demand over the record tables (001 sections 3 and 7). */
  readonly market: PropertyMarket;
  /** Schools, walk score, recent neighbours and the watch over the record tables (001 sections 2 and 7). */
  readonly neighborhood: Neighborhood;
  /** The properties closest to a subject, as nearby cards (001 sections 3 and 7). */
  readonly nearby: NearbyProperties;
  /** The nearby search, its chip counts and the alerts' matches (001 sections 2, 3, 4 and 9). */
  readonly nearbySearch: NearbySearch;
  /** The members' saved nearby searches (001 sections 3 and 7). */
  readonly savedNearbySearches: SavedNearbySearches;
  /** The listing photos the records name (001 sections 2 and 3). */
  readonly photos: PropertyPhotos;
  /** The members' saved properties, their grid facts and column settings (001 sections 2-9). */
  readonly saved: SavedProperties;
  /** Writes the saved-properties Excel export (001 section 2). */
  readonly spreadsheet: SpreadsheetWriter;
  /** The tools' per-member limits (`PROPERTY_TOOL_LIMITS`): the accounts area's shared counters. */
  readonly limiter: RateLimiter;
}

/** The property use cases the routes call (001: comparables, market, neighbourhood, nearby). */
const propertyUseCases = (
  p: PropertyPorts & Pick<SharedBindings, 'clock'> & { readonly comparablesEnabled: () => boolean | Promise<boolean> },
) => ({
  findComparables: makeFindComparables(p),
  marketTrends: makeMarketTrends(p),
  marketDemand: makeMarketDemand(p),
  getSchools: makeGetSchools(p),
  getWalkScore: makeGetWalkScore(p),
  recentNeighbors: makeRecentNeighbors(p),
  neighborhoodWatch: makeNeighborhoodWatch(p),
  closestProperties: makeClosestProperties(p),
  getPropertyPhoto: makeGetPropertyPhoto(p),
  saveProperties: makeSaveProperties(p),
  removeSavedProperties: makeRemoveSavedProperties(p),
  listSavedProperties: makeListSavedProperties(p),
  getDefaultColumns: makeGetDefaultColumns(p),
  getUserColumns: makeGetUserColumns(p),
  saveUserColumns: makeSaveUserColumns(p),
  resetUserColumns: makeResetUserColumns(p),
  exportSavedProperties: makeExportSavedProperties(p),
  nearbySearch: makeNearbySearch(p),
  nearbyCounts: makeNearbyCounts(p),
  saveNearbySearch: makeSaveNearbySearch(p),
  listNearbySearches: makeListNearbySearches(p),
  deleteNearbySearch: makeDeleteNearbySearch(p),
});
export type PropertyUseCases = ReturnType<typeof propertyUseCases>;

/** The property area: its ports and use cases. */
export interface PropertyWiring {
  readonly ports: PropertyPorts;
  readonly useCases: PropertyUseCases;
}

/**
 * The property research tools on the record tables (PostgreSQL or PGlite): comparables, market trends
 * and demand, the neighbourhood and the nearby list (001 sections 2, 3, 7 and 9;
 * docs/decisions/0060-property-research.md). From the memberships area: who is a member.
 */
export const wireProperty = (
  shared: SharedBindings,
  deps: {
    readonly membership: MembershipPorts;
    readonly limiter: RateLimiter;
    /** The fact gate: recent neighbours who opted out are left out (core/fact-gate/fact-gate.steps.ts). */
    readonly gate: FactGate;
    /** The server's view of a site feature flag (stored rules, 5 s cache): server/wiring/flags.ts. */
    readonly siteFlag: (flag: SiteFlag) => () => Promise<boolean>;
  },
  overrides?: PortOverrides<PropertyPorts>,
): PropertyWiring => {
  const built = withOverrides<PropertyPorts>(
    {
      access: makePropertyAccess(deps.membership),
      market: new PgPropertyMarket(shared.db),
      neighborhood: new PgNeighborhood(shared.db),
      nearby: new PgNearbyProperties(shared.db),
      nearbySearch: new PgNearbySearch(shared.db),
      savedNearbySearches: new PgSavedNearbySearches(shared.db),
      photos: new SyntheticPropertyPhotos((id, n) => listingPhotoExists(shared.db, id, n)),
      saved: new PgSavedProperties(shared.db),
      spreadsheet: new ExcelJsSpreadsheetWriter(),
      limiter: deps.limiter,
    },
    overrides,
  );
  const ports: PropertyPorts = {
    ...built,
    neighborhood: gatedNeighborhood(built.neighborhood, deps.gate),
  };
  return {
    ports,
    useCases: propertyUseCases({
      ...ports,
      clock: shared.clock,
      // The comparables tool follows the comparables site flag (bit 1024, 001 section 6).
      comparablesEnabled: deps.siteFlag('comparables'),
    }),
  };
};
