import { assignVariant } from './experiment-assignment.rules.js';
import type { ExperimentDefinition, Experiments } from './experiments.port.js';

/** The visitor's variant of an experiment (hash of key and visitor, by weight), with what it shows. */
export const variantOf = (x: ExperimentDefinition, visitorId: string) => {
  const key = assignVariant(x.key, visitorId, x.variants);
  return x.variants.find((v) => v.key === key) ?? null;
};

/** The experiment when it runs (active, with a variant of positive weight); else `null`. */
export const runningExperiment = async (
  experiments: Experiments,
  key: string,
): Promise<ExperimentDefinition | null> => {
  const x = await experiments.find(key);
  return x?.active && x.variants.some((v) => v.weight > 0) ? x : null;
};

/**
 * A completed sale is the conversion of the visitor in every running experiment (docs/decisions/0094):
 * the server records it when the payment is committed, never on the browser's word. It counts, once per
 * visitor, only where the visitor was exposed, in the variant they saw (the store's rule). Answers the
 * keys of the experiments where it counted.
 */
export const recordSaleConversions = async (
  experiments: Pick<Experiments, 'list' | 'recordConversion'>,
  visitorId: string,
  at: Date,
): Promise<string[]> => {
  const converted: string[] = [];
  for (const x of await experiments.list()) {
    const v = x.active ? variantOf(x, visitorId) : null;
    if (v && (await experiments.recordConversion({ key: x.key, visitorId, variant: v.key, at }))) {
      converted.push(x.key);
    }
  }
  return converted;
};
