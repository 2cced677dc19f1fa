/**
 * Honest teaser counts: the record counts a report holds, turned into plain labels (002 section 3
 * "Report state: ... isTeaser, recordCounts"; 000 section 6 for the section names).
 */

/** The record kinds a teaser can count, with their singular and plural nouns. */
export const TEASER_RECORD_NOUNS = Object.freeze({
  phones: ['phone number', 'phone numbers'],
  emails: ['email address', 'email addresses'],
  addresses: ['address', 'addresses'],
  relatives: ['relative', 'relatives'],
  associates: ['associate', 'associates'],
  socialMedia: ['social media profile', 'social media profiles'],
  education: ['education record', 'education records'],
  employment: ['employment record', 'employment records'],
  properties: ['property', 'properties'],
  criminal: ['criminal record', 'criminal records'],
  traffic: ['traffic citation', 'traffic citations'],
  bankruptcies: ['bankruptcy', 'bankruptcies'],
  liens: ['lien', 'liens'],
  judgments: ['judgment', 'judgments'],
  evictions: ['eviction', 'evictions'],
  foreclosures: ['foreclosure', 'foreclosures'],
  marriages: ['marriage record', 'marriage records'],
} as const satisfies Record<string, readonly [string, string]>);

/** A teaser record kind. */
export type TeaserRecordKind = keyof typeof TEASER_RECORD_NOUNS;

/** Groups digits by thousands ("1,234"), without locale data. */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * The honest label for a record count: "1 traffic citation", "2 phone numbers", "1,204 addresses",
 * and for zero "No criminal records found". Pluralisation: exactly 1 takes the singular noun, every
 * other count the plural. Honesty rules: a count is never rounded up or padded ("10+" and the like
 * are not used); a fractional count is floored; an unknown count (null, undefined, negative or not a
 * finite number) gives null, so the teaser shows nothing rather than a guess.
 */
export const teaserCountLabel = (kind: TeaserRecordKind, count: number | null | undefined): string | null => {
  if (count === null || count === undefined || !Number.isFinite(count) || count < 0) return null;
  const n = Math.floor(count);
  const [one, many] = TEASER_RECORD_NOUNS[kind];
  if (n === 0) return `No ${many} found`;
  return `${grouped(n)} ${n === 1 ? one : many}`;
};

/** One teaser line. */
export type TeaserLine = { readonly kind: TeaserRecordKind; readonly count: number; readonly label: string };

/**
 * The teaser lines for a report's record counts, in {@link TEASER_RECORD_NOUNS} order; kinds with
 * an unknown count are left out (see {@link teaserCountLabel}).
 */
export const teaserLines = (counts: Readonly<Partial<Record<TeaserRecordKind, number | null>>>): TeaserLine[] =>
  (Object.keys(TEASER_RECORD_NOUNS) as TeaserRecordKind[]).flatMap((kind) => {
    const label = teaserCountLabel(kind, counts[kind]);
    return label === null ? [] : [{ kind, count: Math.floor(counts[kind] ?? 0), label }];
  });
