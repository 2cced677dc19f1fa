import { getCsrfToken } from '../../../lib/http/csrf';
import { http } from '../../../lib/http/http';
import { REQUEST_CSRF_HEADER, REQUEST_XHR_HEADER } from '../../../lib/http/request.rules';

const BASE = '/api/consumer-privacy';

/** The case as the server shows it (core/privacy/privacy-flow.steps.ts PrivacyCaseView). */
export type PrivacyCase = {
  caseId: string;
  kind: 'know' | 'delete' | 'correct';
  state: string;
  option: number | null;
  page: string;
  questions: { id: string; prompt: string; choices: string[] }[];
  contacts: { id: string; masked: string }[];
  recipient: string | null;
  codeSent: boolean;
  answerTriesLeft: number;
  codeTriesLeft: number;
  receivedAt: string;
  confirmBy: string;
  completeBy: string;
};

export type PrivacyPreview = {
  id: string;
  fullName: string;
  age: number | null;
  city: string;
  state: string;
  aliases: string[];
  relatives: string[];
};

type Reply<T> = T & { success: true };

/** The /api/consumer-privacy calls (002 section 7; docs/decisions/0074). */
export const privacyApi = {
  open: (body: { kind: string; option: number }) => http.post<Reply<PrivacyCase>>(`${BASE}/auth-validate`, body),
  lookup: (caseId: string) => http.post<Reply<PrivacyCase>>(`${BASE}/lookup`, { caseId }),
  search: (body: { caseId: string; firstName: string; lastName: string; city: string; state: string; page: number }) =>
    http.post<Reply<{ people: PrivacyPreview[]; total: number; page: number; totalPages: number }>>(
      `${BASE}/${body.page > 1 ? 'search-advance' : 'search'}`,
      body,
    ),
  setRecord: (caseId: string, recordId: string) =>
    http.post<Reply<PrivacyCase>>(`${BASE}/set-record-id`, { caseId, recordId }),
  answer: (caseId: string, answers: Record<string, string>) =>
    http.post<Reply<PrivacyCase>>(`${BASE}/verify`, { caseId, answers }),
  sendCode: (caseId: string, contactId: string, channel: 'email' | 'phone') =>
    http.post<Reply<PrivacyCase>>(`${BASE}/${channel === 'email' ? 'set-email' : 'verify-ownership-phone'}`, {
      caseId,
      contactId,
    }),
  checkCode: (caseId: string, code: string) => http.post<Reply<PrivacyCase>>(`${BASE}/validate`, { caseId, code }),
  openReport: (caseId: string, code: string) =>
    http.post<Reply<{ filename: string; contentType: string; contentBase64: string }>>(`${BASE}/report`, {
      caseId,
      code,
    }),
  submit: (caseId: string, correction: string) =>
    http.post<Reply<PrivacyCase>>(`${BASE}/submit`, { caseId, correction }),
};

/**
 * Step 1 of the session-expiry flow for a privacy case (002 section 8.1): re-verify the case of the
 * page (its requestId) outside the request layer, so a second 401 cannot wait on itself. True when the
 * case is still live: the failed request is retried; else the browser goes to /request-my-info.
 */
export const reverifyPrivacyCase = async (): Promise<boolean> => {
  const caseId = new URLSearchParams(window.location.search).get('requestId');
  if (!caseId) return false;
  const token = await getCsrfToken();
  const res = await globalThis.fetch(`${BASE}/lookup`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      [REQUEST_XHR_HEADER.name]: REQUEST_XHR_HEADER.value,
      ...(token ? { [REQUEST_CSRF_HEADER]: token } : {}),
    },
    body: JSON.stringify({ caseId }),
  });
  return res.ok;
};
