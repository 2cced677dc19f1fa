/**
 * The cross-sell offer pages /dashboard/cross-sell/{crossSellType} (000 section 2): one page per report
 * type we sell on its own, each leading to that report's existing checkout route (002 section 2.5). Any
 * other type is not a page (the not-found page answers).
 */
export type CrossSellOffer = {
  readonly type: string;
  readonly title: string;
  readonly description: string;
  /** Where the member finds the subject first (the report is bought for a search result). */
  readonly searchHref: string;
  readonly searchLabel: string;
  /** The report's checkout route. */
  readonly checkoutHref: string;
};

export const CROSS_SELL_OFFERS: readonly CrossSellOffer[] = Object.freeze([
  {
    type: 'background',
    title: 'Background Report',
    description: 'A person report with the contact details, address history, relatives and court records we hold.',
    searchHref: '/background-check',
    searchLabel: 'Search by name',
    checkoutHref: '/checkout/background-check',
  },
  {
    type: 'phone',
    title: 'Phone Report',
    description: 'Who a phone number is listed to, with the details our records hold for that person.',
    searchHref: '/reverse-phone',
    searchLabel: 'Look up a phone number',
    checkoutHref: '/checkout/phone',
  },
  {
    type: 'email',
    title: 'Email Report',
    description: 'The person an e-mail address is recorded for, with the details our records hold.',
    searchHref: '/email-lookup',
    searchLabel: 'Look up an e-mail address',
    checkoutHref: '/checkout/email',
  },
  {
    type: 'property',
    title: 'Property Report',
    description: 'The owners, sales history and nearby properties of an address.',
    searchHref: '/address',
    searchLabel: 'Search an address',
    checkoutHref: '/checkout/address',
  },
  {
    type: 'criminal-records',
    title: 'Criminal Records Report',
    description: 'The criminal and traffic court records we hold for a person.',
    searchHref: '/background-check',
    searchLabel: 'Search by name',
    checkoutHref: '/checkout/criminal-records',
  },
] satisfies CrossSellOffer[]);

/** The offer page of a cross-sell type (any case); null for a type we do not sell. */
export const crossSellOffer = (type: string): CrossSellOffer | null =>
  CROSS_SELL_OFFERS.find((o) => o.type === type.trim().toLowerCase()) ?? null;
