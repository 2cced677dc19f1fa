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
