import type {
  AddressReportData,
  BackgroundReportData,
  EmailReportData,
  PhoneReportData,
} from './report-contents.schema.js';

/**
 * Reads what a report holds from the public records (docs/decisions/0050). Every fact comes back with
 * its source and recorded date. `null` when the subject is not in the records. Lost infrastructure
 * throws. Adapter: PgReportSource (a handful of queries by id, each aggregated with json_agg).
 */
export interface ReportSource {
  background(personId: number): Promise<BackgroundReportData | null>;
  phone(tenDigits: string): Promise<PhoneReportData | null>;
  email(lowerCaseEmail: string): Promise<EmailReportData | null>;
  address(propertyId: number): Promise<AddressReportData | null>;
}
