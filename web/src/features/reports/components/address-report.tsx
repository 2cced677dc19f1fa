import type { ReactNode } from 'react';
import { printableSectionGroups, REPORT_TAB_LABELS } from '#core/reports/report-view-format.rules';
import type { ReportPropertySubject, ReportSectionPayload } from '../api/reports-api';
import type { ReportTab } from '../hooks/use-report-tabs';
import { NearbyList } from './nearby-list';
import { ComparablesTab } from './property-tools/comparables-tab';
import { MarketPanel } from './property-tools/market-panel';
import { NeighborhoodPanel } from './property-tools/neighborhood-panel';
import { PropertyToolsGate } from './property-tools/property-tools-gate';
import { ReportSectionBlock } from './report-section-view';
import { reportTabIds } from './report-tabs';

/** What the address report's sections need from the page. */
export type AddressSectionContext = {
  reportType: string;
  subject: ReportPropertySubject | null;
  countOf: (sectionId: string) => number;
  unlockButton: ReactNode;
  onUpgraded: () => void;
  /** The full /nearby page for a property, null while the app has no such page. */
  nearbyPageHref: ((propertyId: number) => string) | null;
};

/**
 * A client-rendered section of the address report (comparables, market, nearby, neighbourhood): the
 * browser builds it from the property tools' endpoints, behind the membership gate (001 section 6).
 */
const ToolSection = ({ section, ctx }: { section: ReportSectionPayload; ctx: AddressSectionContext }) => {
  const { subject, onUpgraded } = ctx;
  let tool: ReactNode = null;
  if (subject) {
    switch (section.id) {
      case 'comparables':
        tool = <ComparablesTab subject={subject} onUpgraded={onUpgraded} />;
        break;
      case 'market':
        tool = <MarketPanel subject={subject} onUpgraded={onUpgraded} />;
        break;
      case 'neighborhood':
        tool = <NeighborhoodPanel subject={subject} onUpgraded={onUpgraded} />;
        break;
      case 'nearby':
        tool = (
          <NearbyList
            subject={subject}
            onUpgraded={onUpgraded}
            nearbyPageHref={ctx.nearbyPageHref ? ctx.nearbyPageHref(subject.propertyId) : null}
          />
        );
        break;
    }
  }
  return (
    <section id={`section-${section.id}`} className="rep-section rep-section--tool" data-section={section.id}>
      <header className="rep-section__header">
        <h2>{section.title}</h2>
      </header>
      {subject && tool ? (
        <PropertyToolsGate subject={subject} onUpgraded={onUpgraded}>
          {tool}
        </PropertyToolsGate>
      ) : (
        <p className="rep-section__empty">{section.emptyText ?? 'Not available for this property.'}</p>
      )}
    </section>
  );
};

/** One section of the address report: a record section as every report shows it, or a property tool. */
export const AddressSection = ({ section, ctx }: { section: ReportSectionPayload; ctx: AddressSectionContext }) =>
  section.clientRendered ? (
    <ToolSection section={section} ctx={ctx} />
  ) : (
    <ReportSectionBlock
      section={section}
      reportType={ctx.reportType}
      count={ctx.countOf(section.id)}
      unlockButton={ctx.unlockButton}
    />
  );

/** The active tab's panel (WAI-ARIA tabs pattern): labelled by its tab, its sections in payload order. */
export const AddressTabPanel = ({ tab, ctx }: { tab: ReportTab; ctx: AddressSectionContext }) => {
  const ids = reportTabIds(tab.id);
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a tab panel is focusable in the WAI-ARIA tabs pattern: Tab from the tablist lands on the panel even when it starts with text.
    <div className="rep-tabpanel" role="tabpanel" id={ids.panel} aria-labelledby={ids.tab} tabIndex={0}>
      {tab.sections.map((s) => (
        <AddressSection key={s.id} section={s} ctx={ctx} />
      ))}
    </div>
  );
};

/**
 * The print layout of the address report (`is-pdf-request=true`): no tablist; every tab's record
 * sections in tab order under the tab's heading, as the PDF groups them (core's printableSectionGroups).
 * The client-rendered tools (charts, lists loaded by the browser, membership only) are not part of the
 * report; a tab with nothing else is left out.
 */
export const AddressPrintTabs = ({
  sections,
  ctx,
}: {
  sections: readonly ReportSectionPayload[];
  ctx: AddressSectionContext;
}) => (
  <>
    {printableSectionGroups(sections).map((g) => (
      <div key={g.tab ?? 'report'} className="rep-printtab">
        {g.tab && <h2 className="rep-printtab__title">{REPORT_TAB_LABELS[g.tab]}</h2>}
        {g.sections.map((s) => (
          <ReportSectionBlock
            key={s.id}
            section={s}
            reportType={ctx.reportType}
            count={ctx.countOf(s.id)}
            unlockButton={null}
            headingLevel={g.tab ? 3 : 2}
          />
        ))}
      </div>
    ))}
  </>
);
