import { err, ok, type Result } from 'neverthrow';
import { z } from 'zod';
import { REPORT_PDF_PRODUCT } from '../membership/catalog/membership-menus.rules.js';
import { PAYMENT_DECLINED_MESSAGE } from '../membership/membership.errors.js';
import {
  type ConflictError,
  conflict,
  type ForbiddenError,
  forbidden,
  generalError,
  type ValidationError,
} from '../shared/errors.js';
import { reportSubjectOf } from '../shared/reports/report-contents.schema.js';
import { useCase } from '../shared/use-case.js';
import {
  PDF_ALREADY_PURCHASED_MESSAGE,
  PDF_ORDER_UNAVAILABLE_MESSAGE,
  pdfOrderReadiness,
} from './pdf-order.machine.js';
import { REPORT_PDF_CARD_REQUIRED, REPORT_PDF_FULL_ONLY, REPORT_PDF_SENT_MESSAGE } from './report-pdf.rules.js';
import type { ReportPdfPorts, ReportPorts } from './report-ports.port.js';
import type { ReportView } from './report-view.rules.js';
import { buildReportView } from './report-view.rules.js';
import { loadReportData } from './view-report.steps.js';

const ReportPdfOrderInput = z.object({
  productMenuId: z.union([z.string(), z.number()]).optional().nullable(),
  productOfferId: z.union([z.string(), z.number()]).optional().nullable(),
  productSkuId: z.union([z.string(), z.number()]).optional().nullable(),
  reportId: z.union([z.string(), z.number()]).optional().nullable(),
  title: z.string().optional().nullable(),
});

/**
 * The e-mail-PDF add-on (001 sections 4, 5, 7, 8; 000 section 6): the order needs menu, offer, SKU,
 * report id and title (else "Sorry, we cannot process your request at this time..."); the report
 * must be held in full; a PDF bought before answers 409 "A PDF for this report has already been
 * purchased"; the PDF is rendered on the server, then a card on file is charged the SKU's price as
 * a payment with its sale row and receipt (`ReportAddOnCharge`), and the PDF is e-mailed as an attachment.
 */
export const makeOrderReportPdf = (p: ReportPorts & Pick<ReportPdfPorts, 'chargeAddOn' | 'userEmail'>) =>
  useCase(
    ReportPdfOrderInput,
    async (b, userId: string): Promise<Result<PdfOrderAnswer, ValidationError | ConflictError | ForbiddenError>> => {
      const ready = pdfOrderReadiness({
        menuId: b.productMenuId,
        offerId: b.productOfferId,
        skuId: b.productSkuId,
        reportId: b.reportId,
        title: b.title,
      });
      if (ready.isErr()) return err(generalError(ready.error));
      const order = ready.value;
      const subject = reportSubjectOf(order.reportId);
      if (!subject || order.productSkuId !== REPORT_PDF_PRODUCT.productSkuId)
        return err(generalError(PDF_ORDER_UNAVAILABLE_MESSAGE));
      if ((await p.store.grants(userId, order.reportId)).length === 0) return err(forbidden(REPORT_PDF_FULL_ONLY));
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
    },
  );

/** What ordering the PDF answers. */
export interface PdfOrderAnswer {
  message: string;
  orderId: string;
}
