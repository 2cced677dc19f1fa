import { err, ok } from 'neverthrow';
import { z } from 'zod';
import { notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { ExperimentKey, VisitorId } from './experiment.schema.js';
import { runningExperiment, variantOf } from './experiment.steps.js';
import type { ExperimentDeps } from './experiments.port.js';

/** GET /api/experiments/{key}: the visitor's variant (hash of visitor and key, 002 section 2.5) and what it shows. */
export const makeAssignExperiment = (deps: ExperimentDeps) =>
  useCase(z.object({ key: ExperimentKey, visitorId: VisitorId }), async ({ key, visitorId }) => {
    const x = await runningExperiment(deps.experiments, key);
    const v = x && variantOf(x, visitorId);
    if (!x || !v) return err(notFound('experiment'));
    return ok({ key: x.key, path: x.path, variant: v.key, content: v.content });
  });
