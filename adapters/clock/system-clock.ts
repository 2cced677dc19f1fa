import type { Clock } from '../../core/shared/clock.port.js';

/** The operating system's clock: the one `Clock` of a running server (server/container.ts binds it). */
export const systemClock: Clock = { now: () => new Date() };
