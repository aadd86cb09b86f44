import { availableStock, committedUnits } from './stock-available';
import { numberOf, textOf } from './unknown-values';

/**
 * Stock tracked items: per company, location and product, the running totals:
 * - inStock: units on hand in the stock items (which the stock ledger keeps);
 * - onRequest: units committed, asked of the warehouse and not picked yet: the open consignments' order
 *   lines less what is picked, while picking goes on (a finished pick's short units are asked no more);
 * - consigned: units picked onto consignments that have not left yet (not dispatched, not arrived);
 * - onOrder: units on the company's purchase orders for delivery to the location, until received.
 * Each record (stock item, consignment, purchase order) contributes to them on its own, so the services keep the totals by adding what a
 * write changes (after less before), and a recount is the sum over the records.
 */

export type TrackedField = 'inStock' | 'onRequest' | 'consigned' | 'onOrder';
export const TRACKED_FIELDS: readonly TrackedField[] = ['inStock', 'onRequest', 'consigned', 'onOrder'];

/** The sections whose records contribute to the totals. */
export const CONSIGNMENT_SECTIONS: readonly string[] = ['Customer/Consignments', 'Stock/Consignments'];
export const PURCHASE_ORDERS_SECTION = 'PurchaseOrders';
export const STOCK_ITEMS_SECTION = 'Stock/Items';
export const TRACKED_SECTIONS: readonly string[] = [
  STOCK_ITEMS_SECTION,
  ...CONSIGNMENT_SECTIONS,
  PURCHASE_ORDERS_SECTION,
];

/** A line (a purchase order's or consignment's order line, or a pick) as the totals read it. */
type TrackedLine = {
  readonly productID?: string | null;
  readonly quantity?: number | null;
  readonly quantityPicked?: number | null;
};

/** The fields of a stock item, consignment or purchase order the totals read. */
export type TrackedData = {
  readonly id?: string;
  /** A stock item's or purchase order's location. */
  readonly locationID?: string | null;
  /** A stock item's. */
  readonly productID?: string | null;
  readonly available?: number | null;
  /** A consignment's. */
  readonly departureLocationID?: string | null;
  readonly isDispatched?: boolean | null;
  readonly performedOn?: string | null;
  readonly pickedOn?: string | null;
  readonly consignmentOrderItems?: readonly TrackedLine[] | null;
  readonly consignmentEntryItems?: readonly TrackedLine[] | null;
  /** A purchase order's. */
  readonly receivedOn?: string | null;
  readonly buyerID?: string | null;
  readonly orderItems?: readonly TrackedLine[] | null;
};

/** A stored record as the totals read it. */
export type TrackedSource = {
  section: string;
  companyAccountID: string;
  isInactive: boolean;
  data: TrackedData;
};

export type TrackedTotals = Record<TrackedField, number>;
export const NO_TOTALS: TrackedTotals = { inStock: 0, onRequest: 0, consigned: 0, onOrder: 0 };

/**
 * The fields a stock tracked item stores: its totals and the units available (in stock less
 * on request: on hand less committed, stock-available.ts), so the screens show the services' figure.
 * @example trackedItemFields({ inStock: 84, onRequest: 24, consigned: 0, onOrder: 0 }).available // 60
 */
export function trackedItemFields(totals: TrackedTotals): TrackedTotals & { available: number } {
  return { ...totals, available: availableStock(totals.inStock, totals.onRequest) };
}

/** Totals per company, location and product, keyed by `trackedKey`. */
export type TrackedMap = Map<
  string,
  { companyAccountID: string; locationID: string; productID: string; totals: TrackedTotals }
>;

/**
 * @example trackedKey('comp1', 'wh', 'milk') // 'comp1|wh|milk'
 */
export function trackedKey(companyAccountID: string, locationID: string, productID: string): string {
  return `${companyAccountID}|${locationID}|${productID}`;
}

const linesOf = (value: readonly TrackedLine[] | null | undefined): TrackedLine[] =>
  Array.isArray(value) ? value.filter((line) => typeof line === 'object' && line !== null) : [];

function add(
  map: TrackedMap,
  company: string,
  locationID: string,
  productID: string,
  field: TrackedField,
  quantity: number,
): void {
  if (quantity === 0) return;
  const key = trackedKey(company, locationID, productID);
  const entry = map.get(key) ?? {
    companyAccountID: company,
    locationID,
    productID,
    totals: { ...NO_TOTALS },
  };
  entry.totals[field] += quantity;
  map.set(key, entry);
}

function consignmentTotals(map: TrackedMap, row: TrackedSource): void {
  const data = row.data;
  const locationID = textOf(data.departureLocationID);
  if (locationID === null || data.isDispatched === true || textOf(data.performedOn) !== null) return;
  const ordered = new Map<string, number>();
  for (const line of linesOf(data.consignmentOrderItems)) {
    const productID = textOf(line.productID);
    if (productID !== null)
      ordered.set(productID, (ordered.get(productID) ?? 0) + (numberOf(line.quantity) ?? 0));
  }
  const picked = new Map<string, number>();
  for (const line of linesOf(data.consignmentEntryItems)) {
    const productID = textOf(line.productID);
    if (productID !== null)
      picked.set(productID, (picked.get(productID) ?? 0) + (numberOf(line.quantityPicked) ?? 0));
  }
  const stillPicking = textOf(data.pickedOn) === null;
  for (const productID of new Set([...ordered.keys(), ...picked.keys()])) {
    const done = picked.get(productID) ?? 0;
    add(map, row.companyAccountID, locationID, productID, 'consigned', done);
    add(
      map,
      row.companyAccountID,
      locationID,
      productID,
      'onRequest',
      committedUnits(ordered.get(productID) ?? 0, done, stillPicking),
    );
  }
}

function purchaseOrderTotals(map: TrackedMap, row: TrackedSource): void {
  const data = row.data;
  const locationID = textOf(data.locationID);
  if (locationID === null || textOf(data.receivedOn) !== null) return;
  const buyer = textOf(data.buyerID) ?? row.companyAccountID;
  for (const line of linesOf(data.orderItems)) {
    const productID = textOf(line.productID);
    if (productID !== null) add(map, buyer, locationID, productID, 'onOrder', numberOf(line.quantity) ?? 0);
  }
}

/**
 * Adds what one record contributes to the totals into `map` (nothing for an inactive record
 * or a section that does not count).
 * @example addContribution(new Map(), { section: 'PurchaseOrders', companyAccountID: 'c', isInactive: false, data: { locationID: 'wh', orderItems: [{ productID: 'milk', quantity: 6 }] } }).get('c|wh|milk')?.totals // { inStock: 0, onRequest: 0, consigned: 0, onOrder: 6 }
 */
export function addContribution(map: TrackedMap, row: TrackedSource): TrackedMap {
  if (row.isInactive) return map;
  if (row.section === STOCK_ITEMS_SECTION) {
    const locationID = textOf(row.data.locationID);
    const productID = textOf(row.data.productID);
    if (locationID !== null && productID !== null)
      add(map, row.companyAccountID, locationID, productID, 'inStock', numberOf(row.data.available) ?? 0);
  } else if (CONSIGNMENT_SECTIONS.includes(row.section)) consignmentTotals(map, row);
  else if (row.section === PURCHASE_ORDERS_SECTION) purchaseOrderTotals(map, row);
  return map;
}

/**
 * The totals a set of records gives: a fresh recount.
 * @example recountTrackedTotals([]).size // 0
 */
export function recountTrackedTotals(rows: Iterable<TrackedSource>): TrackedMap {
  const map: TrackedMap = new Map();
  for (const row of rows) addContribution(map, row);
  return map;
}

/**
 * What a write changes in the totals: the record's contribution after, less before. Only
 * keys with a change are listed.
 * @example trackedChange(null, { section: 'PurchaseOrders', companyAccountID: 'c', isInactive: false, data: { locationID: 'wh', orderItems: [{ productID: 'milk', quantity: 6 }] } })
 * // [{ companyAccountID: 'c', locationID: 'wh', productID: 'milk', totals: { inStock: 0, onRequest: 0, consigned: 0, onOrder: 6 } }]
 */
export function trackedChange(
  before: TrackedSource | null,
  after: TrackedSource | null,
): { companyAccountID: string; locationID: string; productID: string; totals: TrackedTotals }[] {
  const was: TrackedMap = before === null ? new Map() : addContribution(new Map(), before);
  const now: TrackedMap = after === null ? new Map() : addContribution(new Map(), after);
  const changes = [];
  for (const key of [...new Set([...was.keys(), ...now.keys()])].sort()) {
    const a = was.get(key);
    const b = now.get(key);
    const base = b ?? a;
    if (base === undefined) continue;
    const totals = { ...NO_TOTALS };
    let changed = false;
    for (const field of TRACKED_FIELDS) {
      totals[field] = (b?.totals[field] ?? 0) - (a?.totals[field] ?? 0);
      if (totals[field] !== 0) changed = true;
    }
    if (changed)
      changes.push({
        companyAccountID: base.companyAccountID,
        locationID: base.locationID,
        productID: base.productID,
        totals,
      });
  }
  return changes;
}
