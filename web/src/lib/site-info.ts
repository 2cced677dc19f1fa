import { useEffect } from 'react';
import { create } from 'zustand';
import { http } from './http/http';

/** GET /api/site: what every page must tell the visitor about this deployment. */
export type SiteInfo = { environment: 'development' | 'test' | 'production'; syntheticData: boolean };

type SiteInfoState = { info: SiteInfo | null; requested: boolean; load: () => void };

/**
 * Site facts from the server, fetched once per page load. Outside production every record is synthetic
 * demo data (docs/decisions/0010), and the shell and the home page say so; the server decides, not the build mode.
 */
export const useSiteInfoStore = create<SiteInfoState>()((set, get) => ({
  info: null,
  requested: false,
  load: () => {
    if (get().requested) return;
    set({ requested: true });
    http.get<SiteInfo & { success: boolean }>('/api/site', { log: false }).then(
      ({ environment, syntheticData }) => set({ info: { environment, syntheticData } }),
      () => set({ info: null }),
    );
  },
}));

/** True once the server said its records are synthetic demo data. */
export const useSyntheticData = (): boolean => {
  const info = useSiteInfoStore((s) => s.info);
  const load = useSiteInfoStore((s) => s.load);
  useEffect(() => load(), [load]);
  return info?.syntheticData === true;
};
