/**
 * The Quantity Breakdowns export (spec doc 2, sections 3 and 7): the quantities of the listed
 * records added up per product, one row per product (productID, quantity, product.productName),
 * which the CSV export then splits into packages by the products' stock increments.
 */
import { isJsonObject } from '../unknown-values';

/** One row of the breakdown, in the spec's shape. */
export type QuantityBreakdownRow = {
  productID: string;
  quantity: number;
  product: { productName: string };
};

/**
 * The properties holding a record's lines, in the order they are looked for: order and
 * standing-order lines, then a consignment's ordered lines, then its picked entries.
 */
export const ITEM_LIST_PROPERTIES = ['orderItems', 'consignmentOrderItems', 'consignmentEntryItems'] as const;

/** The columns of the breakdown CSV, before the package columns. */
export const QUANTITY_BREAKDOWN_COLUMNS: readonly string[] = ['productID', 'product.productName', 'quantity'];

/** Headers of those columns. */
export const QUANTITY_BREAKDOWN_LABELS: Readonly<Record<string, string>> = {
  productID: 'Product ID',
  'product.productName': 'Product Name',
  quantity: 'Quantity',
};

type Line = { productID: string; quantity: number; productName: string | null };

function lineOf(value: unknown): Line | null {
  if (!isJsonObject(value)) return null;
  const { productID, quantity, product } = value;
  if (typeof productID !== 'string' || productID === '') return null;
  if (typeof quantity !== 'number' || !Number.isFinite(quantity)) return null;
  const name =
    isJsonObject(product) && typeof product.productName === 'string' && product.productName !== ''
      ? product.productName
      : null;
  return { productID, quantity, productName: name };
}

/**
 * The lines of one record: those of its first non-empty item list, or the record itself
 * when it is a quantity of one product (a batch, a stock item). Lines without a product or
 * a numeric quantity are left out.
 * @example recordLines({ orderItems: [{ productID: 'p1', quantity: 2 }] }) // [{ productID: 'p1', quantity: 2, productName: null }]
 * @example recordLines({ productID: 'p1', quantity: 5 }) // [{ productID: 'p1', quantity: 5, productName: null }]
 */
export function recordLines(record: unknown): Line[] {
  if (!isJsonObject(record)) return [];
  for (const property of ITEM_LIST_PROPERTIES) {
    const items = record[property];
    if (Array.isArray(items) && items.length > 0)
      return items.map(lineOf).filter((line): line is Line => line !== null);
  }
  const own = lineOf(record);
  return own === null ? [] : [own];
}

/**
 * Whether an entity's records carry quantities per product, so the list offers
 * Quantity Breakdowns.
 * @example offersQuantityBreakdowns(new Set(['id', 'orderItems'])) // true
 * @example offersQuantityBreakdowns(new Set(['id', 'productName'])) // false
 */
export function offersQuantityBreakdowns(fields: ReadonlySet<string>): boolean {
  return (
    ITEM_LIST_PROPERTIES.some((property) => fields.has(property)) ||
    (fields.has('productID') && fields.has('quantity'))
  );
}

/**
 * Adds up the quantities of the records' lines per product. A product's name comes from
 * the lines (their product.productName) or else from `productNames`, else it is blank.
 * Products whose total is 0 are left out; rows are ordered by product name (unnamed last), then id.
 * @example quantityBreakdownRows([{ orderItems: [{ productID: 'p1', quantity: 2 }] }, { orderItems: [{ productID: 'p1', quantity: 3 }] }], new Map([['p1', 'Milk']]))
 * // [{ productID: 'p1', quantity: 5, product: { productName: 'Milk' } }]
 */
export function quantityBreakdownRows(
  records: readonly unknown[],
  productNames: ReadonlyMap<string, string> = new Map(),
): QuantityBreakdownRow[] {
  const totals = new Map<string, { quantity: number; productName: string | null }>();
  for (const record of records) {
    for (const line of recordLines(record)) {
      const total = totals.get(line.productID) ?? { quantity: 0, productName: null };
      // Added in hundredths so 0.1 + 0.2 stays 0.3 in the file.
      total.quantity = Math.round((total.quantity + line.quantity) * 100) / 100;
      total.productName ??= line.productName;
      totals.set(line.productID, total);
    }
  }
  const rows: QuantityBreakdownRow[] = [];
  for (const [productID, total] of totals) {
    if (total.quantity === 0) continue;
    rows.push({
      productID,
      quantity: total.quantity,
      product: { productName: total.productName ?? productNames.get(productID) ?? '' },
    });
  }
  // Unnamed products go last, so the named ones read like the product list.
  const unnamed = (row: QuantityBreakdownRow) => (row.product.productName === '' ? 1 : 0);
  return rows.sort(
    (a, b) =>
      unnamed(a) - unnamed(b) ||
      a.product.productName.localeCompare(b.product.productName) ||
      (a.productID < b.productID ? -1 : a.productID > b.productID ? 1 : 0),
  );
}
