import type { ReportPropertySubject } from '../../api/reports-api';

/** The market panel (001 section 2 "Market tabs": Demand, Comps, Trends). */
export const MarketPanel = ({ subject }: { subject: ReportPropertySubject; onUpgraded: () => void }) => (
  <div className="pt-tool" data-testid="market-panel">
    <p>Market data for {subject.zip} is loading.</p>
  </div>
);
