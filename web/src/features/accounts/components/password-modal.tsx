import { useEffect, useRef, useState } from 'react';
import {
  isPasswordModalDismissalActive,
  needsPasswordModal,
  PASSWORD_MODAL_OPEN_DELAY_MS,
  passwordButtonLabel,
} from '#core/accounts/password-modal.rules';
import { Button } from '../../../components/button';
import type { DashboardUser } from '../api/accounts-api';
import { PasswordForm } from './password-form';

const DISMISSED_KEY = 'tw.passwordModalDismissedAt';

const dismissedAt = (): Date | null => {
  try {
    const v = localStorage.getItem(DISMISSED_KEY);
    return v ? new Date(Number(v)) : null;
  } catch {
    return null;
  }
};

/**
 * The password modal (000 sections 4 and 9): for users who need a password (system-generated, not
 * customer care) it opens once, about 1 s after load, when no dismissal flag exists; opening sets the
 * flag for 7 days (localStorage, epoch ms).
 */
export const PasswordModal = ({ user }: { user: DashboardUser }) => {
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const due = needsPasswordModal({
      userFlags: user.userFlags,
      staffFlags: user.staffFlags,
      dismissalActive: isPasswordModalDismissalActive(dismissedAt(), new Date()),
    });
    if (!due) return;
    const timer = setTimeout(() => {
      try {
        localStorage.setItem(DISMISSED_KEY, String(Date.now()));
      } catch {
        /* no storage: the modal may show again next time */
      }
      setOpen(true);
    }, PASSWORD_MODAL_OPEN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [user.userFlags, user.staffFlags]);
  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      d.showModal?.();
      d.querySelector('input')?.focus(); // start in the first field, not on the close button
    }
    if (!open && d.open) d.close();
  }, [open]);
  if (!open) return null;
  return (
    <dialog ref={ref} className="acc-modal" aria-labelledby="acc-modal-title" onClose={() => setOpen(false)}>
      <div className="acc-modal__head">
        <h2 id="acc-modal-title">{passwordButtonLabel(user.userFlags)}</h2>
        <Button variant="ghost" size="sm" aria-label="Close dialog" onClick={() => setOpen(false)}>
          ✕
        </Button>
      </div>
      <p className="acc-muted">
        You signed up with a social account. Set a password so you can also log in with your email address.
      </p>
      <PasswordForm user={user} onCancel={() => setOpen(false)} />
    </dialog>
  );
};
