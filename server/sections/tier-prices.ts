import type { OrderLineRule, UnitPriceIncrement } from '../../src/domain/order-pricing';
import type { RecordOf } from '../../src/entities/record-of';
import { textOf } from '../../src/domain/unknown-values';

/** One product's entry in a seller's price tier, as order pricing reads it. */
export type TierPrice = {
  unitPrice: number;
  unitPriceIncrements: UnitPriceIncrement[] | null;
  rules: OrderLineRule[] | null;
};

/**
 * A price tier's entries by product: those naming a product with a numeric unit price (the tier's
 * schema declares only productID, so the rest is read here, once, for every reader of prices).
 * With `unpricedAt`, an entry without a price is kept at that price instead of left out.
 * @example tierPrices({ productPrices: [{ productID: 'milk', unitPrice: 2.5 }] }).get('milk')?.unitPrice // 2.5
 */
export function tierPrices(
  tier: Pick<RecordOf<'supplier-price-tiers'>, 'productPrices'> | null | undefined,
  options: { unpricedAt?: number } = {},
): Map<string, TierPrice> {
  const prices = new Map<string, TierPrice>();
  for (const entry of Array.isArray(tier?.productPrices) ? tier.productPrices : []) {
    if (typeof entry !== 'object' || entry === null) continue;
    const productID = textOf(entry.productID);
    const unitPrice = typeof entry.unitPrice === 'number' ? entry.unitPrice : options.unpricedAt;
    if (productID === null || unitPrice === undefined) continue;
    prices.set(productID, {
      unitPrice,
      unitPriceIncrements: Array.isArray(entry.unitPriceIncrements)
        ? (entry.unitPriceIncrements as UnitPriceIncrement[])
        : null,
      rules: Array.isArray(entry.rules) ? (entry.rules as OrderLineRule[]) : null,
    });
  }
  return prices;
}
