import type { PropertyStanding } from './property-access.rules.js';
import { SAVED_PROPERTY_HIGHER_LIMIT_MESSAGE, SAVED_PROPERTY_LIMIT_MESSAGE } from './saved-properties.rules.js';

/** A property tool needs an active membership (001 section 6; HTTP 403). `standing` says why not. */
export type MembershipRequiredError = {
  readonly type: 'MembershipRequired';
  readonly standing: Exclude<PropertyStanding, 'member'>;
  readonly message: string;
};

export const membershipRequired = (
  standing: MembershipRequiredError['standing'],
  message: string,
): MembershipRequiredError => ({ type: 'MembershipRequired', standing, message });

/**
 * A save past the 1000 saved properties (001 sections 8 and 9; HTTP 409): the Limit Reached text and
 * the higher-limit hint, which the modal shows with Modify List and Close. `spaceAvailable` is what
 * was left when the save was refused (a batch larger than that is refused whole).
 */
export type SavedPropertyLimitReachedError = {
  readonly type: 'SavedPropertyLimitReached';
  readonly spaceAvailable: number;
  readonly errors: { '*': string[] };
};

export const savedPropertyLimitReached = (spaceAvailable: number): SavedPropertyLimitReachedError => ({
  type: 'SavedPropertyLimitReached',
  spaceAvailable,
  errors: { '*': [SAVED_PROPERTY_LIMIT_MESSAGE, SAVED_PROPERTY_HIGHER_LIMIT_MESSAGE] },
});
