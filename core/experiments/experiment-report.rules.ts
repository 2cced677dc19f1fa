import { compareWithControl, type Significance, significanceNote, wilsonInterval } from './conversion-stats.rules.js';
import type { ExperimentDefinition, VariantCounts } from './experiments.port.js';

/** One variant's line on the operator page. */
export type VariantReport = {
  readonly variant: string;
  readonly content: string;
  readonly weight: number;
  readonly exposures: number;
  readonly conversions: number;
  /** conversions / exposures; `null` without exposures. */
  readonly rate: number | null;
  /** The 95 % Wilson score interval of the rate. */
  readonly interval: { readonly low: number; readonly high: number } | null;
  readonly significance: Significance;
  readonly note: string;
};

/** An experiment as the operator page reports it (002 section 2.5). */
export type ExperimentReport = {
  readonly key: string;
  readonly name: string;
  readonly path: string;
  readonly active: boolean;
  /** Who last started or stopped it, and when (ISO), or null. */
  readonly changedBy: string | null;
  readonly changedAt: string | null;
  readonly variants: readonly VariantReport[];
};

/** The report of an experiment: each defined variant (the first is the control) with its counts and statistics. */
export const experimentReport = (x: ExperimentDefinition, counts: readonly VariantCounts[]): ExperimentReport => {
  const of = (variant: string) =>
    counts.find((c) => c.variant === variant) ?? { variant, exposures: 0, conversions: 0 };
  const control = x.variants[0] ? of(x.variants[0].key) : { exposures: 0, conversions: 0 };
  return {
    key: x.key,
    name: x.name,
    path: x.path,
    active: x.active,
    changedBy: x.updatedBy ?? null,
    changedAt: x.updatedAt ? x.updatedAt.toISOString() : null,
    variants: x.variants.map((v, i) => {
      const c = of(v.key);
      const significance: Significance = i === 0 ? { kind: 'control' } : compareWithControl(control, c);
      return {
        variant: v.key,
        content: v.content,
        weight: v.weight,
        exposures: c.exposures,
        conversions: c.conversions,
        rate: c.exposures > 0 ? c.conversions / c.exposures : null,
        interval: wilsonInterval(c.conversions, c.exposures),
        significance,
        note: significanceNote(significance),
      };
    }),
  };
};
