import Papa from 'papaparse';
import { headerKey } from './csv-import';

/** A product as a stock CSV names it: by name or abbreviation. */
export type StockCsvProduct = { id: string; productName?: string | null; abbreviation?: string | null };

export type StockCsvRow = {
  rowNumber: number;
  productID: string;
  batchcode: string | null;
  quantity: number;
};
export type StockCsvProblem = { rowNumber: number; field: string; message: string };
export type StockCsvReport = { rows: StockCsvRow[]; problems: StockCsvProblem[] };

/** The columns a stock count or arrival CSV has (header names compare without case or spaces). */
export const STOCK_CSV_COLUMNS = ['product', 'batchcode', 'quantity'] as const;

/**
 * Reads a stock count or arrival CSV: each row names a product (name or abbreviation), an
 * optional batch code and a quantity above zero. Rows are numbered as in a spreadsheet (the
 * header is row 1); every problem names its row and field. `onProgress` hears the share done.
 * @example readStockCsv('product,batchcode,quantity\nMilk,GD1,6', [{ id: 'm', productName: 'Milk' }]).rows // [{ rowNumber: 2, productID: 'm', batchcode: 'GD1', quantity: 6 }]
 */
export function readStockCsv(
  text: string,
  products: readonly StockCsvProduct[],
  onProgress?: (done: number) => void,
): StockCsvReport {
  const parsed = Papa.parse<string[]>(text, { header: false, delimiter: ',', skipEmptyLines: false });
  const [header = [], ...records] = parsed.data;
  const position = (column: string) => header.findIndex((cell) => headerKey(cell) === headerKey(column));
  const at = {
    product: position('product'),
    batchcode: position('batchcode'),
    quantity: position('quantity'),
  };
  const problems: StockCsvProblem[] = [];
  for (const column of ['product', 'quantity'] as const) {
    if (at[column] === -1)
      problems.push({ rowNumber: 1, field: column, message: `The header has no ${column} column` });
  }
  if (problems.length > 0) return { rows: [], problems };
  const byName = new Map<string, string>();
  for (const product of products) {
    for (const name of [product.productName, product.abbreviation])
      if (typeof name === 'string' && name.trim() !== '') byName.set(name.trim().toLowerCase(), product.id);
  }
  const rows: StockCsvRow[] = [];
  records.forEach((record, index) => {
    const rowNumber = index + 2;
    if (onProgress !== undefined && (index % 200 === 0 || index === records.length - 1))
      onProgress((index + 1) / records.length);
    if (record.every((cell) => cell.trim() === '')) return;
    const cell = (column: number) => (column === -1 ? '' : (record[column] ?? '').trim());
    const productID = byName.get(cell(at.product).toLowerCase());
    const quantity = Number(cell(at.quantity));
    if (productID === undefined)
      problems.push({
        rowNumber,
        field: 'product',
        message: `No product named ${cell(at.product) || '(blank)'}`,
      });
    if (!(Number.isFinite(quantity) && quantity > 0) || cell(at.quantity) === '')
      problems.push({ rowNumber, field: 'quantity', message: 'Must be a number above 0' });
    if (productID !== undefined && Number.isFinite(quantity) && quantity > 0)
      rows.push({ rowNumber, productID, batchcode: cell(at.batchcode) || null, quantity });
  });
  return { rows, problems };
}
