import { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { reportPersonOf } from '../fact-gate/fact-gate.rules.js';
import { SEARCH_TYPE } from '../search/search-enums.rules.js';
import { useCase } from '../shared/use-case.js';
import type { ReportPorts } from './report-ports.port.js';
import type { ReportHistoryRow } from './report-store.port.js';

/** A report list item (000 section 3: id, icon, title, subtitle, lastRun, url, isPDF). */
export type ReportListItem = {
  readonly id: number;
  readonly reportId: string;
  readonly icon: string;
  readonly title: string;
  readonly subtitle: string;
  readonly lastRun: string;
  readonly url: string;
  readonly isPDF: boolean;
  readonly isFavorite: boolean;
};

/** The icon of a report type in the lists. */
export const REPORT_ICONS: Readonly<Record<string, string>> = {
  background: 'person',
  person: 'person',
  phone: 'phone',
  email: 'email',
  address: 'home',
  pdf: 'pdf',
};

/** Search type enumeration ids (002 section 9) -> the report types of the history. */
const TYPE_OF_ENUM: Readonly<Record<number, string>> = {
  [SEARCH_TYPE.person]: 'background',
  [SEARCH_TYPE.background]: 'background',
  [SEARCH_TYPE.address]: 'address',
  [SEARCH_TYPE.phone]: 'phone',
  [SEARCH_TYPE.email]: 'email',
};

const intList = z
  .union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))])
  .optional()
  .transform((v) =>
    v === undefined
      ? []
      : (Array.isArray(v) ? v : String(v).split(','))
          .map((x) => Number(String(x).trim()))
          .filter((n) => Number.isInteger(n)),
  );

/** GET reports query (000 section 7: page and limit; filter types 1 = unseen alerts, 2 = favorites; SearchTypeEnumIds). */
const ListReportsInput = z.object({
  page: z.coerce.number().int().min(1).catch(1).default(1),
  limit: z.coerce.number().int().min(1).max(50).catch(5).default(5),
  types: intList,
  SearchTypeEnumIds: intList,
});

const reportListItem = (r: ReportHistoryRow): ReportListItem => ({
  id: r.id,
  reportId: r.reportId,
  icon: REPORT_ICONS[r.isPdf ? 'pdf' : r.searchType] ?? 'person',
  title: r.title,
  subtitle: r.subtitle,
  lastRun: r.lastViewed.toISOString(),
  url: `/dashboard/reports/${r.id}`,
  isPDF: r.isPdf,
  isFavorite: r.isFavorite,
});

/**
 * The user's reports, newest first (000 sections 2, 3 and 7): paged; `types` 1 keeps reports with
 * unseen alerts, 2 favorites; `SearchTypeEnumIds` keeps those report types (132 phone, 133
 * background, ...). Each item links to /dashboard/reports/{id}, which opens the report.
 */
export const makeListReports = (p: Pick<ReportPorts, 'store' | 'gate'>) =>
  useCase(ListReportsInput, (q, userId: string) => {
    const searchTypes = [...new Set(q.SearchTypeEnumIds.map((n) => TYPE_OF_ENUM[n]).filter((t): t is string => !!t))];
    return ResultAsync.fromSafePromise(
      p.store
        .listHistory(userId, {
          offset: (q.page - 1) * q.limit,
          limit: q.limit,
          alertsOnly: q.types.includes(1),
          favoritesOnly: q.types.includes(2),
          searchTypes: q.SearchTypeEnumIds.length > 0 ? searchTypes : null,
        })
        .then(async ({ items, total }) => {
          // A report about a person who opted out leaves the list (the fact gate), and the counts with it.
          const shown = await p.gate.people(items, (r) => reportPersonOf(r.reportId));
          const left = total - (items.length - shown.length);
          return {
            reports: shown.map(reportListItem),
            page: q.page,
            totalPages: Math.max(1, Math.ceil(left / q.limit)),
            totalReports: left,
          };
        }),
    );
  });
