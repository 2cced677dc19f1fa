import { type ReactNode, useId, useRef } from 'react';
import { useDialogFocus } from './use-dialog-focus';

/** An accessible modal dialog: the focus moves in and stays inside, Escape closes, the focus returns to the opener. */
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
  useDialogFocus(ref, onClose);
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
