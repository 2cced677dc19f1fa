import { membershipKindsFromName, OfferType } from '../catalog/membership-catalog.rules.js';

/**
 * Whether a membership is a Rewards membership (000 sections 4, 6 and 9; 002 section 4 name kinds): its offer
 * type is rewards (2) or its name says Rewards. The cancel flow, the benefits page and the comprehensive-report
 * offer all ask this one question.
 */
export const isRewardsMembership = (m: { readonly name: string; readonly offerType: number }): boolean =>
  m.offerType === OfferType.rewards || membershipKindsFromName(m.name).rewards;
