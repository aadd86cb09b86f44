import Papa from 'papaparse';
import type { CsvImportReport } from './csv-import';
import { neutraliseFormula } from './csv-values';

/** One line of an import's report: a row left out, the field at fault and why. */
export type ImportReportLine = { row: number | null; field: string; message: string };

/** Download name of an import's report. */
export const IMPORT_REPORT_FILE = 'import-report.csv';

/**
 * What an import left out, row by row in file order: rows without a name, names repeated in
 * the file or already stored, and records the parser could not read.
 * @example importReportLines({ ...report, skippedEmpty: [4] }, 'productName') // [{ row: 4, field: 'productName', message: 'No productName: row skipped' }]
 */
export function importReportLines(
  report: Pick<CsvImportReport<unknown>, 'skippedEmpty' | 'duplicates' | 'errors'>,
  nameColumn: string,
): ImportReportLine[] {
  const lines: ImportReportLine[] = [
    ...report.skippedEmpty.map((row) => ({
      row,
      field: nameColumn,
      message: `No ${nameColumn}: row skipped`,
    })),
    ...report.duplicates.map((duplicate) => ({
      row: duplicate.rowNumber,
      field: nameColumn,
      message:
        duplicate.reason === 'repeated'
          ? `'${duplicate.name}' is repeated in the file: row dropped, the first one is kept`
          : `'${duplicate.name}' already exists: row dropped`,
    })),
    ...report.errors.map((error) => ({ row: error.rowNumber, field: '', message: error.message })),
  ];
  return lines.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
}

/**
 * The report as CSV (Row, Field, Message), cells that a spreadsheet would run as formulas neutralised.
 * @example importReportCsv([{ row: 4, field: 'productName', message: 'No productName: row skipped' }]) // 'Row,Field,Message\r\n4,productName,No productName: row skipped'
 */
export function importReportCsv(lines: readonly ImportReportLine[]): string {
  return Papa.unparse({
    fields: ['Row', 'Field', 'Message'],
    data: lines.map((line) => [line.row ?? '', line.field, neutraliseFormula(line.message)]),
  });
}
