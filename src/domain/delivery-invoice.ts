import { round2 } from './money';
import { localDay } from './pick-pack-settings';
import {
  effectiveTaxType,
  orderTotals,
  tieredUnitPrice,
  type OrderLineInput,
  type OrderTotals,
} from './order-pricing';
import { numberOf, textOf } from './unknown-values';
import { taxTypeOf } from './tax-type';

/**
 * Customer invoices made from deliveries (ARCHITECTURE.md: "movement delivered (proof of
 * delivery) ──▶ invoice lines from delivered quantities"). Pure: the services' flow
 * (server/flows/delivery-invoices.ts) reads the records and writes what these functions answer.
 *
 * The rules:
 * - A movement is delivered when it has a delivery time and a proof of delivery.
 * - What it delivered: the units it carried (picked, else ordered) scaled by its packages'
 *   delivered counts against their packed counts, per product when a package names one; a
 *   package short bills fewer units, never more than were carried (whole units round down).
 * - Each order line is billed at the seller's price on the order (its quantity-break price), with
 *   GST of 10% on GST lines; the order's automatic lines (delivery fee, surcharges) are billed
 *   once, with the order's first delivery.
 * - Exactly once: a movement already billed on the invoice adds nothing, and an order line is
 *   never billed past its ordered quantity, however many deliveries carry it.
 */

/** A delivery (or another movement) as invoicing reads it: when it was delivered and its proof. */
export type InvoicedMovement = {
  readonly id?: string;
  readonly deliveredOn?: string | null;
  readonly proofOfDelivery?: string | readonly unknown[] | null;
};

/** A package of a movement as the delivered count reads it. */
type CountedPackage = {
  readonly productID?: string | null;
  readonly quantityPacked?: number | null;
  readonly quantityDelivered?: number | null;
};

/** A consignment line as what it carried reads it: ordered, else picked. */
type CarriedLine = {
  readonly productID?: string | null;
  /** Picks of several batches of a product add up. */
  readonly batchID?: string | null;
  readonly quantity?: number | null;
  readonly quantityPicked?: number | null;
};

/** A consignment as what it carried reads it. */
export type CarryingConsignment = {
  readonly id?: string;
  readonly consignmentOrderItems?: readonly CarriedLine[] | null;
  readonly consignmentEntryItems?: readonly CarriedLine[] | null;
};

/** An order as invoicing reads it: its lines (those without a quantity are left out). */
export type InvoicedOrder = {
  readonly id?: string;
  readonly orderItems?: readonly Partial<OrderItem>[] | null;
};

/** A line already on the invoice (or about to be) as billing and totals read it. */
export type BilledLine = {
  readonly id?: string | null;
  readonly itemID?: string | null;
  readonly movementID?: string | null;
  readonly orderItemID?: string | null;
  readonly quantity?: number | null;
  readonly unitPrice?: number | null;
  readonly taxType?: string | null;
};

/** An invoice's typed totals and what was paid of it. */
type InvoiceAmounts = {
  readonly id?: string;
  readonly subTotal?: number | null;
  readonly taxTotal?: number | null;
  /** As sent: a paper bill's amount is its subtotal and GST added up, whatever this says. */
  readonly amountTotal?: number | null;
  readonly amountPaid?: number | null;
};

/** A company account record as its invoicing settings read it. */
export type InvoicingSettingsRow = {
  readonly id?: string;
  readonly invoiceTrigger?: string | null;
  readonly invoiceGrouping?: string | null;
  readonly defaultPaymentTermsDays?: number | null;
};

/** Units of one product. */
export type ProductUnits = { productID: string; quantity: number };

/** A line of an invoice made from deliveries; the spec's line fields plus where it came from. */
export type DeliveryInvoiceLine = {
  id: string;
  itemID: string | null;
  description: string | null;
  quantity: number;
  onOrder: number;
  unitPrice: number;
  discount: number | null;
  sortNumber: number | null;
  tags: string | null;
  taxType: string | null;
  /** The order line it bills (its id, or its place on the order). */
  orderItemID: string;
  /** The movement whose delivery it bills. */
  movementID: string;
  /** The order it bills (an invoice per customer per week holds several). */
  customerOrderID: string | null;
};

// Whole units stay whole (rounded down: a short package never bills a unit that may be missing); decimals keep 3 places.
function units(value: number, carried: number): number {
  if (Number.isInteger(carried)) return Math.floor(value + 1e-9);
  return Math.floor(value * 1000 + 1e-6) / 1000;
}

/**
 * Whether a movement is delivered: a delivery time and a proof of delivery (a signature).
 * @example isDelivered({ deliveredOn: '2026-11-26T01:00:00.000Z', proofOfDelivery: [[{ x: 1, y: 2 }]] }) // true
 */
export function isDelivered(movement: InvoicedMovement | null | undefined): boolean {
  if (movement == null || textOf(movement.deliveredOn) === null) return false;
  const proof = movement.proofOfDelivery;
  return (typeof proof === 'string' && proof.trim() !== '') || (Array.isArray(proof) && proof.length > 0);
}

/**
 * Units a movement delivered of what it carried: per product, the carried units times the share
 * of its packages delivered (packages naming the product; else the packages naming none). A
 * movement without packages delivered everything it carried.
 * @example deliveredUnits([{ productID: 'milk', quantity: 18 }], [{ productID: 'milk', quantityPacked: 3, quantityDelivered: 2 }]) // [{ productID: 'milk', quantity: 12 }]
 */
export function deliveredUnits(carried: readonly ProductUnits[], packagedItems: unknown): ProductUnits[] {
  const items = Array.isArray(packagedItems)
    ? (packagedItems as unknown[]).filter(
        (item): item is CountedPackage => typeof item === 'object' && item !== null,
      )
    : [];
  const share = new Map<string | null, { packed: number; delivered: number }>();
  for (const item of items) {
    const key = textOf(item.productID);
    const packed = Math.max(0, numberOf(item.quantityPacked) ?? 0);
    const delivered = Math.min(packed, Math.max(0, numberOf(item.quantityDelivered) ?? 0));
    const sum = share.get(key) ?? { packed: 0, delivered: 0 };
    share.set(key, { packed: sum.packed + packed, delivered: sum.delivered + delivered });
  }
  return carried.map((line) => {
    const counted = share.get(line.productID) ?? share.get(null);
    const ratio = counted === undefined || counted.packed === 0 ? 1 : counted.delivered / counted.packed;
    return { productID: line.productID, quantity: units(line.quantity * ratio, line.quantity) };
  });
}

/**
 * What a consignment carried: the units picked per product, or, before any pick, its order lines.
 * @example carriedUnits({ consignmentOrderItems: [{ productID: 'p', quantity: 4 }], consignmentEntryItems: [{ productID: 'p', quantityPicked: 3 }] }) // [{ productID: 'p', quantity: 3 }]
 */
export function carriedUnits(consignment: CarryingConsignment): ProductUnits[] {
  const sum = (
    items: readonly CarriedLine[] | null | undefined,
    field: 'quantity' | 'quantityPicked',
  ): ProductUnits[] => {
    const totals = new Map<string, number>();
    for (const item of Array.isArray(items) ? items : []) {
      const productID = textOf(item?.productID);
      const quantity = numberOf(item?.[field]) ?? 0;
      if (productID !== null && quantity > 0) totals.set(productID, (totals.get(productID) ?? 0) + quantity);
    }
    return [...totals].map(([productID, quantity]) => ({ productID, quantity }));
  };
  const picked = sum(consignment.consignmentEntryItems, 'quantityPicked');
  return picked.length > 0 ? picked : sum(consignment.consignmentOrderItems, 'quantity');
}

/** An order's line as the invoice reads it. */
type OrderItem = OrderLineInput & {
  id?: string | null;
  appliedUnitPrice?: number | null;
  automaticLineItemID?: string | null;
};

function orderItemsOf(order: InvoicedOrder): OrderItem[] {
  const items: readonly unknown[] = Array.isArray(order.orderItems) ? order.orderItems : [];
  return items.filter(
    (item): item is OrderItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as { quantity?: unknown }).quantity === 'number',
  );
}

function itemKey(item: OrderItem, index: number): string {
  return textOf(item.id) ?? `#${index}`;
}

/**
 * The product units of an order (its product lines, summed per product).
 * @example orderedUnits({ orderItems: [{ productID: 'p', quantity: 2 }, { productID: 'p', quantity: 1 }] }) // [{ productID: 'p', quantity: 3 }]
 */
export function orderedUnits(order: InvoicedOrder): ProductUnits[] {
  const totals = new Map<string, number>();
  for (const item of orderItemsOf(order)) {
    const productID = textOf(item.productID);
    if (productID !== null && item.automaticLineItemID == null && item.quantity > 0)
      totals.set(productID, (totals.get(productID) ?? 0) + item.quantity);
  }
  return [...totals].map(([productID, quantity]) => ({ productID, quantity }));
}

/**
 * The seller's unit price of an order line: the price its quantity break gave on the order.
 * @example orderUnitPrice({ quantity: 12, unitPrice: 3, unitPriceIncrements: [{ unitCountTrigger: 10, unitValue: 2.5 }] }) // 2.5
 */
export function orderUnitPrice(item: OrderLineInput & { appliedUnitPrice?: number | null }): number {
  return numberOf(item.appliedUnitPrice) ?? tieredUnitPrice(item);
}

/**
 * Splits delivered units over several orders carried together (a consignment per customer per
 * day): each order, in turn, takes up to what it still has unbilled of the product.
 * @example allocateToOrders([{ productID: 'p', quantity: 5 }], [{ id: 'o1', open: [{ productID: 'p', quantity: 3 }] }, { id: 'o2', open: [{ productID: 'p', quantity: 4 }] }]).get('o2') // [{ productID: 'p', quantity: 2 }]
 */
export function allocateToOrders(
  delivered: readonly ProductUnits[],
  orders: readonly { id: string; open: readonly ProductUnits[] }[],
): Map<string, ProductUnits[]> {
  const left = new Map(delivered.map((line) => [line.productID, line.quantity]));
  const result = new Map<string, ProductUnits[]>();
  for (const order of orders) {
    const lines: ProductUnits[] = [];
    for (const open of order.open) {
      const take = Math.min(open.quantity, left.get(open.productID) ?? 0);
      if (take <= 0) continue;
      lines.push({ productID: open.productID, quantity: round3(take) });
      left.set(open.productID, round3((left.get(open.productID) ?? 0) - take));
    }
    result.set(order.id, lines);
  }
  return result;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * Units of each product the order has not yet been billed for on the invoice.
 * @example openUnits({ orderItems: [{ productID: 'p', quantity: 6 }] }, [{ itemID: 'p', quantity: 4, orderItemID: 'l1' }]) // [{ productID: 'p', quantity: 2 }]
 */
export function openUnits(order: InvoicedOrder, billed: readonly BilledLine[]): ProductUnits[] {
  return orderedUnits(order)
    .map(({ productID, quantity }) => {
      const done = billed
        .filter((line) => line.itemID === productID && textOf(line.movementID) !== null)
        .reduce((sum, line) => sum + (numberOf(line.quantity) ?? 0), 0);
      return { productID, quantity: round3(Math.max(0, quantity - done)) };
    })
    .filter((line) => line.quantity > 0);
}

/**
 * The invoice lines one delivered movement adds for an order: each product line up to what is
 * still unbilled of it (first lines first), at the order's price and tax type; with the order's
 * first delivery also its automatic lines. Nothing when the movement is already billed.
 * @example deliveryLines({ orderItems: [{ id: 'l1', productID: 'p', quantity: 6, unitPrice: 2, taxType: 'GST' }] }, [{ productID: 'p', quantity: 4 }], [], 'mv1')[0]?.quantity // 4
 */
export function deliveryLines(
  order: InvoicedOrder,
  delivered: readonly ProductUnits[],
  billed: readonly BilledLine[],
  movementID: string,
): DeliveryInvoiceLine[] {
  if (billed.some((line) => line.movementID === movementID)) return [];
  const left = new Map(delivered.map((line) => [line.productID, line.quantity]));
  const firstDelivery = !billed.some((line) => textOf(line.movementID) !== null);
  const lines: DeliveryInvoiceLine[] = [];
  orderItemsOf(order).forEach((item, index) => {
    const key = itemKey(item, index);
    const productID = textOf(item.productID);
    let quantity: number;
    if (item.automaticLineItemID != null || productID === null) {
      if (!firstDelivery) return;
      quantity = item.quantity;
    } else {
      const done = billed
        .filter((line) => line.orderItemID === key)
        .reduce((sum, line) => sum + (numberOf(line.quantity) ?? 0), 0);
      quantity = round3(Math.max(0, Math.min(item.quantity - done, left.get(productID) ?? 0)));
      left.set(productID, round3((left.get(productID) ?? 0) - quantity));
    }
    if (quantity <= 0) return;
    lines.push({
      id: `${movementID}:${key}`,
      itemID: productID ?? textOf(item.automaticLineItemID),
      description: textOf(item.description) ?? textOf(item.product?.productName) ?? null,
      quantity,
      onOrder: item.quantity,
      unitPrice: orderUnitPrice(item),
      discount: numberOf(item.discount),
      sortNumber: numberOf(item.sortNumber) ?? index + 1,
      tags: textOf(item.tags) ?? textOf(item.product?.tags),
      taxType: effectiveTaxType(item),
      orderItemID: key,
      movementID,
      customerOrderID: textOf(order.id),
    });
  });
  return lines;
}

/**
 * An invoice's totals from its lines: each line quantity times unit price (2 decimals), GST of
 * 10% of the line on GST lines only, summed.
 * @example invoiceTotals([{ quantity: 3, unitPrice: 1.115, taxType: 'GST' }]) // { subTotal: 3.35, taxTotal: 0.34, amountTotal: 3.69 }
 */
export function invoiceTotals(lines: readonly BilledLine[]): OrderTotals {
  return orderTotals(
    lines.map((line) => ({
      quantity: numberOf(line.quantity) ?? 0,
      unitPrice: numberOf(line.unitPrice) ?? 0,
      taxType: taxTypeOf(line.taxType),
    })),
  );
}

/**
 * The totals of an invoice without lines (a bill typed from paper): its subtotal and GST as
 * typed, in cents, and the amount they add up to, whatever amount was sent.
 * @example paperBillTotals({ subTotal: 500, taxTotal: 50, amountTotal: 0.05 }) // { subTotal: 500, taxTotal: 50, amountTotal: 550 }
 */
export function paperBillTotals(invoice: InvoiceAmounts): OrderTotals {
  const subTotal = round2(numberOf(invoice.subTotal) ?? 0);
  const taxTotal = round2(numberOf(invoice.taxTotal) ?? 0);
  return { subTotal, taxTotal, amountTotal: round2(subTotal + taxTotal) };
}

/** The company's invoicing settings (the Invoicing settings page): one invoice per order, or per customer per week. */
export type InvoiceGrouping = 'Per order' | 'Per customer per week';

/** When a seller invoices: on delivery, on dispatch, or on a schedule (its Order Invoicing Actions). */
export type InvoiceTrigger = 'Delivered' | 'Dispatched' | 'Scheduled';

/** What the invoicing flow reads from the seller's company settings. */
export type InvoicingSettings = {
  trigger: InvoiceTrigger;
  grouping: InvoiceGrouping;
  defaultPaymentTermsDays: number | null;
};

/**
 * The seller's invoicing settings, with the defaults (when delivered, per order, 14 days) for anything unset.
 * @example invoicingSettingsOf({ invoiceGrouping: 'Per customer per week' }).grouping // 'Per customer per week'
 */
export function invoicingSettingsOf(company: InvoicingSettingsRow | null | undefined): InvoicingSettings {
  const days = numberOf(company?.defaultPaymentTermsDays);
  return {
    trigger:
      company?.invoiceTrigger === 'Dispatched' || company?.invoiceTrigger === 'Scheduled'
        ? company.invoiceTrigger
        : 'Delivered',
    grouping: company?.invoiceGrouping === 'Per customer per week' ? 'Per customer per week' : 'Per order',
    defaultPaymentTermsDays: days !== null && days >= 0 ? days : null,
  };
}

/**
 * The Monday (local date) of the week a moment falls in, in the company's time zone: the key
 * of an invoice per customer per week.
 * @example invoiceWeekOf('2026-11-26T01:00:00.000Z', 'Australia/Melbourne') // '2026-11-23'
 */
export function invoiceWeekOf(iso: string, timeZone: string): string {
  const [year, month, day] = localDay(iso, timeZone).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/** A payment term: days to pay after issue, or after the end of the issue month. */
export type PaymentTerms = { daysToPay?: number | null; isEndOfMonth?: boolean | null };

/** Days to pay when the customer has no payment terms. */
export const DEFAULT_DAYS_TO_PAY = 14;

/**
 * When an invoice issued at `issuedOn` falls due under the terms (14 days without any).
 * @example invoiceDueOn('2026-11-26T01:00:00.000Z', { daysToPay: 30, isEndOfMonth: true }) // '2026-12-30T01:00:00.000Z'
 */
export function invoiceDueOn(issuedOn: string, terms: PaymentTerms | null): string {
  const issued = new Date(issuedOn);
  const days = numberOf(terms?.daysToPay) ?? DEFAULT_DAYS_TO_PAY;
  const from =
    terms?.isEndOfMonth === true
      ? new Date(
          Date.UTC(
            issued.getUTCFullYear(),
            issued.getUTCMonth() + 1,
            0,
            issued.getUTCHours(),
            issued.getUTCMinutes(),
          ),
        )
      : issued;
  return new Date(from.getTime() + Math.max(0, days) * 86_400_000).toISOString();
}

/**
 * Whether an invoice is paid in full after its total changed (a later delivery added lines).
 * @example stillPaid({ amountPaid: 10, isPaid: true }, 12) // false
 */
export function stillPaid(invoice: InvoiceAmounts, amountTotal: number): boolean {
  return round2(numberOf(invoice.amountPaid) ?? 0) >= round2(amountTotal) && amountTotal > 0;
}
