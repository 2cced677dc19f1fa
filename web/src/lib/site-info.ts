import { useEffect } from 'react';
import { create } from 'zustand';
import { http } from './http/http';

/** GET /api/site: what every page must tell the visitor about this deployment. */
export type SiteInfo = {
  environment: 'development' | 'test' | 'production';
  syntheticData: boolean;
  /** The map tile URL template ({z}/{x}/{y}) when the server configures one; the build's default otherwise. */
  mapTileUrl?: string;
};

type SiteInfoState = { info: SiteInfo | null; requested: boolean; load: () => void };

const siteInfoOf = ({ environment, syntheticData, mapTileUrl }: SiteInfo): SiteInfo => ({
  environment,
  syntheticData,
  ...(typeof mapTileUrl === 'string' && mapTileUrl ? { mapTileUrl } : {}),
});

/**
 * The site facts the server wrote into the page (`<script id="tw-boot" type="application/json">`,
 * server/http/static.ts): the first render has them, so nothing moves when they would have arrived.
 * `null` where the page has none (Vite's dev server) or it does not parse: then they are fetched.
 */
export const bootSiteInfo = (doc: Document | undefined = globalThis.document): SiteInfo | null => {
  try {
    const text = doc?.getElementById('tw-boot')?.textContent;
    const site = text ? (JSON.parse(text) as { site?: SiteInfo }).site : undefined;
    return site && typeof site.syntheticData === 'boolean' && typeof site.environment === 'string'
      ? siteInfoOf(site)
      : null;
  } catch {
    return null;
  }
};

/**
 * Site facts from the server: written into the page, or fetched once per page load. Outside production
 * every record is synthetic demo data (docs/decisions/0010), and the shell and the home page say so; the
 * server decides, not the build mode.
 */
export const useSiteInfoStore = create<SiteInfoState>()((set, get) => {
  const booted = bootSiteInfo();
  return {
    info: booted,
    requested: booted !== null,
    load: () => {
      if (get().requested) return;
      set({ requested: true });
      http.get<SiteInfo & { success: boolean }>('/api/site', { log: false }).then(
        (site) => set({ info: siteInfoOf(site) }),
        () => set({ info: null }),
      );
    },
  };
});

/** True once the server said its records are synthetic demo data. */
export const useSyntheticData = (): boolean => {
  const info = useSiteInfoStore((s) => s.info);
  const load = useSiteInfoStore((s) => s.load);
  useEffect(() => load(), [load]);
  return info?.syntheticData === true;
};

/**
 * The map tiles: OpenStreetMap's public tile servers unless the build sets VITE_MAP_TILE_URL or the
 * server answers `mapTileUrl` in GET /api/site. Their licence asks for this attribution.
 */
export const DEFAULT_MAP_TILE_URL: string =
  (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';

/** The map tile URL template: the server's when it gives one, else {@link DEFAULT_MAP_TILE_URL}. */
export const useMapTileUrl = (): string => {
  const info = useSiteInfoStore((s) => s.info);
  const load = useSiteInfoStore((s) => s.load);
  useEffect(() => load(), [load]);
  return info?.mapTileUrl ?? DEFAULT_MAP_TILE_URL;
};
