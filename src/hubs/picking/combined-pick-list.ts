import type { EntryItem, OrderLine } from './pick-state';

/** One product of the combined pick list of a day and location. */
export type CombinedLine = { productID: string; ordered: number; picked: number; consignments: number };

/**
 * The day's lines summed per product, for one walk through the shelves.
 * @example combinedPickList([{ consignmentOrderItems: [{ productID: 'p', quantity: 2 }] }]) // [{ productID: 'p', ordered: 2, picked: 0, consignments: 1 }]
 */
export function combinedPickList(
  consignments: readonly {
    consignmentOrderItems?: readonly OrderLine[] | null;
    consignmentEntryItems?: readonly EntryItem[] | null;
  }[],
): CombinedLine[] {
  const byProduct = new Map<string, CombinedLine>();
  for (const consignment of consignments) {
    for (const line of consignment.consignmentOrderItems ?? []) {
      const sum = byProduct.get(line.productID) ?? {
        productID: line.productID,
        ordered: 0,
        picked: 0,
        consignments: 0,
      };
      sum.ordered += line.quantity;
      sum.consignments += 1;
      sum.picked += (consignment.consignmentEntryItems ?? [])
        .filter((item) => item.productID === line.productID)
        .reduce((total, item) => total + (item.quantityPicked ?? 0), 0);
      byProduct.set(line.productID, sum);
    }
  }
  return [...byProduct.values()];
}
