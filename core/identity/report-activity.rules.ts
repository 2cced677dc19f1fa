import { DAY_MS } from '../shared/date.rules.js';
import type { ReportActivity } from './identity-monitoring.schema.js';

/** The months report activity lists (000 section 7 identity-monitoring/report-activity). */
const REPORT_ACTIVITY_MONTHS = 6;

const monthOf = (d: Date): string => d.toISOString().slice(0, 7);

/** The `count` months ending with `now`'s month (UTC), oldest first: '2026-06' ... '2026-11'. */
export const lastMonths = (now: Date, count: number): string[] => {
  const out: string[] = [];
  for (let i = count - 1; i >= 0; i--) {
    out.push(monthOf(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1))));
  }
  return out;
};

/**
 * Report activity on the member's record: how many other members opened its report (each member once,
 * on the day they last opened it), in all, in the last 30 days and per month for 6 months; never who
 * (docs/decisions/0073).
 */
export const reportActivityOf = (views: readonly Date[], searches: number, now: Date): ReportActivity => {
  const since = now.getTime() - 30 * DAY_MS;
  const months = lastMonths(now, REPORT_ACTIVITY_MONTHS);
  const counts = new Map(months.map((m) => [m, 0]));
  for (const v of views) {
    const m = monthOf(v);
    const n = counts.get(m);
    if (n !== undefined && v.getTime() <= now.getTime()) counts.set(m, n + 1);
  }
  return {
    totalViews: views.length,
    viewsLast30Days: views.filter((v) => v.getTime() > since && v.getTime() <= now.getTime()).length,
    searchAppearancesLast30Days: searches,
    byMonth: months.map((month) => ({ month, views: counts.get(month) ?? 0 })),
  };
};
