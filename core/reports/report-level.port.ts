import type { ReportAccessLevelName } from '../shared/reports/access-level.rules.js';

/**
 * How report monitoring, the monitoring digest and People You May Know learn a member's access levels to
 * some reports, in their order (docs/decisions/0050). The reports area answers it with `reportLevelOf`
 * (report-level.steps.ts). It lives apart from that file because the steps read the report ports, which
 * hold the monitoring ports, which hold this type: declared in the steps, the three files would import
 * one another.
 */
export type ReportLevelOf = (
  userId: string,
  reportIds: readonly string[],
  at: Date,
) => Promise<ReportAccessLevelName[]>;
