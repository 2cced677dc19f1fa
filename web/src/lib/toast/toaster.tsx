import { Alert } from '../../components/alert';
import { useToastStore } from './toast-store';
import './toaster.css';

/**
 * The toasts of the page, top right (002 section 3: title, msg, type info/success/warning/error),
 * each removed after its delay (2000 ms by default, 002 section 4) or when closed.
 */
export const Toaster = () => {
  const toasts = useToastStore((s) => s.toasts);
  const dismiss = useToastStore((s) => s.dismiss);
  return (
    <section className="tw-toaster" aria-label="Notifications" aria-live="polite" data-testid="toaster">
      {toasts.map((t) => (
        <div key={t.id} className="tw-toaster__item" data-testid="toast" data-type={t.type}>
          <Alert tone={t.type} title={t.title || undefined}>
            {t.msg}
          </Alert>
          <button
            type="button"
            className="tw-toaster__close"
            aria-label="Close notification"
            onClick={() => dismiss(t.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
};
