import { err, ok } from 'neverthrow';
import { notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { SetExperimentActiveInput } from './experiment.schema.js';
import type { ExperimentDeps } from './experiments.port.js';

/**
 * An operator starts or stops an experiment on /ops/experiments (002 section 2.5; docs/decisions/0076): a
 * stopped experiment shows every visitor the control and records nothing; started, visitors are assigned
 * again by the same hash (the same visitor lands on the same variant). Stored with who and when; the next
 * request of any server sees it (experiments are read per request). An unknown key is not found.
 */
export const makeSetExperimentActive = (deps: ExperimentDeps) =>
  useCase(SetExperimentActiveInput, async ({ key, active }, operatorEmail: string) => {
    const changed = await deps.experiments.setActive({ key, active, by: operatorEmail, at: deps.clock.now() });
    return changed ? ok({ key, active }) : err(notFound('experiment'));
  });
