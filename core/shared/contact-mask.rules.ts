/**
 * How a contact is shown when only its owner should recognise it (identity monitoring's status and
 * alerts, the privacy flow's choice of where to send a code, a case's contact): one rule for both.
 */

/** "jane.doe@example.com" -> "j******e@example.com" (the first and last letter of the name part). */
export const maskEmail = (email: string): string => {
  const [local = '', domain = ''] = email.trim().split('@');
  if (local.length <= 2) return `${local.slice(0, 1)}***@${domain}`;
  return `${local[0]}${'*'.repeat(Math.min(6, local.length - 2))}${local[local.length - 1]}@${domain}`;
};

/** "602-555-0123" -> "(***) ***-0123": only the last four digits. */
export const maskPhone = (phone: string): string => `(***) ***-${phone.replace(/\D/g, '').slice(-4)}`;
