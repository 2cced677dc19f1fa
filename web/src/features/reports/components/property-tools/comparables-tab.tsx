import type { ReportPropertySubject } from '../../api/reports-api';

/** The comparables tab (001 section 3): averages, the list by distance and the filter form. */
export const ComparablesTab = ({ subject }: { subject: ReportPropertySubject; onUpgraded: () => void }) => (
  <div className="pt-tool" data-testid="comparables-tab">
    <p>Comparables near {subject.line1} are loading.</p>
  </div>
);
