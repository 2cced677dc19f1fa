import type {
  Breach,
  CodeSentReply,
  IdentityAlert,
  IdentityMonitoringStatus,
  MatchingIdentity,
  PersonalInformation,
  PersonalInformationInput,
  ReportActivity,
} from '#core/identity/identity-monitoring.schema';
import { http } from '../../../lib/http/http';

const BASE = '/dashboard/api/identity-monitoring';

type Ok<T> = { success: true } & T;

/**
 * The identity-monitoring calls, one per row of the contract's table
 * (core/identity/identity-monitoring.schema.ts; 000 section 7). Each rejects with an `HttpError`
 * carrying the spec's field errors when `success` is false.
 */
export const identityMonitoringApi = {
  status: (signal?: AbortSignal) => http.get<Ok<IdentityMonitoringStatus>>(`${BASE}/status`, signal ? { signal } : {}),
  sendEmailCode: () => http.post<Ok<CodeSentReply>>(`${BASE}/verify-email`, {}),
  verifyEmailCode: (code: string) => http.post<Ok<IdentityMonitoringStatus>>(`${BASE}/verify-email-token`, { code }),
  addPersonalInformation: (body: PersonalInformationInput) =>
    http.post<Ok<IdentityMonitoringStatus>>(`${BASE}/add-personal-information`, body),
  updatePersonalInformation: (body: PersonalInformationInput) =>
    http.put<Ok<IdentityMonitoringStatus>>(`${BASE}/update-personal-information`, body),
  personalInformation: (signal?: AbortSignal) =>
    http.get<Ok<{ personalInformation: PersonalInformation | null }>>(
      `${BASE}/get-personal-information`,
      signal ? { signal } : {},
    ),
  sendSmsCode: (phone: string) => http.post<Ok<CodeSentReply>>(`${BASE}/verify-sms`, { phone }),
  verifySmsCode: (code: string) => http.post<Ok<IdentityMonitoringStatus>>(`${BASE}/verify-sms-token`, { code }),
  matchingIdentities: (signal?: AbortSignal) =>
    http.get<Ok<{ identities: MatchingIdentity[] }>>(`${BASE}/get-matching-identities`, signal ? { signal } : {}),
  claimIdentity: (recordId: string) => http.post<Ok<IdentityMonitoringStatus>>(`${BASE}/claim-report`, { recordId }),
  breaches: (signal?: AbortSignal) =>
    http.get<Ok<{ breaches: Breach[] }>>(`${BASE}/get-user-breaches`, signal ? { signal } : {}),
  updateBreach: (breachId: string, status: 'seen' | 'resolved') =>
    http.post<Ok<{ breach: Breach }>>(`${BASE}/update-user-breach`, { breachId, status }),
  reportActivity: (signal?: AbortSignal) =>
    http.get<Ok<ReportActivity>>(`${BASE}/report-activity`, signal ? { signal } : {}),
  alerts: (signal?: AbortSignal) =>
    http.get<Ok<{ alerts: IdentityAlert[]; unseen: number }>>(`${BASE}/alerts`, signal ? { signal } : {}),
  /** Marks the given alerts seen, or all of them when `alertIds` is omitted. */
  markAlertsSeen: (alertIds?: readonly string[]) =>
    http.post<Ok<{ unseen?: number }>>(`${BASE}/alerts/seen`, alertIds ? { alertIds } : {}),
};
