import { addMs, DAY_MS } from '../shared/date.rules.js';
import type { AccountPorts } from './account-deps.port.js';
import type { AccountUser } from './user-repository.port.js';

/** How long an e-mailed verification link works. */
const VERIFY_EMAIL_TTL_MS = 7 * DAY_MS;
export const VERIFY_EMAIL_INVALID_MESSAGE = 'This verification link is invalid or has expired.';
export const VERIFY_EMAIL_SENT_MESSAGE = 'We have sent you a link to verify your email address.';

/** E-mails a single-use link (valid 7 days) to /verify-email?token=... */
export const sendEmailVerification = async (deps: AccountPorts, user: AccountUser): Promise<void> => {
  if (!user.email) return;
  const now = deps.clock.now();
  const token = deps.ids.token(32);
  await deps.tokens.create({
    idHash: deps.digest.sha256(token),
    kind: 'verify_email',
    userId: user.id,
    codeHash: null,
    createdAt: now,
    expiresAt: addMs(now, VERIFY_EMAIL_TTL_MS),
    data: { email: user.email.toLowerCase() },
  });
  const link = `${deps.siteUrl}/verify-email?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    to: user.email,
    subject: 'Verify your Tracewell email address',
    text: `Welcome to Tracewell.\n\nPlease verify your email address by opening this link:\n${link}\n\nThe link expires in 7 days.`,
    html: `<p>Welcome to Tracewell.</p><p>Please verify your email address: <a href="${link}">Verify my email</a></p><p>The link expires in 7 days.</p>`,
  });
};
