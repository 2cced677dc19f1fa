import type { PeopleYouMayKnowReply } from '#core/reports/people-you-may-know.schema';
import { http } from '../../../lib/http/http';

const BASE = '/dashboard/api/peopleyoumayknow';

type Reply<T = object> = T & { success: boolean };

/** The People You May Know calls (000 section 7; the wire contract of core/reports/people-you-may-know.schema.ts). */
export const peopleYouMayKnowApi = {
  /** GET peopleyoumayknow: the member's suggestions. */
  list: (signal?: AbortSignal) => http.get<Reply<PeopleYouMayKnowReply>>(BASE, signal ? { signal } : {}),
  /** POST peopleyoumayknow: makes the suggestions anew from the latest look-ups, and answers them. */
  refresh: () => http.post<Reply<PeopleYouMayKnowReply>>(BASE, {}),
  /** PUT peopleyoumayknow { ShowInDashboard: false }: hides the block. */
  hide: () => http.put<Reply<PeopleYouMayKnowReply>>(BASE, { ShowInDashboard: false }),
  /** PATCH peopleyoumayknow/{id}: the member clicked the suggestion. */
  clicked: (id: string) => http.patch<Reply>(`${BASE}/${encodeURIComponent(id)}`, undefined, { log: false }),
  /** DELETE peopleyoumayknow/{id}: not shown again. */
  remove: (id: string) => http.delete<Reply>(`${BASE}/${encodeURIComponent(id)}`),
  /**
   * Monitor: the report-monitoring subscribe call (000 section 7 notifications/subscribe) for the
   * person's background report. 409 while the member's report monitoring is off.
   */
  monitor: (reportId: string) =>
    http.post<Reply<{ reportId: string; isMonitored: boolean }>>('/dashboard/api/notifications/subscribe', {
      subscribe: true,
      orderItemId: null,
      reportHistoryId: null,
      id: reportId,
      key: reportId,
    }),
};
