import { addMs, MINUTE_MS } from '../shared/date.rules.js';
import type { AccountPorts } from './account-deps.port.js';
import type { AccountUser } from './user-repository.port.js';

/** A device code is valid for 15 minutes. */
const DEVICE_CODE_TTL_MS = 15 * MINUTE_MS;
export const DEVICE_CODE_WRONG_MESSAGE = 'That code is not correct. Please check the e-mail we sent you and try again.';
export const DEVICE_CODE_EXPIRED_MESSAGE = 'This code has expired or was used too many times. Please log in again.';

/** The e-mailed code is stored as a digest bound to its challenge, so a leaked table reveals no codes. */
export const codeDigest = (deps: Pick<AccountPorts, 'digest'>, challengeToken: string, code: string) =>
  deps.digest.sha256(`${challengeToken}:${code}`);

/** Creates a new-device challenge and e-mails its 6-digit code; returns the challenge (a cookie value). */
export const sendDeviceCode = async (deps: AccountPorts, user: AccountUser, remember: boolean): Promise<string> => {
  const now = deps.clock.now();
  const challengeToken = deps.ids.token(32);
  const code = deps.codes.sixDigits();
  await deps.tokens.create({
    idHash: deps.digest.sha256(challengeToken),
    kind: 'device',
    userId: user.id,
    codeHash: codeDigest(deps, challengeToken, code),
    createdAt: now,
    expiresAt: addMs(now, DEVICE_CODE_TTL_MS),
    data: { remember },
  });
  await deps.mailer.send({
    to: user.email ?? '',
    subject: `Your Tracewell verification code: ${code}`,
    text: [
      'We noticed a log-in to your Tracewell account from a new device or browser.',
      '',
      `Your verification code is ${code}. It expires in 15 minutes.`,
      '',
      'If this was not you, do not share the code and change your password.',
    ].join('\n'),
    html: `<p>We noticed a log-in to your Tracewell account from a new device or browser.</p><p>Your verification code is <strong>${code}</strong>. It expires in 15 minutes.</p><p>If this was not you, do not share the code and change your password.</p>`,
  });
  return challengeToken;
};
