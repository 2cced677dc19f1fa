import { pino } from 'pino';
import type { AppConfig } from './config.js';

/** The server's logger: JSON lines on stdout (pino). */
export type Logger = pino.Logger;

export const createLogger = (config: Pick<AppConfig, 'logLevel'>): Logger =>
  pino({ level: config.logLevel, base: { service: 'tracewell' }, timestamp: pino.stdTimeFunctions.isoTime });

/** A logger that writes nothing (tests). */
export const silentLogger = (): Logger => pino({ level: 'silent' });
