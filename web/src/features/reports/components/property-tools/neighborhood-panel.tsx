import type { ReportPropertySubject } from '../../api/reports-api';

/** The neighbourhood panel (001 section 2 "Neighbourhood tabs": Neighbors, Lifestyle, Watch). */
export const NeighborhoodPanel = ({ subject }: { subject: ReportPropertySubject; onUpgraded: () => void }) => (
  <div className="pt-tool" data-testid="neighborhood-panel">
    <p>Neighbourhood data near {subject.line1} is loading.</p>
  </div>
);
