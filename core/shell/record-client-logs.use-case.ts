import { err, ok, type Result } from 'neverthrow';
import type { RateLimitedError } from '../accounts/accounts.errors.js';
import { anonymousWriteChecks, CLIENT_LOG_POSTS_PER_VISITOR } from '../accounts/anonymous-writes.rules.js';
import { consumeLimits } from '../accounts/rate-limit.steps.js';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import type { Clock } from '../shared/clock.port.js';
import { useCase } from '../shared/use-case.js';
import { cutToUtf8Bytes } from '../shared/utf8-bytes.rules.js';
import type { ClientLogStore, StoredClientLog } from './client-log.port.js';
import { CLIENT_LOG_FIELD_BYTES } from './client-log.rules.js';
import { ClientLogBatch } from './client-log.schema.js';

/** What the server adds to a posted batch: who sent it. */
export interface ClientLogContext {
  /** The client address the per-address limits count. */
  readonly ip: string;
  /** The `tw_visitor` cookie, when the browser sent a valid one: its own daily cap. */
  readonly visitorId?: string | null;
  readonly userAgent?: string;
}

/**
 * POST /api/logger: stores the browser's stored logs array (002 section 7; at most 3 entries,
 * the browser only logs a failure). Answers how many entries were stored.
 *
 * Anyone can post, so it is bounded (docs/decisions/0094): each text is cut to its byte cap, a post
 * holds at most 3 entries, and a post counts against its client address (a minute's and a day's
 * budget) and its visitor cookie (a day's); past any of them it is the 429 of every limited call and
 * nothing is stored. The browser only writes a failed post to its console (002 section 7 "failure only
 * logged"), so refusing costs it nothing. An empty post stores nothing and counts nothing.
 */
export const makeRecordClientLogs = (deps: { store: ClientLogStore; limiter: RateLimiter; clock: Clock }) =>
  useCase(
    ClientLogBatch,
    async ({ logs }, context: ClientLogContext): Promise<Result<{ stored: number }, RateLimitedError>> => {
      if (logs.length === 0) return ok({ stored: 0 });
      const limited = await consumeLimits(
        deps.limiter,
        [
          ...anonymousWriteChecks('clientLogs', context.ip),
          ...(context.visitorId
            ? [{ key: `anon-clientLogs:day:visitor:${context.visitorId}`, limit: CLIENT_LOG_POSTS_PER_VISITOR }]
            : []),
        ],
        deps.clock.now(),
      );
      if (limited) return err(limited);
      const entries: StoredClientLog[] = logs.map((l) => ({
        clientId: l.id,
        created: new Date(l.created),
        logLevel: l.logLevel,
        message: l.message ?? null,
        exception: l.exception ?? null,
        url: l.url ?? null,
        userAgent: context.userAgent ? cutToUtf8Bytes(context.userAgent, CLIENT_LOG_FIELD_BYTES.userAgent) : null,
      }));
      return (await deps.store.saveAll(entries)).map((stored) => ({ stored }));
    },
  );
