import { ResultAsync } from 'neverthrow';
import { z } from 'zod';
import { useCase } from '../shared/use-case.js';
import type { SearchHistory } from './history.port.js';

/** One row of the Search History block (000 section 3 "Search history item"). */
export interface SearchHistoryItemView {
  readonly title: string;
  readonly subtitle: string;
  readonly icon: string;
  readonly criteria: Readonly<Record<string, unknown>>;
  readonly searchenum: number;
  readonly lastRun: string;
  readonly searchUrl: string;
}

/** Icon names by search type enum (002 section 9: person 130, address 131, phone 132, background 133, email 154). */
export const searchTypeIcon = (searchTypeEnumId: number): string =>
  ({ 130: 'person', 131: 'address', 132: 'phone', 133: 'background', 137: 'pdf', 154: 'email' })[searchTypeEnumId] ??
  'search';

const ListInput = z.preprocess(
  (raw) => raw ?? {},
  z.object({
    page: z.coerce.number().int().min(1).max(100_000).catch(1),
    limit: z.coerce.number().int().min(1).max(50).catch(5),
    searchType: z.coerce.number().int().min(0).optional().catch(undefined),
  }),
);

/** GET searches?page=&limit=5&searchType= (000 sections 2 and 7): newest first, 5 per page by default. */
export const makeListSearchHistory = (deps: { searchHistory: SearchHistory }) =>
  useCase(ListInput, (q, userId: string) =>
    ResultAsync.fromSafePromise(
      (async (): Promise<SearchHistoryPage> => {
        const { items, total } = await deps.searchHistory.list(userId, {
          offset: (q.page - 1) * q.limit,
          limit: q.limit,
          ...(q.searchType !== undefined ? { searchType: q.searchType } : {}),
        });
        return {
          searches: items.map((s) => ({
            title: s.title,
            subtitle: s.subtitle,
            icon: searchTypeIcon(s.searchTypeEnumId),
            criteria: s.criteria,
            searchenum: s.searchTypeEnumId,
            lastRun: s.lastRun.toISOString(),
            searchUrl: s.searchUrl,
          })),
          totalSearches: total,
          page: q.page,
          totalPages: Math.ceil(total / q.limit),
        };
      })(),
    ),
  );

/** GET searches on the wire. */
export interface SearchHistoryPage {
  searches: SearchHistoryItemView[];
  totalSearches: number;
  page: number;
  totalPages: number;
}
