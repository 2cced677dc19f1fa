import type { Container, ServiceIdentifier } from 'inversify';
import { nodeIdGenerator } from '../adapters/crypto/node-crypto-tokens.js';
import { PdfkitReportRenderer } from '../adapters/pdf/pdfkit-report-renderer.js';
import type { Db } from '../adapters/postgres/db.js';
import { PgRateLimiter } from '../adapters/postgres/pg-rate-limiter.js';
import { PgReportSource } from '../adapters/postgres/pg-report-source.js';
import { PgReportStore } from '../adapters/postgres/pg-report-store.js';
import type { ReportHistory } from '../core/accounts/history.port.js';
import type { RateLimiter } from '../core/accounts/rate-limiter.port.js';
import { makeAddOnPrice, makePurchaseAddOn } from '../core/membership/add-on-purchase.use-case.js';
import type { MembershipPorts } from '../core/membership/checkout.use-case.js';
import { makeReportAllowance, REPORT_PARTNER } from '../core/membership/report-allowance.use-case.js';
import {
  makeFileReportCorrection,
  makeGetReportViewState,
  makeSilentSubscribeReport,
  makeSubscribeReport,
  makeUpdateReportViewState,
} from '../core/reports/report-activity.use-case.js';
import { makeListReports } from '../core/reports/report-history.use-case.js';
import {
  makeGetReportPdfOptions,
  makeOrderReportPdf,
  type ReportAddOnCharge,
} from '../core/reports/report-pdf.use-case.js';
import type { ReportPdfRenderer } from '../core/reports/report-pdf-renderer.port.js';
import type { ReportSource } from '../core/reports/report-source.port.js';
import { makeGrantReportPurchase, makeUnlockReport } from '../core/reports/unlock-report.use-case.js';
import {
  makeGetHistoryReport,
  makeGetReportOrder,
  makeViewReport,
  type ReportPorts,
} from '../core/reports/view-report.use-case.js';
import type { Clock } from '../core/shared/clock.port.js';
import type { Mailer } from '../core/shared/mailer.port.js';

/**
 * Charges a catalog add-on (the PDF) to the default wallet card: the memberships area's payment saga with
 * its sale row and receipt (docs/decisions/0032-payment-saga.md).
 */
export const membershipAddOnCharge = (m: MembershipPorts): ReportAddOnCharge => makePurchaseAddOn(m);

const addOnPrice = (m: MembershipPorts, skuId: string): Promise<number | null> => makeAddOnPrice(m)(skuId);

/** Builds the report use cases from ports (real or fake). */
export const makeReportsUseCases = (
  p: ReportPorts & {
    chargeAddOn: ReportAddOnCharge;
    pdfPrice: (skuId: string) => Promise<number | null>;
    userEmail: (userId: string) => Promise<string | null>;
    /** The shared counters (the accounts area's rate limiter), for the anonymous corrections endpoint. */
    limiter: RateLimiter;
  },
) => ({
  viewReport: makeViewReport(p),
  getReportOrder: makeGetReportOrder(p),
  getHistoryReport: makeGetHistoryReport(p),
  listReports: makeListReports(p),
  unlockReport: makeUnlockReport(p),
  grantReportPurchase: makeGrantReportPurchase(p),
  getViewState: makeGetReportViewState(p),
  updateViewState: makeUpdateReportViewState(p),
  fileCorrection: makeFileReportCorrection(p),
  subscribe: makeSubscribeReport(p),
  subscribeSilent: makeSilentSubscribeReport(p),
  pdfOptions: makeGetReportPdfOptions(p),
  orderPdf: makeOrderReportPdf(p),
});
export type ReportsUseCases = ReturnType<typeof makeReportsUseCases>;

/** The report use cases on PostgreSQL, the memberships area's ports, pdfkit and the mailer. */
export const pgReportsUseCases = (
  db: Db,
  deps: {
    membership: MembershipPorts;
    history: ReportHistory;
    clock?: Clock;
    mailer?: Mailer;
    source?: ReportSource;
    renderer?: ReportPdfRenderer;
  },
): ReportsUseCases => {
  const store = new PgReportStore(db);
  return makeReportsUseCases({
    source: deps.source ?? new PgReportSource(db),
    store,
    allowance: makeReportAllowance(deps.membership),
    history: deps.history,
    clock: deps.clock ?? deps.membership.clock,
    ids: nodeIdGenerator,
    mailer: deps.mailer ?? deps.membership.mailer,
    renderer: deps.renderer ?? new PdfkitReportRenderer(),
    partner: REPORT_PARTNER,
    chargeAddOn: membershipAddOnCharge(deps.membership),
    pdfPrice: (skuId) => addOnPrice(deps.membership, skuId),
    userEmail: (userId) => store.userEmail(userId),
    limiter: new PgRateLimiter(db),
  });
};

export const REPORTS_TOKEN = Symbol.for('tracewell.Reports') as ServiceIdentifier<ReportsUseCases>;

/** Binds the report use cases (after accounts and membership are bound). */
export const bindReports = (
  c: Container,
  tokens: {
    db: ServiceIdentifier<Db>;
    history: ServiceIdentifier<ReportHistory>;
    membership: ServiceIdentifier<{ ports: MembershipPorts }>;
  },
): void => {
  c.bind(REPORTS_TOKEN).toDynamicValue((ctx) =>
    pgReportsUseCases(ctx.get(tokens.db), {
      membership: ctx.get(tokens.membership).ports,
      history: ctx.get(tokens.history),
    }),
  );
};
