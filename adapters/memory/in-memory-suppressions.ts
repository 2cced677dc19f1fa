import { randomUUID } from 'node:crypto';
import type { SuppressionEntry, Suppressions } from '../../core/fact-gate/suppression.port.js';
import { searchNameKey } from '../../core/records/normalize.rules.js';
import { type LinkageRecord, scoreRecordPair } from '../../core/records/record-linkage.rules.js';

/**
 * The in-memory adapter of {@link Suppressions} for tests: the same linkage as PgSuppressions over the
 * records `people()` lists (recId = the person id as text); with no records, an opt-out hides the one person.
 */
export class InMemorySuppressions implements Suppressions {
  private readonly entries = new Map<number, SuppressionEntry>();
  private readonly optOuts = new Map<string, LinkageRecord>();

  constructor(private readonly people: () => readonly LinkageRecord[] = () => []) {}

  async suppressedAmong(personIds: readonly number[]): Promise<ReadonlySet<number>> {
    return new Set(personIds.filter((id) => this.entries.has(id)));
  }

  async emailHolders(lowerCaseEmail: string): Promise<number[]> {
    const e = lowerCaseEmail.trim().toLowerCase();
    return this.people()
      .filter((p) => (p.emails ?? []).some((x) => x.trim().toLowerCase() === e))
      .map((p) => Number(p.recId));
  }

  async surnamesOnlySuppressedHold(surnameKeys: readonly string[]): Promise<ReadonlySet<string>> {
    const keys = new Set(surnameKeys);
    const holders = new Map<string, number[]>();
    for (const p of this.people()) {
      const key = searchNameKey(p.surname);
      if (keys.has(key)) holders.set(key, [...(holders.get(key) ?? []), Number(p.recId)]);
    }
    return new Set([...holders].filter(([, ids]) => ids.every((id) => this.entries.has(id))).map(([key]) => key));
  }

  async isSuppressed(personId: number): Promise<boolean> {
    return this.entries.has(personId);
  }

  async profileOf(personId: number): Promise<LinkageRecord | null> {
    return this.people().find((p) => p.recId === String(personId)) ?? null;
  }

  async optOut(personId: number, _caseId: string | null, at: Date) {
    const known = this.entries.get(personId);
    if (known) return { optOutId: known.optOutId, suppressed: [] as number[] };
    const optOutId = randomUUID();
    // Nothing awaited before the entry is set: two opt-outs at once find the first one's.
    const profile = this.people().find((p) => p.recId === String(personId)) ?? {
      recId: String(personId),
      givenName: null,
      surname: null,
      dateOfBirth: null,
      addresses: [],
    };
    this.optOuts.set(optOutId, profile);
    this.entries.set(personId, { personId, optOutId, reason: 'opt-out', score: null, at: at.toISOString() });
    const linked = await this.linkNewRecords('all', at);
    return { optOutId, suppressed: [personId, ...linked.map((e) => e.personId)] };
  }

  async linkNewRecords(personIds: readonly number[] | 'all', at: Date): Promise<readonly SuppressionEntry[]> {
    const among = personIds === 'all' ? null : new Set(personIds);
    const targets = [
      ...[...this.optOuts].map(([optOutId, profile]) => ({ optOutId, profile })),
      ...[...this.entries.values()].flatMap((e) => {
        const now = this.people().find((p) => p.recId === String(e.personId));
        return now ? [{ optOutId: e.optOutId, profile: now }] : [];
      }),
    ];
    const out: SuppressionEntry[] = [];
    for (const p of this.people()) {
      const id = Number(p.recId);
      if (this.entries.has(id) || (among && !among.has(id))) continue;
      // Scored once: the first target the record links to.
      let hit: { optOutId: string; score: number } | null = null;
      for (const t of targets) {
        const scored = scoreRecordPair(t.profile, p);
        if (scored.decision === 'link') {
          hit = { optOutId: t.optOutId, score: scored.score };
          break;
        }
      }
      if (!hit) continue;
      const entry: SuppressionEntry = {
        personId: id,
        optOutId: hit.optOutId,
        reason: 'linked',
        score: hit.score,
        at: at.toISOString(),
      };
      this.entries.set(id, entry);
      out.push(entry);
    }
    return out;
  }
}
