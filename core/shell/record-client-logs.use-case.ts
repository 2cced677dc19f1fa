import { okAsync, type ResultAsync } from 'neverthrow';
import { useCase } from '../shared/use-case.js';
import type { ClientLogStore, StoredClientLog } from './client-log.port.js';
import { ClientLogBatch } from './client-log.schema.js';

/** What the server adds to a posted batch. */
export interface ClientLogContext {
  readonly userAgent?: string;
}

/**
 * POST /api/logger: stores the browser's stored logs array (002 section 7; at most 3 entries,
 * the browser only logs a failure). Answers how many entries were stored.
 */
export const makeRecordClientLogs = (deps: { store: ClientLogStore }) =>
  useCase(ClientLogBatch, ({ logs }, context: ClientLogContext = {}): ResultAsync<{ stored: number }, never> => {
    if (logs.length === 0) return okAsync({ stored: 0 });
    const entries: StoredClientLog[] = logs.map((l) => ({
      clientId: l.id,
      created: new Date(l.created),
      logLevel: l.logLevel,
      message: l.message ?? null,
      exception: l.exception ?? null,
      url: l.url ?? null,
      userAgent: context.userAgent?.slice(0, 500) ?? null,
    }));
    return deps.store.saveAll(entries).map((stored) => ({ stored }));
  });
