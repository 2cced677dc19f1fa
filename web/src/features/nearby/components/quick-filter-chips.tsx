import { useId } from 'react';
import { QUICK_FILTERS, type QuickFilterId } from '#core/property/quick-filters.rules';

/**
 * The 21 quick-filter chips (001 sections 2, 4 and 9) in one scrollable row, 'All Properties' first:
 * exactly one is pressed; each shows its count and its tooltip, which opens on hover and on focus
 * (keyboard, and a tap on touch screens) and is the chip's description for screen readers.
 */
export const QuickFilterChips = ({
  active,
  counts,
  onChoose,
}: {
  active: QuickFilterId;
  counts: Readonly<Partial<Record<QuickFilterId, number>>> | null;
  onChoose: (id: QuickFilterId) => void;
}) => {
  const id = useId();
  return (
    <fieldset className="nb-chips" data-testid="quick-filters">
      <legend className="tw-visually-hidden">Quick filters</legend>
      {QUICK_FILTERS.map((q) => {
        const count = counts?.[q.id];
        return (
          <span key={q.id} className="nb-chip__wrap">
            <button
              type="button"
              className={`nb-chip${q.id === active ? ' is-active' : ''}`}
              aria-pressed={q.id === active}
              aria-describedby={`${id}-${q.id}`}
              data-quick-filter={q.id}
              onClick={() => onChoose(q.id)}
            >
              {q.label}
              {count !== undefined && (
                <span className="nb-chip__count" data-testid={`chip-count-${q.id}`}>
                  {' '}
                  ({count.toLocaleString('en-US')})
                </span>
              )}
            </button>
            <span id={`${id}-${q.id}`} role="tooltip" className="nb-chip__tip">
              {q.tooltip}
            </span>
          </span>
        );
      })}
    </fieldset>
  );
};
