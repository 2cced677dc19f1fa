import { http } from '../../../lib/http/http';

/** A data category as GET /api/data-categories answers it (002 section 7: categories with Id). */
export type DataCategoryView = { Id: number; Name: string; Description: string };

/** The join funnel's calls (docs/decisions/0079). */
export const joinFunnelApi = {
  categories: (signal?: AbortSignal) =>
    http.get<{ success: true; categories: DataCategoryView[] }>('/api/data-categories', signal ? { signal } : {}),
  /** Saves the signed-in user's interests (POST /api/user-interests; the request layer adds the CSRF header). */
  saveInterests: (categories: readonly number[]) =>
    http.post<{ success: true; data: { Categories: number[]; recommendedPlan: 'premium' | null } }>(
      '/api/user-interests',
      { Categories: categories },
    ),
  readInterests: (signal?: AbortSignal) =>
    http.get<{ success: true; data: { Categories: number[]; recommendedPlan: 'premium' | null } }>(
      '/api/user-interests',
      signal ? { signal } : {},
    ),
};
