import type {
  toCsv,
  BreakdownMeasurement,
  CsvExport,
  CsvExportWarning,
  StockIncrement,
} from '../domain/csv/csv-export';
import {
  QUANTITY_BREAKDOWN_COLUMNS,
  QUANTITY_BREAKDOWN_LABELS,
  quantityBreakdownRows,
} from '../domain/csv/quantity-breakdown';
import { downloadBlob } from './download-blob';
import type { EntityDefinition } from '../entities/entity-definition';

/** Where the Quantity Breakdowns option gets its data; the export survives a failed fetch. */
export type BreakdownSource = {
  loadIncrements: () => Promise<readonly StockIncrement[]>;
  loadMeasurements: () => Promise<readonly BreakdownMeasurement[]>;
  /** Path of the product id on each row; default productID. */
  productIDProperty?: string;
  /** Path of the unit count on each row; default quantity. */
  quantityProperty?: string;
};

export type CsvExportRequest = {
  entity: Pick<EntityDefinition, 'columns' | 'fields'>;
  rows: readonly unknown[];
  title?: string;
  fileName?: string;
  /** Set when the user ticked Quantity Breakdowns. */
  breakdown?: BreakdownSource;
  /** Where warnings go (failed stock-increment fetch, odd rows); they are only logged. */
  log?: (warning: CsvExportWarning) => void;
};

/**
 * Column headers: a column that is a form field is headed by the field's label.
 * @example columnLabels(products) // { productName: 'Product Name', categoryID: 'Category', ... }
 */
export function columnLabels(entity: Pick<EntityDefinition, 'columns' | 'fields'>): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const column of entity.columns) {
    const field = entity.fields.find((candidate) => candidate.name === column);
    if (field !== undefined) labels[column] = field.label;
  }
  return labels;
}

/**
 * Exports a list's rows with the entity's columns, adding quantity-breakdown columns when
 * asked. A stock-increment or measurement fetch failure is only logged: the export goes on
 * without breakdown columns (spec doc 2, section 8).
 * @example await exportListCsv({ entity: products, rows }) // { fileName: 'csvData.csv', content: 'Product Name,...' }
 */
export async function exportListCsv(request: CsvExportRequest): Promise<CsvExport> {
  return exportWithLabels(request, columnLabels(request.entity));
}

async function exportWithLabels(
  request: CsvExportRequest,
  labels: Record<string, string>,
): Promise<CsvExport> {
  const options: Parameters<typeof toCsv>[2] = { labels };
  if (request.title !== undefined) options.title = request.title;
  if (request.fileName !== undefined) options.fileName = request.fileName;
  if (request.breakdown !== undefined) {
    const source = request.breakdown;
    const [increments, measurements] = await Promise.all([
      source.loadIncrements().catch(() => null),
      source.loadMeasurements().catch(() => []),
    ]);
    options.breakdown = { increments, measurements };
    if (source.productIDProperty !== undefined)
      options.breakdown.productIDProperty = source.productIDProperty;
    if (source.quantityProperty !== undefined) options.breakdown.quantityProperty = source.quantityProperty;
  }
  // The CSV writer (papaparse) loads with the first export, not with the list.
  const { toCsv: writeCsv } = await import('../domain/csv/csv-export');
  const exported = writeCsv(request.rows, request.entity.columns, options);
  for (const warning of exported.warnings) request.log?.(warning);
  return exported;
}

export type QuantityBreakdownExportRequest = Pick<CsvExportRequest, 'rows' | 'title' | 'fileName' | 'log'> & {
  /** Names for products whose lines carry none (from the products in the mirror). */
  productNames?: ReadonlyMap<string, string>;
  breakdown: Pick<BreakdownSource, 'loadIncrements' | 'loadMeasurements'>;
};

/**
 * Export To CSV with Quantity Breakdowns on: the listed records' quantities added up per
 * product (Product ID, Product Name, Quantity), then one column per package size from the
 * products' stock increments and the loose Units. A failed stock-increment fetch is only
 * logged: the totals are still exported.
 * @example await exportQuantityBreakdownCsv({ rows: orders, productNames, breakdown: { loadIncrements, loadMeasurements } })
 * // content: 'Product ID,Product Name,Quantity,Crate,Units\r\np1,Milk,30,2,6'
 */
export async function exportQuantityBreakdownCsv(
  request: QuantityBreakdownExportRequest,
): Promise<CsvExport> {
  return exportWithLabels(
    {
      ...request,
      entity: { columns: QUANTITY_BREAKDOWN_COLUMNS, fields: [] },
      rows: quantityBreakdownRows(request.rows, request.productNames),
    },
    { ...QUANTITY_BREAKDOWN_LABELS },
  );
}

/**
 * Starts the browser download of an export.
 * @example downloadCsv(await exportListCsv({ entity, rows }))
 */
export function downloadCsv(
  exported: Pick<CsvExport, 'fileName' | 'content'>,
  doc: Document = document,
): void {
  downloadBlob(new Blob([exported.content], { type: 'text/csv;charset=utf-8' }), exported.fileName, doc);
}
