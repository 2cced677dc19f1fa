import { ResultAsync } from 'neverthrow';
import { ReportIdParam } from '../shared/reports/report-contents.schema.js';
import { useCase } from '../shared/use-case.js';
import type { ReportPorts } from './report-ports.port.js';

/** GET {reportId}/view-state (001 section 7): the sections this user has viewed. */
export const makeGetReportViewState = (p: Pick<ReportPorts, 'store'>) =>
  useCase(ReportIdParam, (id, userId: string) =>
    ResultAsync.fromSafePromise(p.store.viewedSections(userId, id).then((viewedSections) => ({ viewedSections }))),
  );
