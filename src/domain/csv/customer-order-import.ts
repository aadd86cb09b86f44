import Papa from 'papaparse';
import { mapColumns, type CsvImportError } from './csv-import';
import { parseCsvNumber } from './csv-values';
import type { ImportReportLine } from './import-report';

/**
 * Customer orders from CSV: one row per line (customer, product, quantity, due date and an
 * optional customer PO number). Rows of one customer, due date and PO number make one order;
 * the services find the customer and product by name and price the order as any other.
 */

export const CUSTOMER_ORDER_IMPORT_COLUMNS = [
  'customer',
  'product',
  'quantity',
  'dueDate',
  'purchaseOrderNumber',
] as const;
export type CustomerOrderImportColumn = (typeof CUSTOMER_ORDER_IMPORT_COLUMNS)[number];

/** Download name of the customer orders import template. */
export const CUSTOMER_ORDER_TEMPLATE_FILE = 'customer-order-import-template.csv';

/** Contents of the customer orders template: header row plus two lines of one order. */
export const CUSTOMER_ORDER_TEMPLATE_CSV: string = Papa.unparse({
  fields: [...CUSTOMER_ORDER_IMPORT_COLUMNS],
  data: [
    ['Harbour Street Cafe', 'Full Cream Milk 2L', 24, '2026-12-01', 'PO-1001'],
    ['Harbour Street Cafe', 'Sourdough Loaf 800g', 8, '2026-12-01', 'PO-1001'],
  ],
});

export type CustomerOrderImportRow = {
  customer: string;
  product: string;
  quantity: number;
  /** yyyy-MM-dd. */
  dueDate: string;
  purchaseOrderNumber: string;
};

export type CustomerOrderImportResult = {
  rows: { row: number; fields: CustomerOrderImportRow }[];
  report: ImportReportLine[];
  missingColumns: CustomerOrderImportColumn[];
};

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const AU_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A due date cell as yyyy-MM-dd: ISO (2026-12-01) or Australian day first (1/12/2026); null when neither or not a real day.
 * @example parseDueDate('1/12/2026') // '2026-12-01'
 */
export function parseDueDate(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const au = AU_DATE.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : au ? [au[3], au[2], au[1]] : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * Reads customer order records (the header first); rows missing a customer, product, a
 * quantity above 0 or a due date are reported and left out.
 * @example readCustomerOrderRecords([['customer','product','quantity','dueDate'], ['Cafe','Milk','2','2026-12-01']]).rows.length // 1
 */
export function readCustomerOrderRecords(
  data: readonly (readonly string[])[],
  errors: readonly CsvImportError[] = [],
): CustomerOrderImportResult {
  const [header = [], ...records] = data;
  const mapping = mapColumns(header, CUSTOMER_ORDER_IMPORT_COLUMNS);
  const position = new Map(mapping.matched.map((match) => [match.column, match.index]));
  const result: CustomerOrderImportResult = {
    rows: [],
    report: errors.map((error) => ({ row: error.rowNumber, field: '', message: error.message })),
    missingColumns: mapping.missing,
  };
  records.forEach((record, index) => {
    const row = index + 2;
    if (record.every((cell) => cell.trim() === '')) return;
    const cell = (column: CustomerOrderImportColumn) => {
      const at = position.get(column);
      return at === undefined ? '' : (record[at] ?? '').trim();
    };
    const fields: CustomerOrderImportRow = {
      customer: cell('customer'),
      product: cell('product'),
      quantity: parseCsvNumber(cell('quantity'), 0),
      dueDate: parseDueDate(cell('dueDate')) ?? '',
      purchaseOrderNumber: cell('purchaseOrderNumber'),
    };
    const problems: ImportReportLine[] = [];
    if (fields.customer === '')
      problems.push({ row, field: 'customer', message: 'No customer: row skipped' });
    if (fields.product === '') problems.push({ row, field: 'product', message: 'No product: row skipped' });
    if (fields.quantity <= 0)
      problems.push({ row, field: 'quantity', message: 'Quantity must be above 0: row skipped' });
    if (fields.dueDate === '')
      problems.push({
        row,
        field: 'dueDate',
        message: 'Due date must be a date such as 2026-12-01 or 1/12/2026: row skipped',
      });
    if (problems.length > 0) result.report.push(...problems);
    else result.rows.push({ row, fields });
  });
  result.report.sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  return result;
}
