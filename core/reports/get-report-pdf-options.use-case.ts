import { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { hasUsableCard } from '../billing/card.rules.js';
import { REPORT_PDF_PRODUCT } from '../membership/catalog/membership-menus.rules.js';
import { reportSubjectOf } from '../shared/reports/report-contents.schema.js';
import { useCase } from '../shared/use-case.js';
import { PDF_ORDER_UNAVAILABLE_MESSAGE } from './pdf-order.machine.js';
import type { ReportPdfOptions } from './report-pdf.rules.js';
import type { ReportPdfPorts, ReportPorts } from './report-ports.port.js';

/** A report id of ours, else "Sorry, we cannot process your request at this time..." (001 section 8). */
const ReportPdfOptionsInput = z.string().refine((id) => reportSubjectOf(id) !== null, PDF_ORDER_UNAVAILABLE_MESSAGE);

/** The print / e-mail-PDF options of a report for this user. */
export const makeGetReportPdfOptions = (
  p: Pick<ReportPorts, 'allowance' | 'store' | 'clock'> & Pick<ReportPdfPorts, 'pdfPrice'>,
) =>
  useCase(ReportPdfOptionsInput, (reportId, userId: string) =>
    ResultAsync.fromSafePromise(
      (async (): Promise<ReportPdfOptions> => {
        const now = p.clock.now();
        const [card, order, grants, price] = await Promise.all([
          p.allowance.cardOnFile(userId),
          p.store.pdfOrder(userId, reportId),
          p.store.grants(userId, reportId),
          p.pdfPrice(REPORT_PDF_PRODUCT.productSkuId),
        ]);
        const usable = hasUsableCard(card, now);
        return {
          hasCardOnFile: usable,
          card: usable ? { brand: card.brand, last4: card.last4 } : null,
          canPrint: usable && grants.length > 0,
          pdf: { ...REPORT_PDF_PRODUCT, priceCents: price, alreadyPurchased: order !== null },
        };
      })(),
    ),
  );
