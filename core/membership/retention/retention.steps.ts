import { runningExperiment, variantOf } from '../../experiments/experiment.steps.js';
import type { RetentionDeps } from './retention.port.js';
import { EXIT_SURVEY_EXPERIMENT, EXIT_SURVEY_VARIANT } from './retention.rules.js';

/**
 * Whether the member is flagged for the exit survey: the `exit-survey` experiment runs and the hash of its
 * key and the user id lands on its `survey` variant (the same on every device), and no retention cookie is
 * set (a return within 60 s does not loop back into the flow).
 */
export const isExitSurveyFlagged = async (
  deps: Pick<RetentionDeps, 'experiments'>,
  userId: string,
  recentlySent: boolean,
) => {
  if (recentlySent) return false;
  const x = await runningExperiment(deps.experiments, EXIT_SURVEY_EXPERIMENT);
  return !!x && variantOf(x, userId)?.key === EXIT_SURVEY_VARIANT;
};
