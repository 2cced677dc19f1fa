import { z } from 'zod';
import { cutToUtf8Bytes, utf8ByteLength } from '../shared/utf8-bytes.rules.js';
import { CLIENT_LOG_FIELD_BYTES, CLIENT_LOG_MAX_ENTRIES } from './client-log.rules.js';

/** Longest accepted exception text in bytes; longer texts are cut, not rejected. */
export const CLIENT_LOG_MAX_TEXT = CLIENT_LOG_FIELD_BYTES.exception;

/** A text cut to `max` UTF-8 bytes (client-log.rules.ts CLIENT_LOG_FIELD_BYTES). */
const text = (max: number) => z.string().transform((s) => cutToUtf8Bytes(s, max));
/** A text refused past `max` UTF-8 bytes. */
const short = (max: number) =>
  z
    .string()
    .min(1)
    .refine((s) => utf8ByteLength(s) <= max, { message: `Please keep this under ${max} bytes.` });

/**
 * One entry of the browser's stored logs (001 "Log entry: created, id, logLevel, exception";
 * 002 section 8: global errors are logged with the page URL). Its texts are capped in bytes, so one entry
 * stores at most CLIENT_LOG_MAX_ENTRY_BYTES.
 */
export const ClientLogEntry = z.object({
  created: z.union([z.number().int().nonnegative(), z.iso.datetime({ offset: true })]),
  id: short(CLIENT_LOG_FIELD_BYTES.id),
  logLevel: short(CLIENT_LOG_FIELD_BYTES.logLevel),
  message: text(CLIENT_LOG_FIELD_BYTES.message).optional(),
  exception: text(CLIENT_LOG_FIELD_BYTES.exception).optional(),
  url: text(CLIENT_LOG_FIELD_BYTES.url).optional(),
});
export type ClientLogEntry = z.output<typeof ClientLogEntry>;

/** Body of POST /api/logger: the stored logs array, at most 3 entries (002 sections 7 and 9). */
export const ClientLogBatch = z.object({
  logs: z.array(ClientLogEntry).max(CLIENT_LOG_MAX_ENTRIES),
});
export type ClientLogBatch = z.output<typeof ClientLogBatch>;
