import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type GridFacts, InMemorySavedProperties } from '../../../adapters/memory/in-memory-saved-properties.js';
import {
  DEFAULT_VISIBLE_COLUMNS,
  defaultColumnSettings,
  propertyColumn,
} from '../../../core/property/columns.rules.js';
import {
  makeExportSavedProperties,
  savedPropertiesExportFileName,
} from '../../../core/property/export-saved-properties.use-case.js';
import { makeListSavedProperties } from '../../../core/property/list-saved-properties.use-case.js';
import type { PropertyStanding } from '../../../core/property/property-access.rules.js';
import { makeSaveProperties } from '../../../core/property/save-properties.use-case.js';
import { makeSaveUserColumns } from '../../../core/property/save-user-columns.use-case.js';
import {
  SAVED_PROPERTY_CAPACITY,
  SAVED_PROPERTY_HIGHER_LIMIT_MESSAGE,
  SAVED_PROPERTY_LIMIT_MESSAGE,
} from '../../../core/property/saved-properties.rules.js';
import { columnSettingsOf } from '../../../core/property/saved-properties.steps.js';
import type { Sheet } from '../../../core/property/spreadsheet.port.js';

/**
 * The saved-properties use cases on the in-memory list (001 sections 2, 4, 5, 8 and 9): the Limit
 * Reached outcome, the capacity never exceeded over any sequence of batches, column settings and the
 * export's default columns.
 */
const facts = new Map<string, GridFacts>(
  Array.from({ length: 1100 }, (_, i) => [
    String(i + 1),
    {
      streetAddress: `${i + 1} Main St`,
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      squareFeet: 1000 + i,
      lastSaleDate: '2024-05-06',
      estimatedValue: 250000.5,
      ownerOccupied: i % 2 === 0,
    },
  ]),
);

const setup = (standing: PropertyStanding = 'member') => {
  const saved = new InMemorySavedProperties(new Map(facts));
  const sheets: Sheet[] = [];
  const deps = {
    saved,
    access: { standing: async () => standing },
    clock: { now: () => new Date('2026-11-21T10:00:00Z') },
    spreadsheet: {
      xlsxBase64: async (sheet: Sheet) => {
        sheets.push(sheet);
        return 'QUJD';
      },
    },
  };
  return {
    save: makeSaveProperties(deps),
    list: makeListSavedProperties(deps),
    saveColumns: makeSaveUserColumns(deps),
    exportXlsx: makeExportSavedProperties(deps),
    sheets,
  };
};
const body = (ids: readonly number[]) => ({ Properties: ids.map((id) => ({ PropertyReachId: id })) });

describe('save (001 sections 8 and 9)', () => {
  it('free and paused callers are refused with MembershipRequired', async () => {
    for (const standing of ['free', 'paused', 'anonymous'] as const) {
      const r = await setup(standing).save(body([1]), 'u1');
      expect(r.isErr() && r.error.type).toBe('MembershipRequired');
    }
  });

  it('a batch past 1000 is SavedPropertyLimitReached with the two texts and the space left', async () => {
    const { save } = setup();
    expect((await save(body(Array.from({ length: 998 }, (_, i) => i + 1)), 'u1')).isOk()).toBe(true);
    const r = await save(body([999, 1000, 1001]), 'u1');
    expect(r.isErr() && r.error).toEqual({
      type: 'SavedPropertyLimitReached',
      spaceAvailable: 2,
      errors: { '*': [SAVED_PROPERTY_LIMIT_MESSAGE, SAVED_PROPERTY_HIGHER_LIMIT_MESSAGE] },
    });
    const ok = await save(body([999, 1000, 1000]), 'u1');
    expect(ok.isOk() && ok.value.data.metrics).toEqual({ spaceAvailable: 0, used: 1000, capacity: 1000, updates: 0 });
  });

  it('any sequence of batches: never above 1000, a refused batch saves nothing, an accepted one saves all', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.integer({ min: 1, max: 1100 }), { minLength: 1, maxLength: 400 }), { maxLength: 8 }),
        async (batches) => {
          const { save, list } = setup();
          const held = new Set<number>();
          for (const batch of batches) {
            const r = await save(body(batch), 'u1');
            const fresh = new Set(batch.filter((id) => !held.has(id)));
            if (held.size + fresh.size > SAVED_PROPERTY_CAPACITY) expect(r.isErr()).toBe(true);
            else {
              expect(r.isOk()).toBe(true);
              for (const id of fresh) held.add(id);
            }
            const page = await list({}, 'u1');
            expect(page.isOk() && page.value.data.metrics.used).toBe(held.size);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('columns and export (001 sections 2, 4 and 7)', () => {
  it('stored settings: the listed columns in their order, the rest hidden; unknown or repeated ids refused', async () => {
    const { saveColumns } = setup();
    const r = await saveColumns(
      [
        { id: 3, sortOrder: 5 },
        { id: 1, sortOrder: 2 },
      ],
      'u1',
    );
    const visible = r.isOk() ? r.value.data.filter((s) => s.isVisible) : [];
    expect(visible.map((s) => [s.id, s.sortOrder])).toEqual([
      [1, 1],
      [3, 2],
    ]);
    expect((await saveColumns([{ id: 0, sortOrder: 1 }], 'u1')).isErr()).toBe(true);
    const dup = await saveColumns(
      [
        { id: 2, sortOrder: 1 },
        { id: 2, sortOrder: null },
      ],
      'u1',
    );
    expect(dup.isErr() && dup.error.type).toBe('Validation');
    expect(columnSettingsOf(null)).toEqual(defaultColumnSettings());
  });

  it("the export defaults to the member's visible columns, values typed, in the list order", async () => {
    const { save, exportXlsx, saveColumns, sheets } = setup();
    await save(body([1, 2, 3]), 'u1');
    const r = await exportXlsx({}, 'u1');
    expect(r.isOk() && r.value.data).toEqual({
      content: 'QUJD',
      format: 'xlsx',
      fileName: 'saved-properties-2026-11-21.xlsx',
      rows: 3,
    });
    expect(sheets[0]!.columns.map((c) => c.header)).toEqual(
      DEFAULT_VISIBLE_COLUMNS.map((c) => propertyColumn(c)!.displayName),
    );
    const address = DEFAULT_VISIBLE_COLUMNS.indexOf('streetAddress');
    expect(sheets[0]!.rows.map((row) => row[address])).toEqual(['3 Main St', '2 Main St', '1 Main St']);
    const yearBuilt = sheets[0]!.columns.find((c) => c.header === 'Year Built')!;
    expect(yearBuilt.digitGrouping).toBe(false);

    const squareFeetId = defaultColumnSettings().find((s) => s.columnName === 'squareFeet')!.id;
    await saveColumns([{ id: squareFeetId, sortOrder: 1 }], 'u1');
    await exportXlsx({}, 'u1');
    expect(sheets[1]!.columns.map((c) => [c.header, c.type])).toEqual([['Square Feet', 'number']]);
    expect(sheets[1]!.rows).toEqual([[1002], [1001], [1000]]);
    expect(savedPropertiesExportFileName(new Date('2027-01-02T23:59:00Z'))).toBe('saved-properties-2027-01-02.xlsx');
  });
});
