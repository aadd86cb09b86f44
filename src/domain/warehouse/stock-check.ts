import { committedUnits } from '../stock-available';
import { numberOrZero } from '../unknown-values';
import type { Batch } from '../schemas/batch';
import type { Consignment } from '../schemas/consignment';
import type { Product } from '../schemas/product';

/** Demand for the coming days against stock, per product and location. */

export type DemandLine = { productID: string; locationID: string; quantity: number; dueDate: string };
export type CheckRow = {
  productID: string;
  locationID: string;
  demand: number;
  inStock: number;
  balance: number;
};

/**
 * Demand due from `from` up to (not including) `until`, summed per product and location and set
 * against the units in stock there; shortfalls (most short first), then the rest by product.
 * @example checkStock([{ productID: 'p', locationID: 'l', quantity: 5, dueDate: '2026-03-04T00:00:00Z' }], new Map([['p|l', 3]]), '2026-03-03T00:00:00Z', '2026-03-10T00:00:00Z')
 * // [{ productID: 'p', locationID: 'l', demand: 5, inStock: 3, balance: -2 }]
 */
export function checkStock(
  demand: readonly DemandLine[],
  stock: ReadonlyMap<string, number>,
  from: string,
  until: string,
): CheckRow[] {
  const start = Date.parse(from);
  const end = Date.parse(until);
  const sums = new Map<string, { productID: string; locationID: string; demand: number }>();
  for (const line of demand) {
    const due = Date.parse(line.dueDate);
    if (!(due >= start && due < end) || line.quantity <= 0) continue;
    const key = `${line.productID}|${line.locationID}`;
    const sum = sums.get(key) ?? { productID: line.productID, locationID: line.locationID, demand: 0 };
    sum.demand += line.quantity;
    sums.set(key, sum);
  }
  return [...sums.entries()]
    .map(([key, sum]) => {
      const inStock = stock.get(key) ?? 0;
      return { ...sum, inStock, balance: inStock - sum.demand };
    })
    .sort(
      (a, b) =>
        Math.min(a.balance, 0) - Math.min(b.balance, 0) ||
        a.productID.localeCompare(b.productID) ||
        a.locationID.localeCompare(b.locationID),
    );
}

/** A consignment as its demand reads it. */
type ConsignmentLike = Readonly<
  Partial<
    Pick<
      Consignment,
      | 'isDispatched'
      | 'isInactive'
      | 'pickedOn'
      | 'departureLocationID'
      | 'dueDate'
      | 'consignmentOrderItems'
      | 'consignmentEntryItems'
    >
  >
>;

/**
 * What open consignments (not yet picked or dispatched) still ask of each location: what they
 * commit (their order lines less what is picked, src/domain/stock-available.ts), so units
 * already picked, which the stock no longer holds, are not asked for twice.
 * @example consignmentDemand([{ departureLocationID: 'wh', dueDate: 'd', consignmentOrderItems: [{ productID: 'p', quantity: 5 }], consignmentEntryItems: [{ productID: 'p', quantityPicked: 2 }] }])
 * // [{ productID: 'p', locationID: 'wh', quantity: 3, dueDate: 'd' }]
 */
export function consignmentDemand(consignments: readonly ConsignmentLike[]): DemandLine[] {
  const lines: DemandLine[] = [];
  for (const c of consignments) {
    if (
      c.isDispatched === true ||
      c.isInactive === true ||
      (typeof c.pickedOn === 'string' && c.pickedOn !== '')
    )
      continue;
    const locationID = typeof c.departureLocationID === 'string' ? c.departureLocationID : '';
    const dueDate = typeof c.dueDate === 'string' ? c.dueDate : '';
    if (locationID === '' || dueDate === '') continue;
    const ordered = new Map<string, number>();
    for (const item of c.consignmentOrderItems ?? []) {
      if (typeof item.productID !== 'string' || typeof item.quantity !== 'number') continue;
      ordered.set(item.productID, (ordered.get(item.productID) ?? 0) + item.quantity);
    }
    const picked = new Map<string, number>();
    for (const item of c.consignmentEntryItems ?? []) {
      if (typeof item.productID === 'string')
        picked.set(item.productID, (picked.get(item.productID) ?? 0) + numberOrZero(item.quantityPicked));
    }
    for (const [productID, quantity] of ordered) {
      const committed = committedUnits(quantity, picked.get(productID) ?? 0, true);
      if (committed > 0) lines.push({ productID, locationID, quantity: committed, dueDate });
    }
  }
  return lines;
}

/** A product as the stock checker names and filters it. */
type NamedProduct = Readonly<
  Pick<Product, 'id'> & Partial<Pick<Product, 'abbreviation' | 'productName' | 'isSold'>>
>;

/** A batch as its code names its product. */
type NamedBatch = Readonly<Partial<Pick<Batch, 'batchcode' | 'productID'>>>;

/**
 * The products a typed or scanned text names: a batch code names its batch's product, an
 * abbreviation its product, and otherwise any product whose name holds the text. Null for no text
 * (every product).
 * @example productsNamed('GD251124', [{ id: 'milk', productName: 'Milk 2L' }], [{ id: 'b1', batchcode: 'GD251124', productID: 'milk' }]) // Set { 'milk' }
 */
export function productsNamed(
  text: string,
  products: readonly NamedProduct[],
  batches: readonly NamedBatch[],
): Set<string> | null {
  const wanted = text.trim().toLowerCase();
  if (wanted === '') return null;
  const lower = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : '');
  const byBatch = batches
    .filter((batch) => lower(batch.batchcode) === wanted)
    .map((batch) => String(batch.productID));
  if (byBatch.length > 0) return new Set(byBatch);
  const byCode = products
    .filter((product) => lower(product.abbreviation) === wanted)
    .map((product) => product.id);
  if (byCode.length > 0) return new Set(byCode);
  return new Set(
    products.filter((product) => lower(product.productName).includes(wanted)).map((product) => product.id),
  );
}

/**
 * The rows the hubs menu's "Stock Checker" shows (`filterBy=Sold`): products the company sells,
 * a product counting as sold unless it says it is not (a raw material made into others).
 * @example soldOnly([{ productID: 'flour', ... }], [{ id: 'flour', isSold: false }]) // []
 */
export function soldOnly<T extends { productID: string }>(
  rows: readonly T[],
  products: readonly NamedProduct[],
): T[] {
  const notSold = new Set(
    products.filter((product) => product.isSold === false).map((product) => product.id),
  );
  return rows.filter((row) => !notSold.has(row.productID));
}
