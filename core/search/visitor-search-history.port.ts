import type { SearchEntry, StoredSearch } from '../accounts/history.port.js';

/**
 * The searches of a visitor who is not signed in (docs/decisions/0081), kept under the first-party
 * visitor cookie until the visitor signs up or logs in in the same browser, when they join the member's
 * search history (000 section 2 Search History). The same search (type + URL) again moves up.
 */
export interface VisitorSearchHistory {
  record(visitorId: string, entry: SearchEntry, at: Date): Promise<void>;
  /** The visitor's searches, oldest first. */
  list(visitorId: string): Promise<StoredSearch[]>;
  /** Forgets the visitor's searches (after they joined a member's history). */
  remove(visitorId: string): Promise<void>;
  /**
   * A store that writes in batches (docs/decisions/0090) writes what it holds and holds nothing more; the
   * server calls it before it closes the database. `list` and `remove` see every search recorded before
   * them that the store could write (one it could not is reported, not kept).
   */
  close?(): Promise<void>;
}
