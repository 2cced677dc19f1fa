import type { FeatureFlags, SiteFlagChange, StoredSiteFlag } from '../../core/shell/feature-flags.port.js';
import type { SiteFlag } from '../../core/shell/flags.rules.js';

/** FeatureFlags in memory, for tests. */
export class InMemoryFeatureFlags implements FeatureFlags {
  private readonly rules = new Map<SiteFlag, StoredSiteFlag>();
  private readonly changes: SiteFlagChange[] = [];
  /** How many times `stored()` was read (a cache in front of this store reads it less). */
  reads = 0;

  async stored(): Promise<StoredSiteFlag[]> {
    this.reads += 1;
    return [...this.rules.values()].sort((a, b) => a.flag.localeCompare(b.flag)).map((r) => ({ ...r }));
  }

  async save(rule: StoredSiteFlag): Promise<void> {
    const before = this.rules.get(rule.flag);
    this.rules.set(rule.flag, { ...rule, environments: [...rule.environments] });
    this.changes.push({
      flag: rule.flag,
      before: before ? { environments: before.environments, goLive: before.goLive } : null,
      after: { environments: [...rule.environments], goLive: rule.goLive },
      changedBy: rule.updatedBy,
      changedAt: rule.updatedAt,
    });
  }

  async audit(limit: number): Promise<SiteFlagChange[]> {
    return this.changes
      .map((c, i) => ({ c, i }))
      .sort((a, b) => b.c.changedAt.getTime() - a.c.changedAt.getTime() || b.i - a.i)
      .slice(0, limit)
      .map(({ c }) => c);
  }
}
