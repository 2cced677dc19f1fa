import type { ExperimentReport } from '#core/experiments/experiment-report.rules';
import type { PrivacyQueueRow } from '#core/privacy/privacy-case-queue.rules';
import type { SiteFlagOverview } from '#core/shell/feature-flags.rules';
import type { SiteEnvironmentKind, SiteFlag } from '#core/shell/flags.rules';
import { http } from '../../../lib/http/http';

/** A change in the flags' audit trail, as JSON. */
export type FlagChange = {
  flag: SiteFlag;
  before: { environments: SiteEnvironmentKind[]; goLive: string | null } | null;
  after: { environments: SiteEnvironmentKind[]; goLive: string | null };
  changedBy: string;
  changedAt: string;
};

export type FlagsPayload = { environment: string; flags: SiteFlagOverview[]; audit: FlagChange[] };

/** The operator pages' API (/ops/api): staff with the information technology or customer care flag only. */
export const opsApi = {
  flags: (signal?: AbortSignal) =>
    http.get<FlagsPayload>('/ops/api/flags', { ...(signal ? { signal } : {}), log: false }),
  updateFlag: (flag: SiteFlag, body: { environments: SiteEnvironmentKind[]; goLive: string | null }) =>
    http.put<{ flag: SiteFlag }>(`/ops/api/flags/${flag}`, body),
  experiments: (signal?: AbortSignal) =>
    http.get<{ experiments: ExperimentReport[] }>('/ops/api/experiments', {
      ...(signal ? { signal } : {}),
      log: false,
    }),
  setExperimentActive: (key: string, active: boolean) =>
    http.put<{ key: string; active: boolean }>(`/ops/api/experiments/${encodeURIComponent(key)}`, { active }),
  privacyCases: (signal?: AbortSignal) =>
    http.get<{ today: string; cases: PrivacyQueueRow[] }>('/ops/api/privacy/cases', {
      ...(signal ? { signal } : {}),
      log: false,
    }),
};
