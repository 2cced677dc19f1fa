import { PdfkitReportRenderer } from '../../adapters/pdf/pdfkit-report-renderer.js';
import { PgPeopleYouMayKnowStore } from '../../adapters/postgres/pg-people-you-may-know-store.js';
import { PgReportMonitoringStore } from '../../adapters/postgres/pg-report-monitoring-store.js';
import { PgReportSource } from '../../adapters/postgres/pg-report-source.js';
import { PgReportStore } from '../../adapters/postgres/pg-report-store.js';
import type { ReportHistory } from '../../core/accounts/history.port.js';
import type { RateLimiter } from '../../core/accounts/rate-limiter.port.js';
import { type FactGate, gatedReportSource } from '../../core/fact-gate/fact-gate.steps.js';
import { makeAddOnPrice, makePurchaseAddOn } from '../../core/membership/checkout/add-on-purchase.provider.js';
import { makeReportAllowance, REPORT_PARTNER } from '../../core/membership/limits/report-allowance.provider.js';
import type { MembershipPorts } from '../../core/membership/membership-ports.port.js';
import { makeFileReportCorrection } from '../../core/privacy/file-report-correction.use-case.js';
import type { PrivacyCaseStore } from '../../core/privacy/privacy-case-store.port.js';
import type { ReportCorrectionPorts } from '../../core/privacy/privacy-ports.port.js';
import type { PropertyAccess } from '../../core/property/property-access.port.js';
import { makeBuyAdditionalReport } from '../../core/reports/buy-additional-report.use-case.js';
import { makeGetHistoryReport } from '../../core/reports/get-history-report.use-case.js';
import { makeGetNotificationPreferences } from '../../core/reports/get-notification-preferences.use-case.js';
import { makeGetReportFavorite } from '../../core/reports/get-report-favorite.use-case.js';
import { makeGetReportOrder } from '../../core/reports/get-report-order.use-case.js';
import { makeGetReportPdfOptions } from '../../core/reports/get-report-pdf-options.use-case.js';
import { makeGetReportViewState } from '../../core/reports/get-report-view-state.use-case.js';
import { makeGrantReportPurchase } from '../../core/reports/grant-report-purchase.use-case.js';
import { makeHidePeopleYouMayKnow } from '../../core/reports/hide-people-you-may-know.use-case.js';
import { makeListNotifications } from '../../core/reports/list-notifications.use-case.js';
import { makeListPeopleYouMayKnow } from '../../core/reports/list-people-you-may-know.use-case.js';
import { makeMarkAlertsSeen } from '../../core/reports/mark-alerts-seen.use-case.js';
import { makeMarkPersonYouMayKnow } from '../../core/reports/mark-person-you-may-know.use-case.js';
import { makeOrderReportPdf } from '../../core/reports/order-report-pdf.use-case.js';
import type { PeopleYouMayKnowPorts, PeopleYouMayKnowStore } from '../../core/reports/people-you-may-know.port.js';
import { makeRefreshNotifications } from '../../core/reports/refresh-notifications.use-case.js';
import { makeRefreshPeopleYouMayKnow } from '../../core/reports/refresh-people-you-may-know.use-case.js';
import { makeRemovePersonYouMayKnow } from '../../core/reports/remove-person-you-may-know.use-case.js';
import { makeListReports } from '../../core/reports/report-history.use-case.js';
import { reportLevelOf } from '../../core/reports/report-level.steps.js';
import type { ReportMonitoringStore } from '../../core/reports/report-monitoring.port.js';
import type { ReportPdfRenderer } from '../../core/reports/report-pdf-renderer.port.js';
import type { ReportStore } from '../../core/reports/report-store.port.js';
import { makeSaveNotificationPreferences } from '../../core/reports/save-notification-preferences.use-case.js';
import { makeSilentSubscribeReport } from '../../core/reports/silent-subscribe-report.use-case.js';
import { makeSubscribeReport } from '../../core/reports/subscribe-report.use-case.js';
import { makeToggleReportFavorite } from '../../core/reports/toggle-report-favorite.use-case.js';
import { makeUnlockReport } from '../../core/reports/unlock-report.use-case.js';
import { makeUpdateReportViewState } from '../../core/reports/update-report-view-state.use-case.js';
import { makeViewReport } from '../../core/reports/view-report.use-case.js';
import type { ReportSource } from '../../core/shared/reports/report-source.port.js';
import type { ReportEntitlements } from '../../core/shared/reports/report-unlock.port.js';
import type { SiteFlag } from '../../core/shell/flags.rules.js';
import { type PortOverrides, type SharedBindings, withOverrides } from './shared.js';

/** What the reports wiring builds and a test may replace. */
export interface ReportsPorts {
  readonly source: ReportSource;
  readonly store: ReportStore;
  /** Report monitoring's preferences, snapshots and alerts (docs/decisions/0071). */
  readonly monitoring: ReportMonitoringStore;
  readonly renderer: ReportPdfRenderer;
  /** People You May Know: its seeds and connections in the records, and the members' suggestions (docs/decisions/0072). */
  readonly people: PeopleYouMayKnowStore;
  /** What a member may unlock: the memberships area's allowance, vouchers and card on file. */
  readonly allowance: ReportEntitlements;
  /** The account e-mail a PDF goes to (`null` for a deleted account). */
  readonly userEmail: (userId: string) => Promise<string | null>;
}

/** The report use cases the routes call (000 section 6, 001). */
const reportsUseCases = (
  p: Parameters<typeof makeOrderReportPdf>[0] &
    Parameters<typeof makeGetReportPdfOptions>[0] &
    PeopleYouMayKnowPorts &
    ReportCorrectionPorts,
) => ({
  viewReport: makeViewReport(p),
  getReportOrder: makeGetReportOrder(p),
  getHistoryReport: makeGetHistoryReport(p),
  listReports: makeListReports(p),
  unlockReport: makeUnlockReport(p),
  buyAdditionalReport: makeBuyAdditionalReport(p),
  grantReportPurchase: makeGrantReportPurchase(p),
  getViewState: makeGetReportViewState(p),
  updateViewState: makeUpdateReportViewState(p),
  fileCorrection: makeFileReportCorrection(p),
  subscribe: makeSubscribeReport(p),
  subscribeSilent: makeSilentSubscribeReport(p),
  notificationPreferences: makeGetNotificationPreferences(p),
  saveNotificationPreferences: makeSaveNotificationPreferences(p),
  listNotifications: makeListNotifications(p),
  markAlertsSeen: makeMarkAlertsSeen(p),
  refreshNotifications: makeRefreshNotifications(p),
  pdfOptions: makeGetReportPdfOptions(p),
  orderPdf: makeOrderReportPdf(p),
  listPeopleYouMayKnow: makeListPeopleYouMayKnow(p),
  refreshPeopleYouMayKnow: makeRefreshPeopleYouMayKnow(p),
  hidePeopleYouMayKnow: makeHidePeopleYouMayKnow(p),
  markPersonYouMayKnow: makeMarkPersonYouMayKnow(p),
  removePersonYouMayKnow: makeRemovePersonYouMayKnow(p),
  toggleFavorite: makeToggleReportFavorite(p),
  getFavorite: makeGetReportFavorite(p),
});
export type ReportsUseCases = ReturnType<typeof reportsUseCases>;

/** The reports area: its ports and use cases. */
export interface ReportsWiring {
  readonly ports: ReportsPorts;
  readonly useCases: ReportsUseCases;
}

/**
 * Reports on the record tables (PostgreSQL or PGlite), PDFs by pdfkit, with the shared clock, ids
 * and Mailer. From other areas: the memberships area's ports (the allowance, and the PDF add-on
 * charged through its payment saga with its sale row and receipt: docs/decisions/0032), the property
 * area's standing for its tools sent with an address report (docs/decisions/0062), the accounts
 * area's report history and its rate limiter (the shared counters of the anonymous corrections form), and
 * the privacy case queue the corrections open cases in (docs/decisions/0074).
 */
export const wireReports = (
  shared: SharedBindings,
  deps: {
    readonly membership: MembershipPorts;
    readonly history: ReportHistory;
    readonly limiter: RateLimiter;
    /** The property area's standing for its tools (the one PropertyAccess of the application). */
    readonly propertyAccess: PropertyAccess;
    /** The fact gate: reports, alerts and lists show what it lets through (core/fact-gate/fact-gate.steps.ts). */
    readonly gate: FactGate;
    /** The server's view of a site feature flag (stored rules, 5 s cache): server/wiring/flags.ts. */
    readonly siteFlag: (flag: SiteFlag) => () => Promise<boolean>;
    /** The one privacy case queue (bound once, server/container.ts): a correction request opens a case in it. */
    readonly privacyCases: PrivacyCaseStore;
  },
  overrides?: PortOverrides<ReportsPorts>,
): ReportsWiring => {
  const { db } = shared;
  const store = new PgReportStore(db);
  const built = withOverrides<ReportsPorts>(
    {
      // The records of a report on the read side; the access to it (the store) on the primary (docs/decisions/0085).
      source: new PgReportSource(shared.readDb, { primary: db }),
      store,
      monitoring: new PgReportMonitoringStore(db),
      renderer: new PdfkitReportRenderer(),
      people: new PgPeopleYouMayKnowStore(db),
      allowance: makeReportAllowance(deps.membership),
      userEmail: (userId) => store.userEmail(userId),
    },
    overrides,
  );
  // Every reader of the records (views, PDFs, monitoring runs, identity monitoring) goes through the gate.
  const ports: ReportsPorts = { ...built, source: gatedReportSource(built.source, deps.gate) };
  const addOnPrice = makeAddOnPrice(deps.membership);
  return {
    ports,
    useCases: reportsUseCases({
      ...ports,
      history: deps.history,
      clock: shared.clock,
      ids: shared.ids,
      mailer: shared.mailer,
      partner: REPORT_PARTNER,
      propertyAccess: deps.propertyAccess,
      gate: deps.gate,
      levelOf: reportLevelOf(ports),
      // The address report's comparables section follows the comparables site flag (bit 1024, 001 section 6).
      comparables: deps.siteFlag('comparables'),
      // The dashboard's People You May Know block follows its site flag (bit 64, 002 section 9).
      enabled: deps.siteFlag('peopleYouMayKnow'),
      chargeAddOn: makePurchaseAddOn(deps.membership),
      pdfPrice: (skuId) => addOnPrice(skuId),
      limiter: deps.limiter,
      privacyCases: deps.privacyCases,
    }),
  };
};
