import type { PersonSearchResult } from '#core/search/search-people.use-case';
import { http } from '../../../lib/http/http';

/** The funnel's results come from the one person search (GET /api/search/people, core/search). */
export const fetchFunnelPeople = (q: Record<string, string>, signal?: AbortSignal) =>
  http.get<PersonSearchResult & { success: true }>('/api/search/people', {
    query: Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '')),
    ...(signal ? { signal } : {}),
  });

/** The data categories a visitor may be interested in (GET /api/data-categories). */
export const fetchCategories = (signal?: AbortSignal) =>
  http.get<{ success: true; categories: { Id: number; Name: string; Description: string }[] }>(
    '/api/data-categories',
    signal ? { signal } : {},
  );
