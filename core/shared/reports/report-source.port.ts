import type { AddressReportData } from './address-report-contents.schema.js';
import type { BackgroundReportData, EmailReportData, PhoneReportData } from './report-contents.schema.js';

/**
 * Reads what a report holds from the public records (docs/decisions/0050). Every fact comes back with
 * its source and recorded date. `null` when the subject is not in the records. Lost infrastructure
 * throws. Adapter: PgReportSource (one statement per report, aggregated with json_agg).
 */
export interface ReportSource {
  background(personId: number): Promise<BackgroundReportData | null>;
  phone(tenDigits: string): Promise<PhoneReportData | null>;
  email(lowerCaseEmail: string): Promise<EmailReportData | null>;
  /**
   * The property record and its collections (001 section 3); `isSaved` says whether `viewerId` (the
   * signed-in viewer, null for none) has saved the property.
   */
  address(propertyId: number, viewerId?: string | null): Promise<AddressReportData | null>;
}

/** The contents of any report type, as the adapter returned them. */
export type ReportData =
  | { readonly type: 'background'; readonly data: BackgroundReportData }
  | { readonly type: 'phone'; readonly data: PhoneReportData }
  | { readonly type: 'email'; readonly data: EmailReportData }
  | { readonly type: 'address'; readonly data: AddressReportData };
