import type {
  AddressFunnelOwner,
  AddressFunnelRecord,
  AddressFunnels,
} from '../../core/address-funnel/address-funnel.port.js';

const keyOf = (o: AddressFunnelOwner) => `${o.kind}:${o.id}`;

/** AddressFunnels in a Map, for use-case and HTTP tests (the contract suite holds it to the Pg adapter). */
export class InMemoryAddressFunnels implements AddressFunnels {
  private readonly rows = new Map<string, AddressFunnelRecord>();

  async find(owner: AddressFunnelOwner): Promise<AddressFunnelRecord | null> {
    return this.rows.get(keyOf(owner)) ?? null;
  }

  async save(owner: AddressFunnelOwner, funnel: AddressFunnelRecord): Promise<AddressFunnelRecord> {
    const copy = { ...funnel, searchCriteria: { ...funnel.searchCriteria } };
    this.rows.set(keyOf(owner), copy);
    return { ...copy };
  }

  async adopt(visitorId: string, userId: string): Promise<void> {
    const v = keyOf({ kind: 'visitor', id: visitorId });
    const u = keyOf({ kind: 'user', id: userId });
    const visitor = this.rows.get(v);
    if (!visitor) return;
    const user = this.rows.get(u);
    if (!user || visitor.updatedAt.getTime() > user.updatedAt.getTime()) this.rows.set(u, visitor);
    this.rows.delete(v);
  }

  async deleteStale(cutoff: Date): Promise<number> {
    let n = 0;
    for (const [k, r] of this.rows) {
      if (r.updatedAt.getTime() < cutoff.getTime()) {
        this.rows.delete(k);
        n += 1;
      }
    }
    return n;
  }
}
