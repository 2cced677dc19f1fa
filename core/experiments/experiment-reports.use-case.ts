import { ok } from 'neverthrow';
import { RawInput, useCase } from '../shared/use-case.js';
import { experimentReport } from './experiment-report.rules.js';
import type { ExperimentDeps } from './experiments.port.js';

/** The operator page: every experiment with exposures, conversions, rate, 95 % interval and a note per variant. */
export const makeExperimentReports = (deps: ExperimentDeps) =>
  useCase(RawInput, async () => {
    const all = await deps.experiments.list();
    const experiments = await Promise.all(
      all.map(async (x) => experimentReport(x, await deps.experiments.counts(x.key))),
    );
    return ok({ experiments });
  });
