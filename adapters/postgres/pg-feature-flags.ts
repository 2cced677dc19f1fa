import type { FeatureFlags, SiteFlagChange, StoredSiteFlag } from '../../core/shell/feature-flags.port.js';
import { SITE_FLAGS, type SiteEnvironmentKind, type SiteFlag } from '../../core/shell/flags.rules.js';
import type { Db } from './db.js';

type FlagRow = { flag: string; environments: string[]; go_live: Date | null; updated_by: string; updated_at: Date };
type AuditRow = {
  flag: string;
  before_environments: string[] | null;
  before_go_live: Date | null;
  had_rule: boolean;
  after_environments: string[];
  after_go_live: Date | null;
  changed_by: string;
  changed_at: Date;
};

const isFlag = (f: string): f is SiteFlag => (SITE_FLAGS as readonly string[]).includes(f);
const kinds = (a: readonly string[]) => a as SiteEnvironmentKind[];

/** FeatureFlags on `site_flags` and `site_flag_audit` (migration 0078). Rows of flags the code no longer knows are ignored. */
export class PgFeatureFlags implements FeatureFlags {
  constructor(private readonly db: Db) {}

  async stored(): Promise<StoredSiteFlag[]> {
    const { rows } = await this.db.query<FlagRow>(
      'SELECT flag, environments, go_live, updated_by, updated_at FROM site_flags ORDER BY flag',
    );
    return rows.flatMap((r) =>
      isFlag(r.flag)
        ? [
            {
              flag: r.flag,
              environments: kinds(r.environments),
              goLive: r.go_live,
              updatedBy: r.updated_by,
              updatedAt: r.updated_at,
            },
          ]
        : [],
    );
  }

  async save(rule: StoredSiteFlag): Promise<void> {
    await this.db.transaction(async (tx) => {
      // One edit of a flag at a time (a row lock cannot lock a row not there yet), so each audit line's
      // "before" is the state it replaced.
      await tx.query("SELECT pg_advisory_xact_lock(hashtext('site_flags'), hashtext($1))", [rule.flag]);
      const prev = await tx.query<FlagRow>(
        'SELECT flag, environments, go_live, updated_by, updated_at FROM site_flags WHERE flag = $1',
        [rule.flag],
      );
      const before = prev.rows[0];
      await tx.query(
        `INSERT INTO site_flags (flag, environments, go_live, updated_by, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (flag) DO UPDATE SET environments = EXCLUDED.environments, go_live = EXCLUDED.go_live,
           updated_by = EXCLUDED.updated_by, updated_at = EXCLUDED.updated_at`,
        [rule.flag, rule.environments, rule.goLive, rule.updatedBy, rule.updatedAt],
      );
      await tx.query(
        `INSERT INTO site_flag_audit (flag, before_environments, before_go_live, had_rule, after_environments,
           after_go_live, changed_by, changed_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          rule.flag,
          before?.environments ?? null,
          before?.go_live ?? null,
          before !== undefined,
          rule.environments,
          rule.goLive,
          rule.updatedBy,
          rule.updatedAt,
        ],
      );
    });
  }

  async audit(limit: number): Promise<SiteFlagChange[]> {
    const { rows } = await this.db.query<AuditRow>(
      `SELECT flag, before_environments, before_go_live, had_rule, after_environments, after_go_live, changed_by,
         changed_at FROM site_flag_audit ORDER BY changed_at DESC, id DESC LIMIT $1`,
      [limit],
    );
    return rows.flatMap((r) =>
      isFlag(r.flag)
        ? [
            {
              flag: r.flag,
              before: r.had_rule
                ? { environments: kinds(r.before_environments ?? []), goLive: r.before_go_live }
                : null,
              after: { environments: kinds(r.after_environments), goLive: r.after_go_live },
              changedBy: r.changed_by,
              changedAt: r.changed_at,
            },
          ]
        : [],
    );
  }
}
