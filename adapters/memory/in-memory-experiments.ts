import type {
  ExperimentDefinition,
  ExperimentEvent,
  Experiments,
  VariantCounts,
} from '../../core/experiments/experiments.port.js';

/** Experiments in memory, for tests: the definitions given, events kept in maps. */
export class InMemoryExperiments implements Experiments {
  private readonly defs: ExperimentDefinition[];
  private readonly exposures = new Map<string, ExperimentEvent>();
  private readonly conversions = new Map<string, ExperimentEvent>();

  constructor(definitions: readonly ExperimentDefinition[] = []) {
    this.defs = definitions.map((d) => ({ ...d, updatedBy: d.updatedBy ?? null, updatedAt: d.updatedAt ?? null }));
  }

  async find(key: string): Promise<ExperimentDefinition | null> {
    return this.defs.find((d) => d.key === key) ?? null;
  }

  async list(): Promise<ExperimentDefinition[]> {
    return [...this.defs].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.key.localeCompare(b.key));
  }

  async recordExposure(e: ExperimentEvent): Promise<boolean> {
    const id = `${e.key}\u0000${e.visitorId}`;
    if (this.exposures.has(id) || !this.defs.some((d) => d.key === e.key)) return false;
    this.exposures.set(id, e);
    return true;
  }

  async recordConversion(e: ExperimentEvent): Promise<boolean> {
    const id = `${e.key}\u0000${e.visitorId}`;
    const exposure = this.exposures.get(id);
    if (!exposure || this.conversions.has(id)) return false;
    this.conversions.set(id, { ...e, variant: exposure.variant });
    return true;
  }

  async counts(key: string): Promise<VariantCounts[]> {
    const by = new Map<string, { exposures: number; conversions: number }>();
    for (const [id, x] of this.exposures) {
      if (x.key !== key) continue;
      const c = by.get(x.variant) ?? { exposures: 0, conversions: 0 };
      c.exposures += 1;
      if (this.conversions.has(id)) c.conversions += 1;
      by.set(x.variant, c);
    }
    return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([variant, c]) => ({ variant, ...c }));
  }

  async setActive(change: { key: string; active: boolean; by: string; at: Date }): Promise<boolean> {
    const i = this.defs.findIndex((d) => d.key === change.key);
    if (i < 0) return false;
    this.defs[i] = { ...this.defs[i]!, active: change.active, updatedBy: change.by, updatedAt: change.at };
    return true;
  }
}
