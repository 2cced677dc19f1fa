import type { AddressFunnelStep } from '../shell/funnel.rules.js';
import type { AddressFunnelCriteria } from './address-funnel.schema.js';

/** Whose funnel: a signed-in user's, or a visitor's by the first-party visitor cookie (docs/decisions/0080). */
export type AddressFunnelOwner =
  | { readonly kind: 'user'; readonly id: string }
  | { readonly kind: 'visitor'; readonly id: string };

/** One stored address funnel (002 sections 3 and 4: PropertyId and SearchCriteria, with our progress fields). */
export type AddressFunnelRecord = {
  readonly propertyId: number;
  readonly searchCriteria: AddressFunnelCriteria;
  /** The furthest step saved (the step to resume at). */
  readonly step: AddressFunnelStep;
  readonly useCaseId: number | null;
  readonly completed: boolean;
  /** Where a completed funnel sends its owner back to (the address report, or the address search). */
  readonly savedAddressUrl: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
};

/**
 * The stored address funnels (002 section 4: "fetch the funnel by user ... State kept 24 hours"), one per
 * owner. Rows older than 24 hours count as absent (`addressFunnelResume`); the adapter may drop them.
 */
export interface AddressFunnels {
  /** The owner's funnel, whatever its age (the rule decides whether it still counts). */
  find(owner: AddressFunnelOwner): Promise<AddressFunnelRecord | null>;
  /** Writes the owner's funnel, replacing the one there was. */
  save(owner: AddressFunnelOwner, funnel: AddressFunnelRecord): Promise<AddressFunnelRecord>;
  /**
   * A visitor who signs up mid-funnel keeps it: the visitor's funnel becomes the user's when it is newer
   * than the user's own (or the user has none), and the visitor's row is removed. Atomic.
   */
  adopt(visitorId: string, userId: string): Promise<void>;
  /** Removes funnels not updated since `cutoff`; answers how many. */
  deleteStale(cutoff: Date): Promise<number>;
}
