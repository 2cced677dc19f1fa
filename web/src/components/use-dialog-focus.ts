import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The keyboard contract of a modal dialog (WAI-ARIA Authoring Practices, "Dialog (Modal)"): the focus
 * moves into the dialog when it opens, Tab and Shift+Tab stay inside it, Escape closes it (when it can
 * be closed), and the focus returns to what opened it. `onClose` may change on every render: the
 * latest one is called, and the dialog does not take the focus back from its own fields meanwhile.
 */
export const useDialogFocus = (ref: RefObject<HTMLElement | null>, onClose?: () => void): void => {
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    dialog?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (!dialog) return;
      if (e.key === 'Escape' && close.current) {
        e.preventDefault();
        close.current();
        return;
      }
      if (e.key !== 'Tab') return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        e.preventDefault();
        return;
      }
      const inside = dialog.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || document.activeElement === dialog || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || document.activeElement === dialog || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [ref]);
};
