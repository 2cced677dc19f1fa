import { createHash } from 'node:crypto';
import type { BreachExposure, BreachRecord, BreachSource } from '../../core/identity/identity-monitoring.port.js';

/** One breach of the synthetic list, with the share of identifiers it reached. */
export interface SyntheticBreach extends BreachRecord {
  /** The share of e-mails and phones it exposed, 0.05-0.40. */
  readonly reach: number;
}

const E = 'E-mail address';
const P = 'Phone number';

/**
 * The synthetic breach list (docs/breach-data-format.md): fictional companies (no real names), some
 * disclosed in the past, some disclosed over the coming months so that "new breach" alerts happen as time
 * passes. Fixed dates: the list is the same on every machine.
 */
export const SYNTHETIC_BREACHES: readonly SyntheticBreach[] = [
  {
    id: 'b01',
    source: 'ShopRight Rewards',
    breachDate: '2023-02-11',
    disclosedDate: '2023-05-02',
    dataClasses: [E, 'Password', 'Name'],
    reach: 0.3,
  },
  {
    id: 'b02',
    source: 'Pinecrest Fitness Clubs',
    breachDate: '2023-08-20',
    disclosedDate: '2023-10-14',
    dataClasses: [E, P, 'Name', 'Date of birth'],
    reach: 0.12,
  },
  {
    id: 'b03',
    source: 'Bluefin Travel Booking',
    breachDate: '2024-01-05',
    disclosedDate: '2024-03-28',
    dataClasses: [E, P, 'Name', 'Passport number'],
    reach: 0.08,
  },
  {
    id: 'b04',
    source: 'Quillmark Stationers',
    breachDate: '2024-04-17',
    disclosedDate: '2024-06-03',
    dataClasses: [E, 'Password', 'Mailing address'],
    reach: 0.22,
  },
  {
    id: 'b05',
    source: 'Harborview Medical Billing',
    breachDate: '2024-09-09',
    disclosedDate: '2025-01-21',
    dataClasses: [E, P, 'Name', 'Date of birth', 'Social Security number'],
    reach: 0.06,
  },
  {
    id: 'b06',
    source: 'Trailhead Outfitters Forum',
    breachDate: '2024-11-30',
    disclosedDate: '2025-02-12',
    dataClasses: [E, 'Password', 'Username'],
    reach: 0.35,
  },
  {
    id: 'b07',
    source: 'Copperline Mobile',
    breachDate: '2025-03-14',
    disclosedDate: '2025-05-30',
    dataClasses: [P, 'Name', 'Mailing address', 'Account PIN'],
    reach: 0.4,
  },
  {
    id: 'b08',
    source: 'Maplewood Pet Supply',
    breachDate: '2025-06-02',
    disclosedDate: '2025-08-19',
    dataClasses: [E, 'Name', 'Credit card number'],
    reach: 0.1,
  },
  {
    id: 'b09',
    source: 'Sunbridge Credit Union',
    breachDate: '2025-10-22',
    disclosedDate: '2026-02-06',
    dataClasses: [E, P, 'Name', 'Bank account number'],
    reach: 0.05,
  },
  {
    id: 'b10',
    source: 'Lumen Streaming',
    breachDate: '2026-03-03',
    disclosedDate: '2026-05-15',
    dataClasses: [E, 'Password', 'Payment history'],
    reach: 0.28,
  },
  {
    id: 'b11',
    source: 'Northgate Auto Parts',
    breachDate: '2026-07-08',
    disclosedDate: '2026-10-03',
    dataClasses: [E, P, 'Name', 'Mailing address'],
    reach: 0.18,
  },
  {
    id: 'b12',
    source: 'Riverstone Insurance Quotes',
    breachDate: '2026-09-25',
    disclosedDate: '2026-12-15',
    dataClasses: [E, P, 'Name', 'Date of birth', 'Driver license number'],
    reach: 0.15,
  },
  {
    id: 'b13',
    source: 'Clearwave Dating',
    breachDate: '2026-10-30',
    disclosedDate: '2027-02-09',
    dataClasses: [E, 'Password', 'Photos', 'Date of birth'],
    reach: 0.2,
  },
  {
    id: 'b14',
    source: 'Brightpath Tutoring',
    breachDate: '2027-01-12',
    disclosedDate: '2027-04-20',
    dataClasses: [E, P, 'Name'],
    reach: 0.25,
  },
  {
    id: 'b15',
    source: 'Oakhurst Home Services',
    breachDate: '2027-03-18',
    disclosedDate: '2027-06-30',
    dataClasses: [E, P, 'Name', 'Mailing address', 'Password'],
    reach: 0.12,
  },
];

/** The seed of the synthetic source unless configured (the breaches of an identifier stay the same). */
export const DEFAULT_BREACH_SEED = 'tracewell-breaches-1';

/** An e-mail as the source compares it (trimmed, lower case); a phone as its ten digits. */
export const normalizeIdentifier = (kind: 'email' | 'phone', value: string): string =>
  kind === 'email' ? value.trim().toLowerCase() : value.replace(/\D/g, '').slice(-10);

/**
 * Whether `breach` exposed the identifier: the first 32 bits of sha256(seed | identifier | breach id) as a
 * fraction below the breach's reach, and the breach leaked that kind of identifier. Pure: a test picks an
 * e-mail known to be in a breach with it.
 */
export const isExposed = (
  seed: string,
  kind: 'email' | 'phone',
  identifier: string,
  breach: SyntheticBreach,
): boolean => {
  if (!breach.dataClasses.includes(kind === 'email' ? E : P)) return false;
  const h = createHash('sha256')
    .update(`${seed}|${normalizeIdentifier(kind, identifier)}|${breach.id}`)
    .digest();
  return h.readUInt32BE(0) / 2 ** 32 < breach.reach;
};

/** Every breach of the list that exposed the identifiers, whatever its disclosure date. */
export const syntheticExposures = (
  seed: string,
  ids: { readonly email: string | null; readonly phone: string | null },
  breaches: readonly SyntheticBreach[] = SYNTHETIC_BREACHES,
): BreachExposure[] => {
  const out: BreachExposure[] = [];
  for (const b of breaches) {
    const { reach: _reach, ...breach } = b;
    if (ids.email && isExposed(seed, 'email', ids.email, b)) out.push({ breach, identifier: 'email' });
    if (ids.phone && isExposed(seed, 'phone', ids.phone, b)) out.push({ breach, identifier: 'phone' });
  }
  return out;
};

/** The synthetic BreachSource: the list above, seeded; only breaches disclosed by `asOf`. */
export class SyntheticBreachSource implements BreachSource {
  constructor(
    private readonly seed: string = DEFAULT_BREACH_SEED,
    private readonly breaches: readonly SyntheticBreach[] = SYNTHETIC_BREACHES,
  ) {}

  async exposures(
    ids: { readonly email: string | null; readonly phone: string | null },
    asOf: string,
  ): Promise<BreachExposure[]> {
    return syntheticExposures(this.seed, ids, this.breaches).filter((e) => e.breach.disclosedDate <= asOf);
  }
}
