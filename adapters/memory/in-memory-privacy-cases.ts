import type {
  PrivacyCasePatch,
  PrivacyCaseRecord,
  PrivacyCaseStore,
  PrivacyTryKind,
} from '../../core/privacy/privacy-case-store.port.js';
import type { PrivacyCaseEvent, PrivacyCaseState } from '../../core/privacy/privacy-cases.schema.js';

const TRY_FIELD = { answer: 'answerTries', code: 'codeTries', delivery: 'deliveryTries' } as const;

const OPEN: readonly PrivacyCaseState[] = ['received', 'verifying', 'verified'];

/** Privacy cases in a Map (tests and the in-memory app). Each method runs without awaiting, so it is atomic. */
export class InMemoryPrivacyCaseStore implements PrivacyCaseStore {
  private readonly cases = new Map<string, PrivacyCaseRecord>();

  async open(c: PrivacyCaseRecord): Promise<void> {
    if (this.cases.has(c.id)) throw new Error(`privacy case ${c.id} exists`);
    this.cases.set(c.id, structuredClone(c));
  }

  async find(id: string): Promise<PrivacyCaseRecord | null> {
    const c = this.cases.get(id);
    return c ? structuredClone(c) : null;
  }

  async update(
    id: string,
    from: readonly PrivacyCaseState[],
    patch: PrivacyCasePatch,
    event: PrivacyCaseEvent,
  ): Promise<PrivacyCaseRecord | null> {
    const c = this.cases.get(id);
    if (!c || !from.includes(c.state)) return null;
    const next: PrivacyCaseRecord = {
      ...c,
      ...(patch.state !== undefined ? { state: patch.state } : {}),
      ...(patch.personId !== undefined ? { personId: patch.personId } : {}),
      ...(patch.contact !== undefined ? { contact: patch.contact } : {}),
      ...(patch.verification !== undefined ? { verification: structuredClone(patch.verification) } : {}),
      ...(patch.confirmedAt !== undefined ? { confirmedAt: patch.confirmedAt.toISOString() } : {}),
      ...(patch.completedAt !== undefined ? { completedAt: patch.completedAt.toISOString() } : {}),
      ...(patch.correction !== undefined ? { correction: patch.correction } : {}),
      events: [...c.events, { ...event }],
    };
    this.cases.set(id, next);
    return structuredClone(next);
  }

  async takeTry(id: string, kind: PrivacyTryKind, max: number, state: PrivacyCaseState): Promise<number | null> {
    const c = this.cases.get(id);
    if (!c || c.state !== state) return null;
    const field = TRY_FIELD[kind];
    const used = c[field];
    if (used >= max) return null;
    this.cases.set(id, { ...c, [field]: used + 1 });
    return used + 1;
  }

  async addEvent(id: string, event: PrivacyCaseEvent): Promise<void> {
    const c = this.cases.get(id);
    if (c) this.cases.set(id, { ...c, events: [...c.events, { ...event }] });
  }

  async listOpen(): Promise<PrivacyCaseRecord[]> {
    return [...this.cases.values()]
      .filter((c) => OPEN.includes(c.state))
      .sort((a, b) => a.completeBy.localeCompare(b.completeBy) || a.receivedAt.localeCompare(b.receivedAt))
      .map((c) => structuredClone(c));
  }
}
