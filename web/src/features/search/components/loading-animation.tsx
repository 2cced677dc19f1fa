/** The search loading animation (002 section 2.1: any path containing /loading/ shows it). */
export const SearchLoading = ({ label = 'Searching public records' }: { label?: string }) => (
  <div className="srch-loading" role="status" aria-live="polite" data-testid="search-loading">
    <div className="srch-loading__radar" aria-hidden="true">
      <span />
      <span />
      <span />
    </div>
    <p>{label}…</p>
  </div>
);
