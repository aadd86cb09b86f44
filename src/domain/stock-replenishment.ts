/** What to order when stock falls below a threshold. */

export type StockThresholdRule = {
  lowerThreshold: number | null;
  upperThreshold: number | null;
  minimumOrderAmount: number | null;
  orderIncrement: number | null;
};

/**
 * The quantity to bring in for a level: nothing while the level is at or above the lower
 * threshold; otherwise enough to reach the upper threshold (the lower one when no upper is
 * set), at least the minimum order amount, rounded up to whole order increments.
 * @example proposedQuantity(40, { lowerThreshold: 90, upperThreshold: 360, minimumOrderAmount: 90, orderIncrement: 9 }) // 324
 */
export function proposedQuantity(level: number, rule: StockThresholdRule): number {
  const lower = rule.lowerThreshold ?? 0;
  if (level >= lower) return 0;
  const target = Math.max(rule.upperThreshold ?? lower, lower);
  const needed = Math.max(target - level, rule.minimumOrderAmount ?? 0, 0);
  const increment = rule.orderIncrement !== null && rule.orderIncrement > 0 ? rule.orderIncrement : 1;
  // Whole increments on top of the minimum keep both rules: at least the minimum, in steps.
  const minimum = rule.minimumOrderAmount ?? 0;
  if (minimum > 0) return minimum + Math.ceil((needed - minimum) / increment) * increment;
  return Math.ceil(needed / increment) * increment;
}

/**
 * Why a purchase quantity cannot be ordered under a threshold's rule (null when it can): not a
 * whole number above 0, under the minimum order amount, or off the order increments (counted
 * from the minimum, as proposedQuantity counts them).
 * @example orderQuantityProblem(40, { lowerThreshold: 36, upperThreshold: 144, minimumOrderAmount: 36, orderIncrement: 9 }) // 'Order 36 plus steps of 9 (36, 45, 54, …)'
 */
export function orderQuantityProblem(quantity: number, rule: StockThresholdRule): string | null {
  if (!Number.isInteger(quantity) || quantity <= 0) return 'Enter a whole number above 0';
  const minimum = rule.minimumOrderAmount ?? 0;
  const increment = rule.orderIncrement !== null && rule.orderIncrement > 0 ? rule.orderIncrement : 1;
  if (quantity < minimum) return `The supplier's minimum order is ${minimum}`;
  if ((quantity - minimum) % increment !== 0) {
    const first = minimum > 0 ? minimum : increment;
    return minimum > 0
      ? `Order ${minimum} plus steps of ${increment} (${first}, ${first + increment}, ${first + 2 * increment}, …)`
      : `Order in steps of ${increment} (${first}, ${first + increment}, ${first + 2 * increment}, …)`;
  }
  return null;
}
