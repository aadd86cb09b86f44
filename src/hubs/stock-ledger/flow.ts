import type { StockCsvProduct, StockCsvReport } from '../../domain/csv/stock-import-rows';
import type { MirrorRow } from '../../data/mirror-row';

/** One row of a stock import as its page lists it. */
export type ImportedRow = { productName: string; batchcode: string; quantity: number | undefined };

const nameOf = (products: readonly MirrorRow<'products'>[] | undefined, productID: string) =>
  products?.find((p) => p.id === productID)?.productName || productID;

/**
 * The rows of a stock import, each named by its product (else its id).
 * @example importedRows({ importItems: [{ productID: 'milk', batchcode: 'B1', quantity: 3 }] }, products) // [{ productName: 'Milk', batchcode: 'B1', quantity: 3 }]
 */
export function importedRows(
  stockImport: Pick<MirrorRow<'stock-imports'>, 'importItems'>,
  products: readonly MirrorRow<'products'>[] | undefined,
): ImportedRow[] {
  return (stockImport.importItems ?? []).map((item) => ({
    productName: nameOf(products, typeof item.productID === 'string' ? item.productID : ''),
    batchcode: typeof item.batchcode === 'string' ? item.batchcode : '',
    quantity: typeof item.quantity === 'number' ? item.quantity : undefined,
  }));
}

/** Where a new import may go: the locations that hold stock, named. */
export function importLocations(
  stock: readonly MirrorRow<'stock-items'>[] | undefined,
  locations: readonly MirrorRow<'locations'>[] | undefined,
): { value: string; label: string }[] {
  return [...new Set((stock ?? []).map((item) => item.locationID ?? ''))]
    .filter((id) => id !== '')
    .sort()
    .map((id) => ({ value: id, label: locations?.find((r) => r.id === id)?.locationName || id }));
}

/** The products a CSV row may name, by name or abbreviation, for the worker that reads it. */
export function csvProducts(products: readonly MirrorRow<'products'>[] | undefined): StockCsvProduct[] {
  return (products ?? []).map((p) => ({
    id: p.id,
    productName: p.productName ?? '',
    abbreviation: p.abbreviation ?? '',
  }));
}

/** Why a read CSV cannot be imported yet (null when it can). */
export function importProblem(report: StockCsvReport | null, locationID: string): string | null {
  if (report === null) return 'Choose a CSV file';
  if (report.problems.length > 0) return `Fix the ${report.problems.length} errors above to import`;
  if (report.rows.length === 0) return 'The file has no rows';
  if (locationID === '') return 'Choose a location';
  return null;
}
