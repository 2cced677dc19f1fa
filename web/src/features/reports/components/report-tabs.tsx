import { useEffect, useRef } from 'react';
import type { ReportTabId } from '../api/reports-api';
import { type ReportTab, tabIndexAfterKey } from '../hooks/use-report-tabs';
import { REPORT_SCROLL_OFFSET } from '../hooks/use-scroll-spy';

/** The id of a tab's button and of its panel, for aria-controls / aria-labelledby. */
export const reportTabIds = (id: ReportTabId) => ({ tab: `report-tab-${id}`, panel: `report-tabpanel-${id}` });

/**
 * The address report's tablist (WAI-ARIA tabs pattern, manual activation): only the selected tab is in
 * the Tab order (roving tabindex); ArrowLeft/ArrowRight (wrapping) and Home/End move the focus between
 * tabs; Enter, Space or a click selects. Manual activation, because a tab's panel may load the property
 * tools from the server: moving through the tabs with the arrows does not start those calls.
 */
export const ReportTabs = ({
  tabs,
  active,
  onSelect,
}: {
  tabs: readonly ReportTab[];
  active: ReportTabId;
  onSelect: (id: ReportTabId) => void;
}) => {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = tabs.findIndex((t) => t.id === active);
  // On a narrow screen the tablist scrolls sideways: keep the selected tab in sight (without scrolling the page).
  useEffect(() => {
    const tab = refs.current[activeIndex];
    const list = tab?.parentElement;
    if (!tab || !list) return;
    if (tab.offsetLeft < list.scrollLeft) list.scrollLeft = tab.offsetLeft;
    else if (tab.offsetLeft + tab.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollLeft = tab.offsetLeft + tab.offsetWidth - list.clientWidth;
    }
  }, [activeIndex]);
  return (
    <div className="rep-tabs" role="tablist" aria-label="Property report">
      {tabs.map((t, i) => {
        const ids = reportTabIds(t.id);
        const selected = t.id === active;
        return (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={ids.tab}
            aria-selected={selected}
            aria-controls={selected ? ids.panel : undefined}
            tabIndex={selected ? 0 : -1}
            className={`rep-tabs__tab${selected ? ' is-active' : ''}`}
            onClick={(e) => {
              onSelect(t.id);
              // A tab chosen below the fold shows its panel from the top.
              const list = e.currentTarget.parentElement;
              const top = list?.getBoundingClientRect().top ?? 0;
              if (top < 0) window.scrollTo({ top: window.scrollY + top + REPORT_SCROLL_OFFSET });
            }}
            onKeyDown={(e) => {
              const next = tabIndexAfterKey(e.key, i, tabs.length);
              if (next === null) return;
              e.preventDefault();
              refs.current[next]?.focus();
            }}
          >
            {t.label}
          </button>
        );
      })}
    </div>
  );
};
