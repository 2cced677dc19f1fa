import type { UserFlowPageDefinition } from '#core/shell/user-flow.port';
import { http } from '../../../lib/http/http';

/** GET user flow by id (002 section 7). */
export type UserFlowReply = {
  success: boolean;
  name: string | null;
  flowFlags: number;
  isEnabled: boolean;
  pages: UserFlowPageDefinition[];
};

const base = (flow: string) => `/api/user-flows/${encodeURIComponent(flow)}`;

/** The user-flow calls (002 section 7): flow, session track, heartbeat, track event. */
export const userFlowApi = {
  flow: (flow: string) => http.get<UserFlowReply>(base(flow)),
  session: (
    flow: string,
    body: { clientFlag: number; referrer: string; origin: string; criteria: Record<string, string> },
  ) => http.post<{ pageId: number }>(`${base(flow)}/session`, body),
  heartbeat: (flow: string) => http.post(`${base(flow)}/heartbeat`, { origin: window.location.origin }),
  track: (flow: string, actionName: string, url: string) =>
    http.post(`${base(flow)}/track`, {
      actionName,
      eventDetails: { url, data: {} },
      timestamp: new Date().toISOString(),
    }),
};
