import type { OrderLineRule, UnitPriceIncrement } from './order-pricing';
import { numberOf, textOf } from './unknown-values';

/** One product's entry in a seller's price tier, as order pricing reads it. */
export type TierPrice = {
  unitPrice: number;
  unitPriceIncrements: UnitPriceIncrement[] | null;
  rules: OrderLineRule[] | null;
};

/** The fields of a tier's entry a price is read from (the schema declares only productID). */
type TierPriceEntry = {
  productID?: unknown;
  unitPrice?: unknown;
  unitPriceIncrements?: unknown;
  rules?: unknown;
};

/**
 * A price tier's entries (its productPrices) by product, read once for the services and the order editor alike. The
 * tier's schema (src/entities/schemas/price-tier.ts) declares only an entry's productID; its price
 * becomes an order line's unitPrice, which the order schema holds as a finite number, so a tier
 * price is a finite number too: a price written as text ('2.5') or not finite is no price. An
 * entry without a price is left out, or kept at `unpricedAt` when given.
 * @example tierPrices([{ productID: 'milk', unitPrice: 2.5 }]).get('milk')?.unitPrice // 2.5
 * @example tierPrices([{ productID: 'milk', unitPrice: '2.5' }]).has('milk') // false
 */
export function tierPrices(
  productPrices: unknown,
  options: { unpricedAt?: number } = {},
): Map<string, TierPrice> {
  const prices = new Map<string, TierPrice>();
  const entries: unknown[] = Array.isArray(productPrices) ? productPrices : [];
  for (const entry of entries) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { productID, unitPrice, unitPriceIncrements, rules }: TierPriceEntry = entry;
    const id = textOf(productID);
    const price = numberOf(unitPrice) ?? options.unpricedAt;
    if (id === null || price === undefined) continue;
    prices.set(id, {
      unitPrice: price,
      unitPriceIncrements: Array.isArray(unitPriceIncrements)
        ? (unitPriceIncrements as UnitPriceIncrement[])
        : null,
      rules: Array.isArray(rules) ? (rules as OrderLineRule[]) : null,
    });
  }
  return prices;
}
