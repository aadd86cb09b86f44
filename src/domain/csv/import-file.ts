import Papa from 'papaparse';
import { importRecords, mapColumns, type CsvImportError, type CsvImportSpec } from './csv-import';
import { CUSTOMER_IMPORT_SPEC, type CustomerImportRow } from './customer-import';
import {
  CUSTOMER_ORDER_IMPORT_COLUMNS,
  readCustomerOrderRecords,
  type CustomerOrderImportRow,
} from './customer-order-import';
import { importReportLines, type ImportReportLine } from './import-report';
import { PRODUCT_IMPORT_SPEC, type ProductImportRow } from './product-import';

/**
 * Reading an import file, as the CSV worker does it: papaparse reads the file in chunks
 * (reporting progress after each), then the kind's rules turn the records into rows to send,
 * the column mapping, a preview and the row-level report.
 */

export type ImportFileKind = 'products' | 'customers' | 'customer-orders';

/** How far the reading has come: characters read of the file's size, and records so far. */
export type ParseProgress = { done: number; total: number; records: number };

/** One row to send: its row number in the file and its typed fields. */
export type PreparedRow = {
  row: number;
  fields: ProductImportRow | CustomerImportRow | CustomerOrderImportRow;
};

export type PreparedImport = {
  kind: ImportFileKind;
  /** Template columns found (with the file's header for each), missing, and unknown headers. */
  mapping: { matched: { column: string; header: string }[]; missing: string[]; unknown: string[] };
  /** The header and the first data records, as the file has them. */
  preview: string[][];
  /** Data records in the file (blank lines aside). */
  records: number;
  /** How many rows will be sent. */
  rowCount: number;
  /** The rows themselves; the worker keeps them and hands the page an empty list. */
  rows: PreparedRow[];
  report: ImportReportLine[];
};

/** Records the preview shows. */
export const PREVIEW_RECORDS = 10;

const SPECS = { products: PRODUCT_IMPORT_SPEC, customers: CUSTOMER_IMPORT_SPEC } as const;

/** The template columns of a kind of import. */
export function importColumns(kind: ImportFileKind): readonly string[] {
  return kind === 'customer-orders' ? CUSTOMER_ORDER_IMPORT_COLUMNS : SPECS[kind].columns;
}

/**
 * Parses CSV text in chunks, calling `onProgress` after each chunk (a worker reads the file's
 * text first: reading is quick, parsing is what takes the time).
 * @example const { data } = await parseCsvInChunks(await file.text(), (p) => setProgress(p.done / p.total));
 */
export function parseCsvInChunks(
  input: string,
  onProgress: (progress: ParseProgress) => void = () => undefined,
  chunkSize = 256 * 1024,
): Promise<{ data: string[][]; errors: CsvImportError[] }> {
  const total = input.length;
  const data: string[][] = [];
  const errors: CsvImportError[] = [];
  return new Promise((resolve, reject) => {
    const config: Papa.ParseConfig<string[]> & { chunk: (results: Papa.ParseResult<string[]>) => void } = {
      delimiter: ',',
      skipEmptyLines: false,
      chunkSize,
      chunk: (results) => {
        const offset = data.length;
        for (const error of results.errors) {
          errors.push({
            rowNumber: typeof error.row === 'number' ? offset + error.row + 1 : null,
            code: error.code,
            message: error.message,
          });
        }
        for (const record of results.data) data.push(record);
        onProgress({ done: Math.min(total, results.meta.cursor), total, records: data.length });
      },
      complete: () => {
        onProgress({ done: total, total, records: data.length });
        resolve({ data, errors });
      },
      error: (error: Error) => reject(error),
    } as Papa.ParseConfig<string[]> & { chunk: (results: Papa.ParseResult<string[]>) => void };
    Papa.parse<string[]>(input, config);
  });
}

/**
 * Applies a kind's rules to parsed records: rows to send, mapping, preview and report.
 * @example prepareImport('products', data, errors, existingProductNames).report // rows left out and why
 */
export function prepareImport(
  kind: ImportFileKind,
  data: readonly string[][],
  errors: CsvImportError[],
  existingNames: readonly string[] = [],
): PreparedImport {
  const header = data[0] ?? [];
  const mapped = mapColumns(header, importColumns(kind));
  const mapping = {
    matched: mapped.matched.map(({ column, header: name }) => ({ column, header: name })),
    missing: mapped.missing,
    unknown: mapped.unknown,
  };
  const preview = data.slice(0, PREVIEW_RECORDS + 1).map((record) => [...record]);
  const records = data.slice(1).filter((record) => record.some((cell) => cell.trim() !== '')).length;
  if (kind === 'customer-orders') {
    const read = readCustomerOrderRecords(data, errors);
    return {
      kind,
      mapping,
      preview,
      records,
      rowCount: read.rows.length,
      rows: read.rows.map(({ row, fields }) => ({ row, fields: { ...fields } })),
      report: read.report,
    };
  }
  const fromSpec = <Column extends string, Row extends PreparedRow['fields']>(
    spec: CsvImportSpec<Column, Row>,
  ): PreparedImport => {
    const report = importRecords(data, spec, existingNames, errors);
    return {
      kind,
      mapping,
      preview,
      records,
      rowCount: report.rows.length,
      rows: report.rows.map((fields, index) => ({ row: report.rowNumbers[index] ?? 0, fields })),
      report: importReportLines(report, spec.nameColumn),
    };
  };
  return kind === 'products' ? fromSpec(SPECS.products) : fromSpec(SPECS.customers);
}
