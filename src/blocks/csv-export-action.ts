import {
  toCsv,
  type BreakdownMeasurement,
  type CsvExport,
  type CsvExportWarning,
  type StockIncrement,
} from '../domain/csv/csv-export';
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
  const options: Parameters<typeof toCsv>[2] = { labels: columnLabels(request.entity) };
  if (request.title !== undefined) options.title = request.title;
  if (request.fileName !== undefined) options.fileName = request.fileName;
  if (request.breakdown !== undefined) {
    const source = request.breakdown;
    const [increments, measurements] = await Promise.all([
      source.loadIncrements().catch(() => null),
      source.loadMeasurements().catch(() => []),
    ]);
    options.breakdown = { increments, measurements };
    if (source.productIDProperty !== undefined) options.breakdown.productIDProperty = source.productIDProperty;
    if (source.quantityProperty !== undefined) options.breakdown.quantityProperty = source.quantityProperty;
  }
  const exported = toCsv(request.rows, request.entity.columns, options);
  for (const warning of exported.warnings) request.log?.(warning);
  return exported;
}

/**
 * Starts the browser download of an export.
 * @example downloadCsv(await exportListCsv({ entity, rows }))
 */
export function downloadCsv(exported: Pick<CsvExport, 'fileName' | 'content'>, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([exported.content], { type: 'text/csv;charset=utf-8' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = exported.fileName;
  doc.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
