import Papa from 'papaparse';
import { breakdownPackages, type PackageBreakdown, type PackageSize } from '../package-breakdown';
import { type CsvCell, needsCsvQuotes, neutraliseFormula, parseCsvNumber } from './csv-values';
import { propertyLabel, readPath } from './property-path';

// Kept here for the export's callers; lists and forms import them from property-path (no papaparse).
export { propertyLabel, readPath };

/** Default download name of a list export. */
export const DEFAULT_CSV_FILE_NAME = 'csvData.csv';
/** Default download name used by the older list block; kept for callers that need it. */
export const LEGACY_CSV_FILE_NAME = 'data.csv';
/** Header of the quantity-breakdown column holding loose units left over after packages. */
export const BREAKDOWN_REMAINDER_LABEL = 'Units';

/** How many units of a product one package of a measurement holds. */
export type StockIncrement = { productID: string; measurementID: string; units: number };

/** The measurement fields the breakdown needs for its column headers. */
export type BreakdownMeasurement = { id: string; measurementName: string; abbreviation?: string };

/**
 * Quantity-breakdown columns. `increments: null` means the stock-increment
 * fetch failed: the export still succeeds, without breakdown columns.
 */
export type QuantityBreakdownOptions = {
  increments: readonly StockIncrement[] | null;
  measurements: readonly BreakdownMeasurement[];
  /** Path of the product id on each row; default productID. */
  productIDProperty?: string;
  /** Path of the unit count on each row; default quantity. */
  quantityProperty?: string;
};

export type CsvExportOptions = {
  /** Written as a line of its own above the header. */
  title?: string;
  fileName?: string;
  /** Header overrides by property path; otherwise propertyLabel is used. */
  labels?: Readonly<Record<string, string>>;
  breakdown?: QuantityBreakdownOptions;
};

export type CsvExportWarningCode =
  'increments-unavailable' | 'invalid-increment' | 'unknown-measurement' | 'invalid-quantity';

/** Something the export worked around; the caller decides whether to log or show it. */
export type CsvExportWarning = { code: CsvExportWarningCode; message: string };

export type CsvExport = { fileName: string; content: string; warnings: CsvExportWarning[] };

/**
 * Converts any value to what a CSV cell holds: blanks for missing or
 * non-finite values, ISO text for dates, JSON for objects and arrays.
 * @example toCsvCell(new Date(0)) // "1970-01-01T00:00:00.000Z"
 */
export function toCsvCell(value: unknown): CsvCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === 'object') {
    try {
      return JSON.stringify(value) ?? null;
    } catch {
      return null;
    }
  }
  return null;
}

function withCsvExtension(fileName: string): string {
  return fileName.toLowerCase().endsWith('.csv') ? fileName : `${fileName}.csv`;
}

type BreakdownColumns = { headers: string[]; cells: CsvCell[][] };

function sizesByProduct(
  increments: readonly StockIncrement[],
  measurements: readonly BreakdownMeasurement[],
  warnings: CsvExportWarning[],
): Map<string, PackageSize[]> {
  const byID = new Map(measurements.map((measurement) => [measurement.id, measurement]));
  const unknown = new Set<string>();
  const sizes = new Map<string, PackageSize[]>();
  for (const increment of increments) {
    if (!Number.isFinite(increment.units) || increment.units <= 0) {
      warnings.push({
        code: 'invalid-increment',
        message: `Stock increment for product ${increment.productID} and measurement ${increment.measurementID} has ${increment.units} units and was ignored.`,
      });
      continue;
    }
    const measurement = byID.get(increment.measurementID);
    if (measurement === undefined && !unknown.has(increment.measurementID)) {
      unknown.add(increment.measurementID);
      warnings.push({
        code: 'unknown-measurement',
        message: `Measurement ${increment.measurementID} was not found; its column is headed by its id.`,
      });
    }
    const size: PackageSize = {
      measurementID: increment.measurementID,
      name: measurement?.measurementName ?? increment.measurementID,
      units: increment.units,
    };
    if (measurement?.abbreviation !== undefined) size.abbreviation = measurement.abbreviation;
    const list = sizes.get(increment.productID) ?? [];
    list.push(size);
    sizes.set(increment.productID, list);
  }
  return sizes;
}

function breakdownColumns(
  rows: readonly unknown[],
  options: QuantityBreakdownOptions,
  warnings: CsvExportWarning[],
): BreakdownColumns | null {
  if (options.increments === null) {
    warnings.push({
      code: 'increments-unavailable',
      message: 'Stock increments could not be loaded, so the export has no quantity breakdown columns.',
    });
    return null;
  }
  const sizes = sizesByProduct(options.increments, options.measurements, warnings);
  const productPath = options.productIDProperty ?? 'productID';
  const quantityPath = options.quantityProperty ?? 'quantity';

  const breakdowns: (PackageBreakdown | null)[] = rows.map((row, index) => {
    const raw = readPath(row, quantityPath);
    const quantity =
      typeof raw === 'number' ? raw : typeof raw === 'string' ? parseCsvNumber(raw, null) : null;
    if (quantity === null || !Number.isFinite(quantity) || quantity < 0) {
      warnings.push({
        code: 'invalid-quantity',
        message: `Row ${index + 1} has no usable quantity, so its breakdown cells are blank.`,
      });
      return null;
    }
    return breakdownPackages(quantity, sizes.get(String(readPath(row, productPath))) ?? []);
  });

  // A column per measurement that holds at least one package, largest package first.
  const used = new Map<string, { name: string; units: number }>();
  for (const breakdown of breakdowns) {
    for (const pack of breakdown?.packages ?? []) {
      if (pack.count <= 0) continue;
      const seen = used.get(pack.measurementID);
      used.set(pack.measurementID, { name: pack.name, units: Math.max(seen?.units ?? 0, pack.units) });
    }
  }
  const columns = [...used.entries()].sort(
    ([idA, a], [idB, b]) => b.units - a.units || a.name.localeCompare(b.name) || idA.localeCompare(idB),
  );

  const cells = breakdowns.map((breakdown): CsvCell[] => {
    if (breakdown === null) return [...columns.map(() => null), null];
    const counts = columns.map(([measurementID]) =>
      breakdown.packages
        .filter((pack) => pack.measurementID === measurementID)
        .reduce((total, pack) => total + pack.count, 0),
    );
    return [...counts, breakdown.remainder];
  });
  return { headers: [...columns.map(([, column]) => column.name), BREAKDOWN_REMAINDER_LABEL], cells };
}

/**
 * Writes rows as CSV with one column per property path (header from
 * propertyLabel), optional quantity-breakdown columns and an optional title
 * line. Every cell, header and the title go through neutraliseFormula, and cells a
 * spreadsheet could misread (see needsCsvQuotes) are quoted.
 * @example toCsv([{ productName: 'Flour' }], ['productName']).content // "Product Name\r\nFlour"
 */
export function toCsv(
  rows: readonly unknown[],
  properties: readonly string[],
  options: CsvExportOptions = {},
): CsvExport {
  const warnings: CsvExportWarning[] = [];
  const breakdown =
    options.breakdown === undefined ? null : breakdownColumns(rows, options.breakdown, warnings);

  const headers = [
    ...properties.map((property) => options.labels?.[property] ?? propertyLabel(property)),
    ...(breakdown?.headers ?? []),
  ].map((header) => neutraliseFormula(header));
  const data = rows.map((row, index) => [
    ...properties.map((property) => neutraliseFormula(toCsvCell(readPath(row, property)))),
    ...(breakdown?.cells[index] ?? []),
  ]);

  // Rows as plain arrays: with `fields`, papaparse ends a row-less file with a stray line break.
  const title = options.title ?? '';
  const lines: CsvCell[][] =
    title === '' ? [headers, ...data] : [[neutraliseFormula(title)], headers, ...data];
  const content = Papa.unparse(lines, {
    newline: '\r\n',
    escapeFormulae: false,
    quotes: (value: unknown) => needsCsvQuotes(value as CsvCell),
  });
  return { fileName: withCsvExtension(options.fileName ?? DEFAULT_CSV_FILE_NAME), content, warnings };
}
