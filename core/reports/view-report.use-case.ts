import { z } from 'zod';
import { ReportSubjectInput, subjectFields } from '../shared/reports/report-contents.schema.js';
import { useCase } from '../shared/use-case.js';
import type { ReportPorts } from './report-ports.port.js';
import { unlessSuppressed, viewSubject } from './view-report.steps.js';

const ViewReportInput = z.object({
  type: z.string().optional(),
  id: z.union([z.string(), z.number()]).transform(String),
  isPdfRequest: z.union([z.boolean(), z.string()]).optional(),
});

/**
 * Opens a report (000 sections 3 and 6, 002 section 9): reads the subject's records, decides the
 * access level, builds the report as sent (locked sections as counts only), and for a signed-in user
 * keeps it in the report history. A subject that is not in the records answers reportStatus noResult (3);
 * the background report of a person who opted out is not found (404).
 */
export const makeViewReport = (p: ReportPorts) =>
  useCase(ViewReportInput.transform(subjectFields).pipe(ReportSubjectInput), (subject, userId: string | null) =>
    unlessSuppressed(p, subject).andThen(() => viewSubject(p, subject, userId)),
  );
