import { create } from 'zustand';
import type { PersonPreview } from '#core/search/person-preview.rules';

/**
 * Funnel progress (shared/STYLE.md section 6): the loading page keeps the candidates of one search (by
 * its results URL), so the results page shows them without searching again. A reload searches again.
 */
export const useDatingStore = create<{
  key: string | null;
  people: readonly PersonPreview[];
  keep: (key: string, people: readonly PersonPreview[]) => void;
}>((set) => ({
  key: null,
  people: [],
  keep: (key, people) => set({ key, people }),
}));
