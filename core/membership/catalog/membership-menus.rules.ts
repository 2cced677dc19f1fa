/**
 * The catalog's menus by name (core/membership/catalog/product-catalog.rules.ts; 002 sections 2.5 and 7), in one
 * place: the server reads them, the checkout pages ask for them, and nothing else writes a menu name as a literal.
 */
export const MEMBERSHIP_MENUS = {
  /** The people-search and background-report memberships: /join and /checkout (the default menu). */
  people: 'search-name-background',
  /** The upgrades the dashboard offers. */
  upgrades: 'dashboard-upgrades',
  lifetime: 'lifetime',
  /** The cancellation discounts of the cancel modal (000 section 9). */
  cancelOffers: 'cancellation-special-offers',
  /** The dating-safety checkout. */
  dating: 'dating',
  /** The reverse-phone checkout and offer page. */
  searchPhone: 'search-phone',
  /** The property (address) checkout and offer page. */
  propertyReport: 'property-report',
  /** The comprehensive-report offer page. */
  comprehensiveReport: 'comprehensive-report',
  /** The membership tiers (Explorer, ID+, Connect+, All Access, Enterprise). */
  tiers: 'membership-tiers',
} as const;

/** A menu name of the catalog. */
export type MembershipMenuName = (typeof MEMBERSHIP_MENUS)[keyof typeof MEMBERSHIP_MENUS];

/**
 * The menus a checkout sells from (002 section 7 checkout): memberships only. Dashboard upgrades and the
 * cancellation discounts are plan changes of a membership held (POST subscription/update), and the report
 * add-ons are one-off purchases with a flow of their own: none of them can be bought as a new membership.
 */
const CHECKOUT_MENUS: readonly MembershipMenuName[] = [
  MEMBERSHIP_MENUS.people,
  MEMBERSHIP_MENUS.dating,
  MEMBERSHIP_MENUS.searchPhone,
  MEMBERSHIP_MENUS.propertyReport,
  MEMBERSHIP_MENUS.comprehensiveReport,
  MEMBERSHIP_MENUS.lifetime,
  MEMBERSHIP_MENUS.tiers,
];

/** Whether a checkout may sell from the menu named `name`. */
export const isCheckoutMenu = (name: string): boolean => (CHECKOUT_MENUS as readonly string[]).includes(name);

/** The catalog menu of one-off add-ons, by id (the report PDF, the comprehensive-report special offers). */
export const ADD_ON_MENU_ID = 'menu-report-add-ons';

/** The PDF add-on product of the catalog (core/membership/catalog). The price comes from the SKU (001 section 9). */
export const REPORT_PDF_PRODUCT = Object.freeze({
  productMenuId: ADD_ON_MENU_ID,
  productOfferId: 'offer-report-pdf',
  productSkuId: 'report-pdf',
});

/**
 * The product-offer pages (002 section 7 GET products/offers/{page}: suffixes property-report,
 * comprehensive-report, search-phone) and the menu each one shows.
 */
const OFFER_PAGE_MENUS: Readonly<Record<string, MembershipMenuName>> = {
  'property-report': MEMBERSHIP_MENUS.propertyReport,
  'comprehensive-report': MEMBERSHIP_MENUS.comprehensiveReport,
  'search-phone': MEMBERSHIP_MENUS.searchPhone,
};

/** The menu of a product-offer page, or null for a page that does not exist. */
export const offerPageMenu = (page: string): MembershipMenuName | null =>
  Object.hasOwn(OFFER_PAGE_MENUS, page) ? (OFFER_PAGE_MENUS[page] ?? null) : null;
