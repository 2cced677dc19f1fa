/**
 * Search enumerations and codes (002 section 9 "Business constants and limits").
 */

/** Search type enumeration (002 section 9): person 130, background 133, address 131, phone 132, pdf 137, email 154. */
export const SEARCH_TYPE = Object.freeze({
  person: 130,
  background: 133,
  address: 131,
  phone: 132,
  pdf: 137,
  email: 154,
} as const);

/** A search type name from the enumeration of 002 section 9. */
export type SearchTypeName = keyof typeof SEARCH_TYPE;

/** The search type name for an enumeration id (002 section 9), or undefined for an id the spec does not list. */
export const searchTypeName = (id: number): SearchTypeName | undefined =>
  (Object.keys(SEARCH_TYPE) as SearchTypeName[]).find((name) => SEARCH_TYPE[name] === id);

/**
 * Search type bit mask (002 section 9): all 0, email 1, background 2, criminal 4, phone 8, people 16,
 * marriage 32, public 64, address 128.
 */
export const SEARCH_TYPE_BIT = Object.freeze({
  all: 0,
  email: 1,
  background: 2,
  criminal: 4,
  phone: 8,
  people: 16,
  marriage: 32,
  public: 64,
  address: 128,
} as const);

/** A named bit of the search type mask. */
export type SearchTypeBitName = keyof typeof SEARCH_TYPE_BIT;

/**
 * Whether a search type mask covers a search kind (002 section 9). The mask value `all` (0) means
 * "no restriction", so a mask of 0 covers every kind; otherwise the kind's bit must be set.
 */
export const searchMaskIncludes = (mask: number, kind: SearchTypeBitName): boolean =>
  mask === SEARCH_TYPE_BIT.all || kind === 'all' || (mask & SEARCH_TYPE_BIT[kind]) !== 0;

/**
 * Search-phone classification codes (002 section 9): unknown 0, optOut 1, notInUse 2, scamFraud 3,
 * telemarketer 4, business 5, singlePerson 6, multiplePeople 7, noData 8.
 */
export const PHONE_CLASSIFICATION = Object.freeze({
  unknown: 0,
  optOut: 1,
  notInUse: 2,
  scamFraud: 3,
  telemarketer: 4,
  business: 5,
  singlePerson: 6,
  multiplePeople: 7,
  noData: 8,
} as const);

/** A phone classification name (002 section 9). */
export type PhoneClassificationName = keyof typeof PHONE_CLASSIFICATION;

/**
 * Display labels for the phone classification codes (002 section 9 names the codes; the labels are
 * ours: plain words a visitor understands).
 */
const PHONE_CLASSIFICATION_LABEL: Readonly<Record<PhoneClassificationName, string>> = Object.freeze({
  unknown: 'Unknown',
  optOut: 'Owner Opted Out',
  notInUse: 'Not In Use',
  scamFraud: 'Possible Scam or Fraud',
  telemarketer: 'Telemarketer',
  business: 'Business',
  singlePerson: 'Single Person',
  multiplePeople: 'Multiple People',
  noData: 'No Data',
});

/**
 * The display label of a phone classification code (002 section 9); a code outside 0-8 reads as
 * the `unknown` label, so the function is total.
 */
export const phoneClassificationLabel = (code: number): string => {
  const name = (Object.keys(PHONE_CLASSIFICATION) as PhoneClassificationName[]).find(
    (n) => PHONE_CLASSIFICATION[n] === code,
  );
  return PHONE_CLASSIFICATION_LABEL[name ?? 'unknown'];
};

/**
 * Whether a phone classification warns the visitor (002 section 9 codes): a number flagged as a
 * possible scam or fraud (3) or a telemarketer (4). The reverse-phone results and the phone funnel
 * mark its badge as a warning.
 */
export const phoneClassificationWarns = (code: number): boolean =>
  code === PHONE_CLASSIFICATION.scamFraud || code === PHONE_CLASSIFICATION.telemarketer;
