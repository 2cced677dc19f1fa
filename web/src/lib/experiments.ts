import { useEffect, useState } from 'react';
import { http } from './http/http';

/** The visitor's variant of an experiment, as GET /api/experiments/{key} answers it. */
export type ExperimentAssignment = { key: string; path: string; variant: string; content: string };

/**
 * The visitor's variant of an experiment (002 section 2.5), assigned by the server from the visitor
 * cookie; the exposure is recorded once the variant is on screen. `null` while loading, and when the
 * experiment is not running (the page then shows its own default).
 */
export const useExperiment = (key: string): ExperimentAssignment | null => {
  const [assignment, setAssignment] = useState<ExperimentAssignment | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    http
      .get<ExperimentAssignment & { success: boolean }>(`/api/experiments/${key}`, {
        signal: controller.signal,
        log: false,
      })
      .then(
        ({ key: k, path, variant, content }) => setAssignment({ key: k, path, variant, content }),
        () => undefined,
      );
    return () => controller.abort();
  }, [key]);
  useEffect(() => {
    if (assignment) void http.post(`/api/experiments/${key}/exposure`, {}, { log: false }).catch(() => undefined);
  }, [assignment, key]);
  return assignment;
};

/**
 * The /join headline experiment (migration 0079). Its conversion, like every experiment's, is a completed
 * sale, which the server records for the visitor cookie; the browser never reports one (docs/decisions/0094).
 */
export const JOIN_HEADLINE_EXPERIMENT = 'join-headline';
