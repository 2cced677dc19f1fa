import type { PropertyStanding } from './property-access.rules.js';

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
