import type { ReportHistory } from '../accounts/history.port.js';
import type { FactGate } from '../fact-gate/fact-gate.steps.js';
import type { PropertyAccess } from '../property/property-access.port.js';
import type { Clock, IdGenerator } from '../shared/clock.port.js';
import type { ConflictError, ValidationError } from '../shared/errors.js';
import type { Mailer } from '../shared/mailer.port.js';
import type { ReportSource } from '../shared/reports/report-source.port.js';
import type { ReportEntitlements } from '../shared/reports/report-unlock.port.js';
import type { ReportMonitoringStore } from './report-monitoring.port.js';
import type { ReportPdfRenderer } from './report-pdf-renderer.port.js';
import type { ReportStore } from './report-store.port.js';

/** Everything the report use cases use. */
export interface ReportPorts {
  readonly source: ReportSource;
  readonly store: ReportStore;
  /** Report monitoring's preferences, snapshots and alerts (docs/decisions/0071). */
  readonly monitoring: ReportMonitoringStore;
  readonly allowance: ReportEntitlements;
  /** The accounts area's recent-reports writer (report_history). */
  readonly history: ReportHistory;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly mailer: Mailer;
  readonly renderer: ReportPdfRenderer;
  /** The partner service the all-access-limit message links to (000 section 6). */
  readonly partner: { readonly name: string; readonly url: string };
  /** The visitor's standing for the property tools, sent with an address report (001 section 6). */
  readonly propertyAccess: PropertyAccess;
  /** Whether the comparables site flag (bit 1024, 001 section 6) is on now: the address report's comparables section. */
  readonly comparables: () => boolean | Promise<boolean>;
  /**
   * The fact gate (core/fact-gate/fact-gate.steps.ts): a report of a person who opted out is not found (404), as
   * if it had never been in the records; alerts and history lists show what it lets through.
   */
  readonly gate: FactGate;
}

/**
 * Charges the PDF add-on through the payments path (the memberships area's payment saga,
 * docs/decisions/0032-payment-saga.md): a sale row and a receipt for every charge; the same key charges
 * once (`replayed`: an earlier request made the charge); `refused`: nothing was taken (another payment of
 * the account in flight, or the charge was refunded because it could not be recorded).
 */
export type ReportAddOnCharge = (input: {
  userId: string;
  skuId: string;
  description: string;
  idempotencyKey: string;
  at: Date;
}) => Promise<
  | { status: 'succeeded'; amountCents: number; replayed: boolean }
  | { status: 'declined' | 'noCard' | 'noSku'; amountCents: number }
  | { status: 'refused'; amountCents: number; error: ValidationError | ConflictError }
>;

/** What the PDF add-on needs besides the report ports: its price, the charge and the buyer's e-mail address. */
export interface ReportPdfPorts {
  /** The price of an add-on SKU in cents (the memberships area's catalog), null when there is none. */
  readonly pdfPrice: (skuId: string) => Promise<number | null>;
  readonly chargeAddOn: ReportAddOnCharge;
  readonly userEmail: (userId: string) => Promise<string | null>;
}

/** What subscribing a report to monitoring uses (subscribe and its silent variant, docs/decisions/0071). */
export type ReportSubscribePorts = Pick<ReportPorts, 'store' | 'allowance' | 'clock' | 'monitoring' | 'source'>;

/** What deciding a signed-in member's access level to one report uses. */
export type ReportLevelPorts = Pick<ReportPorts, 'store' | 'allowance'>;
