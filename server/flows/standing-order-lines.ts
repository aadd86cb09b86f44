import type { OrderLineInput, OrderLineProduct } from '../../src/domain/order-pricing';
import { nameUuid } from '../../src/domain/name-uuid';
import { lineQuantityProblem, type CatalogueLine } from '../../src/domain/order-line-rules';
import {
  applyTethers,
  type ProductQuantity,
  type ProductTetherFactor,
} from '../../src/domain/product-tethers';
import type { EntityName, RecordOf } from '../../src/entities/record-of';
import { getEntityRow, listEntityRows, type EntityRow } from '../store/entity-row';
import { catalogueLines, catalogueSections, sellerAgreement } from '../sections/supplier-catalogue';
import { tierPrices, type TierPrice } from '../../src/domain/tier-prices';
import type { Store } from '../store/store';
import { numberOf, textOf } from '../../src/domain/unknown-values';
import { taxTypeOf } from '../../src/domain/tax-type';

/**
 * The lines of an order made from a standing order: each product and quantity, described
 * and priced only through the buyer's own catalogue of the seller (issue 21, item 5), never by
 * a product id alone:
 * - a buyer's standing purchase order with a seller on Bulktrade that agreed terms with it: the
 *   seller's catalogue for the buyer (its own products it sells, at the buyer's tier's prices and
 *   line rules), as the services price the buyer's orders;
 * - the owner's own catalogue otherwise (a seller's standing customer order, or a purchase from
 *   a supplier outside Bulktrade): the owner's own products, at its agreement's price tier (its
 *   own), else its default tier; a product neither tier lists at nothing, as a tier's entry
 *   without a price (a product has no price of its own: the spec's product fields).
 * A product outside that catalogue (another company's, one not sold to this buyer, or in a
 * quantity its rules refuse) gets no name or price: its line is left out, with a note saying so,
 * and the rest of the order is made (a standing order runs unattended; the write itself was
 * checked when it was saved, so this meets only what changed since). The seller's product
 * tethers add their lines after them, from the same catalogue. Automatic lines and totals are
 * added afterwards by the server's order pricing.
 */
type TierPrices = ReadonlyMap<string, Pick<TierPrice, 'unitPrice' | 'unitPriceIncrements'>>;

/** The fields of a standing order (or an import's order) its lines are made from. */
export type LinesSource = {
  readonly orderItems?: unknown;
  readonly sellerID?: unknown;
  readonly supplyAgreementID?: unknown;
};

/** A line of a generated order: an order line as pricing takes it, marked when a tether brought it. */
export type GeneratedLine = Omit<OrderLineInput, 'product'> & {
  /** The product as the order shows it, even after it changes. */
  product: OrderLineProduct & { id: string; abbreviation: string | null };
  isTethered?: true;
};

/** The prices of a tier of the owner's: an entry without a price prices its product at nothing. */
function pricesOf(tier: RecordOf<'supplier-price-tiers'> | undefined): TierPrices {
  return tierPrices(tier?.productPrices, { unpricedAt: 0 });
}

/** A record of the company's own, in use: never another company's, whatever id the standing order names. */
async function ownRecord<N extends EntityName>(
  store: Store,
  name: N,
  id: string | null,
  owner: string,
): Promise<EntityRow<N> | null> {
  const row = await getEntityRow(store, name, id);
  return row !== null && row.companyAccountID === owner && !row.isInactive ? row : null;
}

/** The owner's prices: its agreement's price tier (a customer order's), else its default tier. */
async function ownTier(
  store: Store,
  standing: LinesSource,
  owner: string,
  isCustomer: boolean,
): Promise<TierPrices> {
  const agreement = isCustomer
    ? await ownRecord(store, 'customers', textOf(standing.supplyAgreementID), owner)
    : null;
  const tier = await ownRecord(store, 'supplier-price-tiers', textOf(agreement?.data.priceTierID), owner);
  if (tier !== null) return pricesOf(tier.data);
  const rows = await listEntityRows(store, 'supplier-price-tiers', {
    visibleTo: owner,
    conditions: [{ field: 'isDefault', op: 'eq', value: true }],
    includeInactive: false,
    includeCount: false,
  });
  return pricesOf(rows.find((row) => row.companyAccountID === owner)?.data);
}

/** The owner's own products among `productIDs`, as its lines take them. */
async function ownCatalogue(
  store: Store,
  standing: LinesSource,
  owner: string,
  isCustomer: boolean,
  productIDs: Iterable<string>,
): Promise<Map<string, CatalogueLine>> {
  const tier = await ownTier(store, standing, owner, isCustomer);
  const lines = new Map<string, CatalogueLine>();
  for (const productID of new Set(productIDs)) {
    const product = (await ownRecord(store, 'products', productID, owner))?.data;
    if (product === undefined) continue;
    const price = tier.get(productID) ?? { unitPrice: 0, unitPriceIncrements: null };
    lines.set(productID, {
      productID,
      productName: textOf(product.productName) ?? productID,
      abbreviation: textOf(product.abbreviation),
      taxType: taxTypeOf(product.taxType),
      tags: textOf(product.tags),
      placeholderProductID: textOf(product.placeholderProductID),
      unitPrice: price.unitPrice,
      unitPriceIncrements: price.unitPriceIncrements,
    });
  }
  return lines;
}

/** The seller's product tethers (a crate per 12 bottles), as the order editor applies them. */
async function sellerTethers(store: Store, sellerID: string): Promise<ProductTetherFactor[]> {
  const rows = await listEntityRows(store, 'product-tethers', {
    visibleTo: sellerID,
    conditions: [],
    includeInactive: false,
    includeCount: false,
  });
  return rows
    .filter((row) => row.companyAccountID === sellerID)
    .flatMap((row) => {
      const triggeringProductID = textOf(row.data.triggeringProductID);
      const tetheredProductID = textOf(row.data.tetheredProductID);
      const factor = row.data.factor;
      const quantity = row.data.quantity;
      return triggeringProductID !== null &&
        tetheredProductID !== null &&
        typeof factor === 'number' &&
        typeof quantity === 'number'
        ? [{ triggeringProductID, tetheredProductID, factor, quantity }]
        : [];
    });
}

/** The lines of a generated order, and a note for each line left out. */
export type GeneratedLines = { lines: GeneratedLine[]; leftOut: string[] };

/**
 * Lines for the order `id` made from the standing order `standing` (owned by `owner`): its
 * products and quantities from the buyer's catalogue of the seller, then the products the
 * seller's tethers bring with them (marked isTethered, priced the same way), as the order editor
 * adds them to a new order; and why any line was left out.
 * @example await generatedOrderLines(store, { id, orders: 'customer-orders', standing, owner: 'comp1' }) // { lines: [...], leftOut: [] }
 */
export async function generatedOrderLines(
  store: Store,
  input: {
    id: string;
    orders: string;
    standing: LinesSource;
    owner: string;
    /** The sellers' tethers already read in this run, by seller (a run reads each seller's once). */
    tethers?: Map<string, Promise<ProductTetherFactor[]>>;
  },
): Promise<GeneratedLines> {
  const items: unknown[] = Array.isArray(input.standing.orderItems) ? input.standing.orderItems : [];
  const isCustomer = input.orders === 'customer-orders';
  const sellerID = textOf(input.standing.sellerID) ?? input.owner;
  const wanted: ProductQuantity[] = [];
  for (const entry of items) {
    if (typeof entry !== 'object' || entry === null) continue;
    const item: { productID?: unknown; quantity?: unknown } = entry;
    const productID = textOf(item.productID);
    const quantity = numberOf(item.quantity) ?? 0;
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
  const ids = [...wanted, ...tethered].map((line) => line.productID);
  // A buyer's standing order with a seller that agreed terms with it orders from that seller's catalogue.
  const sections = catalogueSections();
  const agreement =
    sellerID === input.owner ? null : await sellerAgreement(store, sections, sellerID, input.owner, null);
  const catalogue =
    agreement !== null
      ? await catalogueLines(store, sections, sellerID, agreement, ids)
      : await ownCatalogue(store, input.standing, input.owner, isCustomer, ids);
  const offeredBy = agreement !== null ? `${sellerID}'s catalogue for you` : 'your products';
  const lines: GeneratedLine[] = [];
  const leftOut: string[] = [];
  for (const [index, { productID, quantity }] of [...wanted, ...tethered].entries()) {
    const product = catalogue.get(productID);
    const problem =
      product === undefined
        ? `it is not in ${offeredBy}`
        : agreement === null
          ? null
          : lineQuantityProblem(quantity, product.rules);
    if (product === undefined || problem !== null) {
      leftOut.push(
        `Left out ${String(quantity)} of product ${productID}: ${problem ?? 'it cannot be ordered'}.`,
      );
      continue;
    }
    lines.push({
      id: nameUuid(`${input.id}|line|${index}`),
      productID,
      quantity,
      description: product.productName,
      lineItemCode: product.abbreviation ?? null,
      unitPrice: product.unitPrice,
      unitPriceIncrements: product.unitPriceIncrements ?? null,
      discount: 0,
      taxType: product.taxType ?? null,
      tags: product.tags ?? null,
      sortNumber: lines.length + 1,
      isPlaceholder: false,
      ...(product.rules ? { rules: product.rules } : {}),
      ...(index >= wanted.length ? { isTethered: true } : {}),
      product: {
        id: productID,
        productName: product.productName,
        abbreviation: product.abbreviation ?? null,
        placeholderProductID: product.placeholderProductID ?? null,
        taxType: product.taxType ?? null,
        tags: product.tags ?? null,
      },
    });
  }
  return { lines, leftOut };
}
