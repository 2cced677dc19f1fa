import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { REPORT_TAB_LABELS, REPORT_TABS } from '#core/reports/report-view-format.rules';
import type { ReportSectionPayload, ReportTabId } from '../api/reports-api';

/**
 * The tabs of the address report (001 section 2 "Property (address) report page"), in display order,
 * with their labels (core's REPORT_TABS and REPORT_TAB_LABELS). The server names each section's tab; a
 * tab shows only when the report has a section for it (the comparables tab disappears when its flag is off).
 */
export const ADDRESS_REPORT_TABS: readonly { readonly id: ReportTabId; readonly label: string }[] = Object.freeze(
  REPORT_TABS.map((id) => ({ id, label: REPORT_TAB_LABELS[id] })),
);

/** The query parameter that holds the active tab, so a tab can be linked and survives a reload. */
export const REPORT_TAB_PARAM = 'tab';

export type ReportTab = { id: ReportTabId; label: string; sections: ReportSectionPayload[] };

/**
 * The tabs a report shows, in tab order, each with its sections in payload order. Empty when no
 * section names a tab (the other report types, or an address payload from before tabs): the page
 * then shows every section in one list.
 */
export const reportTabsOf = (sections: readonly ReportSectionPayload[]): ReportTab[] =>
  ADDRESS_REPORT_TABS.map((t) => ({ ...t, sections: sections.filter((s) => s.tab === t.id) })).filter(
    (t) => t.sections.length > 0,
  );

/** The active tab: the one the URL names when the report has it, else the first. Null without tabs. */
export const activeReportTab = (tabs: readonly ReportTab[], param: string | null): ReportTab | null =>
  tabs.find((t) => t.id === param) ?? tabs[0] ?? null;

/**
 * Where a key moves the focus in a tablist (WAI-ARIA tabs pattern): ArrowRight/ArrowLeft to the
 * next/previous tab, wrapping around at both ends; Home/End to the first/last. Null for any other key.
 */
export const tabIndexAfterKey = (key: string, current: number, count: number): number | null => {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
};

/**
 * The active tab of the report, kept in the URL's `tab=` parameter. Choosing a tab replaces the
 * history entry (a tab switch is not a page to go back to) and keeps the other parameters.
 */
export const useReportTab = (tabs: readonly ReportTab[]) => {
  const [params, setParams] = useSearchParams();
  const active = activeReportTab(tabs, params.get(REPORT_TAB_PARAM));
  const select = useCallback(
    (id: ReportTabId) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(REPORT_TAB_PARAM, id);
          return next;
        },
        { replace: true, preventScrollReset: true },
      ),
    [setParams],
  );
  return { active, select };
};
