import type { AddressFunnelRecord } from '#core/address-funnel/address-funnel.port';
import type { AddressFunnelCriteria } from '#core/address-funnel/address-funnel.schema';
import type { AddressFunnelUseCase } from '#core/address-funnel/address-funnel-use-cases.rules';
import type { AddressCriteria } from '#core/search/search-criteria.rules';
import type { AddressFunnelStep } from '#core/shell/funnel.rules';
import { http } from '../../../lib/http/http';

/** A stored funnel on the wire (dates as ISO text). */
export type FunnelData = Omit<AddressFunnelRecord, 'createdAt' | 'updatedAt'> & {
  createdAt: string;
  updatedAt: string;
};

/** GET /api/address-funnel (002 section 7 "address funnel by user id": data with completed). */
export type FunnelReply = {
  success: true;
  data: FunnelData | null;
  completed: boolean;
  resume: { action: 'redirect'; url: string } | { action: 'create' } | { action: 'resume'; step: AddressFunnelStep };
};

/** One section of the address report as the visitor may see it (docs/decisions/0062). */
export type PreviewSection = {
  id: string;
  title: string;
  locked: boolean;
  summary: string[];
  items: { heading: string; details: string[]; source?: string; recordRef?: string }[];
  emptyText: string | null;
};

/** The address report as GET /api/reports/view answers it (the address preview, 002 section 7). */
export type PreviewReport = {
  title: string;
  reportStatus: number;
  accessLevelName: string;
  sections: PreviewSection[];
  recordCounts?: Record<string, number>;
};

type SearchHit = { propertyId: string | null };

/** A plan offer of GET /api/products/skus, as far as the membership step needs it. */
export type FunnelOffer = {
  id: string;
  offerName: string;
  offerType: number;
  abandonmentOffer: boolean;
  offerJson?: { offerNameSubText?: string | null } | null;
  productSkus: { id: string; name: string; skuName: string; price: number; termHours: number }[];
};

/** GET /api/products/skus as far as the membership step reads it: the menu's offers and its default offer id. */
export type FunnelMenu = { offerId: string; offers: FunnelOffer[] };

export const addressFunnelApi = {
  get: (signal?: AbortSignal) =>
    http.get<FunnelReply>('/api/address-funnel', signal ? { signal, log: false } : { log: false }),
  create: (PropertyId: number, SearchCriteria: AddressFunnelCriteria) =>
    http.post<{ success: true; data: FunnelData }>('/api/address-funnel', { PropertyId, SearchCriteria }),
  update: (patch: { step?: AddressFunnelStep; useCaseId?: number; completed?: true }) =>
    http.put<{ success: true; data: FunnelData }>('/api/address-funnel', patch),
  listUseCases: (signal?: AbortSignal) =>
    http.get<{ success: true; list: AddressFunnelUseCase[] }>(
      '/api/address-funnel/use-cases',
      signal ? { signal } : {},
    ),
  /** The address preview by address (002 section 7): the property id of the first hit, or null. */
  lookup: async (a: AddressCriteria): Promise<number | null> => {
    const r = await http.get<{ results: SearchHit[] }>('/api/search/address', {
      query: { houseNumber: a.houseNumber, street: a.street, unit: a.unit, city: a.city, state: a.state, zip: a.zip },
      log: false,
    });
    const id = r.results.find((h) => h.propertyId !== null)?.propertyId;
    return id ? Number(id) : null;
  },
  /** The address preview by property id: the address report as this visitor may see it. */
  preview: (propertyId: number, signal?: AbortSignal) =>
    http.get<{ success: true; report: PreviewReport }>('/api/reports/view', {
      query: { type: 'address', id: propertyId },
      ...(signal ? { signal } : {}),
    }),
  /** How many comparables the default search finds (a count only; 404 while the comparables flag is off). */
  comparables: (propertyId: number, signal?: AbortSignal) =>
    http.get<{
      success: true;
      totalProperties: number;
      distanceMiles: number;
      lastSaleFrom: string | null;
      lastSaleTo: string | null;
    }>('/api/address-funnel/comparables', { query: { propertyId }, log: false, ...(signal ? { signal } : {}) }),
  skus: (menu: string, signal?: AbortSignal) =>
    http.get<{ success: true } & FunnelMenu>('/api/products/skus', {
      query: { menu },
      ...(signal ? { signal } : {}),
    }),
  /** The site's one sign-up (POST /api/account/signup, core makeSignUp). */
  signUp: (input: { firstName: string; lastName: string; email: string; password: string }) =>
    http.post<{ success: true; redirect: string }>('/api/account/signup', input),
};
