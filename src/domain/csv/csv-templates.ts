import Papa from 'papaparse';
import { CUSTOMER_IMPORT_COLUMNS, type CustomerImportColumn } from './customer-import';
import { PRODUCT_IMPORT_COLUMNS, type ProductImportColumn } from './product-import';

/** Download name of the product import template. */
export const PRODUCT_TEMPLATE_FILE = 'product-import-template.csv';
/** Download name of the customer import template. */
export const CUSTOMER_TEMPLATE_FILE = 'customer-import-template.csv';

/** Example product row: shows Yes/No flags, the GST tax type and metric units. */
const PRODUCT_EXAMPLE: Readonly<Record<ProductImportColumn, string | number>> = {
  productName: 'Cold Brew Coffee 1 L',
  abbreviation: 'CBC1L',
  isPublicProduct: 'Yes',
  publicDescription: 'Ready-to-drink cold brew coffee, 1 litre bottle',
  sortNumber: 10,
  taxType: 'GST',
  isSold: 'Yes',
  isAcquired: 'No',
  isManufactured: 'Yes',
  isPerishable: 'Yes',
  expiryDays: 14,
  isTemperatureSensitive: 'Yes',
  length: 80,
  width: 80,
  height: 250,
  weight: 1.1,
  volume: 1,
};

/** Example customer row: postcode as text, coordinates in decimal degrees. */
const CUSTOMER_EXAMPLE: Readonly<Record<CustomerImportColumn, string | number>> = {
  companyName: 'Harbour Street Cafe',
  addressLineOne: 'Shop 2',
  streetNumber: '12',
  streetName: 'Harbour Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
  email: 'orders@harbourstreetcafe.example',
  phoneNumber: '02 9000 0000',
  lat: -33.8688,
  lng: 151.2093,
};

function templateCsv<Column extends string>(
  columns: readonly Column[],
  example: Readonly<Record<Column, string | number>>,
): string {
  return Papa.unparse({ fields: [...columns], data: [columns.map((column) => example[column])] });
}

/** Contents of product-import-template.csv: header row plus one example row. */
export const PRODUCT_TEMPLATE_CSV: string = templateCsv(PRODUCT_IMPORT_COLUMNS, PRODUCT_EXAMPLE);
/** Contents of customer-import-template.csv: header row plus one example row. */
export const CUSTOMER_TEMPLATE_CSV: string = templateCsv(CUSTOMER_IMPORT_COLUMNS, CUSTOMER_EXAMPLE);
