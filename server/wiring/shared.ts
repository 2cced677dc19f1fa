import type { Db } from '../../adapters/postgres/db.js';
import type { OutboxMail } from '../../adapters/postgres/pg-outbox-mailer.js';
import type { Clock, IdGenerator } from '../../core/shared/clock.port.js';
import type { MailAttachment, Mailer } from '../../core/shared/mailer.port.js';
import type { AppConfig } from '../config.js';
import type { Logger } from '../logger.js';

/**
 * The bindings every area shares, bound once in server/container.ts: one database (and its read side),
 * one clock, one
 * id generator, one Mailer, the configuration and the logger. An area's wiring (server/wiring/<area>.ts)
 * builds its ports and use cases from these and from what other areas hand it.
 */
export interface SharedBindings {
  readonly config: AppConfig;
  readonly db: Db;
  /**
   * The reads that may lag behind `db` (record search, autocomplete, the record part of reports): the
   * streaming replicas of DATABASE_READ_URL taken in turn, or `db` itself when none is configured
   * (docs/decisions/0085). Nothing that writes, checks access or money, or must see its own write reads it.
   */
  readonly readDb: Db;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly mailer: Mailer;
  readonly log: Logger;
}

/** The mail outbox as the operator page reads it (the database outbox when mail is not delivered). */
export interface OutboxReader {
  list(limit?: number): Promise<OutboxMail[]>;
  latestTo(to: string): Promise<OutboxMail | null>;
  /** Attachment `n` (from 0) of mail `id`, with its bytes in base64; null when there is none. */
  attachment(id: number, n: number): Promise<MailAttachment | null>;
}

/**
 * Ports an area's wiring takes instead of the ones it would build: tests swap in-memory fakes in (or
 * wrap a built port, e.g. a gateway that records its calls), so the graph they test is the production
 * graph. Production passes none.
 */
export type PortOverrides<P> = Partial<P> | ((built: P) => Partial<P>);

/** `built` with `overrides` laid over it. */
export const withOverrides = <P extends object>(built: P, overrides: PortOverrides<P> | undefined): P =>
  overrides === undefined ? built : { ...built, ...(typeof overrides === 'function' ? overrides(built) : overrides) };
