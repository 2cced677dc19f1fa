import { err, ok } from 'neverthrow';
import { notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { ExperimentEventInput } from './experiment.schema.js';
import { runningExperiment, variantOf } from './experiment.steps.js';
import type { ExperimentDeps } from './experiments.port.js';

/** POST /api/experiments/{key}/exposure: the visitor saw their variant (once per visitor). */
export const makeRecordExposure = (deps: ExperimentDeps) =>
  useCase(ExperimentEventInput, async ({ key, visitorId }) => {
    const x = await runningExperiment(deps.experiments, key);
    const v = x && variantOf(x, visitorId);
    if (!x || !v) return err(notFound('experiment'));
    const recorded = await deps.experiments.recordExposure({ key, visitorId, variant: v.key, at: deps.clock.now() });
    return ok({ variant: v.key, recorded });
  });
