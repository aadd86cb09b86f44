import Papa from 'papaparse';

/**
 * Shared reading of an import CSV: the first record is the header, columns are
 * found by header name, rows with an empty name are skipped and names are
 * de-duplicated. Row numbers are 1-based record numbers with the header as row
 * 1, which matches the spreadsheet row unless a quoted cell spans lines.
 */

/** A papaparse problem, with the record it was found in (null when unknown). */
export type CsvImportError = { rowNumber: number | null; code: string; message: string };

/** Why a row was dropped as a duplicate: repeated in the file or already stored. */
export type CsvDuplicateReason = 'repeated' | 'existing';

/** A dropped duplicate row. */
export type CsvDuplicate = { rowNumber: number; name: string; reason: CsvDuplicateReason };

/** Outcome of an import: typed rows plus everything that was left out. */
export type CsvImportReport<Row> = {
  rows: Row[];
  /** The file row number of each of `rows`, in the same order. */
  rowNumbers: number[];
  /** Row numbers of rows that had data but no name. */
  skippedEmpty: number[];
  duplicates: CsvDuplicate[];
  errors: CsvImportError[];
  /** Expected columns not found in the header; their cells read as blank. */
  missingColumns: string[];
};

/** Reads one cell of the current row by column name; missing cells read as ''. */
export type CsvCellReader<Column extends string> = (column: Column) => string;

/** How to read one kind of import file. */
export type CsvImportSpec<Column extends string, Row> = {
  columns: readonly Column[];
  nameColumn: Column;
  toRow: (cell: CsvCellReader<Column>) => Row;
};

/**
 * Normalises a header for matching: case, spaces, underscores and hyphens are
 * ignored, so "Product Name" (our export label) matches productName.
 * @example headerKey(' Product_Name ') // "productname"
 */
export function headerKey(header: string): string {
  return header.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * Normalises a name for duplicate checks: trimmed and case-insensitive.
 * @example nameKey('  Flour ') === nameKey('FLOUR') // true
 */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

function isBlankRecord(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === '');
}

/** How a file's header lines up with the template's columns. */
export type CsvColumnMapping<Column extends string> = {
  /** Each template column found, with the header it was found under and its position. */
  matched: { column: Column; header: string; index: number }[];
  /** Template columns the file lacks; their cells read as blank. */
  missing: Column[];
  /** Headers of the file that are no template column; their cells are ignored. */
  unknown: string[];
};

/**
 * Matches a header record against the template's columns, ignoring case, spaces,
 * underscores and hyphens (see headerKey); the first of two equal headers wins.
 * @example mapColumns(['Product Name', 'Colour'], ['productName', 'abbreviation']).unknown // ['Colour']
 */
export function mapColumns<Column extends string>(
  header: readonly string[],
  columns: readonly Column[],
): CsvColumnMapping<Column> {
  const positions = new Map<string, number>();
  header.forEach((name, index) => {
    const key = headerKey(name);
    if (key !== '' && !positions.has(key)) positions.set(key, index);
  });
  const known = new Set(columns.map(headerKey));
  const matched = columns.flatMap((column) => {
    const index = positions.get(headerKey(column));
    return index === undefined ? [] : [{ column, header: header[index] ?? '', index }];
  });
  return {
    matched,
    missing: columns.filter((column) => !positions.has(headerKey(column))),
    unknown: header.filter(
      (name, index) =>
        name.trim() !== '' && !known.has(headerKey(name)) && positions.get(headerKey(name)) === index,
    ),
  };
}

/**
 * Parses import CSV text into typed rows and a report.
 * @example importCsv('name\nA\nA', { columns: ['name'], nameColumn: 'name', toRow: (c) => c('name') }).rows // ["A"]
 */
export function importCsv<Column extends string, Row>(
  text: string,
  spec: CsvImportSpec<Column, Row>,
  existingNames: readonly string[] = [],
): CsvImportReport<Row> {
  // A fixed delimiter keeps single-column files from tripping delimiter guessing.
  const parsed = Papa.parse<string[]>(text, { header: false, delimiter: ',', skipEmptyLines: false });
  const errors: CsvImportError[] = parsed.errors.map((error) => ({
    rowNumber: typeof error.row === 'number' ? error.row + 1 : null,
    code: error.code,
    message: error.message,
  }));
  return importRecords(parsed.data, spec, existingNames, errors);
}

/**
 * The rules of importCsv over records already parsed (the header first), so a caller can
 * parse a large file in chunks (in a worker, with progress) and apply the same rules.
 * @example importRecords([['name'], ['A'], ['']], { columns: ['name'], nameColumn: 'name', toRow: (c) => c('name') }).rows // ["A"]
 */
export function importRecords<Column extends string, Row>(
  data: readonly (readonly string[])[],
  spec: CsvImportSpec<Column, Row>,
  existingNames: readonly string[] = [],
  errors: CsvImportError[] = [],
): CsvImportReport<Row> {
  const [headerRecord = [], ...records] = data;

  const positions = new Map<string, number>();
  headerRecord.forEach((header, index) => {
    const key = headerKey(header);
    if (key !== '' && !positions.has(key)) positions.set(key, index);
  });
  const missingColumns = spec.columns.filter((column) => !positions.has(headerKey(column)));

  const seen = new Set(existingNames.map(nameKey));
  const inFile = new Set<string>();
  const report: CsvImportReport<Row> = {
    rows: [],
    rowNumbers: [],
    skippedEmpty: [],
    duplicates: [],
    errors,
    missingColumns,
  };

  // Each column's position, found once: a 50,000-row file reads 17 cells a row.
  const columnPositions = new Map<string, number | undefined>(
    spec.columns.map((column) => [column, positions.get(headerKey(column))]),
  );
  const positionOf = (column: Column): number | undefined =>
    columnPositions.has(column) ? columnPositions.get(column) : positions.get(headerKey(column));
  records.forEach((record, index) => {
    const rowNumber = index + 2;
    if (isBlankRecord(record)) return;
    const cell: CsvCellReader<Column> = (column) => {
      const position = positionOf(column);
      return position === undefined ? '' : (record[position] ?? '').trim();
    };
    const name = cell(spec.nameColumn);
    if (name === '') {
      report.skippedEmpty.push(rowNumber);
      return;
    }
    // A header repeated further down (files pasted together) is not a row.
    if (headerKey(name) === headerKey(spec.nameColumn)) return;
    const key = nameKey(name);
    if (seen.has(key)) {
      report.duplicates.push({ rowNumber, name, reason: inFile.has(key) ? 'repeated' : 'existing' });
      return;
    }
    seen.add(key);
    inFile.add(key);
    report.rows.push(spec.toRow(cell));
    report.rowNumbers.push(rowNumber);
  });
  return report;
}
