import type { LinkageRecord } from '../../core/privacy/record-linkage.rules.js';
import type { SuppressionEntry, Suppressions } from '../../core/privacy/suppression.port.js';

/**
 * The Suppressions port in a Set: an opt-out suppresses the person asked for and nobody else (no
 * record linkage; PgSuppressions links). For tests and for the privacy flow until PgSuppressions is
 * wired (docs/decisions/0074).
 */
export class InMemorySuppressions implements Suppressions {
  private readonly suppressed = new Set<number>();
  private readonly optOuts = new Map<number, string>();
  private next = 1;

  async suppressedAmong(personIds: readonly number[]): Promise<ReadonlySet<number>> {
    return new Set(personIds.filter((id) => this.suppressed.has(id)));
  }

  async isSuppressed(personId: number): Promise<boolean> {
    return this.suppressed.has(personId);
  }

  async optOut(personId: number, _caseId: string | null, _at: Date) {
    const known = this.optOuts.get(personId);
    if (known) return { optOutId: known, suppressed: [] as readonly number[] };
    const optOutId = `opt-out-${this.next++}`;
    this.optOuts.set(personId, optOutId);
    this.suppressed.add(personId);
    return { optOutId, suppressed: [personId] as readonly number[] };
  }

  async linkNewRecords(_personIds: readonly number[] | 'all', _at: Date): Promise<readonly SuppressionEntry[]> {
    return [];
  }

  async profileOf(_personId: number): Promise<LinkageRecord | null> {
    return null;
  }
}
