import { priceOrder } from '../../src/domain/automatic-line-items';
import { sellerLineDefinitions } from '../../src/domain/delivery-fees';
import {
  lineProblemsMessage,
  partyOrderLines,
  withSellerPricingTags,
} from '../../src/domain/order-line-rules';
import type { OrderLineInput } from '../../src/domain/order-pricing';
import { entityByName } from '../../src/entities/registry';
import type { EntityName, RecordOf } from '../../src/entities/record-of';
import { HttpProblem } from '../http/problem';
import { entityRow, getEntityRow, ownEntityRows, type EntityRow } from '../store/entity-row';
import type { RecordRow, Store } from '../store/store';
import { catalogueLines, sellerAgreement } from './supplier-catalogue';
import { tierPrices as pricesOfTier, type TierPrice } from '../../src/domain/tier-prices';
import { textOf } from '../../src/domain/unknown-values';

/** Sections the server reads to price an order. */
export type PricingSections = {
  automaticLineItems: string;
  locations: string;
  /** The sellers' delivery fees (the registry's by default): Delivery Fee lines, priced with the automatic lines. */
  deliveryFees?: string;
  /** The sellers' zones (the registry's by default): the areas fees and lines name. */
  zones?: string;
  /** The sellers' supply agreements (their customers), naming each buyer's price tier. */
  agreements?: string;
  /** The sellers' price tiers, with a price per product. */
  priceTiers?: string;
  /** The sellers' products (the registry's by default): a buyer's lines name them. */
  products?: string;
};

/** Who writes the order: its owner, the company writing now, and what was stored before. */
export type PricingContext = { owner: string; writer: string; stored: RecordRow | null };

/**
 * The fields of an order (or a standing order) that pricing reads, as a write gives them (its
 * schema checked them, but the four order entities differ); every other field passes through.
 */
export type PricedOrder = {
  readonly orderItems?: unknown;
  readonly sellerID?: unknown;
  readonly buyerID?: unknown;
  readonly supplyAgreementID?: unknown;
  readonly tagsCSV?: unknown;
  readonly locationID?: unknown;
  readonly isRequestPickup?: unknown;
};

/** What pricing sets on an order: its lines, and the totals of them. */
export type OrderTotals = Pick<RecordOf<'customer-orders'>, 'subTotal' | 'taxTotal' | 'amountTotal'> & {
  orderItems: OrderLineInput[];
  tagsCSV?: string | null;
};

function isLine(value: unknown): value is OrderLineInput {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { quantity?: unknown }).quantity === 'number'
  );
}

async function tierPrices(
  store: Store,
  sections: PricingSections,
  seller: string,
  agreement: EntityRow<'customers'> | null,
): Promise<Map<string, TierPrice> | null> {
  const tierID = textOf(agreement?.data.priceTierID);
  if (sections.priceTiers === undefined || tierID === null) return null;
  const stored = await store.get(sections.priceTiers, tierID);
  const tier = stored === null ? null : entityRow('supplier-price-tiers', stored);
  if (tier === null || tier.companyAccountID !== seller || !Array.isArray(tier.data.productPrices))
    return null;
  return pricesOfTier(tier.data.productPrices);
}

function storedLines(stored: RecordRow | null): OrderLineInput[] {
  const items: unknown = stored?.data.orderItems;
  return Array.isArray(items) ? items.filter(isLine) : [];
}

/**
 * The seller's own lines: a product line takes its price from the seller's price tier for the
 * buyer's agreement where the tier has one, else the seller's own entry stands (as does the
 * owner's, on an order with a seller outside Bulktrade).
 */
function sellerPriced(
  lines: readonly OrderLineInput[],
  tier: Map<string, TierPrice> | null,
): OrderLineInput[] {
  return lines
    .filter((line) => line.automaticLineItemID == null)
    .map((line) => {
      const productID = textOf(line.productID);
      const price = productID === null ? undefined : tier?.get(productID);
      return price === undefined
        ? line
        : { ...line, unitPrice: price.unitPrice, unitPriceIncrements: price.unitPriceIncrements };
    });
}

/** How a refusal names the seller: its company name, else its account id. */
async function sellerName(store: Store, seller: string): Promise<string> {
  const company = await getEntityRow(store, 'companies', seller);
  return textOf(company?.data.companyName) ?? seller;
}

/**
 * A buyer's lines on an order its seller prices (the seller's order it is a party to, or its own
 * purchase order with a seller on Bulktrade that agreed terms with it): only products of the
 * seller's catalogue for the buyer, in positive quantities within their rules, at the seller's
 * prices and tax; the seller's own lines and pricing tags stay as the seller left them (src/domain/order-line-rules.ts).
 * Refused (422) line by line otherwise.
 */
async function buyerLines(
  store: Store,
  sections: PricingSections,
  order: PricedOrder,
  items: readonly OrderLineInput[],
  seller: string,
  agreement: EntityRow<'customers'> | null,
  stored: RecordRow | null,
): Promise<{ lines: OrderLineInput[]; tagsCSV: string | null }> {
  const wanted = items.flatMap((line) => (textOf(line.productID) === null ? [] : [String(line.productID)]));
  const catalogue =
    sections.priceTiers === undefined
      ? new Map()
      : await catalogueLines(
          store,
          {
            priceTiers: sections.priceTiers,
            products: sections.products ?? entityByName('products').section,
          },
          seller,
          agreement,
          wanted,
        );
  const name = await sellerName(store, seller);
  const result = partyOrderLines({ lines: items, stored: storedLines(stored), catalogue, seller: name });
  if (!result.ok) {
    const [first] = result.problems;
    throw new HttpProblem(422, lineProblemsMessage(result.problems), {
      // The first line refused, and its rule, as the ordering policy's refusals name theirs.
      rule: first?.rule ?? 'catalogue',
      line: first?.index ?? null,
      field: first?.field ?? 'orderItems',
      errors: result.problems.map(({ field, message }) => ({ field, message })),
    });
  }
  const tagsCSV = withSellerPricingTags(
    typeof order.tagsCSV === 'string' ? order.tagsCSV : null,
    typeof stored?.data.tagsCSV === 'string' ? stored.data.tagsCSV : null,
  );
  return { lines: result.lines, tagsCSV };
}

/** The seller's records in use of one of the sections pricing reads, as the domain's definitions take them. */
async function ownRecords<N extends EntityName>(
  store: Store,
  name: N,
  section: string,
  seller: string,
): Promise<RecordOf<N>[]> {
  const rows = await ownEntityRows(store, name, seller, { section, includeInactive: false });
  return rows.map((row) => ({ ...row.data, id: row.id }));
}

/** How the domain takes a seller's lines: it reads a line without a name as one named nothing. */
type LineDefinitions = Parameters<typeof sellerLineDefinitions>[0]['automaticLineItems'];

/** The seller's automatic lines and delivery fees, each within its boundary or zone (src/domain/delivery-fees.ts). */
async function sellerDefinitions(store: Store, sections: PricingSections, seller: string) {
  return sellerLineDefinitions({
    automaticLineItems: (await ownRecords(
      store,
      'automatic-line-items',
      sections.automaticLineItems,
      seller,
    )) as LineDefinitions,
    deliveryFees: (await ownRecords(
      store,
      'delivery-fees',
      sections.deliveryFees ?? entityByName('delivery-fees').section,
      seller,
    )) as LineDefinitions,
    zones: await ownRecords(store, 'zones', sections.zones ?? entityByName('zones').section, seller),
  });
}

/**
 * Recomputes an order's lines and totals with the domain core: the client's prices, totals and
 * automatic lines are never trusted. The seller's automatic lines and price tiers apply only to
 * its own orders and to buyers it has an agreement with, and are never shown to anyone else.
 * The seller (and the owner of an order with a seller outside Bulktrade or without an agreement
 * with it) writes its lines as it likes; anyone else writes only within the seller's catalogue for
 * the buyer (buyerLines).
 */
export async function withServerTotals<T extends PricedOrder>(
  store: Store,
  sections: PricingSections,
  order: T,
  context: PricingContext,
): Promise<Omit<T, keyof OrderTotals> & OrderTotals> {
  const items = Array.isArray(order.orderItems) ? order.orderItems.filter(isLine) : [];
  const seller = textOf(order.sellerID) ?? context.owner;
  // An order the owner places with another company (a standing purchase order names no buyerID) is the owner's purchase.
  const buyer = textOf(order.buyerID) ?? (seller === context.owner ? null : context.owner);
  const agreement = await sellerAgreement(store, sections, seller, buyer, textOf(order.supplyAgreementID));
  const sellerTerms = seller === context.owner || agreement !== null;
  // The seller writes its lines as it likes, as does the owner of an order with a seller outside
  // Bulktrade (no sellerID) or one without terms for it (no agreement: the demo's suppliers).
  const ownLines = context.writer === seller || (context.writer === context.owner && agreement === null);
  const { lines, tagsCSV } = ownLines
    ? {
        lines: sellerPriced(items, await tierPrices(store, sections, seller, agreement)),
        tagsCSV: typeof order.tagsCSV === 'string' ? order.tagsCSV : null,
      }
    : await buyerLines(store, sections, order, items, seller, agreement, context.stored);
  const definitions = sellerTerms ? await sellerDefinitions(store, sections, seller) : [];
  const location =
    typeof order.locationID === 'string' ? await store.get(sections.locations, order.locationID) : null;
  const place = location === null ? null : entityRow('locations', location).data;
  const priced = priceOrder(
    {
      orderItems: lines,
      isRequestPickup: order.isRequestPickup === true,
      tagsCSV,
      locationID: typeof order.locationID === 'string' ? order.locationID : null,
    },
    definitions,
    place ? { location: { lat: Number(place.lat), lng: Number(place.lng) } } : {},
  );
  return {
    ...order,
    ...(tagsCSV === (typeof order.tagsCSV === 'string' ? order.tagsCSV : null) ? {} : { tagsCSV }),
    orderItems: priced.lines,
    subTotal: priced.subTotal,
    taxTotal: priced.taxTotal,
    amountTotal: priced.amountTotal,
  };
}
