import type { Clock } from '../shared/clock.port.js';

/**
 * The interests a signed-in member chose in the join funnel (002 section 7 "user interests"): data category
 * Ids, one list per user, replaced on each save.
 */
export interface UserInterests {
  /** The user's saved category Ids (ascending), or null when the user never saved any. */
  get(userId: string): Promise<readonly number[] | null>;
  /** Replaces the user's interests with `categoryIds` (already validated), at `at`. */
  save(userId: string, categoryIds: readonly number[], at: Date): Promise<void>;
}

/** What the funnel use cases need. */
export interface FunnelPorts {
  readonly interests: UserInterests;
  readonly clock: Clock;
}
