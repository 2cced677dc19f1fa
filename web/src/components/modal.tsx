import { type ReactNode, useEffect, useId, useRef } from 'react';

/** A simple accessible dialog (focus moves in, Escape closes). */
export const Modal = ({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) => {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="tw-modal__backdrop">
      <div
        className="tw-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={id}
        tabIndex={-1}
        ref={ref}
        data-testid={testId}
      >
        <div className="tw-modal__header">
          <h2 id={id} className="tw-modal__title">
            {title}
          </h2>
          <button type="button" className="tw-modal__close" aria-label="Close dialog" onClick={onClose}>
            ×
          </button>
        </div>
        <div className="tw-modal__body">{children}</div>
      </div>
    </div>
  );
};
