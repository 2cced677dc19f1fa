import type {
  DefinedVariant,
  ExperimentDefinition,
  ExperimentEvent,
  Experiments,
  VariantCounts,
} from '../../core/experiments/experiments.port.js';
import type { Db } from './db.js';

type Row = {
  key: string;
  name: string;
  path: string;
  variants: DefinedVariant[];
  active: boolean;
  created_at: Date;
  updated_by: string | null;
  updated_at: Date | null;
};

const definition = (r: Row): ExperimentDefinition => ({
  key: r.key,
  name: r.name,
  path: r.path,
  variants: r.variants.map((v) => ({ key: String(v.key), weight: Number(v.weight), content: String(v.content) })),
  active: r.active,
  createdAt: r.created_at,
  updatedBy: r.updated_by,
  updatedAt: r.updated_at,
});

/** Experiments on `experiments`, `experiment_exposures` and `experiment_conversions` (migration 0079). */
export class PgExperiments implements Experiments {
  constructor(private readonly db: Db) {}

  async find(key: string): Promise<ExperimentDefinition | null> {
    const { rows } = await this.db.query<Row>(
      'SELECT key, name, path, variants, active, created_at, updated_by, updated_at FROM experiments WHERE key = $1',
      [key],
    );
    return rows[0] ? definition(rows[0]) : null;
  }

  async list(): Promise<ExperimentDefinition[]> {
    const { rows } = await this.db.query<Row>(
      'SELECT key, name, path, variants, active, created_at, updated_by, updated_at FROM experiments ORDER BY created_at, key',
    );
    return rows.map(definition);
  }

  async recordExposure(e: ExperimentEvent): Promise<boolean> {
    const res = await this.db.query(
      `INSERT INTO experiment_exposures (experiment_key, visitor_id, variant, exposed_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT DO NOTHING`,
      [e.key, e.visitorId, e.variant, e.at],
    );
    return res.rowCount === 1;
  }

  async recordConversion(e: ExperimentEvent): Promise<boolean> {
    // The variant counted is the one the visitor was exposed to.
    const res = await this.db.query(
      `INSERT INTO experiment_conversions (experiment_key, visitor_id, variant, converted_at)
       SELECT experiment_key, visitor_id, variant, $3 FROM experiment_exposures
       WHERE experiment_key = $1 AND visitor_id = $2
       ON CONFLICT DO NOTHING`,
      [e.key, e.visitorId, e.at],
    );
    return res.rowCount === 1;
  }

  async counts(key: string): Promise<VariantCounts[]> {
    const { rows } = await this.db.query<{ variant: string; exposures: string; conversions: string }>(
      `SELECT x.variant, count(*) AS exposures, count(c.visitor_id) AS conversions
       FROM experiment_exposures x
       LEFT JOIN experiment_conversions c ON c.experiment_key = x.experiment_key AND c.visitor_id = x.visitor_id
       WHERE x.experiment_key = $1 GROUP BY x.variant ORDER BY x.variant`,
      [key],
    );
    return rows.map((r) => ({
      variant: r.variant,
      exposures: Number(r.exposures),
      conversions: Number(r.conversions),
    }));
  }

  async setActive(change: { key: string; active: boolean; by: string; at: Date }): Promise<boolean> {
    const res = await this.db.query(
      'UPDATE experiments SET active = $2, updated_by = $3, updated_at = $4 WHERE key = $1',
      [change.key, change.active, change.by, change.at],
    );
    return res.rowCount === 1;
  }
}
