import type { PropertyStanding } from '#core/property/property-access.rules';
import type { ReportUnlockOffer } from '#core/reports/report-access.rules';
import type { ReportView } from '#core/reports/report-view.rules';
import type { ReportItemView, ReportSectionView } from '#core/reports/report-view-format.rules';
import { http } from '../../../lib/http/http';

/** The tabs of an address report (001 section 2 "Property (address) report page"), in display order. */
export type ReportTabId =
  | 'property-details'
  | 'owners-and-residents'
  | 'MLS-data'
  | 'comparables'
  | 'nearby'
  | 'neighborhood-watch';

/** A photo of a listing (001 section 4 photo carousel). */
export type ReportMedia = { url: string; caption: string | null };

/** One fact of a section as sent; a listing may carry its photos. */
export type ReportItemPayload = ReportItemView & { readonly media?: readonly ReportMedia[] };

/**
 * One section as sent. Address reports name the tab each section belongs to; a client-rendered
 * section (comparables, market, nearby, neighbourhood) has no items: the page builds it from the
 * property tools' own endpoints.
 */
export type ReportSectionPayload = Omit<ReportSectionView, 'items'> & {
  readonly items: readonly ReportItemPayload[];
  readonly tab?: ReportTabId;
  readonly clientRendered?: boolean;
};

/** The subject property of an address report: its own facts (shown in preview too) and the visitor's standing. */
export type ReportPropertySubject = {
  propertyId: number;
  line1: string;
  city: string;
  state: string;
  zip: string;
  latitude: number;
  longitude: number;
  squareFeet: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  landUseGroup: string;
  /** 001 section 3 market status: 0 off market, 1 on market, 2 sold. */
  marketStatus: 0 | 1 | 2;
  isSaved: boolean;
  /** The visitor's standing for the property tools (only 'member' may use them). */
  standing: PropertyStanding;
};

/** The report as the server sends it (docs/decisions/0050): locked sections carry counts only. */
export type ReportPayload = Omit<ReportView, 'sections'> & {
  sections: readonly ReportSectionPayload[];
  reportHistoryId: number | null;
  url: string;
  unlock: ReportUnlockOffer;
  isMonitored: boolean;
  /** Address reports only. */
  property?: ReportPropertySubject;
};

export type ReportListItem = {
  id: number;
  reportId: string;
  icon: string;
  title: string;
  subtitle: string;
  lastRun: string;
  url: string;
  isPDF: boolean;
};

export type ReportList = { reports: ReportListItem[]; page: number; totalPages: number; totalReports: number };

export type PdfOptions = {
  hasCardOnFile: boolean;
  card: { brand: string; last4: string } | null;
  canPrint: boolean;
  pdf: {
    productMenuId: string;
    productOfferId: string;
    productSkuId: string;
    priceCents: number | null;
    alreadyPurchased: boolean;
  };
};

export const reportsApi = {
  /** GET /api/reports/view: the session cookie, when present, decides the access level. */
  view: (type: string, id: string) =>
    http.get<{ report: ReportPayload }>('/api/reports/view', { query: { type, id } }).then((r) => r.report),
  /** GET /dashboard/api/reports/{id}: a report of the history (or our report id). */
  historyItem: (id: string) =>
    http.get<{ report: ReportPayload }>(`/dashboard/api/reports/${encodeURIComponent(id)}`).then((r) => r.report),
  order: (orderItemId: string | null, reportid: string) =>
    http.get<{ reportStatus: number; isOfflineOrder: boolean; reportId: string }>('/dashboard/api/reports/order', {
      query: { orderItemId: orderItemId ?? undefined, reportid },
    }),
  unlock: (type: string, id: string) =>
    http.post<{ unlocked: true; via: string; usage: { used: number; limit: number } | null }>(
      '/dashboard/api/reports/unlock',
      { type, id },
    ),
  list: (page: number, limit = 5) => http.get<ReportList>('/dashboard/api/reports', { query: { page, limit } }),
  viewState: (reportId: string) =>
    http.get<{ viewedSections: string[] }>(`/dashboard/api/reports/${encodeURIComponent(reportId)}/view-state`, {
      log: false,
    }),
  saveViewState: (reportId: string, section: string) =>
    http.post(
      `/dashboard/api/reports/${encodeURIComponent(reportId)}/view-state/update`,
      { section, hasViewed: true },
      { log: false },
    ),
  correction: (body: { reportType: string; recordId: string; section: string; message: string; email?: string }) =>
    http.post<{ message: string }>('/api/reports/corrections', body),
  subscribe: (body: {
    subscribe: boolean;
    orderItemId: null;
    reportHistoryId: number | null;
    id: string;
    key: string;
  }) => http.post<{ isMonitored: boolean }>('/dashboard/api/notifications/subscribe', body),
  pdfOptions: (reportId: string) => http.get<PdfOptions>('/dashboard/api/reports/pdf/options', { query: { reportId } }),
  orderPdf: (body: {
    productMenuId: string;
    productOfferId: string;
    productSkuId: string;
    reportId: string;
    title: string;
  }) => http.post<{ message: string }>('/dashboard/api/reports/add-on/pdf', body),
};
