/**
 * Goods counted in at a receival enter stock: one `received` ledger entry per product (and
 * batch, when the item names one) at the receival's destination, in units (packages received
 * times the units the product's stock increment puts in that package).
 */
import type { StockEntry } from './stock-ledger';
import { textOf } from './unknown-values';

/** A package counted in at a receival, as its stock entries read it. */
type ReceivedPackage = {
  readonly productID?: string | null;
  readonly batchID?: string | null;
  readonly measurementID?: string | null;
  readonly quantityReceived?: number | null;
};

/** A receival as its stock entries read it. */
export type StockedReceival = {
  readonly id?: string;
  readonly receivedOn?: string | null;
  readonly isFulfilled?: boolean | null;
  readonly destinationLocationID?: string | null;
  readonly packagedItems?: readonly ReceivedPackage[] | null;
};

/** Units of a product in one package of a measurement (1 when the package is the unit itself). */
export type UnitsPerPackage = (productID: string, measurementID: string | null) => number;

/**
 * Whether a receival has been received (counted in: a receivedOn date, or fulfilled).
 * @example isReceived({ receivedOn: '2026-03-03T01:00:00Z' }) // true
 */
export function isReceived(receival: StockedReceival | null | undefined): boolean {
  if (receival === null || receival === undefined) return false;
  const on = textOf(receival.receivedOn);
  return (on !== null && !on.startsWith('0001-')) || receival.isFulfilled === true;
}

/** One entry to book, with the id that makes it exactly once. */
export type ReceivedEntry = { id: string; entry: StockEntry };

/**
 * The ledger entries of a received receival, one per product and batch, quantities in units;
 * items without a product, or with nothing received, book nothing.
 * @example receivedStockEntries({ id: 'r', destinationLocationID: 'wh', packagedItems: [{ productID: 'milk', measurementID: 'crate', quantityReceived: 2 }] }, () => 9)[0].entry.quantity // 18
 */
export function receivedStockEntries(
  receival: StockedReceival & { readonly id: string },
  unitsPerPackage: UnitsPerPackage,
): ReceivedEntry[] {
  const locationID = textOf(receival.destinationLocationID);
  if (locationID === null) return [];
  const totals = new Map<string, { productID: string; batchID: string | null; quantity: number }>();
  const items: readonly ReceivedPackage[] = Array.isArray(receival.packagedItems)
    ? receival.packagedItems
    : [];
  for (const item of items) {
    if (typeof item !== 'object' || item === null) continue;
    const productID = textOf(item.productID);
    const received =
      typeof item.quantityReceived === 'number' && Number.isFinite(item.quantityReceived)
        ? item.quantityReceived
        : 0;
    if (productID === null || received <= 0) continue;
    const batchID = textOf(item.batchID);
    const units = received * Math.max(1, unitsPerPackage(productID, textOf(item.measurementID)));
    const key = `${productID}|${batchID ?? ''}`;
    const current = totals.get(key);
    totals.set(key, { productID, batchID, quantity: (current?.quantity ?? 0) + units });
  }
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, line]) => ({
      id: `${receival.id}:received:${key}`,
      entry: {
        kind: 'received',
        productID: line.productID,
        locationID,
        batchID: line.batchID,
        quantity: line.quantity,
      },
    }));
}
