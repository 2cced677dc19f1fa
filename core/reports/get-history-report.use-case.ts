import { z } from 'zod';
import { useCase } from '../shared/use-case.js';
import type { ReportPorts } from './report-ports.port.js';
import { resolveReportRef, unlessSuppressed, viewSubject } from './view-report.steps.js';

/** Opens a report of the history by its id (GET /dashboard/api/reports/{id}). */
export const makeGetHistoryReport = (p: ReportPorts) =>
  useCase(z.string(), (ref, userId: string) =>
    resolveReportRef(p, ref, userId).andThen((s) => unlessSuppressed(p, s).andThen(() => viewSubject(p, s, userId))),
  );
