import type { Clock } from '../shared/clock.port.js';
import type { ExperimentVariant } from './experiment-assignment.rules.js';

/** A variant as defined: its key and weight, and what it shows (e.g. the headline text). */
export type DefinedVariant = ExperimentVariant & { readonly content: string };

/** An experiment (002 section 2.5: experiments apply on /join, /name, /people/** ...). The first variant is the control. */
export interface ExperimentDefinition {
  readonly key: string;
  readonly name: string;
  /** The page it runs on, one of the spec's experiment paths. */
  readonly path: string;
  readonly variants: readonly DefinedVariant[];
  readonly active: boolean;
  readonly createdAt: Date;
  /** The operator who last started or stopped it, and when (null: never changed since it was defined). */
  readonly updatedBy?: string | null;
  readonly updatedAt?: Date | null;
}

/** One visitor's exposure to or conversion in an experiment. */
export interface ExperimentEvent {
  readonly key: string;
  readonly visitorId: string;
  readonly variant: string;
  readonly at: Date;
}

/** Exposures and conversions counted per variant. */
export interface VariantCounts {
  readonly variant: string;
  readonly exposures: number;
  readonly conversions: number;
}

/** Experiments and their events. Infrastructure failures throw. */
export interface Experiments {
  find(key: string): Promise<ExperimentDefinition | null>;
  list(): Promise<ExperimentDefinition[]>;
  /** Stores the visitor's exposure once (idempotent per visitor); true when it was new. */
  recordExposure(e: ExperimentEvent): Promise<boolean>;
  /**
   * Stores the visitor's conversion once (idempotent per visitor), only when the visitor was exposed:
   * a conversion without an exposure is not the experiment's. True when it was new.
   */
  recordConversion(e: ExperimentEvent): Promise<boolean>;
  /** Counts per variant that has any exposure. */
  counts(key: string): Promise<VariantCounts[]>;
  /** Starts or stops an experiment, with who and when; false when there is no such experiment. */
  setActive(change: { key: string; active: boolean; by: string; at: Date }): Promise<boolean>;
}

/** The experiment use cases' ports. */
export interface ExperimentDeps {
  readonly experiments: Experiments;
  readonly clock: Clock;
}
