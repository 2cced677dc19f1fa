import {
  type GridPageMove,
  type GridPagination,
  gridPageTarget,
  gridRangeLabel,
} from '#core/property/saved-properties.rules';

const MOVES: readonly { move: GridPageMove; label: string; icon: string }[] = [
  { move: 'first', label: 'First page', icon: '«' },
  { move: 'previous', label: 'Previous page', icon: '‹' },
  { move: 'next', label: 'Next page', icon: '›' },
  { move: 'last', label: 'Last page', icon: '»' },
];

/**
 * The pagination of a paged list (001 section 2: first, previous, 'a-b of total', next, last; section 4:
 * a control is active only when another page exists, and not while a page loads). `classPrefix` names the
 * feature's styles (`{prefix}-pager`, `{prefix}-pager__range`, `{prefix}-icon-btn`).
 */
export const GridPager = ({
  pagination,
  loading,
  onMove,
  classPrefix,
}: {
  pagination: GridPagination;
  loading: boolean;
  onMove: (move: GridPageMove) => void;
  classPrefix: string;
}) => {
  const button = (m: (typeof MOVES)[number]) => (
    <button
      key={m.move}
      type="button"
      className={`${classPrefix}-icon-btn`}
      aria-label={m.label}
      disabled={gridPageTarget(pagination, m.move, loading) === null}
      onClick={() => onMove(m.move)}
    >
      {m.icon}
    </button>
  );
  return (
    <nav className={`${classPrefix}-pager`} aria-label="Pagination">
      {MOVES.slice(0, 2).map(button)}
      <span className={`${classPrefix}-pager__range`} data-testid="page-range">
        {gridRangeLabel(pagination)}
      </span>
      {MOVES.slice(2).map(button)}
    </nav>
  );
};
