import { err, ok } from 'neverthrow';
import { z } from 'zod';
import type { Clock } from '../shared/clock.port.js';
import { notFound } from '../shared/errors.js';
import { RawInput, useCase } from '../shared/use-case.js';
import { ExperimentEventInput, ExperimentKey, VisitorId } from './experiment.schema.js';
import { assignVariant } from './experiment-assignment.rules.js';
import { experimentReport } from './experiment-report.rules.js';
import type { ExperimentDefinition, Experiments } from './experiments.port.js';

/** The experiment use cases' ports. */
export interface ExperimentDeps {
  readonly experiments: Experiments;
  readonly clock: Clock;
}

const variantOf = (x: ExperimentDefinition, visitorId: string) => {
  const key = assignVariant(x.key, visitorId, x.variants);
  return x.variants.find((v) => v.key === key) ?? null;
};

const live = async (experiments: Experiments, key: string) => {
  const x = await experiments.find(key);
  return x?.active && x.variants.some((v) => v.weight > 0) ? x : null;
};

/** GET /api/experiments/{key}: the visitor's variant (hash of visitor and key, 002 section 2.5) and what it shows. */
export const makeAssignExperiment = (deps: ExperimentDeps) =>
  useCase(z.object({ key: ExperimentKey, visitorId: VisitorId }), async ({ key, visitorId }) => {
    const x = await live(deps.experiments, key);
    const v = x && variantOf(x, visitorId);
    if (!x || !v) return err(notFound('experiment'));
    return ok({ key: x.key, path: x.path, variant: v.key, content: v.content });
  });

/** POST /api/experiments/{key}/exposure: the visitor saw their variant (once per visitor). */
export const makeRecordExposure = (deps: ExperimentDeps) =>
  useCase(ExperimentEventInput, async ({ key, visitorId }) => {
    const x = await live(deps.experiments, key);
    const v = x && variantOf(x, visitorId);
    if (!x || !v) return err(notFound('experiment'));
    const recorded = await deps.experiments.recordExposure({ key, visitorId, variant: v.key, at: deps.clock.now() });
    return ok({ variant: v.key, recorded });
  });

/**
 * POST /api/experiments/{key}/conversion: the visitor reached the goal (for the /join headline: a
 * completed checkout). Once per visitor, and only after an exposure; `recorded` says whether it counted.
 */
export const makeRecordConversion = (deps: ExperimentDeps) =>
  useCase(ExperimentEventInput, async ({ key, visitorId }) => {
    const x = await live(deps.experiments, key);
    const v = x && variantOf(x, visitorId);
    if (!x || !v) return err(notFound('experiment'));
    const recorded = await deps.experiments.recordConversion({ key, visitorId, variant: v.key, at: deps.clock.now() });
    return ok({ variant: v.key, recorded });
  });

/** The operator page: every experiment with exposures, conversions, rate, 95 % interval and a note per variant. */
export const makeExperimentReports = (deps: ExperimentDeps) =>
  useCase(RawInput, async () => {
    const all = await deps.experiments.list();
    const experiments = await Promise.all(
      all.map(async (x) => experimentReport(x, await deps.experiments.counts(x.key))),
    );
    return ok({ experiments });
  });
