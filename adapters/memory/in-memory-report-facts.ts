import type { ReportProvenance } from '../../core/shared/reports/report-contents.schema.js';
import {
  bool,
  descNullsFirst,
  descNullsLast,
  type InMemoryRecords,
  joinNames,
  num,
  type RecordRow,
  text,
  textOrNull,
  trueFirst,
} from './in-memory-records.js';

/*
 * The orders and fact shapes the in-memory report sources share: each order as PostgreSQL sorts the
 * same columns in the report functions (adapters/postgres/functions/report_*_json.sql).
 */

export type Order = (a: RecordRow, b: RecordRow) => number;
export const byId: Order = (a, b) => num(a, 'id') - num(b, 'id');
export const thenBy =
  (...orders: Order[]): Order =>
  (a, b) => {
    for (const o of orders) {
      const c = o(a, b);
      if (c !== 0) return c;
    }
    return 0;
  };
export const currentFirst: Order = (a, b) => trueFirst(bool(a, 'is_current'), bool(b, 'is_current'));
export const descLast =
  (col: string): Order =>
  (a, b) =>
    descNullsLast(textOrNull(a, col), textOrNull(b, col));
export const descFirst =
  (col: string): Order =>
  (a, b) =>
    descNullsFirst(textOrNull(a, col), textOrNull(b, col));
export const sorted = (rows: readonly RecordRow[], order: Order) => [...rows].sort(order);

/** Reads facts off record rows: provenance, address parts and full names. */
export class RecordFacts {
  constructor(readonly r: InMemoryRecords) {}

  /** Where a fact came from and when (every fact row carries source_id and recorded_at). */
  prov(t: RecordRow): ReportProvenance {
    const s = this.r.byId('sources', num(t, 'source_id'));
    if (!s) throw new Error(`records: no source ${num(t, 'source_id')}`);
    return {
      source: { name: text(s, 'name'), kind: text(s, 'kind'), jurisdiction: textOrNull(s, 'jurisdiction') },
      recordedAt: text(t, 'recorded_at'),
    };
  }

  place(a: RecordRow) {
    return {
      line1: joinNames(
        ...['house_number', 'pre_dir', 'street_name', 'street_suffix', 'post_dir', 'unit_type', 'unit'].map((c) =>
          textOrNull(a, c),
        ),
      ),
      city: text(a, 'city'),
      state: text(a, 'state'),
      zip: text(a, 'zip'),
      county: textOrNull(a, 'county'),
    };
  }

  fullName(p: RecordRow): string {
    return joinNames(
      text(p, 'first_name'),
      textOrNull(p, 'middle_name'),
      text(p, 'last_name'),
      textOrNull(p, 'name_suffix'),
    );
  }
}
