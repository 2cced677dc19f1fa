import type { ColumnType } from './columns.rules.js';
import type { SavedCellValue } from './saved-properties.schema.js';

/** One column of a sheet: its header (the display name), its type and whether numbers group thousands. */
export interface SheetColumn {
  readonly header: string;
  readonly type: ColumnType;
  readonly digitGrouping: boolean;
}

/** A sheet to write: values as the grid carries them (money in dollars, percent 0-100, dates 'YYYY-MM-DD'). */
export interface Sheet {
  readonly name: string;
  readonly columns: readonly SheetColumn[];
  readonly rows: readonly (readonly SavedCellValue[])[];
}

/**
 * Writes a spreadsheet file (001 section 2 "Export": an Excel (*.xlsx) file) with real cell types, and
 * answers its bytes as base64. Adapter: ExcelJsSpreadsheetWriter (adapters/excel).
 */
export interface SpreadsheetWriter {
  xlsxBase64(sheet: Sheet): Promise<string>;
}
