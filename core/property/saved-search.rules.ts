import { err, ok, type Result } from 'neverthrow';
import { ADDRESS_TEXT_MESSAGE, type AddressCriteria } from '../search/search-criteria.rules.js';
import { parseAddressText } from '../search/search-kind.rules.js';

/**
 * "Address parsing for the saved search needs state, city, number and street. A semicolon is treated
 * as a comma" (001 section 5). The text is read like a one-line address ("123 Main St, Austin, TX
 * 78701"; see parseAddressText); when the state, city, house number or street is missing the result
 * is the address message "Please enter a valid address".
 */
export const parseSavedSearchAddress = (text: string): Result<AddressCriteria, string> => {
  const a = parseAddressText(text.replace(/;/g, ','));
  if (a === null || a.state === '' || a.city === '' || a.houseNumber === '' || a.street === '') {
    return err(ADDRESS_TEXT_MESSAGE);
  }
  return ok(a);
};

/** The saved-search Criteria body (001 section 3: State, City, HouseNumber, Street, Unit, Pre, Post, Zip, Address, ReportHistoryId, PropertyId, Target). */
export type SavedSearchCriteria = {
  readonly State: string;
  readonly City: string;
  readonly HouseNumber: string;
  readonly Street: string;
  readonly Unit: string;
  readonly Pre: string;
  readonly Post: string;
  readonly Zip: string;
  readonly Address: string;
  readonly ReportHistoryId: string | null;
  readonly PropertyId: string | null;
  readonly Target: unknown;
};

/**
 * Builds the saved-search Criteria (001 sections 3 and 7) from a parsed address; Pre and Post are
 * left empty (the directions stay inside Street), Address is the one-line text
 * "123 Main St, Austin, TX 78701".
 */
export const savedSearchCriteria = (
  a: AddressCriteria,
  extra: { reportHistoryId?: string | null; propertyId?: string | null; target?: unknown } = {},
): SavedSearchCriteria => ({
  State: a.state,
  City: a.city,
  HouseNumber: a.houseNumber,
  Street: a.street,
  Unit: a.unit,
  Pre: '',
  Post: '',
  Zip: a.zip,
  Address: [
    `${a.houseNumber} ${a.street}${a.unit ? ` #${a.unit}` : ''}`,
    a.city,
    [a.state, a.zip].filter(Boolean).join(' '),
  ]
    .filter((s) => s.trim() !== '')
    .join(', '),
  ReportHistoryId: extra.reportHistoryId ?? null,
  PropertyId: extra.propertyId ?? null,
  Target: extra.target ?? null,
});
