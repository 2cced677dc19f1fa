import { useEffect, useReducer, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatCentsAsDollars } from '#core/billing/money.rules';
import {
  PDF_MODAL_INITIAL,
  PDF_ORDER_LOG_MESSAGE,
  PDF_PRINTING_MESSAGE,
  pdfModalReducer,
  pdfOrderReadiness,
} from '#core/reports/pdf-order.machine';
import { Alert } from '../../../components/alert';
import { Button } from '../../../components/button';
import { useDialogFocus } from '../../../components/use-dialog-focus';
import { HttpError } from '../../../lib/http/http-error';
import { logClient } from '../../../lib/http/logger';
import { useRequest } from '../../../lib/http/use-request';
import { reportsApi } from '../api/reports-api';

/** "Printing or e-mailing a report PDF needs a card on file" (000 section 6): the prompt. */
export const CARD_PROMPT = 'Please add a card to your wallet to print or email this report.';

const Modal = ({ title, children, onClose }: { title: string; children: React.ReactNode; onClose?: () => void }) => {
  const ref = useRef<HTMLDivElement>(null);
  // The focus moves in and stays inside; Escape closes when the dialog may be closed.
  useDialogFocus(ref, onClose);
  return (
    <div className="rep-modal" role="dialog" aria-modal="true" aria-label={title} tabIndex={-1} ref={ref}>
      <div className="rep-modal__box">
        <h2>{title}</h2>
        {children}
        {onClose && (
          <Button variant="ghost" size="sm" className="rep-modal__close" onClick={onClose}>
            Close
          </Button>
        )}
      </div>
    </div>
  );
};

/**
 * Print and e-mail-PDF (001 sections 2, 4, 5, 7, 8): print loads this report again in a hidden frame
 * with is-pdf-request=true and prints when the frame reports it is ready; the e-mail-PDF modal walks
 * orderPdf -> pdfSent / pdfPurchaseFailed / pdfAlreadyPurchased (409). Both need a card on file.
 */
export const PdfActions = ({ reportId, title }: { reportId: string; title: string }) => {
  const options = useRequest(reportId, () => reportsApi.pdfOptions(reportId)).data;
  const [modal, dispatch] = useReducer(pdfModalReducer, PDF_MODAL_INITIAL);
  const [open, setOpen] = useState<'none' | 'pdf' | 'print' | 'card'>('none');
  const frame = useRef<HTMLIFrameElement | null>(null);

  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin || e.data?.type !== 'tw-report-ready') return;
      const w = frame.current?.contentWindow;
      try {
        w?.focus();
        w?.print();
      } finally {
        setOpen('none');
        frame.current?.remove();
        frame.current = null;
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  const print = () => {
    if (!options?.hasCardOnFile) return setOpen('card');
    setOpen('print');
    const f = document.createElement('iframe');
    f.className = 'rep-print-frame';
    f.title = 'Report print view';
    const url = new URL(window.location.href);
    url.searchParams.set('is-pdf-request', 'true');
    f.src = url.toString();
    document.body.appendChild(f);
    frame.current = f;
  };

  const order = () => {
    if (!options?.hasCardOnFile) return setOpen('card');
    const ready = pdfOrderReadiness({
      menuId: options.pdf.productMenuId,
      offerId: options.pdf.productOfferId,
      skuId: options.pdf.productSkuId,
      reportId,
      title,
    });
    if (ready.isErr()) {
      void logClient({ level: 'error', message: PDF_ORDER_LOG_MESSAGE, details: { reportId } });
      dispatch({ type: 'submit' });
      dispatch({ type: 'reply', status: 400, success: false, errors: [ready.error] });
      return;
    }
    dispatch({ type: 'submit' });
    reportsApi.orderPdf(ready.value).then(
      () => dispatch({ type: 'reply', status: 200, success: true }),
      (e: unknown) =>
        e instanceof HttpError && e.status > 0
          ? dispatch({ type: 'reply', status: e.status, success: false, errors: e.errors['*'] ?? [] })
          : dispatch({ type: 'networkError' }),
    );
  };

  const price = options?.pdf.priceCents != null ? formatCentsAsDollars(options.pdf.priceCents) : null;
  const bought = options?.pdf.alreadyPurchased || !modal.emailPdfLinkVisible;

  return (
    <div className="rep-pdf">
      <Button size="sm" variant="secondary" onClick={print} disabled={!options}>
        Print report
      </Button>
      {!bought && (
        <Button size="sm" variant="secondary" onClick={() => setOpen('pdf')} disabled={!options}>
          Email PDF{price ? ` (${price})` : ''}
        </Button>
      )}
      {open === 'card' && (
        <Modal title="Add a card" onClose={() => setOpen('none')}>
          <p>{CARD_PROMPT}</p>
          <Link className="tw-btn tw-btn--primary" to="/dashboard/account">
            Add a card
          </Link>
        </Modal>
      )}
      {open === 'print' && (
        <Modal title="Printing">
          <p>{PDF_PRINTING_MESSAGE}</p>
        </Modal>
      )}
      {open === 'pdf' && (
        <Modal
          title="Email PDF"
          onClose={() => {
            dispatch({ type: 'close' });
            setOpen('none');
          }}
        >
          <div data-panel={modal.panel}>
            {modal.panel === 'orderPdf' && (
              <>
                <p>
                  A PDF of this report, with every source line, is e-mailed to your account address.
                  {price &&
                    ` Your card ${options?.card ? `ending ${options.card.last4} ` : ''}is charged ${price} once.`}
                </p>
                <Button loading={modal.processing} onClick={order}>
                  Email my PDF{price ? ` for ${price}` : ''}
                </Button>
              </>
            )}
            {modal.panel === 'pdfSent' && (
              <Alert tone="success">Your report PDF is on its way to your email inbox.</Alert>
            )}
            {modal.panel === 'pdfPurchaseFailed' && (
              <Alert tone="error">
                {modal.messages.map((m) => (
                  <p key={m}>{m}</p>
                ))}
              </Alert>
            )}
            {modal.panel === 'pdfAlreadyPurchased' && (
              <Alert tone="warning">
                {modal.messages[0]} <Link to="/dashboard/reports">See your reports</Link>
              </Alert>
            )}
          </div>
        </Modal>
      )}
    </div>
  );
};
