import { CANCEL_NOTICES } from '../../core/membership/cancellation/cancel-flow.rules.js';
import { SAVED_PROPERTY_CAPACITY } from '../../core/property/saved-properties.rules.js';
import { SEARCH_AGE_MAX, SEARCH_AGE_MIN } from '../../core/search/search-criteria.rules.js';

/**
 * Rules with one home in core that the UI, the adapters or another part of core once restated (shared/STYLE.md
 * sections 2 and 7b: "the UI renders view models the server builds with core rules; it does not re-derive a
 * decision"), as a pure function so it can be tested with synthetic files. Each entry names the rule, its
 * home, where a restatement is looked for and what one looks like; the figures come from core, so a changed
 * figure moves the check with it. Comments are not read.
 */
export interface SourceFile {
  /** Repository-relative path with forward slashes, e.g. `web/src/features/search/pages/a.tsx`. */
  readonly file: string;
  readonly source: string;
}

export interface Restatement {
  readonly file: string;
  readonly line: number;
  readonly rule: string;
  readonly text: string;
}

interface RestatedRule {
  readonly rule: string;
  /** The files allowed to state it (its home). */
  readonly homes: readonly string[];
  /** The files where a restatement is looked for. */
  readonly scope: RegExp;
  readonly patterns: readonly RegExp[];
}

const CODE = /^(core|adapters|server|web\/src)\//;
const WEB = /^web\/src\//;
const UI_AND_ADAPTERS = /^(web\/src|adapters|server)\//;

const escapeRegExp = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The rules this test keeps in their homes. */
export const RESTATED_RULES: readonly RestatedRule[] = [
  {
    rule: `the search age range ${SEARCH_AGE_MIN}-${SEARCH_AGE_MAX} is core's (DEFAULT_AGE_RANGE, SEARCH_AGE_MIN/MAX)`,
    homes: ['core/search/search-criteria.rules.ts'],
    scope: /^(web\/src|server)\//,
    patterns: [
      /\b(minAge|maxAge|ageStart|ageEnd)\s*:\s*\d/,
      new RegExp(`\\b${SEARCH_AGE_MIN}\\b[^\\n]{0,30}\\b${SEARCH_AGE_MAX}\\b`),
    ],
  },
  {
    rule: 'a card is usable when present and not expired: ask hasUsableCard (core/billing/card.rules.ts)',
    homes: [
      'core/billing/card.rules.ts',
      // Entering a card: the schemas refuse an expired one.
      'core/billing/checkout-card.schema.ts',
      'core/billing/wallet-card.schema.ts',
    ],
    scope: CODE,
    patterns: [
      /\bisCardExpired\(/,
      /\bexp(?:iration)?(?:Month|Year)\s*(?:<|>|<=|>=)/,
      /(?:<|>|<=|>=)\s*[\w.?]*\bexp(?:iration)?(?:Month|Year)\b/,
      /\bexp(?:iration)?_?(?:month|year)\s*(?:<|>|<=|>=)/i,
    ],
  },
  {
    rule: 'a report limit shown comes from effectiveReportLimit (in the view model), not membershipReportLimit',
    homes: [],
    scope: UI_AND_ADAPTERS,
    patterns: [/\bmembershipReportLimit\(/],
  },
  {
    rule: 'which offers a page shows and selects is shownOffers/offerChoice (core/membership/offers/shown-offers.rules.ts)',
    homes: ['core/membership/offers/shown-offers.rules.ts'],
    scope: CODE,
    patterns: [/\.abandonmentOffer\b/],
  },
  {
    rule: 'pages choose their offer through offerChoice (shown offers first), not defaultOffer over every offer',
    homes: [],
    scope: WEB,
    patterns: [/\bdefaultOffer\(/],
  },
  {
    rule: `the saved-property capacity ${SAVED_PROPERTY_CAPACITY} and its check are core's (savedPropertiesRoom)`,
    homes: ['core/property/saved-properties.rules.ts'],
    scope: CODE,
    patterns: [
      /(?:<|>|<=|>=)\s*SAVED_PROPERTY_CAPACITY\b/,
      /\bSAVED_PROPERTY_CAPACITY\s*(?:<|>|<=|>=|-)/,
      /\bsavedPropertySpaceAvailable\(/,
    ],
  },
  {
    rule: `the saved-property capacity ${SAVED_PROPERTY_CAPACITY} is read from core, never typed`,
    homes: ['core/property/saved-properties.rules.ts'],
    scope: /^(web\/src|adapters|server)\/.*saved-propert/,
    // A time-out of as many milliseconds is not the capacity.
    patterns: [new RegExp(`(?<!(?:setTimeout|setInterval)\\([^\\n]*)\\b${SAVED_PROPERTY_CAPACITY}\\b`)],
  },
  {
    rule: 'the name pattern (letters and spaces, 002 section 5) is NAME_PATTERN (core/search/search-criteria.rules.ts)',
    homes: ['core/search/search-criteria.rules.ts'],
    scope: CODE,
    patterns: [/\[A-Za-z\]\[A-Za-z /, /\[a-zA-Z\]\[a-zA-Z /],
  },
  {
    rule: 'is this Rewards? is isRewardsMembership (core/membership/subscriptions/rewards-membership.rules.ts)',
    homes: ['core/membership/subscriptions/rewards-membership.rules.ts'],
    scope: CODE,
    patterns: [/===\s*OfferType\.rewards\s*\|\|/, /\bkinds\.rewards\b/, /membershipKindsFromName\([^)]*\)\.rewards\b/],
  },
  {
    rule: 'what Cancel Membership does is the membership view (subscriptionCancelView) and the cancel-press machine',
    homes: [],
    scope: WEB,
    patterns: [
      /\bdecideCancelAction\(/,
      /\bcancelModalContextFor\(/,
      /\bretentionRedirect\(/,
      /\bgoesToRetentionFlow\(/,
    ],
  },
  {
    rule: 'the cancel notices are CANCEL_NOTICES (core/membership/cancellation/cancel-flow.rules.ts)',
    homes: ['core/membership/cancellation/cancel-flow.rules.ts'],
    scope: UI_AND_ADAPTERS,
    patterns: Object.values(CANCEL_NOTICES).map((n) => new RegExp(escapeRegExp(n.text.slice(0, 40)))),
  },
];

/** The source without its comments (block comments, and line comments that start a line or follow a space). */
export const withoutComments = (source: string): string =>
  source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .split('\n')
    .map((line) => line.replace(/(^|\s)\/\/.*$/, '$1'))
    .join('\n');

/** The restatements in one file (empty when it states no rule outside the rule's home). */
export const checkRestatements = ({ file, source }: SourceFile, rules = RESTATED_RULES): Restatement[] => {
  const lines = withoutComments(source).split('\n');
  const out: Restatement[] = [];
  for (const r of rules) {
    if (!r.scope.test(file) || r.homes.includes(file)) continue;
    lines.forEach((text, i) => {
      if (r.patterns.some((p) => p.test(text))) out.push({ file, line: i + 1, rule: r.rule, text: text.trim() });
    });
  }
  return out;
};

export const checkAllRestatements = (files: readonly SourceFile[]): Restatement[] =>
  files.flatMap((f) => checkRestatements(f));
