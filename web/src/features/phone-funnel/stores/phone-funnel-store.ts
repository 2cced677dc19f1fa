import { create } from 'zustand';
import type { PhoneFunnelAnswer } from '#core/search/phone-funnel.rules';

/**
 * Funnel progress (shared/STYLE.md section 6): the loading page keeps the look-up's answer, so the
 * products page shows it without searching the number a second time. A reload searches again.
 */
export const usePhoneFunnelStore = create<{
  answer: PhoneFunnelAnswer | null;
  keep: (answer: PhoneFunnelAnswer) => void;
}>((set) => ({
  answer: null,
  keep: (answer) => set({ answer }),
}));
