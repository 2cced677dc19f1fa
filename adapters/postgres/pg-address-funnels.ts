import type {
  AddressFunnelOwner,
  AddressFunnelRecord,
  AddressFunnels,
} from '../../core/address-funnel/address-funnel.port.js';
import type { AddressFunnelCriteria } from '../../core/address-funnel/address-funnel.schema.js';
import type { AddressFunnelStep } from '../../core/shell/funnel.rules.js';
import type { Db } from './db.js';

type Row = {
  property_id: string | number;
  search_criteria: AddressFunnelCriteria;
  step: string;
  use_case_id: number | null;
  completed: boolean;
  saved_url: string | null;
  created_at: Date;
  updated_at: Date;
};

const COLUMNS = 'property_id, search_criteria, step, use_case_id, completed, saved_url, created_at, updated_at';

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

const record = (r: Row): AddressFunnelRecord => ({
  propertyId: Number(r.property_id),
  searchCriteria: {
    City: text(r.search_criteria.City),
    State: text(r.search_criteria.State),
    StreetName: text(r.search_criteria.StreetName),
    StreetNumber: text(r.search_criteria.StreetNumber),
    Suffix: text(r.search_criteria.Suffix),
    Zip: text(r.search_criteria.Zip),
    Include: text(r.search_criteria.Include),
  },
  step: r.step as AddressFunnelStep,
  useCaseId: r.use_case_id === null ? null : Number(r.use_case_id),
  completed: r.completed,
  savedAddressUrl: r.saved_url,
  createdAt: new Date(r.created_at),
  updatedAt: new Date(r.updated_at),
});

/** AddressFunnels on `address_funnels` (migration 0080): one row per owner. */
export class PgAddressFunnels implements AddressFunnels {
  constructor(private readonly db: Db) {}

  async find(owner: AddressFunnelOwner): Promise<AddressFunnelRecord | null> {
    const { rows } = await this.db.query<Row>(
      `SELECT ${COLUMNS} FROM address_funnels WHERE owner_kind = $1 AND owner_id = $2`,
      [owner.kind, owner.id],
    );
    return rows[0] ? record(rows[0]) : null;
  }

  async save(owner: AddressFunnelOwner, f: AddressFunnelRecord): Promise<AddressFunnelRecord> {
    const { rows } = await this.db.query<Row>(
      `INSERT INTO address_funnels (owner_kind, owner_id, ${COLUMNS})
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
       ON CONFLICT (owner_kind, owner_id) DO UPDATE SET
         property_id = EXCLUDED.property_id, search_criteria = EXCLUDED.search_criteria, step = EXCLUDED.step,
         use_case_id = EXCLUDED.use_case_id, completed = EXCLUDED.completed, saved_url = EXCLUDED.saved_url,
         created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at
       RETURNING ${COLUMNS}`,
      [
        owner.kind,
        owner.id,
        f.propertyId,
        JSON.stringify(f.searchCriteria),
        f.step,
        f.useCaseId,
        f.completed,
        f.savedAddressUrl,
        f.createdAt.toISOString(),
        f.updatedAt.toISOString(),
      ],
    );
    return record(rows[0] as Row);
  }

  async adopt(visitorId: string, userId: string): Promise<void> {
    // One statement: the visitor's row is removed and, when newer than the user's (or the user has none),
    // written as the user's. Two adoptions at once: the second finds no visitor row and changes nothing.
    await this.db.query(
      `WITH moved AS (
         DELETE FROM address_funnels WHERE owner_kind = 'visitor' AND owner_id = $1 RETURNING ${COLUMNS}
       )
       INSERT INTO address_funnels (owner_kind, owner_id, ${COLUMNS})
       SELECT 'user', $2, ${COLUMNS} FROM moved
       ON CONFLICT (owner_kind, owner_id) DO UPDATE SET
         property_id = EXCLUDED.property_id, search_criteria = EXCLUDED.search_criteria, step = EXCLUDED.step,
         use_case_id = EXCLUDED.use_case_id, completed = EXCLUDED.completed, saved_url = EXCLUDED.saved_url,
         created_at = EXCLUDED.created_at, updated_at = EXCLUDED.updated_at
       WHERE address_funnels.updated_at < EXCLUDED.updated_at`,
      [visitorId, userId],
    );
  }

  async deleteStale(cutoff: Date): Promise<number> {
    const res = await this.db.query('DELETE FROM address_funnels WHERE updated_at < $1', [cutoff.toISOString()]);
    return res.rowCount;
  }
}
