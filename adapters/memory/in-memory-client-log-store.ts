import { okAsync, type ResultAsync } from 'neverthrow';
import type { ClientLogStore, StoredClientLog } from '../../core/shell/client-log.port.js';

/**
 * Browser logs kept in an array, in the order received (tests read `saved`). Passes the same
 * contract suite as `PgClientLogStore` (tests/adapters/shell/client-log-store.contract.test.ts).
 */
export class InMemoryClientLogStore implements ClientLogStore {
  readonly saved: StoredClientLog[] = [];

  saveAll(entries: readonly StoredClientLog[]): ResultAsync<number, never> {
    // Copies, so a caller changing its objects afterwards does not change what was stored.
    for (const e of entries) this.saved.push({ ...e, created: new Date(e.created.getTime()) });
    return okAsync(entries.length);
  }
}
