import { create } from 'zustand';
import type { PlaceholderCriteria } from '#core/search/placeholder.rules';

/**
 * The current search criteria (002 section 3 "Search criteria (stored)"): the search pages set
 * them, the nav search box builds its placeholder from them (002 section 2.3).
 */
type SearchCriteriaState = {
  criteria: PlaceholderCriteria | null;
  setCriteria: (criteria: PlaceholderCriteria | null) => void;
};

export const useSearchCriteria = create<SearchCriteriaState>()((set) => ({
  criteria: null,
  setCriteria: (criteria) => set({ criteria }),
}));
