import { type CsvImportReport, type CsvImportSpec, importCsv } from './csv-import';
import { parseCsvNumber } from './csv-values';

/** Customer CSV columns, in the spec's order (also the template's order). */
export const CUSTOMER_IMPORT_COLUMNS = [
  'companyName',
  'addressLineOne',
  'streetNumber',
  'streetName',
  'suburb',
  'state',
  'postcode',
  'email',
  'phoneNumber',
  'lat',
  'lng',
] as const;

/** One customer CSV column name. */
export type CustomerImportColumn = (typeof CUSTOMER_IMPORT_COLUMNS)[number];

/**
 * One customer read from CSV. Postcode and street number stay text because
 * "0800" and "12A" are valid; lat and lng read as null when unparseable.
 */
export type CustomerImportRow = {
  companyName: string;
  addressLineOne: string;
  streetNumber: string;
  streetName: string;
  suburb: string;
  state: string;
  postcode: string;
  email: string;
  phoneNumber: string;
  lat: number | null;
  lng: number | null;
};

/** How a customer CSV is read: its columns, its name column and each row's typed customer. */
export const CUSTOMER_IMPORT_SPEC: CsvImportSpec<CustomerImportColumn, CustomerImportRow> = {
  columns: CUSTOMER_IMPORT_COLUMNS,
  nameColumn: 'companyName',
  toRow: (cell) => ({
    companyName: cell('companyName'),
    addressLineOne: cell('addressLineOne'),
    streetNumber: cell('streetNumber'),
    streetName: cell('streetName'),
    suburb: cell('suburb'),
    state: cell('state'),
    postcode: cell('postcode'),
    email: cell('email'),
    phoneNumber: cell('phoneNumber'),
    lat: parseCsvNumber(cell('lat'), null),
    lng: parseCsvNumber(cell('lng'), null),
  }),
};

/**
 * Parses customer CSV text. Columns are matched by header name in any order;
 * rows without a companyName are skipped; repeated names (trimmed,
 * case-insensitive) keep the first row, and names in `existingNames` are dropped.
 * @example importCustomersCsv('companyName,lat\nAcme,?').rows[0]?.lat // null
 */
export function importCustomersCsv(
  text: string,
  existingNames: readonly string[] = [],
): CsvImportReport<CustomerImportRow> {
  return importCsv(text, CUSTOMER_IMPORT_SPEC, existingNames);
}
