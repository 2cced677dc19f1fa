import { err, ok, type Result } from 'neverthrow';
import type { RateLimitedError } from '../accounts/accounts.errors.js';
import { anonymousWriteChecks } from '../accounts/anonymous-writes.rules.js';
import { consumeLimits } from '../accounts/rate-limit.steps.js';
import type { RateLimiter } from '../accounts/rate-limiter.port.js';
import { type NotFoundError, notFound } from '../shared/errors.js';
import { useCase } from '../shared/use-case.js';
import { ExperimentEventInput } from './experiment.schema.js';
import { runningExperiment, variantOf } from './experiment.steps.js';
import type { ExperimentDeps } from './experiments.port.js';

/**
 * POST /api/experiments/{key}/exposure: the visitor saw their variant (once per visitor). A new visitor
 * cookie is free, so every post counts against its client address (docs/decisions/0094): past the
 * minute's or the day's budget it is the 429 of every limited call and nothing is stored.
 */
export const makeRecordExposure = (deps: ExperimentDeps & { readonly limiter: RateLimiter }) =>
  useCase(
    ExperimentEventInput,
    async (
      { key, visitorId },
      client: { readonly ip: string },
    ): Promise<Result<{ variant: string; recorded: boolean }, NotFoundError | RateLimitedError>> => {
      const x = await runningExperiment(deps.experiments, key);
      const v = x && variantOf(x, visitorId);
      if (!x || !v) return err(notFound('experiment'));
      const now = deps.clock.now();
      const limited = await consumeLimits(deps.limiter, anonymousWriteChecks('experimentExposures', client.ip), now);
      if (limited) return err(limited);
      const recorded = await deps.experiments.recordExposure({ key, visitorId, variant: v.key, at: now });
      return ok({ variant: v.key, recorded });
    },
  );
