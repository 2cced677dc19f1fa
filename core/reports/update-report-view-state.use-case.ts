import { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { parseInput } from '../shared/errors.js';
import { ReportIdParam } from '../shared/reports/report-contents.schema.js';
import { useCase } from '../shared/use-case.js';
import type { ReportPorts } from './report-ports.port.js';

const ViewStateUpdateInput = z.object({
  section: z
    .string()
    .trim()
    .min(1)
    .max(60)
    .regex(/^[a-z0-9-]+$/i),
  hasViewed: z.literal(true),
});

/** POST {reportId}/view-state/update { section, hasViewed: true } (001 section 7). */
export const makeUpdateReportViewState = (p: Pick<ReportPorts, 'store' | 'clock'>) =>
  useCase(ReportIdParam, (id, raw: unknown, userId: string) =>
    parseInput(ViewStateUpdateInput, raw).asyncAndThen((b) =>
      ResultAsync.fromSafePromise(
        p.store.markViewed(userId, id, b.section, p.clock.now()).then(() => ({ section: b.section })),
      ),
    ),
  );
