import { useEffect } from 'react';
import { create } from 'zustand';
import type { SiteFlag } from '#core/shell/flags.rules';
import { http } from './http/http';

/** GET /api/features (002 section 9): each site flag with its bit and state, and the mask. */
export type Features = Record<SiteFlag, { bit: number; enabled: boolean }>;

type FeatureState = { features: Features | null; requested: boolean; load: () => void };

/**
 * The site feature flags as the server resolved them for this visitor (environment, the operator's
 * rules, go-live, override cookies), fetched once per page load: an operator's change shows on the
 * next page load. Until the answer (or when it fails) a flag reads `undefined`.
 */
export const useFeatureStore = create<FeatureState>()((set, get) => ({
  features: null,
  requested: false,
  load: () => {
    if (get().requested) return;
    set({ requested: true });
    http.get<{ success: boolean; features: Features }>('/api/features', { log: false }).then(
      ({ features }) => set({ features }),
      () => set({ features: null }),
    );
  },
}));

/** Whether a site flag is on: `undefined` while unknown, so a caller can wait instead of flashing. */
export const useSiteFlag = (flag: SiteFlag): boolean | undefined => {
  const features = useFeatureStore((s) => s.features);
  const load = useFeatureStore((s) => s.load);
  useEffect(() => load(), [load]);
  return features?.[flag]?.enabled;
};
