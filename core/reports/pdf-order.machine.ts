import { err, ok, type Result } from 'neverthrow';

/** Missing PDF order data (001 section 5): "Sorry, we cannot process your request at this time. Please try again later." */
export const PDF_ORDER_UNAVAILABLE_MESSAGE =
  'Sorry, we cannot process your request at this time. Please try again later.';
/** HTTP 409 on a PDF purchase (001 section 8). */
export const PDF_ALREADY_PURCHASED_MESSAGE = 'A PDF for this report has already been purchased';
/** Unsuccessful PDF purchase (001 section 8); the server errors are shown with it. */
export const PDF_PURCHASE_FAILED_MESSAGE =
  'Oops! It looks like there was an issue purchasing a pdf report. Please try again, or contact customer care if the problem persists.';
/** Modal text while printing (001 section 8). */
export const PDF_PRINTING_MESSAGE = 'Please wait while your report is printing. This may take a bit.';
/** The log message for missing PDF order data (001 section 8). */
export const PDF_ORDER_LOG_MESSAGE = 'Print Report Options Modal Error';

/** The add-on PDF order body (001 section 7: productMenuId, productOfferId, productSkuId, reportId, title). */
export type PdfOrderRequest = {
  readonly productMenuId: string;
  readonly productOfferId: string;
  readonly productSkuId: string;
  readonly reportId: string;
  readonly title: string;
};

const present = (v: string | number | null | undefined): v is string | number =>
  v !== null && v !== undefined && String(v).trim() !== '';

/**
 * E-mail-PDF order readiness (001 section 5): "allowed only if menu id, offer id, SKU, report id and
 * title are all present. Otherwise the message 'Sorry, we cannot process your request at this time.
 * Please try again later.' is shown" (and logged as "Print Report Options Modal Error"). Ids may be
 * numbers or strings; blank strings count as missing.
 */
export const pdfOrderReadiness = (o: {
  readonly menuId?: string | number | null;
  readonly offerId?: string | number | null;
  readonly skuId?: string | number | null;
  readonly reportId?: string | number | null;
  readonly title?: string | null;
}): Result<PdfOrderRequest, string> => {
  const { menuId, offerId, skuId, reportId, title } = o;
  if (!present(menuId) || !present(offerId) || !present(skuId) || !present(reportId) || !present(title)) {
    return err(PDF_ORDER_UNAVAILABLE_MESSAGE);
  }
  return ok({
    productMenuId: String(menuId),
    productOfferId: String(offerId),
    productSkuId: String(skuId),
    reportId: String(reportId),
    title: String(title).trim(),
  });
};

/** The e-mail-PDF modal panels (001 section 2): orderPdf, pdfSent, pdfPurchaseFailed, pdfAlreadyPurchased. */
export type PdfModalPanel = 'orderPdf' | 'pdfSent' | 'pdfPurchaseFailed' | 'pdfAlreadyPurchased';

/** The PDF modal state. */
export type PdfModalState = {
  readonly panel: PdfModalPanel;
  /** An order request is in flight: the order button is blocked. */
  readonly processing: boolean;
  /** Message lines shown on the panel (the spec's text first, then any server errors). */
  readonly messages: readonly string[];
  /** "After a successful send the Email PDF link disappears" (001 section 4). */
  readonly emailPdfLinkVisible: boolean;
};

/** Events of the PDF modal. */
export type PdfModalEvent =
  | { readonly type: 'submit' }
  | { readonly type: 'reply'; readonly status: number; readonly success: boolean; readonly errors?: readonly string[] }
  | { readonly type: 'networkError' }
  | { readonly type: 'close' };

/** The PDF modal's initial state: the orderPdf panel, link visible. */
export const PDF_MODAL_INITIAL: PdfModalState = Object.freeze({
  panel: 'orderPdf',
  processing: false,
  messages: [],
  emailPdfLinkVisible: true,
});

/**
 * The e-mail-PDF modal panels machine (001 section 4): "orderPdf, then pdfSent on success,
 * pdfPurchaseFailed on an unsuccessful reply, pdfAlreadyPurchased on HTTP 409". A 409 wins over the
 * body; a failed reply shows the spec's text plus the server errors; a request that never got a
 * reply counts as unsuccessful. `submit` only acts on orderPdf when not processing (no double
 * orders); replies only act while processing. `close` returns to orderPdf and keeps the link's
 * visibility (hidden for good after a send).
 */
export const pdfModalReducer = (state: PdfModalState, event: PdfModalEvent): PdfModalState => {
  switch (event.type) {
    case 'submit':
      return state.panel === 'orderPdf' && !state.processing ? { ...state, processing: true, messages: [] } : state;
    case 'reply':
      if (!state.processing) return state;
      if (event.status === 409) {
        return { ...state, processing: false, panel: 'pdfAlreadyPurchased', messages: [PDF_ALREADY_PURCHASED_MESSAGE] };
      }
      if (event.success && event.status >= 200 && event.status < 300) {
        return { ...state, processing: false, panel: 'pdfSent', messages: [], emailPdfLinkVisible: false };
      }
      return {
        ...state,
        processing: false,
        panel: 'pdfPurchaseFailed',
        messages: [PDF_PURCHASE_FAILED_MESSAGE, ...(event.errors ?? [])],
      };
    case 'networkError':
      return state.processing
        ? { ...state, processing: false, panel: 'pdfPurchaseFailed', messages: [PDF_PURCHASE_FAILED_MESSAGE] }
        : state;
    case 'close':
      return { ...PDF_MODAL_INITIAL, emailPdfLinkVisible: state.emailPdfLinkVisible };
  }
};
