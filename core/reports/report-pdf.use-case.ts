import { err, ok, ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { isCardExpired } from '../billing/card.rules.js';
import { PAYMENT_DECLINED_MESSAGE } from '../membership/membership.errors.js';
import { ADD_ON_MENU_ID } from '../membership/membership-menus.rules.js';
import {
  type ConflictError,
  conflict,
  type ForbiddenError,
  forbidden,
  generalError,
  parseInput,
  type ValidationError,
} from '../shared/errors.js';
import {
  PDF_ALREADY_PURCHASED_MESSAGE,
  PDF_ORDER_UNAVAILABLE_MESSAGE,
  pdfOrderReadiness,
} from './pdf-order.machine.js';
import { reportSubjectOf } from './report-contents.schema.js';
import type { ReportView } from './report-view.rules.js';
import { buildReportView } from './report-view.rules.js';
import { loadReportData, type ReportPorts } from './view-report.use-case.js';

/** The PDF add-on product (seeded by migration 0050 into the catalog). The price comes from the SKU (001 section 9). */
export const REPORT_PDF_PRODUCT = Object.freeze({
  productMenuId: ADD_ON_MENU_ID,
  productOfferId: 'offer-report-pdf',
  productSkuId: 'report-pdf',
});

/** "Printing or e-mailing a report PDF needs a card on file" (000 section 6): the prompt. */
export const REPORT_PDF_CARD_REQUIRED = 'Please add a card to your wallet to print or email this report.';
/** Only reports held in full are printed or e-mailed (a PDF never carries locked values). */
export const REPORT_PDF_FULL_ONLY = 'Unlock the full report before printing or emailing it.';
/** Shown after the PDF is e-mailed. */
export const REPORT_PDF_SENT_MESSAGE = 'Your report PDF is on its way to your email inbox.';

/** What the print and e-mail-PDF options need (GET reports/pdf/options). */
export type ReportPdfOptions = {
  readonly hasCardOnFile: boolean;
  readonly card: { readonly brand: string; readonly last4: string } | null;
  readonly canPrint: boolean;
  readonly pdf: {
    readonly productMenuId: string;
    readonly productOfferId: string;
    readonly productSkuId: string;
    readonly priceCents: number | null;
    readonly alreadyPurchased: boolean;
  };
};

/** The print / e-mail-PDF options of a report for this user. */
export const makeGetReportPdfOptions =
  (p: ReportPorts & { readonly pdfPrice: (skuId: string) => Promise<number | null> }) =>
  (reportId: string, userId: string): ResultAsync<ReportPdfOptions, ValidationError> => {
    if (!reportSubjectOf(reportId))
      return ResultAsync.fromSafePromise(Promise.resolve()).andThen(() =>
        err(generalError(PDF_ORDER_UNAVAILABLE_MESSAGE)),
      );
    return ResultAsync.fromSafePromise(
      (async (): Promise<ReportPdfOptions> => {
        const now = p.clock.now();
        const [card, order, grants, price] = await Promise.all([
          p.allowance.cardOnFile(userId),
          p.store.pdfOrder(userId, reportId),
          p.store.grants(userId, reportId),
          p.pdfPrice(REPORT_PDF_PRODUCT.productSkuId),
        ]);
        const usable = card !== null && !isCardExpired({ month: card.expMonth, year: card.expYear }, now);
        return {
          hasCardOnFile: usable,
          card: usable ? { brand: card.brand, last4: card.last4 } : null,
          canPrint: usable && grants.length > 0,
          pdf: { ...REPORT_PDF_PRODUCT, priceCents: price, alreadyPurchased: order !== null },
        };
      })(),
    );
  };

export const ReportPdfOrderInput = z.object({
  productMenuId: z.union([z.string(), z.number()]).optional().nullable(),
  productOfferId: z.union([z.string(), z.number()]).optional().nullable(),
  productSkuId: z.union([z.string(), z.number()]).optional().nullable(),
  reportId: z.union([z.string(), z.number()]).optional().nullable(),
  title: z.string().optional().nullable(),
});

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

/**
 * The e-mail-PDF add-on (001 sections 4, 5, 7, 8; 000 section 6): the order needs menu, offer, SKU,
 * report id and title (else "Sorry, we cannot process your request at this time..."); the report
 * must be held in full; a PDF bought before answers 409 "A PDF for this report has already been
 * purchased"; the PDF is rendered on the server, then a card on file is charged the SKU's price as
 * a payment with its sale row and receipt (`ReportAddOnCharge`), and the PDF is e-mailed as an attachment.
 */
export const makeOrderReportPdf =
  (
    p: ReportPorts & {
      readonly chargeAddOn: ReportAddOnCharge;
      readonly userEmail: (userId: string) => Promise<string | null>;
    },
  ) =>
  (
    raw: unknown,
    userId: string,
  ): ResultAsync<{ message: string; orderId: string }, ValidationError | ConflictError | ForbiddenError> =>
    parseInput(ReportPdfOrderInput, raw)
      .andThen((b) =>
        pdfOrderReadiness({
          menuId: b.productMenuId,
          offerId: b.productOfferId,
          skuId: b.productSkuId,
          reportId: b.reportId,
          title: b.title,
        }).mapErr((m) => generalError(m)),
      )
      .asyncAndThen((order) =>
        ResultAsync.fromSafePromise(
          (async () => {
            const subject = reportSubjectOf(order.reportId);
            if (!subject || order.productSkuId !== REPORT_PDF_PRODUCT.productSkuId)
              return err(generalError(PDF_ORDER_UNAVAILABLE_MESSAGE));
            if ((await p.store.grants(userId, order.reportId)).length === 0)
              return err(forbidden(REPORT_PDF_FULL_ONLY));
            if (await p.store.pdfOrder(userId, order.reportId)) return err(conflict(PDF_ALREADY_PURCHASED_MESSAGE));
            const data = await loadReportData(p.source, subject);
            const report = data.isOk() ? data.value : null;
            if (!report) return err(generalError(PDF_ORDER_UNAVAILABLE_MESSAGE));
            const to = await p.userEmail(userId);
            if (!to) return err(generalError(PDF_ORDER_UNAVAILABLE_MESSAGE));
            const now = p.clock.now();
            // Rendered before the charge: a PDF that cannot be made costs nothing.
            const view: ReportView = buildReportView({ subject, report, level: 'full', now });
            const pdf = await p.renderer.render(view, now);
            const charge = await p.chargeAddOn({
              userId,
              skuId: order.productSkuId,
              description: `Report PDF: ${order.title}`,
              idempotencyKey: `report-pdf:${userId}:${order.reportId}`,
              at: now,
            });
            if (charge.status === 'noCard') return err(generalError(REPORT_PDF_CARD_REQUIRED));
            if (charge.status === 'refused') return err(charge.error);
            if (charge.status !== 'succeeded') {
              return err(
                generalError(charge.status === 'declined' ? PAYMENT_DECLINED_MESSAGE : PDF_ORDER_UNAVAILABLE_MESSAGE),
              );
            }
            const orderId = p.ids.uuid();
            const stored = await p.store.addPdfOrder({
              id: orderId,
              userId,
              reportId: order.reportId,
              skuId: order.productSkuId,
              amountCents: charge.amountCents,
              status: 'succeeded',
              createdAt: now,
            });
            // A double submit is charged once; the request that records the order sends the PDF.
            if (!stored) return err(conflict(PDF_ALREADY_PURCHASED_MESSAGE));
            await p.mailer.send({
              to,
              subject: `Your Tracewell report: ${view.title}`,
              text: `Your report for ${view.title} is attached as a PDF.\n\nEvery fact in it names its source and the date it was recorded. ${view.notice}\n`,
              attachments: [
                {
                  filename: `tracewell-report-${order.reportId}.pdf`,
                  contentType: 'application/pdf',
                  contentBase64: pdf.base64,
                },
              ],
            });
            await p.store.markPdfInHistory(userId, order.reportId);
            return ok({ message: REPORT_PDF_SENT_MESSAGE, orderId });
          })(),
        ).andThen((r) => r),
      );
