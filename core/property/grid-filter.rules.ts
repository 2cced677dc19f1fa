import type { ColumnType, GridFilterOperator } from './columns.rules.js';

/**
 * The column filter control of the saved-properties grid (001 section 3 "Grid filter operators"): the
 * operator names a member reads, which operators take a value, and the wire filter a control sends.
 */

/** What the operator select shows for each operator. */
export const GRID_FILTER_OPERATOR_LABEL: Readonly<Record<GridFilterOperator, string>> = Object.freeze({
  contains: 'Contains',
  equals: 'Equals',
  startsWith: 'Starts with',
  endsWith: 'Ends with',
  lessThan: 'Less than',
  lessThanOrEqual: 'Less than or equal',
  greaterThan: 'Greater than',
  greaterThanOrEqual: 'Greater than or equal',
  blank: 'Blank',
  notBlank: 'Not blank',
});

/** blank and notBlank test the cell alone; every other operator compares with a value. */
export const gridFilterNeedsValue = (operator: GridFilterOperator): boolean =>
  operator !== 'blank' && operator !== 'notBlank';

/** One filter as the list and export calls carry it. */
export type GridFilterWire = {
  readonly column: string;
  readonly operator: GridFilterOperator;
  readonly value?: string | number | boolean;
};

/**
 * The wire filter of a column's control, or null when it filters nothing (an operator that needs a
 * value with none, or a number that is not one). Values are typed by the column: numbers, money and
 * percent as numbers (money in dollars, percent 0-100, "$1,200" and "45%" read as 1200 and 45), yes/no
 * as a boolean ("yes"/"no"), dates and text as the trimmed text.
 */
export const gridFilterWire = (
  column: string,
  type: ColumnType,
  operator: GridFilterOperator,
  input: string,
): GridFilterWire | null => {
  if (!gridFilterNeedsValue(operator)) return { column, operator };
  const text = input.trim();
  if (text === '') return null;
  switch (type) {
    case 'number':
    case 'money':
    case 'percent': {
      const n = Number(text.replace(/[$,%\s]/g, ''));
      return Number.isFinite(n) ? { column, operator, value: n } : null;
    }
    case 'yesNo': {
      const s = text.toLowerCase();
      if (['yes', 'y', 'true', '1'].includes(s)) return { column, operator, value: true };
      if (['no', 'n', 'false', '0'].includes(s)) return { column, operator, value: false };
      return null;
    }
    case 'date':
    case 'text':
      return { column, operator, value: text };
  }
};
