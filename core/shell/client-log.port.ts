import type { ResultAsync } from 'neverthrow';

/** A browser log entry as stored: `created` as a Date, texts already cut to size. */
export interface StoredClientLog {
  readonly clientId: string;
  readonly created: Date;
  readonly logLevel: string;
  readonly message: string | null;
  readonly exception: string | null;
  readonly url: string | null;
  readonly userAgent: string | null;
}

/** Where browser logs posted to /api/logger are kept. Infrastructure failures throw (500). */
export interface ClientLogStore {
  saveAll(entries: readonly StoredClientLog[]): ResultAsync<number, never>;
}
