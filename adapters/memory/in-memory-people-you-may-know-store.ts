import type {
  PeopleYouMayKnowSeed,
  PeopleYouMayKnowStore,
  PersonConnection,
  PersonConnectionKind,
  PersonYouMayKnowDraft,
  StoredPersonYouMayKnow,
} from '../../core/reports/people-you-may-know.port.js';
import type { PeopleYouMayKnowMark } from '../../core/reports/people-you-may-know.schema.js';
import { bool, InMemoryRecords, joinNames, num, type RecordTables, text, textOrNull } from './in-memory-records.js';
import type { InMemoryReportHistory } from './in-memory-report-history.js';

/** The account facts the member's own record is found by. */
export type PymkAccount = { firstName: string | null; lastName: string | null; address: string | null };

interface Row extends StoredPersonYouMayKnow {
  readonly userId: string;
  readonly removed: boolean;
}

const nameKey = (last: string, first: string) =>
  `${last.toLowerCase().replace(/[^a-z]/g, '')} ${first.toLowerCase().replace(/[^a-z]/g, '')}`;

/**
 * People You May Know in memory, over the same record tables the PostgreSQL adapter reads and the
 * fakes' recent reports (InMemoryReportHistory). Passes tests/adapters/reports/people-you-may-know-store.contract.test.ts.
 */
export class InMemoryPeopleYouMayKnowStore implements PeopleYouMayKnowStore {
  private readonly records: InMemoryRecords;
  private readonly rows = new Map<string, Row>();
  private readonly shown = new Map<string, boolean>();

  constructor(
    tables: RecordTables,
    private readonly history: InMemoryReportHistory,
    private readonly account: (userId: string) => Promise<PymkAccount | null>,
  ) {
    this.records = new InMemoryRecords(tables);
  }

  private fullName(personId: number): string | null {
    const p = this.records.byId('people', personId);
    return p ? joinNames(text(p, 'first_name'), textOrNull(p, 'middle_name'), text(p, 'last_name')) : null;
  }

  private currentAddressIds(personId: number): number[] {
    return this.records
      .where('person_addresses', 'person_id', personId)
      .filter((pa) => bool(pa, 'is_current'))
      .map((pa) => num(pa, 'address_id'));
  }

  async seeds(userId: string, limit: number): Promise<PeopleYouMayKnowSeed[]> {
    if (limit <= 0) return [];
    const out: PeopleYouMayKnowSeed[] = [];
    const a = await this.account(userId);
    if (a?.firstName && a.lastName && a.address) {
      const key = nameKey(a.lastName, a.firstName);
      const address = a.address;
      const matches = this.records.rows('people').filter((p) => {
        if (nameKey(text(p, 'last_name'), text(p, 'first_name')) !== key) return false;
        return this.currentAddressIds(num(p, 'id')).some((id) => {
          const zip = textOrNull(this.records.byId('addresses', id) ?? {}, 'zip') ?? '';
          return zip !== '' && address.includes(zip);
        });
      });
      const only = matches.length === 1 ? matches[0] : undefined;
      if (only) out.push({ personId: num(only, 'id'), fullName: this.fullName(num(only, 'id')) ?? '', self: true });
    }
    const selfId = out[0]?.personId;
    for (const h of this.history.rowsOf(userId)) {
      if (out.length >= limit) break;
      const m = /^background-([1-9]\d{0,15})$/.exec(h.reportId);
      if (!m) continue;
      const id = Number(m[1]);
      const name = this.fullName(id);
      if (name === null || id === selfId) continue;
      out.push({ personId: id, fullName: name, self: false });
    }
    return out;
  }

  async connections(seedPersonIds: readonly number[], perSeed: number): Promise<PersonConnection[]> {
    if (perSeed <= 0) return [];
    const out: PersonConnection[] = [];
    for (const seed of [...new Set(seedPersonIds)].sort((a, b) => a - b)) {
      const linked = new Map<PersonConnectionKind, Set<number>>([
        ['associate', new Set()],
        ['neighbor', new Set()],
        ['relative', new Set()],
      ]);
      for (const t of this.records.where('relationships', 'person_id', seed)) {
        const other = num(t, 'related_person_id');
        if (other !== seed) linked.get(text(t, 'kind') === 'relative' ? 'relative' : 'associate')?.add(other);
      }
      for (const addressId of this.currentAddressIds(seed)) {
        const a = this.records.byId('addresses', addressId);
        if (!a) continue;
        for (const na of this.records.where('addresses', 'zip', text(a, 'zip'))) {
          if (num(na, 'id') === addressId) continue;
          if (text(na, 'street_name').toLowerCase() !== text(a, 'street_name').toLowerCase()) continue;
          for (const npa of this.records.where('person_addresses', 'address_id', num(na, 'id'))) {
            if (bool(npa, 'is_current') && num(npa, 'person_id') !== seed) {
              linked.get('neighbor')?.add(num(npa, 'person_id'));
            }
          }
        }
      }
      for (const [kind, ids] of linked) {
        const alive = [...ids]
          .map((id) => this.records.byId('people', id))
          .filter((p) => p !== undefined && !bool(p, 'deceased'))
          .sort((x, y) => num(x!, 'id') - num(y!, 'id'))
          .slice(0, perSeed);
        for (const p of alive) {
          if (!p) continue;
          const place = this.records.currentAddress(num(p, 'id'));
          out.push({
            seedPersonId: seed,
            kind,
            id: num(p, 'id'),
            firstName: text(p, 'first_name'),
            middleName: textOrNull(p, 'middle_name'),
            lastName: text(p, 'last_name'),
            birthDate: textOrNull(p, 'birth_date'),
            deceased: false,
            city: place ? text(place, 'city') : null,
            state: place ? text(place, 'state') : null,
          });
        }
      }
    }
    return out;
  }

  async replace(
    userId: string,
    drafts: readonly PersonYouMayKnowDraft[],
    newId: () => string,
    _at: Date,
  ): Promise<void> {
    const keep = new Set(drafts.map((d) => d.personId));
    for (const d of drafts) {
      const key = `${userId}\u0000${d.personId}`;
      const old = this.rows.get(key);
      this.rows.set(
        key,
        old ? { ...old, ...d } : { ...d, id: newId(), userId, clicked: false, favorite: false, removed: false },
      );
    }
    for (const [key, r] of this.rows) {
      if (r.userId === userId && !r.removed && !r.favorite && !keep.has(r.personId)) this.rows.delete(key);
    }
  }

  async list(userId: string, limit: number): Promise<StoredPersonYouMayKnow[]> {
    return [...this.rows.values()]
      .filter((r) => r.userId === userId && !r.removed)
      .sort((a, b) => a.rank - b.rank || a.personId - b.personId)
      .slice(0, limit)
      .map(({ userId: _u, removed: _r, ...s }) => s);
  }

  private find(userId: string, id: string): [string, Row] | undefined {
    return [...this.rows.entries()].find(([, r]) => r.userId === userId && r.id === id);
  }

  async mark(userId: string, id: string, mark: PeopleYouMayKnowMark, _at: Date): Promise<boolean> {
    const found = this.find(userId, id);
    if (!found || found[1].removed) return false;
    const [key, r] = found;
    this.rows.set(key, mark === 'clicked' ? { ...r, clicked: true } : { ...r, favorite: true });
    return true;
  }

  async remove(userId: string, id: string, _at: Date): Promise<boolean> {
    const found = this.find(userId, id);
    if (!found) return false;
    this.rows.set(found[0], { ...found[1], removed: true });
    return true;
  }

  async showInDashboard(userId: string): Promise<boolean> {
    return this.shown.get(userId) ?? true;
  }

  async setShowInDashboard(userId: string, show: boolean, _at: Date): Promise<void> {
    this.shown.set(userId, show);
  }
}
