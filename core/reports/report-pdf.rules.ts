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
