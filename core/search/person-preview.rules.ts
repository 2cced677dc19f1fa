import type { PersonPreviewRecord } from './person-search.port.js';
import { ageOn } from './ranking.rules.js';
import { buildReportUrl } from './search-url.rules.js';

/** A person as a result card shows them (002 section 3 "Person card"; preview facts only, 002 section 6). */
export type PersonCard = {
  readonly id: string;
  readonly firstName: string;
  readonly middleName: string;
  readonly lastName: string;
  readonly fullName: string;
  readonly age: number | null;
  readonly city: string;
  readonly state: string;
  readonly deceased: boolean;
  readonly aliases: readonly string[];
  readonly relatives: readonly string[];
  readonly reasons: readonly string[];
  readonly reportUrl: string;
};

/** A person's full name: first, middle and last, the empty ones left out. */
export const personFullName = (p: { firstName: string; middleName: string | null; lastName: string }): string =>
  [p.firstName, p.middleName ?? '', p.lastName].filter((s) => s.trim() !== '').join(' ');

/** A preview of a person found by phone, e-mail or address, with its report link (no contact details). */
export type PersonPreview = Omit<PersonCard, 'aliases' | 'relatives' | 'reasons'>;

/** The preview of a person record on a day (`asOf`, for the age), with the person's report link. */
export const personPreviewOf = (p: PersonPreviewRecord, asOf: string): PersonPreview => ({
  id: String(p.id),
  firstName: p.firstName,
  middleName: p.middleName ?? '',
  lastName: p.lastName,
  fullName: personFullName(p),
  age: ageOn(p.birthDate, asOf),
  city: p.city ?? '',
  state: p.state ?? '',
  deceased: p.deceased,
  reportUrl: buildReportUrl({
    id: String(p.id),
    firstName: p.firstName,
    middleName: p.middleName ?? '',
    lastName: p.lastName,
    city: p.city ?? '',
    state: p.state ?? '',
    type: 'background',
  }),
});

/**
 * The count line of a name search: "No matches", "1 match", "12 matches", or "1,000+ matches" when more people
 * may match than were counted (`totalIsAtLeast`: the store's limit a name was reached).
 */
export const matchCountText = (r: { readonly total: number; readonly totalIsAtLeast: boolean }): string => {
  if (r.total === 0) return 'No matches';
  const n = `${r.total.toLocaleString('en-US')}${r.totalIsAtLeast ? '+' : ''}`;
  return `${n} ${r.total === 1 && !r.totalIsAtLeast ? 'match' : 'matches'}`;
};
