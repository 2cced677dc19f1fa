import { describe, expect, it } from 'vitest';
import { gridFilterOperators } from '../../../core/property/columns.rules.js';
import {
  GRID_FILTER_OPERATOR_LABEL,
  gridFilterNeedsValue,
  gridFilterWire,
} from '../../../core/property/grid-filter.rules.js';

describe('grid filter control', () => {
  it('names every operator a column type offers', () => {
    for (const type of ['text', 'number', 'money', 'percent', 'date', 'yesNo'] as const) {
      for (const op of gridFilterOperators(type)) expect(GRID_FILTER_OPERATOR_LABEL[op]).toMatch(/\w/);
    }
  });

  it('blank and notBlank need no value; the others do', () => {
    expect(gridFilterNeedsValue('blank')).toBe(false);
    expect(gridFilterNeedsValue('notBlank')).toBe(false);
    expect(gridFilterNeedsValue('equals')).toBe(true);
    expect(gridFilterNeedsValue('contains')).toBe(true);
    expect(gridFilterWire('apn', 'text', 'blank', 'ignored')).toEqual({ column: 'apn', operator: 'blank' });
    expect(gridFilterWire('bedrooms', 'number', 'notBlank', '')).toEqual({ column: 'bedrooms', operator: 'notBlank' });
  });

  it('types the value by the column', () => {
    expect(gridFilterWire('county', 'text', 'contains', '  Hills ')).toEqual({
      column: 'county',
      operator: 'contains',
      value: 'Hills',
    });
    expect(gridFilterWire('estimatedValue', 'money', 'greaterThan', '$1,200')).toEqual({
      column: 'estimatedValue',
      operator: 'greaterThan',
      value: 1200,
    });
    expect(gridFilterWire('loanToValue', 'percent', 'lessThan', '45%')?.value).toBe(45);
    expect(gridFilterWire('pool', 'yesNo', 'equals', 'Yes')?.value).toBe(true);
    expect(gridFilterWire('pool', 'yesNo', 'equals', 'no')?.value).toBe(false);
    expect(gridFilterWire('lastSaleDate', 'date', 'equals', '2024-05-01')?.value).toBe('2024-05-01');
  });

  it('filters nothing without a usable value', () => {
    expect(gridFilterWire('county', 'text', 'contains', '   ')).toBeNull();
    expect(gridFilterWire('bedrooms', 'number', 'equals', 'three')).toBeNull();
    expect(gridFilterWire('pool', 'yesNo', 'equals', 'maybe')).toBeNull();
  });
});
