/**
 * The use cases for the address funnel (002 section 7: "use cases for the address funnel ... falls back
 * to a fixed list of nine use cases"). We keep no other list, so the fixed nine are the list. Each names
 * a reason to look an address up that the property report answers from the records it holds (owners,
 * deeds and sales, valuation, comparables); none promises anything the report does not show.
 */
export type AddressFunnelUseCase = { readonly id: number; readonly name: string };

export const ADDRESS_FUNNEL_USE_CASES: readonly AddressFunnelUseCase[] = Object.freeze([
  { id: 1, name: 'Buying a home' },
  { id: 2, name: 'Selling a home' },
  { id: 3, name: 'Renting a home' },
  { id: 4, name: 'Checking who owns a property' },
  { id: 5, name: 'Looking into a property’s sale history' },
  { id: 6, name: 'Comparing home values nearby' },
  { id: 7, name: 'Checking a new neighbourhood' },
  { id: 8, name: 'Real estate investing' },
  { id: 9, name: 'Something else' },
]);

/** The list to show: the given list when it has entries, else the fixed nine. */
export const addressFunnelUseCases = (
  stored: readonly AddressFunnelUseCase[] | null | undefined,
): readonly AddressFunnelUseCase[] => (stored && stored.length > 0 ? stored : ADDRESS_FUNNEL_USE_CASES);
