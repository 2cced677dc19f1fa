import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyColumnEditor,
  COLUMN_CATEGORIES,
  COLUMN_CATEGORY_TITLE,
  type ColumnSetting,
  closeColumnEditor,
  columnGroupState,
  DEFAULT_VISIBLE_COLUMNS,
  defaultColumnSettings,
  formatColumnValue,
  gridFilterOperators,
  isAddressColumnPinned,
  matchesGridFilter,
  moveColumn,
  normalizeColumnSettings,
  openColumnEditor,
  PROPERTY_COLUMNS,
  propertyColumn,
  setColumnGroupVisible,
  setColumnVisible,
  visibleColumnsInOrder,
} from '../../../core/property/columns.rules.js';

const orders = (s: readonly ColumnSetting[]) =>
  s
    .filter((c) => c.isVisible)
    .map((c) => c.sortOrder)
    .sort((a, b) => (a ?? 0) - (b ?? 0));

const contiguous = (s: readonly ColumnSetting[]) => {
  const o = orders(s);
  expect(o).toEqual(o.map((_, i) => i + 1));
  for (const c of s) if (!c.isVisible) expect(c.sortOrder).toBeNull();
};

describe('catalogue (001 section 3)', () => {
  it('ten categories with the modal titles', () => {
    expect(COLUMN_CATEGORIES).toHaveLength(10);
    expect(Object.values(COLUMN_CATEGORY_TITLE)).toEqual([
      'Property & Owner Info',
      'Property Characteristics',
      'Tax Assessment',
      'Last & Prior Sale',
      'Open Loans',
      'Value & Equity',
      'Liens & Bankruptcy',
      'Pre-Foreclosure',
      'MLS',
      'Situations',
    ]);
    for (const cat of COLUMN_CATEGORIES) expect(PROPERTY_COLUMNS.some((c) => c.category === cat)).toBe(true);
    expect(new Set(PROPERTY_COLUMNS.map((c) => c.columnName)).size).toBe(PROPERTY_COLUMNS.length);
  });
  it('default visible columns in order, all in the catalogue', () => {
    expect(DEFAULT_VISIBLE_COLUMNS).toHaveLength(18);
    for (const name of DEFAULT_VISIBLE_COLUMNS) expect(propertyColumn(name)).toBeDefined();
    expect(visibleColumnsInOrder(defaultColumnSettings()).map((c) => c.columnName)).toEqual([
      ...DEFAULT_VISIBLE_COLUMNS,
    ]);
    expect(propertyColumn('nope')).toBeUndefined();
  });
  it('display formats', () => {
    const money = { type: 'money' as const };
    expect(formatColumnValue(money, 350000)).toBe('$350,000');
    expect(formatColumnValue(money, 1234.5)).toBe('$1,234.50');
    expect(formatColumnValue(money, '-5')).toBe('-$5');
    expect(formatColumnValue(money, 'abc')).toBe('');
    expect(formatColumnValue({ type: 'percent' }, 45.456)).toBe('45.46%');
    expect(formatColumnValue({ type: 'percent' }, null)).toBe('');
    expect(formatColumnValue({ type: 'percent' }, 'x')).toBe('');
    expect(formatColumnValue({ type: 'yesNo' }, true)).toBe('Yes');
    expect(formatColumnValue({ type: 'yesNo' }, 'N')).toBe('No');
    expect(formatColumnValue({ type: 'yesNo' }, 0)).toBe('No');
    expect(formatColumnValue({ type: 'yesNo' }, 'maybe')).toBe('');
    expect(formatColumnValue({ type: 'date' }, '2024-03-05T10:00:00Z')).toBe('03/05/2024');
    expect(formatColumnValue({ type: 'date' }, 20240305)).toBe('');
    expect(formatColumnValue({ type: 'number' }, 2400)).toBe('2,400');
    expect(formatColumnValue({ type: 'number' }, 30.2672001)).toBe('30.2672');
    expect(formatColumnValue({ type: 'number' }, -97.7431)).toBe('-97.7431');
    expect(formatColumnValue({ type: 'number' }, undefined)).toBe('');
    expect(formatColumnValue({ type: 'number' }, 'x')).toBe('');
    expect(formatColumnValue(propertyColumn('yearBuilt')!, 1998)).toBe('1998');
    expect(formatColumnValue({ type: 'text' }, 42)).toBe('42');
    expect(formatColumnValue({ type: 'money' }, Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('grid filters (001 section 3)', () => {
  it('operators per type', () => {
    expect(gridFilterOperators('text')).toEqual(['contains', 'equals', 'startsWith', 'endsWith', 'blank', 'notBlank']);
    expect(gridFilterOperators('money')).toEqual([
      'equals',
      'lessThan',
      'lessThanOrEqual',
      'greaterThan',
      'greaterThanOrEqual',
      'blank',
      'notBlank',
    ]);
    expect(gridFilterOperators('date')).toEqual(['equals', 'blank', 'notBlank']);
    expect(gridFilterOperators('yesNo')).toEqual(['equals', 'blank', 'notBlank']);
  });
  it('matching', () => {
    expect(matchesGridFilter('text', 'contains', 'Main Street', 'main')).toBe(true);
    expect(matchesGridFilter('text', 'startsWith', 'Main Street', 'str')).toBe(false);
    expect(matchesGridFilter('text', 'endsWith', 'Main Street', 'EET')).toBe(true);
    expect(matchesGridFilter('text', 'equals', 'a', 'A')).toBe(true);
    expect(matchesGridFilter('text', 'blank', ' ', null)).toBe(true);
    expect(matchesGridFilter('text', 'notBlank', null, null)).toBe(false);
    expect(matchesGridFilter('text', 'lessThan', 'a', 'b')).toBe(false);
    expect(matchesGridFilter('number', 'lessThan', 3, 4)).toBe(true);
    expect(matchesGridFilter('number', 'lessThanOrEqual', 4, '4')).toBe(true);
    expect(matchesGridFilter('money', 'greaterThan', 5, 4)).toBe(true);
    expect(matchesGridFilter('percent', 'greaterThanOrEqual', 3, 4)).toBe(false);
    expect(matchesGridFilter('number', 'equals', 3, 3)).toBe(true);
    expect(matchesGridFilter('number', 'equals', 'x', 3)).toBe(false);
    expect(matchesGridFilter('number', 'equals', 3, null)).toBe(false);
    expect(matchesGridFilter('date', 'equals', '2024-01-02T00:00:00', '2024-01-02')).toBe(true);
    expect(matchesGridFilter('yesNo', 'equals', 'Y', true)).toBe(true);
  });
});

describe('column settings (001 section 4)', () => {
  const base = defaultColumnSettings();
  const pool = propertyColumn('pool')!;
  const poolId = base.find((c) => c.columnName === pool.columnName)!.id;
  it('newly visible fields go after the highest order; hidden ones lose theirs', () => {
    const shown = setColumnVisible(base, poolId, true);
    expect(shown.find((c) => c.id === poolId)?.sortOrder).toBe(19);
    const hidden = setColumnVisible(shown, 2, false);
    expect(hidden.find((c) => c.id === 2)?.sortOrder).toBeNull();
    contiguous(hidden);
    expect(setColumnVisible(base, 1, true)).toEqual(base);
  });
  it('group toggle and tri-state', () => {
    expect(columnGroupState(base, 'situations')).toBe('none');
    expect(columnGroupState(base, 'property_owner')).toBe('some');
    const all = setColumnGroupVisible(base, 'situations', true);
    expect(columnGroupState(all, 'situations')).toBe('all');
    contiguous(all);
    expect(
      visibleColumnsInOrder(all)
        .slice(-7)
        .map((c) => c.columnName),
    ).toEqual(['vacant', 'preForeclosure', 'preProbate', 'taxDelinquent', 'bankOwned', 'freeAndClear', 'zombie']);
    contiguous(setColumnGroupVisible(all, 'property_owner', false));
  });
  it('missing orders are assigned after the highest', () => {
    const raw: ColumnSetting[] = [
      { id: 1, columnName: 'a', displayName: 'A', category: 'x', isVisible: true, sortOrder: null },
      { id: 2, columnName: 'b', displayName: 'B', category: 'x', isVisible: true, sortOrder: 7 },
      { id: 3, columnName: 'c', displayName: 'C', category: 'x', isVisible: false, sortOrder: 2 },
      { id: 4, columnName: 'd', displayName: 'D', category: 'x', isVisible: true, sortOrder: 3 },
    ];
    expect(normalizeColumnSettings(raw).map((c) => c.sortOrder)).toEqual([3, 2, null, 1]);
  });
  it('arrange and pinning', () => {
    const moved = moveColumn(base, base.find((c) => c.columnName === 'estimatedValue')!.id, 1);
    expect(visibleColumnsInOrder(moved)[0]?.columnName).toBe('estimatedValue');
    expect(moveColumn(base, poolId, 1)).toEqual(base);
    expect(isAddressColumnPinned(base)).toBe(true);
    const onlyAddress = base.map((c) => ({ ...c, isVisible: c.columnName === 'streetAddress' }));
    expect(isAddressColumnPinned(onlyAddress)).toBe(false);
  });
  it('Close without Apply restores; Apply gives the body', () => {
    const ed = openColumnEditor(base);
    const edited = { ...ed, draft: setColumnVisible(ed.draft, poolId, true) };
    expect(closeColumnEditor(edited)).toEqual(base);
    const { settings, body } = applyColumnEditor(edited);
    expect(settings.find((c) => c.id === poolId)?.isVisible).toBe(true);
    expect(body.find((b) => b.id === poolId)).toEqual({ id: poolId, sortOrder: 19 });
    expect(body.find((b) => b.id === 2)).toEqual({ id: 2, sortOrder: null });
    const county = base.find((c) => c.columnName === 'county')!.id;
    expect(body.find((b) => b.id === county)).toEqual({ id: county, sortOrder: 2 });
  });
  it('any sequence of edits keeps visible sort orders unique and contiguous', () => {
    const ids = base.map((c) => c.id);
    const op = fc.oneof(
      fc.record({ k: fc.constant('one' as const), id: fc.constantFrom(...ids), v: fc.boolean() }),
      fc.record({ k: fc.constant('group' as const), cat: fc.constantFrom(...COLUMN_CATEGORIES), v: fc.boolean() }),
      fc.record({
        k: fc.constant('move' as const),
        id: fc.constantFrom(...ids),
        to: fc.integer({ min: -3, max: 120 }),
      }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        let s: ColumnSetting[] = base;
        for (const o of ops) {
          s =
            o.k === 'one'
              ? setColumnVisible(s, o.id, o.v)
              : o.k === 'group'
                ? setColumnGroupVisible(s, o.cat, o.v)
                : moveColumn(s, o.id, o.to);
          contiguous(s);
        }
      }),
    );
  });
});
