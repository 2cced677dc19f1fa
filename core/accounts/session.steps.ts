import { msBetween, SECOND_MS } from '../shared/date.rules.js';
import type { AccountPorts, ClientContext, IssuedSession } from './account-deps.port.js';
import { newSessionTimes } from './session.rules.js';

/** Opens a session (a fresh random id: sessions rotate at log-in) and remembers the browser as a device. */
export const openSession = async (
  deps: Pick<AccountPorts, 'sessions' | 'devices' | 'digest' | 'ids' | 'clock'>,
  userId: string,
  ctx: ClientContext,
  remember: boolean,
): Promise<IssuedSession> => {
  const now = deps.clock.now();
  const sessionToken = deps.ids.token(32);
  const times = newSessionTimes(now, remember);
  await deps.sessions.create({
    idHash: deps.digest.sha256(sessionToken),
    userId,
    ...times,
    userAgent: ctx.userAgent?.slice(0, 400) ?? null,
    ip: ctx.ip.slice(0, 100),
  });
  const deviceToken = ctx.deviceToken ?? deps.ids.token(32);
  await deps.devices.remember(userId, deps.digest.sha256(deviceToken), now);
  return {
    sessionToken,
    absoluteExpiresAt: times.absoluteExpiresAt,
    maxAgeSeconds: Math.floor(msBetween(now, times.absoluteExpiresAt) / SECOND_MS),
    deviceToken: ctx.deviceToken ? null : deviceToken,
    userId,
    remember,
  };
};
