import { z } from 'zod';
import { CLIENT_LOG_MAX_ENTRIES } from './client-log.rules.js';

/** Longest accepted text of one field of a log entry; longer texts are cut, not rejected. */
export const CLIENT_LOG_MAX_TEXT = 4000;

const text = (max: number) => z.string().transform((s) => (s.length > max ? s.slice(0, max) : s));

/**
 * One entry of the browser's stored logs (001 "Log entry: created, id, logLevel, exception";
 * 002 section 8: global errors are logged with the page URL).
 */
export const ClientLogEntry = z.object({
  created: z.union([z.number().int().nonnegative(), z.iso.datetime({ offset: true })]),
  id: z.string().min(1).max(100),
  logLevel: z.string().min(1).max(20),
  message: text(CLIENT_LOG_MAX_TEXT).optional(),
  exception: text(CLIENT_LOG_MAX_TEXT).optional(),
  url: text(2000).optional(),
});
export type ClientLogEntry = z.output<typeof ClientLogEntry>;

/** Body of POST /api/logger: the stored logs array, at most 3 entries (002 sections 7 and 9). */
export const ClientLogBatch = z.object({
  logs: z.array(ClientLogEntry).max(CLIENT_LOG_MAX_ENTRIES),
});
export type ClientLogBatch = z.output<typeof ClientLogBatch>;
