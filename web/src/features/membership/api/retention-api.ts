import { http } from '../../../lib/http/http';

/** The retention (exit-survey) calls under /dashboard/api (docs/decisions/0082). */
export const retentionApi = {
  status: () =>
    http.get<{ success: true; exitSurveyFlag: boolean; monthlyCapReached: boolean }>('/dashboard/api/retention/status'),
  start: (subscriptionId: string) =>
    http.post<{ success: true; url: string | null }>('/dashboard/api/retention/sessions', { subscriptionId }),
  finish: (body: { session: string; outcome: 'kept' | 'cancel'; reason: string | null }) =>
    http.post<{ success: true; returnUrl: string }>('/dashboard/api/retention/finish', body),
};
