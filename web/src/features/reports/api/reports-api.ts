import type { ReportUnlockOffer } from '#core/reports/report-access.rules';
import type { ReportView } from '#core/reports/report-view.rules';
import type { ReportItemView, ReportMedia, ReportSectionView, ReportTab } from '#core/reports/report-view-format.rules';
import { http } from '../../../lib/http/http';

export type { ReportPropertySubject } from '#core/reports/address-report-view.rules';
export type { ReportMedia };

/** A tab of the address report (001 section 2; core's REPORT_TABS). */
export type ReportTabId = ReportTab;
/**
 * One fact of a section as sent; a listing may carry its photos (`media`). `isNew` marks a fact an
 * unseen monitoring alert names (002 section 4).
 */
export type ReportItemPayload = ReportItemView & { readonly isNew?: true };
/**
 * One section as sent. Address reports name each section's tab; a client-rendered section
 * (comparables, market, nearby, neighbourhood) has no items: the page builds it from the property
 * tools' own endpoints (docs/decisions/0062).
 */
export type ReportSectionPayload = ReportSectionView;

/** The report as the server sends it (docs/decisions/0050, 0062): locked sections carry counts only. */
export type ReportPayload = ReportView & {
  reportHistoryId: number | null;
  url: string;
  unlock: ReportUnlockOffer;
  isMonitored: boolean;
  /** The server's decision: the viewer may turn monitoring on (they hold the report in full). */
  canMonitor: boolean;
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
  isFavorite: boolean;
};

/** The reports list's filter types (000 section 7): 1 = unseen alerts, 2 = favorites. */
export const REPORT_LIST_FILTER = Object.freeze({ unseenAlerts: 1, favorites: 2 } as const);
export type ReportListFilterType = (typeof REPORT_LIST_FILTER)[keyof typeof REPORT_LIST_FILTER];

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
  /** The additional-cost unlock at the month's limit (docs/decisions/0083): charged once on the card on file. */
  unlockAdditional: (type: string, id: string, termsAccepted: boolean) =>
    http.post<{ unlocked: true; via: string }>('/dashboard/api/reports/unlock/additional', {
      type,
      id,
      termsAccepted,
    }),
  /**
   * GET /dashboard/api/reports, paged; the filter type goes in `types` (the query the server's list
   * reads, core/reports/report-history.use-case.ts): 1 keeps the reports with unseen alerts, 2 the
   * favorites (000 section 7).
   */
  list: (page: number, limit = 5, filterType?: ReportListFilterType) =>
    http.get<ReportList>('/dashboard/api/reports', { query: { page, limit, types: filterType } }),
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
