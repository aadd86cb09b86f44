/**
 * What a 3PL fulfiller bills its client (the seller whose orders it picks, packs and sends):
 * each order it dispatches for the client becomes client billable items priced from the 3PL's
 * price tier for that client (a fee per order fulfilled and per unit picked), and the unbilled
 * items become one client invoice, as a courier's delivered orders do (courier-billing.ts,
 * whose invoice lines, totals and due dates client invoices share).
 */
import { billableItemsOf, type BillableItem } from './billable-item';
import { derivedId } from './derived-id';
import { round2 } from './money';
import { numberOf } from './unknown-values';

/** A 3PL's price tier as its fees read it. */
type FulfilmentTier = {
  readonly id?: string;
  readonly orderFee?: number | null;
  readonly unitFee?: number | null;
};

/** An order line as picking counts it. */
type PickedLine = {
  readonly productID?: string | null;
  readonly automaticLineItemID?: string | null;
  readonly isPlaceholder?: boolean | null;
  readonly quantity?: number | null;
};

/** An order as a 3PL's billing reads it. */
export type FulfilledOrder = {
  readonly id?: string;
  readonly sellerID?: string | null;
  readonly fulfillerID?: string | null;
  readonly customerOrderNumber?: string | number | null;
  readonly orderItems?: readonly PickedLine[] | null;
};

/** The fulfilment fees of a price tier (dollars, before GST). */
export type FulfilmentRates = { orderFee: number; unitFee: number };

/** The tag of items priced without a price tier (the 3PL set none for the client). */
export const UNPRICED_FULFILMENT_TAG = 'NoPriceTier';

const fee = (value: unknown): number => Math.max(0, round2(numberOf(value) ?? 0));

/**
 * The fulfilment fees a price tier sets; missing or negative fees count as 0.
 * @example fulfilmentRatesOf({ orderFee: 6.5, unitFee: 0.35 }) // { orderFee: 6.5, unitFee: 0.35 }
 */
export function fulfilmentRatesOf(tier: FulfilmentTier | null | undefined): FulfilmentRates {
  return { orderFee: fee(tier?.orderFee), unitFee: fee(tier?.unitFee) };
}

/**
 * An order another company fulfils for its seller (its 3PL): the one the 3PL bills the seller for.
 * @example fulfilledFor({ sellerID: 'cider', fulfillerID: 'westgate' }, 'cider') // { client: 'cider', fulfiller: 'westgate' }
 */
export function fulfilledFor(
  order: FulfilledOrder,
  owner: string,
): { client: string; fulfiller: string } | null {
  const client = typeof order.sellerID === 'string' && order.sellerID !== '' ? order.sellerID : owner;
  const fulfiller =
    typeof order.fulfillerID === 'string' && order.fulfillerID !== '' ? order.fulfillerID : null;
  return fulfiller === null || fulfiller === client ? null : { client, fulfiller };
}

/**
 * Units picked for an order: its goods lines' quantities (automatic lines, such as a delivery
 * fee, and placeholders are not picked). A client's lines may name no product of the 3PL's.
 * @example unitsPicked({ orderItems: [{ productID: 'p', quantity: 12 }, { automaticLineItemID: 'fee', quantity: 1 }] }) // 12
 */
export function unitsPicked(order: FulfilledOrder): number {
  const lines: readonly PickedLine[] = Array.isArray(order.orderItems) ? order.orderItems : [];
  return lines.reduce<number>((sum, line) => {
    const item: PickedLine = typeof line === 'object' && line !== null ? line : {};
    const automatic = typeof item.automaticLineItemID === 'string' && item.automaticLineItemID !== '';
    return automatic || item.isPlaceholder === true ? sum : sum + Math.max(0, numberOf(item.quantity) ?? 0);
  }, 0);
}

/** One client billable item as the services store it (without owner and parties). */
export type ClientBillableItem = BillableItem;

/**
 * The id of an order's client billable item of one kind: fixed, so the items are made exactly
 * once, and derived over the fulfiller (derivedId), so no other company can take it first.
 * @example clientBillableItemID('westgate', 'co-1', 'order') // always the same version-5 UUID
 */
export function clientBillableItemID(fulfiller: string, orderID: string, kind: 'order' | 'units'): string {
  return derivedId(fulfiller, 'client-billable-item', orderID, kind);
}

/**
 * The id an order's client billable item had before ids were derived per fulfiller: items made
 * then are still found under it, so the order is never billed twice.
 * @example legacyClientBillableItemID('co-1', 'order') // 'clbi-co-1-order'
 */
export function legacyClientBillableItemID(orderID: string, kind: 'order' | 'units'): string {
  return `clbi-${orderID}-${kind}`;
}

/**
 * The billable items of an order the 3PL dispatched: the order fee, and the unit fee when the
 * tier sets it and units were picked. Without a tier, one unpriced order item (tagged
 * NoPriceTier) still records the work.
 * @example clientBillableItemsFor({ id: 'co-1', customerOrderNumber: 1200, orderItems: [] }, { orderFee: 6.5, unitFee: 0 }, { client: 'cider', fulfiller: 'westgate', on: '2026-11-25T01:00:00.000Z' })[0].amountTotal // 6.5
 */
export function clientBillableItemsFor(
  order: FulfilledOrder & { readonly id: string },
  rates: FulfilmentRates | null,
  parties: { client: string; fulfiller: string; on: string },
): ClientBillableItem[] {
  const number =
    typeof order.customerOrderNumber === 'string' || typeof order.customerOrderNumber === 'number'
      ? String(order.customerOrderNumber)
      : order.id;
  const units = unitsPicked(order);
  const item = billableItemsOf({
    itemID: order.id,
    client: parties.client,
    provider: parties.fulfiller,
    on: parties.on,
    idOf: (kind: 'order' | 'units') => clientBillableItemID(parties.fulfiller, order.id, kind),
  });
  const items = [
    item(
      'order',
      `Order ${number} picked, packed and dispatched`,
      1,
      rates?.orderFee ?? 0,
      rates === null ? UNPRICED_FULFILMENT_TAG : 'Fulfilment',
    ),
  ];
  if (rates !== null && rates.unitFee > 0 && units > 0)
    items.push(item('units', `Units picked for order ${number}`, units, rates.unitFee, 'Picking'));
  return items;
}
