import { useEffect, useId, useRef, useState } from 'react';
import { type ColumnType, type GridFilterOperator, gridFilterOperators } from '#core/property/columns.rules';
import {
  GRID_FILTER_OPERATOR_LABEL,
  type GridFilterWire,
  gridFilterNeedsValue,
  gridFilterWire,
} from '#core/property/grid-filter.rules';
import { GridFilterSchema } from '#core/property/saved-properties.schema';

/** What a filter value the column's type cannot read shows. */
const INVALID_FILTER_VALUE: Readonly<Record<ColumnType, string>> = {
  text: 'Please enter a value',
  date: 'Please choose a date',
  yesNo: 'Please choose Yes or No',
  number: 'Please enter a number',
  money: 'Please enter an amount',
  percent: 'Please enter a percentage',
};

/** A column's filter as the table holds it (the operator and the text typed). */
export type ColumnFilterValue = { operator: GridFilterOperator; input: string };

/**
 * The small filter control of one column (001 section 3 "Grid filter operators"): a toggle button opens
 * an operator select (the operators of the column's type) and a value input; blank and notBlank need
 * no value. Apply sends the filter, Clear removes it.
 */
export const ColumnFilter = ({
  column,
  label,
  type,
  value,
  onChange,
}: {
  column: string;
  label: string;
  type: ColumnType;
  value: ColumnFilterValue | undefined;
  onChange: (next: ColumnFilterValue | undefined) => void;
}) => {
  const operators = gridFilterOperators(type);
  const [open, setOpen] = useState(false);
  const [operator, setOperator] = useState<GridFilterOperator>(value?.operator ?? operators[0] ?? 'equals');
  const [input, setInput] = useState(value?.input ?? '');
  const [invalid, setInvalid] = useState<string | null>(null);
  const panelId = useId();
  const errorId = useId();
  const root = useRef<HTMLSpanElement>(null);
  // A click outside the control closes its panel.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, [open]);
  const needsValue = gridFilterNeedsValue(operator);
  const apply = () => {
    const wire = gridFilterWire(column, type, operator, input);
    const checked = wire ? GridFilterSchema.safeParse(wire) : null;
    if (!checked?.success) {
      setInvalid(checked?.error.issues[0]?.message ?? INVALID_FILTER_VALUE[type]);
      return;
    }
    setInvalid(null);
    onChange({ operator, input: needsValue ? input : '' });
    setOpen(false);
  };
  return (
    <span className="sp-filter" ref={root}>
      <button
        type="button"
        className={`sp-filter__toggle${value ? ' is-active' : ''}`}
        aria-label={`Filter ${label}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-pressed={value ? true : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <path d="M1 2h14l-5.5 6.5V14l-3-1.5V8.5z" fill="currentColor" />
        </svg>
      </button>
      {open && (
        <form
          id={panelId}
          className="sp-filter__panel"
          aria-label={`${label} filter`}
          onSubmit={(e) => {
            e.preventDefault();
            apply();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Escape') {
              e.stopPropagation();
              setOpen(false);
            }
          }}
        >
          <select
            aria-label={`${label} filter operator`}
            value={operator}
            onChange={(e) => {
              setOperator(e.target.value as GridFilterOperator);
              setInvalid(null);
            }}
          >
            {operators.map((op) => (
              <option key={op} value={op}>
                {GRID_FILTER_OPERATOR_LABEL[op]}
              </option>
            ))}
          </select>
          {needsValue &&
            (type === 'yesNo' ? (
              <select
                aria-label={`${label} filter value`}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={invalid ? errorId : undefined}
                value={input}
                onChange={(e) => setInput(e.target.value)}
              >
                <option value="">Choose…</option>
                <option value="yes">Yes</option>
                <option value="no">No</option>
              </select>
            ) : (
              <input
                aria-label={`${label} filter value`}
                type={type === 'date' ? 'date' : 'text'}
                inputMode={type === 'number' || type === 'money' || type === 'percent' ? 'decimal' : undefined}
                aria-invalid={invalid ? true : undefined}
                aria-describedby={invalid ? errorId : undefined}
                value={input}
                onChange={(e) => setInput(e.target.value)}
              />
            ))}
          {invalid && (
            <span id={errorId} className="sp-filter__error" role="alert">
              {invalid}
            </span>
          )}
          <span className="sp-filter__actions">
            <button type="submit" className="tw-btn tw-btn--primary tw-btn--sm">
              Apply filter
            </button>
            <button
              type="button"
              className="tw-btn tw-btn--secondary tw-btn--sm"
              onClick={() => {
                setInput('');
                onChange(undefined);
                setOpen(false);
              }}
            >
              Clear filter
            </button>
          </span>
        </form>
      )}
    </span>
  );
};

/** The wire filters of the table's column filters (those that filter something). */
export const wireFilters = (
  filters: readonly { id: string; value: unknown }[],
  typeOf: (column: string) => ColumnType,
): GridFilterWire[] =>
  filters.flatMap((f) => {
    const v = f.value as ColumnFilterValue | undefined;
    const wire = v ? gridFilterWire(f.id, typeOf(f.id), v.operator, v.input) : null;
    return wire ? [wire] : [];
  });
