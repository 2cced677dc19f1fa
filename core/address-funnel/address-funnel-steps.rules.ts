import type { AddressFunnelStep } from '../shell/funnel.rules.js';

/** The content pages of the address funnel (the six counted steps, 002 section 2.4). */
export type AddressFunnelContentStep = 'records' | 'ownership' | 'deeds' | 'sales' | 'comparables';

/**
 * What each content step shows of the searched address, as address report section ids (docs/decisions/0062
 * tabs). The pages show these sections exactly as the address report sends them to the visitor: in preview
 * the subject's own Property Details, and every other section locked with honest counts only (0050, 0062),
 * so the funnel never shows what a paid report gives. Comparables are a member tool (0060): that step shows
 * the subject's valuation facts the preview already holds.
 */
export const ADDRESS_FUNNEL_STEP_SECTIONS: Readonly<Record<AddressFunnelContentStep, readonly string[]>> =
  Object.freeze({
    records: ['property-details'],
    ownership: ['owners', 'residents', 'evictions'],
    deeds: ['recordings', 'transactions', 'tax-assessments', 'liens', 'pre-foreclosures', 'foreclosures'],
    sales: ['transactions', 'listings'],
    comparables: ['property-details'],
  });

/**
 * The comparables step shows of Property Details only the facts comparables are matched on: the building
 * and lot, and the valuation with the last sale (items `property-building:{id}`, `property-value:{id}`).
 */
export const isComparablesSubjectFact = (recordRef: string | undefined): boolean =>
  /^property-(building|value):/.test(recordRef ?? '');

/** The headings of the steps. */
export const ADDRESS_FUNNEL_STEP_TITLES: Readonly<Record<AddressFunnelStep, string>> = Object.freeze({
  records: 'Property Records',
  signup: 'Create Your Free Account',
  categories: 'What Brings You Here?',
  ownership: 'Ownership',
  deeds: 'Deeds and Recorded Documents',
  sales: 'Sales History',
  comparables: 'Comparable Properties',
  membership: 'Choose Your Plan',
  checkout: 'Checkout',
});
