import { nameUuid } from '../../src/domain/name-uuid';
import type { UnitPriceIncrement } from '../../src/domain/order-pricing';
import { applyTethers, type ProductQuantity, type ProductTetherFactor } from '../../src/domain/product-tethers';
import { entityByName } from '../../src/entities/registry';
import type { Store } from '../store/store';

/**
 * The lines of an order made from a standing order: each product and quantity, described
 * and priced as the order editor prices a new line at that moment. A customer order takes
 * the customer's price tier (its agreement's priceTierID, else the seller's default tier),
 * a purchase order the supplier's default tier; without one, the product's own price (a
 * purchase order: its cost), else 0. The seller's product tethers add their lines after them.
 * Automatic lines and totals are added afterwards by the server's order pricing.
 */

type Price = { unitPrice: number; unitPriceIncrements: UnitPriceIncrement[] | null };

type TierPrices = ReadonlyMap<string, Price>;

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? value : fallback;
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function pricesOf(tier: Readonly<Record<string, unknown>> | undefined): TierPrices {
  const prices = new Map<string, Price>();
  const list = Array.isArray(tier?.productPrices) ? (tier.productPrices as unknown[]) : [];
  for (const entry of list) {
    if (typeof entry !== 'object' || entry === null) continue;
    const price = entry as Record<string, unknown>;
    const productID = text(price.productID);
    if (productID === null) continue;
    const increments = Array.isArray(price.unitPriceIncrements) ? (price.unitPriceIncrements as UnitPriceIncrement[]) : null;
    prices.set(productID, { unitPrice: numberOr(price.unitPrice, 0), unitPriceIncrements: increments });
  }
  return prices;
}

/** The seller's prices for this buyer: the agreement's price tier, else the seller's default tier. */
async function sellerTier(store: Store, standing: Readonly<Record<string, unknown>>, sellerID: string, isCustomer: boolean): Promise<TierPrices> {
  const tiers = entityByName('supplier-price-tiers').section;
  const agreementID = isCustomer ? text(standing.supplyAgreementID) : null;
  const agreement = agreementID === null ? null : await store.get(entityByName('customers').section, agreementID);
  const tierID = text(agreement?.data.priceTierID);
  const tier = tierID === null ? null : await store.get(tiers, tierID);
  if (tier !== null) return pricesOf(tier.data);
  const { rows } = await store.list(tiers, { visibleTo: sellerID, conditions: [{ field: 'isDefault', op: 'eq', value: true }], includeInactive: false, includeCount: false });
  return pricesOf(rows.find((row) => row.companyAccountID === sellerID)?.data);
}

/** The seller's product tethers (a crate per 12 bottles), as the order editor applies them. */
async function sellerTethers(store: Store, sellerID: string): Promise<ProductTetherFactor[]> {
  const { rows } = await store.list(entityByName('product-tethers').section, { visibleTo: sellerID, conditions: [], includeInactive: false, includeCount: false });
  return rows
    .filter((row) => row.companyAccountID === sellerID)
    .flatMap((row) => {
      const triggeringProductID = text(row.data.triggeringProductID);
      const tetheredProductID = text(row.data.tetheredProductID);
      const factor = row.data.factor;
      const quantity = row.data.quantity;
      return triggeringProductID !== null && tetheredProductID !== null && typeof factor === 'number' && typeof quantity === 'number'
        ? [{ triggeringProductID, tetheredProductID, factor, quantity }]
        : [];
    });
}

/**
 * Lines for the order `id` made from the standing order `standing` (owned by `owner`): its
 * products and quantities, then the products the seller's tethers bring with them (marked
 * isTethered, priced the same way), as the order editor adds them to a new order.
 * @example await generatedOrderLines(store, { id, orders: 'customer-orders', standing, owner: 'comp1' })
 */
export async function generatedOrderLines(
  store: Store,
  input: {
    id: string;
    orders: string;
    standing: Readonly<Record<string, unknown>>;
    owner: string;
    /** The sellers' tethers already read in this run, by seller (a run reads each seller's once). */
    tethers?: Map<string, Promise<ProductTetherFactor[]>>;
  },
): Promise<Record<string, unknown>[]> {
  const items = Array.isArray(input.standing.orderItems) ? (input.standing.orderItems as unknown[]) : [];
  const isCustomer = input.orders === 'customer-orders';
  const sellerID = text(input.standing.sellerID) ?? input.owner;
  const tier = await sellerTier(store, input.standing, sellerID, isCustomer);
  const products = entityByName('products').section;
  const wanted: ProductQuantity[] = [];
  for (const entry of items) {
    if (typeof entry !== 'object' || entry === null) continue;
    const item = entry as Record<string, unknown>;
    const productID = text(item.productID);
    const quantity = numberOr(item.quantity, 0);
    if (productID === null || quantity <= 0) continue;
    wanted.push({ productID, quantity });
  }
  let tethers = input.tethers?.get(sellerID);
  if (tethers === undefined) {
    tethers = sellerTethers(store, sellerID);
    const cache = input.tethers;
    // A failed read is not kept: the next order reads again.
    tethers.catch(() => cache?.delete(sellerID));
    cache?.set(sellerID, tethers);
  }
  const tethered = applyTethers(wanted, await tethers);
  const lines: Record<string, unknown>[] = [];
  for (const [index, { productID, quantity }] of [...wanted, ...tethered].entries()) {
    const product = (await store.get(products, productID))?.data ?? {};
    const listed = isCustomer ? numberOr(product.price, 0) : numberOr(product.cost, numberOr(product.price, 0));
    const price = tier.get(productID) ?? { unitPrice: listed, unitPriceIncrements: null };
    lines.push({
      id: nameUuid(`${input.id}|line|${index}`),
      productID,
      quantity,
      description: text(product.productName) ?? productID,
      lineItemCode: text(product.abbreviation),
      unitPrice: price.unitPrice,
      unitPriceIncrements: price.unitPriceIncrements,
      discount: 0,
      taxType: text(product.taxType),
      tags: text(product.tags),
      sortNumber: index + 1,
      isPlaceholder: false,
      ...(index >= wanted.length ? { isTethered: true } : {}),
      product: {
        id: productID,
        productName: text(product.productName),
        abbreviation: text(product.abbreviation),
        placeholderProductID: text(product.placeholderProductID),
        taxType: text(product.taxType),
        tags: text(product.tags),
      },
    });
  }
  return lines;
}
