import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { Clock } from '../shared/clock.port.js';
import type { PropertyAccess } from './property-access.port.js';
import type { SavedPropertiesRoom } from './saved-properties.rules.js';
import type {
  GridFilter,
  GridSort,
  SavedListFilter,
  SavedPropertyMetrics,
  SavedPropertyRow,
  SavedRemoval,
} from './saved-properties.schema.js';

/** The capacity check a save asks with the member's saved count and the new ones (core `savedPropertiesRoom`). */
export type SaveRoom = (used: number, adding: number) => SavedPropertiesRoom;

/** What a save did (001 sections 4, 8 and 9). */
export type SaveOutcome =
  /** Every property is on the list: its saved row id (an already saved one keeps its id and takes no place). */
  | { readonly type: 'saved'; readonly saved: readonly { readonly id: string; readonly propertyReachId: string }[] }
  /** The new ones do not fit in the 1000 places: nothing was saved; `spaceAvailable` places were left. */
  | { readonly type: 'limitReached'; readonly spaceAvailable: number }
  /** A property the records do not hold: nothing was saved. */
  | { readonly type: 'unknownProperty'; readonly propertyIds: readonly string[] };

/**
 * One reading of the grid (001 sections 2 and 4): the table filter (favorites, updates, recently viewed),
 * the column filters and sort (names checked against the catalogue by the schema), a page (1-based; no
 * page means every row, for the export), the columns whose values the rows carry (null: every column),
 * and optionally only these saved rows (the export's selection).
 */
export interface SavedPropertiesQuery {
  readonly filter: SavedListFilter;
  readonly gridFilters: readonly GridFilter[];
  readonly sort: GridSort;
  readonly page: { readonly page: number; readonly limit: number } | null;
  readonly columns: readonly string[] | null;
  /** Only these rows: saved rows by id, or (recently viewed) properties by record id; either one matches. */
  readonly savedIds?: readonly string[];
  readonly propertyIds?: readonly string[];
}

/** A member's Edit Columns choice as stored: `{ id, sortOrder }` per column, sortOrder null = hidden. */
export type StoredColumnSetting = { readonly id: number; readonly sortOrder: number | null };

/**
 * A member's saved properties (001 sections 2, 4, 7, 8 and 9; docs/decisions/0066): the favorites list
 * of up to 1000 properties with each property's grid facts, the "Updated w/ new info" reading, the
 * recently viewed address reports, and the member's column settings. Adapters: PgSavedProperties,
 * InMemorySavedProperties; one contract suite (tests/adapters/property/saved-properties.contract.test.ts).
 */
export interface SavedProperties {
  /**
   * Saves properties for a member, all or nothing, atomically against parallel saves: "Paid members can
   * save properties up to the limit of 1000" (001 section 6). A property already saved keeps its row and
   * takes no place; whether the new ones fit is `room`'s to say (core `savedPropertiesRoom`), asked with the
   * member's count inside the same atomic step; when they do not, nothing is saved (limitReached with the
   * places `room` answered).
   */
  save(userId: string, propertyIds: readonly string[], at: Date, room: SaveRoom): Promise<SaveOutcome>;
  /**
   * Removes the member's saved rows among `ids`, or the member's rows of the properties `propertyIds`;
   * rows of anyone else are untouched. Answers how many went.
   */
  remove(userId: string, which: SavedRemoval): Promise<number>;
  /** One page (or every row) of the grid, filtered and sorted on the server, and the total the filters keep. */
  list(
    userId: string,
    query: SavedPropertiesQuery,
  ): Promise<{ readonly rows: readonly SavedPropertyRow[]; readonly total: number }>;
  /** The ids among `propertyIds` the member has saved (the save toggle's state on lists of properties). */
  savedAmong(userId: string, propertyIds: readonly string[]): Promise<ReadonlySet<string>>;
  /** The capacity indicator and the updates dot (001 sections 2 and 3). */
  metrics(userId: string): Promise<SavedPropertyMetrics>;
  /** The member's stored column settings, or null when they never saved any. */
  userColumns(userId: string): Promise<readonly StoredColumnSetting[] | null>;
  /** Stores the member's column settings (replacing earlier ones). */
  setUserColumns(userId: string, settings: readonly StoredColumnSetting[]): Promise<void>;
  /** Forgets the member's column settings (they see the defaults again). */
  resetUserColumns(userId: string): Promise<void>;
}

/** What every saved-properties use case needs: the list, who is a member, the time and the counters. */
export interface SavedPropertiesDeps {
  readonly saved: SavedProperties;
  readonly access: PropertyAccess;
  readonly clock: Clock;
  readonly limiter?: RateLimiter;
}
