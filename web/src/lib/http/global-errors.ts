import { onClientCacheQuotaExceeded } from './client-cache';
import { logClient } from './logger';

let installed = false;

const describeReason = (reason: unknown): { message: string; stack?: string } => {
  if (reason instanceof Error)
    return { message: reason.message || reason.name, ...(reason.stack ? { stack: reason.stack } : {}) };
  if (typeof reason === 'string') return { message: reason };
  try {
    return { message: JSON.stringify(reason) ?? String(reason) };
  } catch {
    return { message: String(reason) };
  }
};

/**
 * Logs uncaught errors and unhandled promise rejections with the page URL (002 section 8), and a
 * full browser storage (002 section 8: "Storage quota exceeded: ... event logged"). Call once at start-up.
 * Cancelled and aborted requests are expected and are not logged.
 */
export const installGlobalErrorLogging = (): (() => void) => {
  if (installed) return () => {};
  installed = true;
  const onError = (event: ErrorEvent) => {
    const { message, stack } = describeReason(event.error ?? event.message);
    void logClient({
      level: 'error',
      message: `Uncaught error: ${message}`,
      details: { source: event.filename, line: event.lineno, column: event.colno, ...(stack ? { stack } : {}) },
    });
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    if (reason && typeof reason === 'object' && 'kind' in reason) {
      const kind = (reason as { kind: unknown }).kind;
      if (kind === 'cancelled' || kind === 'aborted') return;
    }
    const { message, stack } = describeReason(reason);
    void logClient({
      level: 'error',
      message: `Unhandled rejection: ${message}`,
      ...(stack ? { details: { stack } } : {}),
    });
  };
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  onClientCacheQuotaExceeded(
    () => void logClient({ level: 'warning', message: 'Storage quota exceeded: client cache cleared' }),
  );
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
    onClientCacheQuotaExceeded(undefined);
    installed = false;
  };
};
