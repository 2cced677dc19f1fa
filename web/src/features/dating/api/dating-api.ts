import type { DatingSearch } from '#core/search/dating-search.schema';
import type { PersonPreview } from '#core/search/person-preview.rules';
import type { PersonSearchResult } from '#core/search/search-people.use-case';
import type { PhoneSearchResult } from '#core/search/search-phone.use-case';
import { http } from '../../../lib/http/http';

type Ok<T> = T & { success: true };

const nonEmpty = (q: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(q).filter(([, v]) => v !== ''));

/**
 * The candidates of a dating search, from the searches the site already runs: the person search
 * (GET /api/search/people, ranked) for a name, the reverse-phone search (GET /api/search/phone, the
 * people linked to the number) for a phone. Previews only.
 */
export const fetchDatingCandidates = async (s: DatingSearch, signal?: AbortSignal): Promise<PersonPreview[]> => {
  const opts = signal ? { signal } : {};
  if (s.by === 'phone') {
    const r = await http.get<Ok<PhoneSearchResult>>('/api/search/phone', { query: { phone: s.phone }, ...opts });
    return [...r.people];
  }
  const c = s.criteria;
  const r = await http.get<Ok<PersonSearchResult>>('/api/search/people', {
    query: nonEmpty({ firstName: c.firstName, lastName: c.lastName, city: c.city, state: c.state }),
    ...opts,
  });
  return [...r.people];
};
