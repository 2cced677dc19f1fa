import type { z } from 'zod';
import { CLIENT_LOG_STORAGE_KEY, CLIENT_LOG_URL, clientLogAppend, clientLogRetain } from '#core/shell/client-log.rules';
import type { ClientLogEntry } from '#core/shell/client-log.schema';
import { getCsrfToken } from './csrf';
import { REQUEST_CSRF_HEADER, REQUEST_XHR_HEADER } from './request.rules';

/** Severity of a client log entry. 503/504 are `critical` (002 section 8). */
export type ClientLogLevel = 'debug' | 'info' | 'warning' | 'error' | 'critical';

/**
 * One stored log entry: the body shape of POST /api/logger (`ClientLogEntry` in
 * core/shell/client-log.schema.ts): `created` (epoch ms), a random `id` so the server can drop
 * entries it already has, `logLevel`, `message`, `exception` (stack or details) and the page `url`.
 */
export type StoredLogEntry = z.input<typeof ClientLogEntry>;

const readStored = (): StoredLogEntry[] => {
  try {
    const raw = localStorage.getItem(CLIENT_LOG_STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as StoredLogEntry[]) : [];
  } catch {
    return [];
  }
};

const writeStored = (entries: StoredLogEntry[]): void => {
  try {
    localStorage.setItem(CLIENT_LOG_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage full or unavailable: the entry is still posted below.
  }
};

/** The stored entries after retention (at most 3, none older than 7 days; 002 section 9). */
export const storedClientLogs = (): StoredLogEntry[] => clientLogRetain(readStored(), Date.now());

const newId = (): string =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const postLogs = async (logs: StoredLogEntry[]): Promise<void> => {
  const headers: Record<string, string> = {
    [REQUEST_XHR_HEADER.name]: REQUEST_XHR_HEADER.value,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };
  const token = await getCsrfToken();
  if (token) headers[REQUEST_CSRF_HEADER] = token;
  const res = await globalThis.fetch(CLIENT_LOG_URL, {
    method: 'POST',
    credentials: 'same-origin',
    headers,
    body: JSON.stringify({ logs }),
  });
  if (!res.ok) throw new Error(`POST ${CLIENT_LOG_URL} answered ${res.status}`);
};

const detailsText = (details: Record<string, unknown> | undefined): string | undefined => {
  if (!details) return undefined;
  const { stack, ...rest } = details;
  const parts = [Object.keys(rest).length > 0 ? JSON.stringify(rest) : '', typeof stack === 'string' ? stack : ''];
  const text = parts.filter((p) => p !== '').join('\n');
  return text === '' ? undefined : text.slice(0, 4000);
};

/**
 * Logs an event: stores it with the recent ones (at most 3, 7 days) and posts the stored array
 * to `POST /api/logger` (002 section 7). A failed post is only written to the console, never
 * logged again, so logging can not loop. Resolves when the post has finished.
 * `details` (status, request URL, stack...) travel in the entry's `exception` text.
 */
export const logClient = async (entry: {
  level: ClientLogLevel;
  message: string;
  details?: Record<string, unknown>;
  url?: string;
}): Promise<void> => {
  const exception = detailsText(entry.details);
  const full: StoredLogEntry = {
    created: Date.now(),
    id: newId(),
    logLevel: entry.level,
    message: entry.message.slice(0, 2000),
    url: (entry.url ?? (typeof location === 'undefined' ? '' : location.href)).slice(0, 2000),
    ...(exception ? { exception } : {}),
  };
  const logs = clientLogAppend(readStored(), full, Date.now());
  writeStored(logs);
  try {
    await postLogs(logs);
  } catch (e) {
    console.error('Tracewell: could not send the client log', e);
  }
};
