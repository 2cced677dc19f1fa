import { editDistance } from '../shared/edit-distance.rules.js';
import { areGivenNameVariants } from './nicknames.js';

/**
 * Record linkage: is this record the same person as that one? (Issue 17; docs/record-linkage.md.)
 * An opt-out must stay done when the person comes back under a nickname, at a new address, with a new
 * phone or as a copy from another source, so suppression links records to the suppressed person by
 * scoring, not by row id. The scorer is Fellegi-Sunter: each field comparison lands on an agreement
 * level, each level adds log2(m/u) to the score (m: how often the level occurs when the two records are
 * the same person, u: when they are not); the m and u below are written down here and nowhere else.
 * Conditional independence over-counts fields that move together (a household shares a surname, an
 * address and a landline), so three vetoes written down beside the weights keep relatives apart: two
 * birth dates that disagree, two given names that disagree, two name suffixes that differ (Jr, Sr).
 */

export interface LinkageAddress {
  readonly streetNumber: string | null;
  /** The street line without the number: "Oak St", "Apt 4 Oak St". */
  readonly street: string | null;
  readonly city: string | null;
  readonly postcode: string | null;
  readonly state: string | null;
}

export interface LinkageRecord {
  readonly recId: string;
  readonly givenName: string | null;
  readonly middleName?: string | null;
  readonly surname: string | null;
  readonly nameSuffix?: string | null;
  /** YYYY-MM-DD or YYYYMMDD; null when unknown. */
  readonly dateOfBirth: string | null;
  /** Every address the record lists (a history: the person may have moved). */
  readonly addresses: readonly LinkageAddress[];
  readonly phones?: readonly string[];
  readonly emails?: readonly string[];
}

export type FieldName = 'givenName' | 'surname' | 'dateOfBirth' | 'address' | 'phone' | 'email';
export type AgreementLevel = 'exact' | 'variant' | 'similar' | 'partial' | 'initial' | 'disagree' | 'missing';

/**
 * m and u per field and level. A level a field never reaches is absent. 'missing' always weighs 0.
 * Given name: 'variant' is a nickname or formal name (Bob / Robert) or a given name recorded as the
 * other's middle name; 'similar' a Jaro-Winkler of 0.90 or more (a typo); 'initial' one side an initial.
 * Surname: 'similar' one edit or Jaro-Winkler 0.92 (a typo). Date of birth: 'partial' day and month
 * swapped, or one of year, month, day off (a keying slip). Address: 'exact' a shared street address,
 * 'partial' a shared ZIP code or city. Phone and e-mail: 'exact' any shared.
 */
const LINKAGE_M_U: Readonly<Record<FieldName, Partial<Record<AgreementLevel, { m: number; u: number }>>>> =
  Object.freeze({
    givenName: {
      exact: { m: 0.86, u: 0.01 },
      variant: { m: 0.07, u: 0.003 },
      similar: { m: 0.04, u: 0.004 },
      initial: { m: 0.02, u: 0.03 },
      disagree: { m: 0.01, u: 0.953 },
    },
    surname: {
      exact: { m: 0.86, u: 0.004 },
      similar: { m: 0.1, u: 0.002 },
      disagree: { m: 0.04, u: 0.994 },
    },
    dateOfBirth: {
      exact: { m: 0.93, u: 0.0003 },
      partial: { m: 0.06, u: 0.004 },
      disagree: { m: 0.01, u: 0.9957 },
    },
    address: {
      exact: { m: 0.6, u: 0.0005 },
      partial: { m: 0.15, u: 0.01 },
      disagree: { m: 0.25, u: 0.9895 },
    },
    phone: {
      exact: { m: 0.4, u: 0.001 },
      disagree: { m: 0.6, u: 0.999 },
    },
    email: {
      exact: { m: 0.4, u: 0.0001 },
      disagree: { m: 0.6, u: 0.9999 },
    },
  });

/** A pair at or above this score, with no veto, is the same person. */
export const LINK_THRESHOLD = 14;
/** Below the link threshold but at or above this: possibly the same person (a case for a person to look at). */
export const REVIEW_THRESHOLD = 8;

export const levelWeight = (field: FieldName, level: AgreementLevel): number => {
  if (level === 'missing') return 0;
  const mu = LINKAGE_M_U[field][level];
  return mu ? Math.log2(mu.m / mu.u) : 0;
};

/** Lower case letters only: "O'Brien-Smith" -> "obriensmith". */
export const nameKey = (s: string | null | undefined): string =>
  (s ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/** Jaro-Winkler similarity in [0, 1] (prefix scale 0.1, up to 4 characters). */
export const jaroWinkler = (a: string, b: string): number => {
  if (a === b) return a.length === 0 ? 0 : 1;
  if (a.length === 0 || b.length === 0) return 0;
  const window = Math.max(0, Math.floor(Math.max(a.length, b.length) / 2) - 1);
  const aHit = new Array<boolean>(a.length).fill(false);
  const bHit = new Array<boolean>(b.length).fill(false);
  let matches = 0;
  for (let i = 0; i < a.length; i++) {
    for (let j = Math.max(0, i - window); j <= Math.min(b.length - 1, i + window); j++) {
      if (bHit[j] || a[i] !== b[j]) continue;
      aHit[i] = true;
      bHit[j] = true;
      matches += 1;
      break;
    }
  }
  if (matches === 0) return 0;
  let k = 0;
  let halfTranspositions = 0;
  for (let i = 0; i < a.length; i++) {
    if (!aHit[i]) continue;
    while (!bHit[k]) k += 1;
    if (a[i] !== b[k]) halfTranspositions += 1;
    k += 1;
  }
  const m = matches;
  const jaro = (m / a.length + m / b.length + (m - halfTranspositions / 2) / m) / 3;
  let prefix = 0;
  while (prefix < 4 && prefix < a.length && prefix < b.length && a[prefix] === b[prefix]) prefix += 1;
  return jaro + prefix * 0.1 * (1 - jaro);
};

export const compareGivenName = (a: LinkageRecord, b: LinkageRecord): AgreementLevel => {
  const x = nameKey(a.givenName);
  const y = nameKey(b.givenName);
  if (!x || !y) return 'missing';
  if (x === y) return 'exact';
  if (areGivenNameVariants(x, y)) return 'variant';
  // Recorded under the middle name: "J Robert Smith" and "Robert Smith".
  const am = nameKey(a.middleName);
  const bm = nameKey(b.middleName);
  if ((am && am === y) || (bm && bm === x)) return 'variant';
  if (x.length === 1 || y.length === 1) return x[0] === y[0] ? 'initial' : 'disagree';
  return jaroWinkler(x, y) >= 0.9 ? 'similar' : 'disagree';
};

export const compareSurname = (a: LinkageRecord, b: LinkageRecord): AgreementLevel => {
  const x = nameKey(a.surname);
  const y = nameKey(b.surname);
  if (!x || !y) return 'missing';
  if (x === y) return 'exact';
  if ((Math.min(x.length, y.length) >= 4 && editDistance(x, y) <= 1) || jaroWinkler(x, y) >= 0.92) return 'similar';
  return 'disagree';
};

/** YYYYMMDD of a YYYY-MM-DD or YYYYMMDD text, or null when it is not a date of that shape. */
const dobKey = (s: string | null | undefined): string | null => {
  const d = (s ?? '').replace(/-/g, '').trim();
  return /^\d{8}$/.test(d) ? d : null;
};

export const compareDateOfBirth = (a: LinkageRecord, b: LinkageRecord): AgreementLevel => {
  const x = dobKey(a.dateOfBirth);
  const y = dobKey(b.dateOfBirth);
  if (!x || !y) return 'missing';
  if (x === y) return 'exact';
  const [xy, xm, xd] = [x.slice(0, 4), x.slice(4, 6), x.slice(6, 8)];
  const [yy, ym, yd] = [y.slice(0, 4), y.slice(4, 6), y.slice(6, 8)];
  if (xy === yy && xm === yd && xd === ym) return 'partial';
  const same = [xy === yy, xm === ym, xd === yd].filter(Boolean).length;
  if (same === 2) {
    // The one part that differs is a slip of one digit, or a year off by one.
    if (xy !== yy) return Math.abs(Number(xy) - Number(yy)) <= 1 || editDistance(xy, yy) <= 1 ? 'partial' : 'disagree';
    return 'partial';
  }
  return 'disagree';
};

const streetKey = (s: string | null) =>
  (s ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const numberKey = (s: string | null) => (s ?? '').replace(/[^0-9a-z]/gi, '').toLowerCase();

const sameStreetAddress = (x: LinkageAddress, y: LinkageAddress): boolean => {
  const xn = numberKey(x.streetNumber);
  const yn = numberKey(y.streetNumber);
  const xs = streetKey(x.street);
  const ys = streetKey(y.street);
  if (!xn || !yn || !xs || !ys || xn !== yn) return false;
  const place = (x.postcode && y.postcode && x.postcode === y.postcode) || nameKey(x.city) === nameKey(y.city);
  return place && (xs === ys || jaroWinkler(xs, ys) >= 0.9);
};

export const compareAddress = (a: LinkageRecord, b: LinkageRecord): AgreementLevel => {
  const xs = a.addresses.filter((x) => x.street || x.postcode || x.city);
  const ys = b.addresses.filter((y) => y.street || y.postcode || y.city);
  if (xs.length === 0 || ys.length === 0) return 'missing';
  let best: AgreementLevel = 'disagree';
  for (const x of xs)
    for (const y of ys) {
      if (sameStreetAddress(x, y)) return 'exact';
      const zip = !!x.postcode && x.postcode === y.postcode;
      const city = !!nameKey(x.city) && nameKey(x.city) === nameKey(y.city) && (x.state ?? '') === (y.state ?? '');
      if (zip || city) best = 'partial';
    }
  return best;
};

const digitsKey = (s: string) => s.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
const shared = (xs: readonly string[] | undefined, ys: readonly string[] | undefined, key: (s: string) => string) => {
  const a = (xs ?? []).map(key).filter(Boolean);
  const b = new Set((ys ?? []).map(key).filter(Boolean));
  if (a.length === 0 || b.size === 0) return 'missing' as const;
  return a.some((x) => b.has(x)) ? ('exact' as const) : ('disagree' as const);
};

const comparePhone = (a: LinkageRecord, b: LinkageRecord): AgreementLevel => shared(a.phones, b.phones, digitsKey);
const compareEmail = (a: LinkageRecord, b: LinkageRecord): AgreementLevel =>
  shared(a.emails, b.emails, (s) => s.trim().toLowerCase());

export type LinkageVeto = 'dateOfBirth' | 'givenName' | 'nameSuffix';

export interface LinkageScore {
  readonly score: number;
  readonly levels: Readonly<Record<FieldName, AgreementLevel>>;
  readonly vetoes: readonly LinkageVeto[];
  /** 'link' (same person), 'review' (possibly) or 'distinct'. */
  readonly decision: 'link' | 'review' | 'distinct';
}

const suffixKey = (s: string | null | undefined) =>
  nameKey(s)
    .replace(/^(junior)$/, 'jr')
    .replace(/^(senior)$/, 'sr');

/** Scores a pair of records and decides. */
export const scoreRecordPair = (a: LinkageRecord, b: LinkageRecord): LinkageScore => {
  const levels: Record<FieldName, AgreementLevel> = {
    givenName: compareGivenName(a, b),
    surname: compareSurname(a, b),
    dateOfBirth: compareDateOfBirth(a, b),
    address: compareAddress(a, b),
    phone: comparePhone(a, b),
    email: compareEmail(a, b),
  };
  const score = (Object.keys(levels) as FieldName[]).reduce((s, f) => s + levelWeight(f, levels[f]), 0);
  const vetoes: LinkageVeto[] = [];
  if (levels.dateOfBirth === 'disagree') vetoes.push('dateOfBirth');
  if (levels.givenName === 'disagree') vetoes.push('givenName');
  const sa = suffixKey(a.nameSuffix);
  const sb = suffixKey(b.nameSuffix);
  if (sa && sb && sa !== sb) vetoes.push('nameSuffix');
  const rounded = Math.round(score * 100) / 100;
  const decision =
    vetoes.length > 0
      ? 'distinct'
      : rounded >= LINK_THRESHOLD
        ? 'link'
        : rounded >= REVIEW_THRESHOLD
          ? 'review'
          : 'distinct';
  return { score: rounded, levels, vetoes, decision };
};

/**
 * Blocking keys of a record: two records are compared only when they share one. Surname's first three
 * letters with the birth year; the full birth date; the ZIP code of any address with the given name's
 * first letter; any phone; any e-mail; the given name's first three letters with the surname's last
 * three (catches a typo at the front of the surname).
 */
export const blockingKeys = (r: LinkageRecord): string[] => {
  const keys = new Set<string>();
  const sur = nameKey(r.surname);
  const giv = nameKey(r.givenName);
  const dob = dobKey(r.dateOfBirth);
  if (sur && dob) keys.add(`s${sur.slice(0, 3)}:${dob.slice(0, 4)}`);
  if (dob) keys.add(`d${dob}`);
  if (giv) for (const ad of r.addresses) if (ad.postcode) keys.add(`z${ad.postcode}:${giv[0]}`);
  for (const p of r.phones ?? []) if (digitsKey(p)) keys.add(`p${digitsKey(p)}`);
  for (const e of r.emails ?? []) if (e.trim()) keys.add(`e${e.trim().toLowerCase()}`);
  if (giv && sur) keys.add(`g${giv.slice(0, 3)}:${sur.slice(-3)}`);
  return [...keys];
};

export interface RecordLink {
  readonly a: string;
  readonly b: string;
  readonly score: number;
}

/**
 * Links the records of two files one-to-one: every blocked pair is scored; pairs decided 'link' are
 * taken best score first, each record at most once. Returns the links, best first.
 */
export const linkRecordSets = (as: readonly LinkageRecord[], bs: readonly LinkageRecord[]): RecordLink[] => {
  const byKey = new Map<string, number[]>();
  bs.forEach((b, j) => {
    for (const k of blockingKeys(b)) {
      const list = byKey.get(k);
      if (list) list.push(j);
      else byKey.set(k, [j]);
    }
  });
  const candidates: { i: number; j: number; score: number }[] = [];
  as.forEach((a, i) => {
    const seen = new Set<number>();
    for (const k of blockingKeys(a))
      for (const j of byKey.get(k) ?? []) {
        if (seen.has(j)) continue;
        seen.add(j);
        const s = scoreRecordPair(a, bs[j] as LinkageRecord);
        if (s.decision === 'link') candidates.push({ i, j, score: s.score });
      }
  });
  candidates.sort((x, y) => y.score - x.score || x.i - y.i || x.j - y.j);
  const usedA = new Set<number>();
  const usedB = new Set<number>();
  const out: RecordLink[] = [];
  for (const c of candidates) {
    if (usedA.has(c.i) || usedB.has(c.j)) continue;
    usedA.add(c.i);
    usedB.add(c.j);
    out.push({ a: (as[c.i] as LinkageRecord).recId, b: (bs[c.j] as LinkageRecord).recId, score: c.score });
  }
  return out;
};

/** Precision and recall of predicted links against the true pairs (`a|b` keys). */
export const linkageQuality = (predicted: readonly RecordLink[], truth: ReadonlySet<string>) => {
  const tp = predicted.filter((l) => truth.has(`${l.a}|${l.b}`)).length;
  const fp = predicted.length - tp;
  const fn = truth.size - tp;
  return {
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    precision: predicted.length === 0 ? 1 : tp / predicted.length,
    recall: truth.size === 0 ? 1 : tp / truth.size,
  };
};
