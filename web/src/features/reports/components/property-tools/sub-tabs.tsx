import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { tabIndexAfterKey } from '../../hooks/use-report-tabs';

/**
 * Sub-tabs of a property tool (001 section 2 "Market tabs: Demand, Comps, Trends", "Neighbourhood tabs:
 * Neighbors, Lifestyle, Watch") as a WAI-ARIA tablist: arrow keys, Home and End move between tabs as in
 * the report's tabs (`tabIndexAfterKey`); only the chosen tab's panel is drawn, so its data loads when it
 * is first opened.
 */
export const SubTabs = <K extends string>({
  label,
  tabs,
  initial,
  children,
}: {
  label: string;
  tabs: readonly { id: K; label: string }[];
  initial?: K;
  children: (active: K) => ReactNode;
}) => {
  const base = useId();
  const [active, setActive] = useState<K>(initial ?? (tabs[0]?.id as K));
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const move = (e: KeyboardEvent, index: number) => {
    const next = tabIndexAfterKey(e.key, index, tabs.length);
    if (next === null) return;
    e.preventDefault();
    const tab = tabs[next];
    if (tab) setActive(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div className="pt-subtabs">
      <div className="pt-subtabs__list" role="tablist" aria-label={label}>
        {tabs.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${t.id}`}
            aria-controls={`${base}-panel-${t.id}`}
            aria-selected={active === t.id}
            tabIndex={active === t.id ? 0 : -1}
            className="pt-subtabs__tab"
            onClick={() => setActive(t.id)}
            onKeyDown={(e) => move(e, i)}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        className="pt-subtabs__panel"
        role="tabpanel"
        id={`${base}-panel-${active}`}
        aria-labelledby={`${base}-tab-${active}`}
      >
        {children(active)}
      </div>
    </div>
  );
};
