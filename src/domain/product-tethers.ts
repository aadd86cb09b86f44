/**
 * A product-tether factor: every `factor` units (or part thereof) of the
 * triggering product bring `quantity` units of the tethered product
 * (e.g. one crate per 12 bottles).
 */
export type ProductTetherFactor = {
  triggeringProductID: string;
  tetheredProductID: string;
  factor: number;
  quantity: number;
};

/** A product and a quantity, as on an order line. */
export type ProductQuantity = { productID: string; quantity: number };

// 1.1 / 0.1 is 11.000000000000002 in floats; it must not round up to 12.
const CEIL_EPSILON = 1e-9;

function ceilTolerant(value: number): number {
  const nearest = Math.round(value);
  return Math.abs(value - nearest) <= CEIL_EPSILON * Math.max(1, Math.abs(value))
    ? nearest
    : Math.ceil(value);
}

/**
 * Tethered quantity = ceiling(trigger quantity / factor) × tethered quantity.
 * A non-positive factor, tethered quantity or trigger quantity gives 0.
 * @example tetheredQuantity(13, { triggeringProductID: 'bottle', tetheredProductID: 'crate', factor: 12, quantity: 1 }) // 2
 */
export function tetheredQuantity(triggerQuantity: number, tether: ProductTetherFactor): number {
  const { factor, quantity } = tether;
  if (!Number.isFinite(triggerQuantity) || !Number.isFinite(factor) || !Number.isFinite(quantity)) return 0;
  if (factor <= 0 || quantity <= 0 || triggerQuantity <= 0) return 0;
  return ceilTolerant(triggerQuantity / factor) * quantity;
}

/**
 * Quantities of tethered products to add for the given lines. Lines of the
 * same product are summed before the ceiling (two lines of 6 bottles make one
 * crate, not two). Tethers do not chain: tethered quantities trigger nothing.
 * Results follow the order tethered products first appear in `tethers`;
 * zero quantities are left out.
 * @example applyTethers([{ productID: 'bottle', quantity: 24 }], [{ triggeringProductID: 'bottle', tetheredProductID: 'crate', factor: 12, quantity: 1 }]) // [{ productID: 'crate', quantity: 2 }]
 */
export function applyTethers(
  lines: readonly ProductQuantity[],
  tethers: readonly ProductTetherFactor[],
): ProductQuantity[] {
  const triggerTotals = new Map<string, number>();
  for (const line of lines) {
    if (!Number.isFinite(line.quantity)) continue;
    triggerTotals.set(line.productID, (triggerTotals.get(line.productID) ?? 0) + line.quantity);
  }
  const added = new Map<string, number>();
  for (const tether of tethers) {
    const quantity = tetheredQuantity(triggerTotals.get(tether.triggeringProductID) ?? 0, tether);
    if (quantity === 0) continue;
    added.set(tether.tetheredProductID, (added.get(tether.tetheredProductID) ?? 0) + quantity);
  }
  return [...added].map(([productID, quantity]) => ({ productID, quantity }));
}
