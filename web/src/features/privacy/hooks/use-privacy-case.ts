import { type RefObject, useEffect, useState } from 'react';
import { type NavigateFunction, useLocation } from 'react-router-dom';
import { type PrivacyPage, privacyCaseIdFromQuery, privacyPagePath } from '#core/privacy/privacy-request.rules';
import { isHttpError } from '../../../lib/http/http-error';
import { useNavigate } from '../../../lib/routing/use-navigate';
import { type PrivacyCase, privacyApi } from '../api/privacy-api';

/** The path of a page of the flow for a case: /request-my-info/{page}?requestId={caseId}. */
export const casePath = (page: string, caseId: string | null): string =>
  `${privacyPagePath(page as PrivacyPage)}${caseId ? `?requestId=${encodeURIComponent(caseId)}` : ''}`;

/** The case id of the page (002 section 4.1: the requestId query parameter). */
export const useCaseId = (): string | null => privacyCaseIdFromQuery(useLocation().search);

/**
 * What a failed call of the flow means for the page: 403 (identity not verified) goes to
 * unable-to-verify-identity, 409 (a step out of order) to something-went-wrong; field and general errors
 * (400, 429) stay on the page for the form. A 401 is the request layer's (re-verify, else /request-my-info).
 */
export const flowFailure = (
  e: unknown,
  navigate: NavigateFunction,
  caseId: string | null,
  show: (e: unknown) => void,
): void => {
  if (isHttpError(e) && e.status === 403) navigate(casePath('unable-to-verify-identity', caseId));
  else if (isHttpError(e) && e.status === 409) navigate(casePath('something-went-wrong', caseId));
  else if (isHttpError(e) && (e.kind === 'cancelled' || e.status === 401)) return;
  else show(e);
};

/**
 * The case of a page, looked up on arrival (a reload, a link from an e-mail). Without a case id the flow
 * starts again at /request-my-info; a case standing at another page is shown there.
 */
export const usePrivacyCase = (page: string) => {
  const caseId = useCaseId();
  const navigate = useNavigate();
  const [found, setFound] = useState<PrivacyCase | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!caseId) {
      navigate('/request-my-info', { replace: true });
      return;
    }
    let live = true;
    privacyApi.lookup(caseId).then(
      (c) => {
        if (!live) return;
        if (c.page !== page && !(page === 'request-confirmed' && c.page === 'request-confirmed'))
          navigate(casePath(c.page, caseId), { replace: true });
        else setFound(c);
      },
      (e) => live && flowFailure(e, navigate, caseId, setFailure),
    );
    return () => {
      live = false;
    };
  }, [caseId, page, navigate]);
  return { caseId, found, setFound, failure };
};

/** Moves focus to the first invalid field of a form (or its error summary) when errors appear. */
export const useFocusOnErrors = (form: RefObject<HTMLElement | null>, errors: unknown) => {
  useEffect(() => {
    if (!errors || (typeof errors === 'object' && Object.keys(errors).length === 0)) return;
    // A field with its error first; else the error summary, when it shows something.
    const field = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const summary = form.current?.querySelector<HTMLElement>('[data-error-summary]');
    (field ?? (summary?.childElementCount ? summary : null))?.focus();
  }, [errors, form]);
};
