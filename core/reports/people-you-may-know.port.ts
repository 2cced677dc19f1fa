import type { FactGate } from '../fact-gate/fact-gate.steps.js';
import type { PersonPreviewRecord } from '../search/person-search.port.js';
import type { Clock, IdGenerator } from '../shared/clock.port.js';
import type { ReportEntitlements } from '../shared/reports/report-unlock.port.js';
import type { PeopleYouMayKnowMark } from './people-you-may-know.schema.js';
import type { ReportLevelOf } from './report-level.port.js';

/**
 * A person suggestions start from (000 section 4 "People you may know"; docs/decisions/0072): someone
 * the member looked up (a background report in their recent reports), or the member's own record
 * when it is known (`self`).
 */
export interface PeopleYouMayKnowSeed {
  readonly personId: number;
  readonly fullName: string;
  readonly self: boolean;
}

/** How a suggested person is linked to a seed: the records' relationships, or a current address on the same street. */
export type PersonConnectionKind = 'relative' | 'associate' | 'neighbor';

/** A person linked to a seed, with preview facts only (name, birth date, deceased, current city and state). */
export interface PersonConnection extends PersonPreviewRecord {
  readonly seedPersonId: number;
  readonly kind: PersonConnectionKind;
}

/** A suggestion before it is stored: its person's preview facts, the reason and its place in the list. */
export interface PersonYouMayKnowDraft {
  readonly personId: number;
  readonly firstName: string;
  readonly middleName: string | null;
  readonly lastName: string;
  readonly birthDate: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly reason: string;
  /**
   * The seed the reason names ("Relative of John Smith"): the fact gate leaves the suggestion out when
   * that person opted out. Null on suggestions stored before seeds were kept (migration 0104).
   */
  readonly seedPersonId: number | null;
  /** 0 first. */
  readonly rank: number;
}

/** A stored suggestion of one member. */
export interface StoredPersonYouMayKnow extends PersonYouMayKnowDraft {
  readonly id: string;
  readonly clicked: boolean;
  readonly favorite: boolean;
}

/**
 * The member's People You May Know (migration 0072; docs/decisions/0072): where suggestions come from
 * in the records and the member's own suggestions. Adapters: PgPeopleYouMayKnowStore and
 * InMemoryPeopleYouMayKnowStore; both pass tests/adapters/reports/people-you-may-know-store.contract.test.ts.
 */
export interface PeopleYouMayKnowStore {
  /**
   * The seeds of a member: the member's own record first when known (a person with the account's first
   * and last name whose current address has the ZIP code written in the account's address, and only
   * one such person), then the people of the member's background reports, most recently viewed first;
   * at most `limit` in all.
   */
  seeds(userId: string, limit: number): Promise<PeopleYouMayKnowSeed[]>;
  /**
   * The people linked to the seeds: relatives and associates (relationships) and neighbours (a current
   * address on the same street and ZIP code, not the same address), at most `perSeed` of each kind per
   * seed, living people only. Preview facts only.
   */
  connections(seedPersonIds: readonly number[], perSeed: number): Promise<PersonConnection[]>;
  /**
   * Stores a new list: a person already suggested keeps the suggestion's id, clicked and favorite marks
   * and, once removed, stays removed; the member's earlier suggestions that are in neither the new list
   * nor removed nor favorites are dropped. New suggestions take ids from `newId`.
   */
  replace(userId: string, drafts: readonly PersonYouMayKnowDraft[], newId: () => string, at: Date): Promise<void>;
  /** The member's suggestions not removed, by rank, at most `limit`. */
  list(userId: string, limit: number): Promise<StoredPersonYouMayKnow[]>;
  /** Marks one of the member's own suggestions clicked or favorite: false when the member has none with that id. */
  mark(userId: string, id: string, mark: PeopleYouMayKnowMark, at: Date): Promise<boolean>;
  /** Sets one of the member's own suggestions not shown (never listed again): false when the member has none with that id. */
  remove(userId: string, id: string, at: Date): Promise<boolean>;
  /** Whether the member shows the block (true until they hide it). */
  showInDashboard(userId: string): Promise<boolean>;
  setShowInDashboard(userId: string, show: boolean, at: Date): Promise<void>;
}

/** What the People You May Know use cases use. */
export interface PeopleYouMayKnowPorts {
  readonly people: PeopleYouMayKnowStore;
  /** Suggestions are a membership benefit: the memberships area's active membership. */
  readonly allowance: Pick<ReportEntitlements, 'membership'>;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Whether the peopleYouMayKnow site flag (bit 64, 002 section 9) is on now. */
  readonly enabled: () => boolean | Promise<boolean>;
  /** The fact gate (core/fact-gate/fact-gate.steps.ts): people who opted out are never suggested nor named in a reason. */
  readonly gate: Pick<FactGate, 'people'>;
  /** The member's access level to a report now: Monitor is offered on the cards whose report they hold in full. */
  readonly levelOf: ReportLevelOf;
}
