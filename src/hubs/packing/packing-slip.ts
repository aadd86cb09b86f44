/** A line of the packing slip: what was ordered and what goes in the packages. */
export type PackingSlipLine = { productName: string; ordered: number; packed: number };

/**
 * The packing slip's lines: each product the consignment's orders ask for, with what was picked
 * into its packages, then anything picked that was not ordered.
 * @example packingSlipLines([{ productID: 'milk', quantity: 12 }], new Map([['milk', 10]]), (id) => id) // [{ productName: 'milk', ordered: 12, packed: 10 }]
 */
export function packingSlipLines(
  orderItems: readonly { productID: string; quantity: number }[],
  packed: ReadonlyMap<string, number>,
  nameOf: (productID: string) => string,
): PackingSlipLine[] {
  const ordered = new Map<string, number>();
  for (const item of orderItems)
    ordered.set(item.productID, (ordered.get(item.productID) ?? 0) + item.quantity);
  const ids = [...ordered.keys(), ...[...packed.keys()].filter((id) => !ordered.has(id))];
  return ids.map((id) => ({
    productName: nameOf(id),
    ordered: ordered.get(id) ?? 0,
    packed: packed.get(id) ?? 0,
  }));
}

/**
 * Whether Packed may be pressed: with Label Every Package on, only once the labels of the packages
 * as they stand now were printed.
 * @example mayMarkPacked({ labelRequired: true, labelsPrinted: false }) // false
 */
export function mayMarkPacked(state: { labelRequired: boolean; labelsPrinted: boolean }): boolean {
  return !state.labelRequired || state.labelsPrinted;
}
