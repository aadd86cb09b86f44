import { priceOrder, type AutomaticLineItemDefinition } from '../../src/domain/automatic-line-items';
import type { OrderLineInput, UnitPriceIncrement } from '../../src/domain/order-pricing';
import { HttpProblem } from '../http/problem';
import type { RecordRow, Store } from '../store/store';

/** Sections the server reads to price an order. */
export type PricingSections = {
  automaticLineItems: string;
  locations: string;
  /** The sellers' supply agreements (their customers), naming each buyer's price tier. */
  agreements?: string;
  /** The sellers' price tiers, with a price per product. */
  priceTiers?: string;
};

/** Who writes the order: its owner, the company writing now, and what was stored before. */
export type PricingContext = { owner: string; writer: string; stored: RecordRow | null };

type TierPrice = { unitPrice: number; unitPriceIncrements: readonly UnitPriceIncrement[] | null };

function isLine(value: unknown): value is OrderLineInput {
  return typeof value === 'object' && value !== null && typeof (value as { quantity?: unknown }).quantity === 'number';
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/**
 * The seller's agreement with the buyer: the one the order names if it is the seller's, else any
 * (a buyer's own order names its supplier record). The buyer's catalogue of the seller reads by it too.
 */
export async function sellerAgreement(store: Store, sections: Pick<PricingSections, 'agreements'>, seller: string, buyer: string | null, named: string | null): Promise<RecordRow | null> {
  if (sections.agreements === undefined || buyer === null || buyer === seller) return null;
  const { rows } = await store.list(sections.agreements, {
    visibleTo: seller,
    conditions: [{ field: 'buyerID', op: 'eq', value: buyer }],
    includeInactive: false,
    includeCount: false,
    take: 50,
  });
  const own = rows.filter((row) => row.companyAccountID === seller);
  return own.find((row) => row.id === named) ?? own[0] ?? null;
}

async function tierPrices(store: Store, sections: PricingSections, seller: string, agreement: RecordRow | null): Promise<Map<string, TierPrice> | null> {
  const tierID = text(agreement?.data.priceTierID);
  if (sections.priceTiers === undefined || tierID === null) return null;
  const tier = await store.get(sections.priceTiers, tierID);
  if (tier === null || tier.companyAccountID !== seller || !Array.isArray(tier.data.productPrices)) return null;
  const prices = new Map<string, TierPrice>();
  for (const entry of tier.data.productPrices as Record<string, unknown>[]) {
    const productID = text(entry.productID);
    if (productID !== null && typeof entry.unitPrice === 'number') {
      prices.set(productID, { unitPrice: entry.unitPrice, unitPriceIncrements: Array.isArray(entry.unitPriceIncrements) ? (entry.unitPriceIncrements as UnitPriceIncrement[]) : null });
    }
  }
  return prices;
}

function storedPrices(stored: RecordRow | null): Map<string, TierPrice> {
  const prices = new Map<string, TierPrice>();
  const items = Array.isArray(stored?.data.orderItems) ? (stored.data.orderItems as unknown[]).filter(isLine) : [];
  for (const item of items) {
    const productID = text(item.productID);
    if (productID !== null && item.automaticLineItemID == null) {
      prices.set(productID, { unitPrice: item.unitPrice ?? 0, unitPriceIncrements: item.unitPriceIncrements ?? null });
    }
  }
  return prices;
}

/**
 * Prices are the seller's. A product line takes its price from the seller's price tier for the
 * buyer's agreement; without one, the seller's own entry stands when the seller (or the owner
 * of an order with an outside seller) writes it, and a buyer's line keeps the price it had.
 */
function repriced(lines: readonly OrderLineInput[], tier: Map<string, TierPrice> | null, fallback: Map<string, TierPrice> | null, label: string): OrderLineInput[] {
  return lines
    .filter((line) => line.automaticLineItemID == null)
    .map((line) => {
      const productID = text(line.productID);
      if (productID === null) return line;
      const price = tier?.get(productID) ?? fallback?.get(productID);
      if (price !== undefined) return { ...line, unitPrice: price.unitPrice, unitPriceIncrements: price.unitPriceIncrements };
      if (fallback === null) return line;
      throw new HttpProblem(422, `${line.product?.productName ?? line.description ?? productID} has no price for you on this ${label}: ask the seller to add it.`, {
        errors: [{ field: 'orderItems', message: 'No price for this product' }],
      });
    });
}

/**
 * Recomputes an order's lines and totals with the domain core: the client's prices, totals and
 * automatic lines are never trusted. The seller's automatic lines and price tiers apply only to
 * its own orders and to buyers it has an agreement with, and are never shown to anyone else.
 */
export async function withServerTotals(
  store: Store,
  sections: PricingSections,
  order: Record<string, unknown>,
  context: PricingContext,
): Promise<Record<string, unknown>> {
  const items = Array.isArray(order.orderItems) ? order.orderItems.filter(isLine) : [];
  const seller = text(order.sellerID) ?? context.owner;
  const buyer = text(order.buyerID);
  const agreement = await sellerAgreement(store, sections, seller, buyer, text(order.supplyAgreementID));
  const sellerTerms = seller === context.owner || agreement !== null;
  const tier = await tierPrices(store, sections, seller, agreement);
  // The seller, and an owner buying from a seller outside Bulktrade, price their own lines.
  const writerPrices = context.writer === seller || (context.writer === context.owner && agreement === null);
  const lines = repriced(items, tier, writerPrices ? null : storedPrices(context.stored), 'order');
  const definitions = sellerTerms
    ? (await store.list(sections.automaticLineItems, { visibleTo: seller, conditions: [], includeInactive: false, includeCount: false })).rows
        .filter((row) => row.companyAccountID === seller)
        .map((row) => ({ ...row.data, id: row.id }) as AutomaticLineItemDefinition)
    : [];
  const location = typeof order.locationID === 'string' ? await store.get(sections.locations, order.locationID) : null;
  const priced = priceOrder(
    {
      orderItems: lines,
      isRequestPickup: order.isRequestPickup === true,
      tagsCSV: typeof order.tagsCSV === 'string' ? order.tagsCSV : null,
      locationID: typeof order.locationID === 'string' ? order.locationID : null,
    },
    definitions,
    location ? { location: { lat: Number(location.data.lat), lng: Number(location.data.lng) } } : {},
  );
  return {
    ...order,
    orderItems: priced.lines,
    subTotal: priced.subTotal,
    taxTotal: priced.taxTotal,
    amountTotal: priced.amountTotal,
  };
}
