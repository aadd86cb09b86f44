/**
 * The lists that have a CSV import, and the import's screen (its navigation name): where people
 * look for it (the list's New, the menu beside the list, the menu's search for "import" or "csv").
 */
export type CsvImport = {
  /** The list's navigation name ('products'). */
  list: string;
  /** The import screen's navigation name ('new-products'). */
  importer: string;
  /** The menu's words for it. */
  label: string;
};

export const CSV_IMPORTS: readonly CsvImport[] = [
  { list: 'products', importer: 'new-products', label: 'Import Products from CSV' },
  { list: 'customers', importer: 'new-customers', label: 'Import Customers from CSV' },
  { list: 'customer-orders', importer: 'customer-orders-import', label: 'Import Customer Orders from CSV' },
];

/** What the menu's search also finds an import by. */
export const CSV_IMPORT_KEYWORDS: readonly string[] = ['import', 'csv', 'upload', 'spreadsheet', 'bulk'];

/**
 * The CSV import of a list, if it has one.
 * @example csvImportOf('products')?.importer // 'new-products'
 */
export function csvImportOf(list: string): CsvImport | undefined {
  return CSV_IMPORTS.find((entry) => entry.list === list);
}
