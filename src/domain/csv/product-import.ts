import { type CsvImportReport, type CsvImportSpec, importCsv } from './csv-import';
import { parseCsvBoolean, parseCsvNumber } from './csv-values';

/** Product CSV columns, in the spec's order (also the template's order). */
export const PRODUCT_IMPORT_COLUMNS = [
  'productName',
  'abbreviation',
  'isPublicProduct',
  'publicDescription',
  'sortNumber',
  'taxType',
  'isSold',
  'isAcquired',
  'isManufactured',
  'isPerishable',
  'expiryDays',
  'isTemperatureSensitive',
  'length',
  'width',
  'height',
  'weight',
  'volume',
] as const;

/** One product CSV column name. */
export type ProductImportColumn = (typeof PRODUCT_IMPORT_COLUMNS)[number];

/** Tax type of an imported product: GST (the only listed type) or none. */
export type ProductImportTaxType = 'GST' | '';

/**
 * One product read from CSV. sortNumber and expiryDays are counts, so bad text
 * reads as 0; dimensions (mm), weight (kg) and volume (litres) read as null,
 * meaning unknown, because 0 would zero a package's dimension product.
 */
export type ProductImportRow = {
  productName: string;
  abbreviation: string;
  isPublicProduct: boolean;
  publicDescription: string;
  sortNumber: number;
  taxType: ProductImportTaxType;
  isSold: boolean;
  isAcquired: boolean;
  isManufactured: boolean;
  isPerishable: boolean;
  expiryDays: number;
  isTemperatureSensitive: boolean;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  volume: number | null;
};

/**
 * Reads a tax type cell: "GST" in any case is GST, anything else is no tax,
 * since the tax type list offers only GST.
 * @example parseProductTaxType(' gst ') // "GST"
 */
export function parseProductTaxType(text: string): ProductImportTaxType {
  return text.trim().toUpperCase() === 'GST' ? 'GST' : '';
}

/** How a product CSV is read: its columns, its name column and each row's typed product. */
export const PRODUCT_IMPORT_SPEC: CsvImportSpec<ProductImportColumn, ProductImportRow> = {
  columns: PRODUCT_IMPORT_COLUMNS,
  nameColumn: 'productName',
  toRow: (cell) => ({
    productName: cell('productName'),
    abbreviation: cell('abbreviation'),
    isPublicProduct: parseCsvBoolean(cell('isPublicProduct')),
    publicDescription: cell('publicDescription'),
    sortNumber: parseCsvNumber(cell('sortNumber'), 0),
    taxType: parseProductTaxType(cell('taxType')),
    isSold: parseCsvBoolean(cell('isSold')),
    isAcquired: parseCsvBoolean(cell('isAcquired')),
    isManufactured: parseCsvBoolean(cell('isManufactured')),
    isPerishable: parseCsvBoolean(cell('isPerishable')),
    expiryDays: parseCsvNumber(cell('expiryDays'), 0),
    isTemperatureSensitive: parseCsvBoolean(cell('isTemperatureSensitive')),
    length: parseCsvNumber(cell('length'), null),
    width: parseCsvNumber(cell('width'), null),
    height: parseCsvNumber(cell('height'), null),
    weight: parseCsvNumber(cell('weight'), null),
    volume: parseCsvNumber(cell('volume'), null),
  }),
};

/**
 * Parses product CSV text. Columns are matched by header name in any order;
 * rows without a productName are skipped; repeated names (trimmed,
 * case-insensitive) keep the first row, and names in `existingNames` are dropped.
 * @example importProductsCsv('productName,sortNumber\nFlour,x').rows[0]?.sortNumber // 0
 */
export function importProductsCsv(
  text: string,
  existingNames: readonly string[] = [],
): CsvImportReport<ProductImportRow> {
  return importCsv(text, PRODUCT_IMPORT_SPEC, existingNames);
}
