import ExcelJS from 'exceljs';
import type { SavedCellValue } from '../../core/property/saved-properties.schema.js';
import type { Sheet, SheetColumn, SpreadsheetWriter } from '../../core/property/spreadsheet.port.js';

/** Excel number formats by column type (money in dollars, percent as the 0-100 number the grid shows). */
const numberFormat = (c: SheetColumn): string | undefined => {
  switch (c.type) {
    case 'money':
      return '$#,##0.00';
    case 'percent':
      return '0.00"%"';
    case 'date':
      return 'mm/dd/yyyy';
    case 'number':
      return c.digitGrouping ? '#,##0.######' : '0';
    default:
      return undefined;
  }
};

/** A grid value as a typed cell: numbers as numbers, dates as Date cells (UTC midnight), yes/no as text. */
const cellValue = (c: SheetColumn, v: SavedCellValue): ExcelJS.CellValue => {
  if (v === null || v === '') return null;
  switch (c.type) {
    case 'money':
    case 'percent':
    case 'number': {
      const n = typeof v === 'number' ? v : Number(v);
      return Number.isFinite(n) ? n : null;
    }
    case 'date': {
      const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(String(v));
      return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
    }
    case 'yesNo':
      return v === true || v === 'true' ? 'Yes' : v === false || v === 'false' ? 'No' : String(v);
    default:
      return String(v);
  }
};

/**
 * {@link SpreadsheetWriter} with exceljs (001 section 2 "Export"): one sheet, a header row of display
 * names (bold, frozen, with an auto-filter over it), one row per property, real cell types and formats.
 */
export class ExcelJsSpreadsheetWriter implements SpreadsheetWriter {
  async xlsxBase64(sheet: Sheet): Promise<string> {
    const book = new ExcelJS.Workbook();
    const ws = book.addWorksheet(sheet.name.slice(0, 31), { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
    ws.columns = sheet.columns.map((c) => {
      const fmt = numberFormat(c);
      return {
        header: c.header,
        width: Math.min(40, Math.max(12, c.header.length + 2)),
        ...(fmt ? { style: { numFmt: fmt } } : {}),
      };
    });
    ws.getRow(1).font = { bold: true };
    for (const row of sheet.rows) ws.addRow(sheet.columns.map((c, i) => cellValue(c, row[i] ?? null)));
    if (sheet.columns.length > 0)
      ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: sheet.columns.length } };
    const buffer = await book.xlsx.writeBuffer();
    return Buffer.from(buffer as ArrayBuffer).toString('base64');
  }
}
