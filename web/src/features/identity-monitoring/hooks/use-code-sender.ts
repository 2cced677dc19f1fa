import { useCallback, useEffect, useRef, useState } from 'react';
import type { CodeSentReply } from '#core/identity/identity-monitoring.schema';

/**
 * Sends a verification code once when `ready` turns true (the screen may show), and again when the
 * member asks (`resend`); keeps where the code went, or why it could not be sent (e.g. too many codes).
 */
export const useCodeSender = (send: () => Promise<CodeSentReply>, ready: boolean) => {
  const [sent, setSent] = useState<CodeSentReply | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const sentOnce = useRef(false);
  const sendRef = useRef(send);
  sendRef.current = send;
  const resend = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      setSent(await sendRef.current());
    } catch (err) {
      setError(err);
    }
    setBusy(false);
  }, []);
  useEffect(() => {
    if (!ready || sentOnce.current) return;
    sentOnce.current = true;
    void resend();
  }, [ready, resend]);
  return { sent, error, busy, resend };
};
