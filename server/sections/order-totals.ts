import { priceOrder, type AutomaticLineItemDefinition } from '../../src/domain/automatic-line-items';
import type { OrderLineInput } from '../../src/domain/order-pricing';
import type { Store } from '../store/store';

/** Sections the server reads to price an order. */
export type PricingSections = { automaticLineItems: string; locations: string };

function isLine(value: unknown): value is OrderLineInput {
  return typeof value === 'object' && value !== null && typeof (value as { quantity?: unknown }).quantity === 'number';
}

/**
 * Recomputes an order's lines and totals with the domain core: the client's totals and
 * automatic lines are never trusted. Automatic lines come from the seller's definitions.
 */
export async function withServerTotals(
  store: Store,
  sections: PricingSections,
  order: Record<string, unknown>,
  owner: string,
): Promise<Record<string, unknown>> {
  const items = Array.isArray(order.orderItems) ? order.orderItems.filter(isLine) : [];
  const seller = typeof order.sellerID === 'string' && order.sellerID !== '' ? order.sellerID : owner;
  const definitions = await store.list(sections.automaticLineItems, {
    visibleTo: seller,
    conditions: [],
    includeInactive: false,
    includeCount: false,
  });
  const ownDefinitions = definitions.rows
    .filter((row) => row.companyAccountID === seller)
    .map((row) => ({ ...row.data, id: row.id }) as AutomaticLineItemDefinition);
  const location =
    typeof order.locationID === 'string' ? await store.get(sections.locations, order.locationID) : null;
  const priced = priceOrder(
    {
      orderItems: items,
      isRequestPickup: order.isRequestPickup === true,
      tagsCSV: typeof order.tagsCSV === 'string' ? order.tagsCSV : null,
      locationID: typeof order.locationID === 'string' ? order.locationID : null,
    },
    ownDefinitions,
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
