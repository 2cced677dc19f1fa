/** The subject the person-facts, contact-facts and court-records generators share (types only). */

import type { AddressInfo, FormerAddress, PersonRec } from './generation-context.js';

/** A person and what their facts depend on (days are day numbers). */
export interface FactsSubject {
  p: PersonRec;
  /** The current address. */
  addr: AddressInfo;
  /** Former addresses, newest first. */
  former: FormerAddress[];
  age: number;
  /** The 18th birthday. */
  adult: number;
  alive: boolean;
  /** The day of death, else as-of. */
  lastDay: number;
}

/** Situations a property's owner must have (the property's quick filters depend on them). */
export interface ForcedFacts {
  ownerLien?: boolean;
  ownerBankrupt?: boolean;
}
