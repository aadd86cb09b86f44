import {
  allocateToOrders,
  carriedUnits,
  deliveredUnits,
  deliveryLines,
  invoiceDueOn,
  invoiceTotals,
  invoiceWeekOf,
  invoicingSettingsOf,
  isDelivered,
  openUnits,
  orderedUnits,
  paperBillTotals,
  stillPaid,
  type InvoicingSettings,
  type PaymentTerms,
  type ProductUnits,
} from '../../src/domain/delivery-invoice';
import { DEFAULT_TIME_ZONE } from '../../src/domain/time-zone';
import { COMPANIES_SECTION } from '../auth/account-records';
import { sameValue } from '../../src/domain/same-value';
import { entityByName } from '../../src/entities/registry';
import { withDocumentNumber } from '../sections/document-numbers';
import type { InvoiceLineItem } from '../../src/domain/schemas/invoice';
import { entityRow, listEntityRows, type EntityRow } from '../store/entity-row';
import type { RecordRow, Store } from '../store/store';
import { derivedId } from '../../src/domain/derived-id';
import { insertOrRetry, updateOrRetry, type Flow, type FlowContext } from './flow';
import { orderConsignment } from './order-consignments';
import { raiseNotifications } from './notifications';
import { orderSeller, PURCHASES_SECTION } from './order-seller';
import { textOf } from '../../src/domain/unknown-values';

/** The sections whose delivered movements bill their orders. */
export const MOVEMENT_SECTIONS = ['Courier/Deliveries', 'Courier/Movements', 'Courier/Orders'] as const;
const ORDERS_SECTION = 'CustomerOrders';
const CONSIGNMENTS_SECTION = 'Customer/Consignments';
const AGREEMENTS_SECTION = 'Customers';
const PAYMENT_TERMS_SECTION = 'Supplier/PaymentTerms';
const INVOICES_SECTION = 'Customer/Invoices';

// An invoice's lines, as the invoice schema holds them.
function linesOf(invoice: RecordRow): InvoiceLineItem[] {
  return entityRow('customer-invoices', invoice).data.lineItems ?? [];
}

/** The id of the invoice a seller makes for an order's deliveries (one invoice per order). */
export function deliveryInvoiceID(seller: string, orderID: string): string {
  return derivedId(seller, 'order-invoice', orderID);
}

/** The id of a seller's invoice to a customer for a week's deliveries (one invoice per customer per week). */
export function weeklyInvoiceID(seller: string, buyerID: string, week: string): string {
  return derivedId(seller, 'weekly-invoice', buyerID, week);
}

// The ids these invoices had before they were derived per seller: the seller's invoices made
// then are still found under them, and keep being added to.
function legacyInvoiceID(weekly: boolean, order: RecordRow, buyerID: string | null, week: string): string {
  return weekly ? `inv:${buyerID ?? ''}:${week}` : `inv:${order.id}`;
}

// A record of the seller's, or none: another company's ids never reach its books.
async function ownRow(
  store: Store,
  section: string,
  id: string | null,
  owner: string,
): Promise<RecordRow | null> {
  if (id === null) return null;
  const row = await store.get(section, id);
  return row !== null && row.companyAccountID === owner && !row.isInactive ? row : null;
}

// The company that sells an order: a customer order's owner (unless it names another seller), a
// buyer-placed purchase order's seller.
function sellerOf(order: RecordRow): string | null {
  if (order.section === PURCHASES_SECTION) return orderSeller(order);
  return (textOf(order.data.sellerID) ?? order.companyAccountID) === order.companyAccountID
    ? order.companyAccountID
    : null;
}

// An order the seller sells: its own customer order, or a purchase order its customer placed
// with it on Bulktrade (one order record, viewed by role; it stays in the buyer's section).
async function sellersOrder(store: Store, id: string, seller: string): Promise<RecordRow | null> {
  const order = (await ownRow(store, ORDERS_SECTION, id, seller)) ?? (await store.get(PURCHASES_SECTION, id));
  return order !== null && !order.isInactive && sellerOf(order) === seller ? order : null;
}

// The seller's invoices to a buyer: where an order's earlier deliveries were billed.
async function invoicesTo(
  store: Store,
  seller: string,
  buyer: string | null,
): Promise<EntityRow<'customer-invoices'>[]> {
  const rows = await listEntityRows(store, 'customer-invoices', {
    visibleTo: seller,
    conditions: [{ field: 'buyerID', op: 'eq', value: buyer }],
    includeInactive: false,
    includeCount: false,
  });
  return rows.filter((row) => row.companyAccountID === seller);
}

// The lines an order was billed for, on whichever of the buyer's invoices they are.
function billedFor(orderID: string, invoices: readonly EntityRow<'customer-invoices'>[]): InvoiceLineItem[] {
  return invoices.flatMap((invoice) =>
    (invoice.data.lineItems ?? []).filter(
      (line) =>
        line.customerOrderID === orderID ||
        (line.customerOrderID == null && invoice.data.customerOrderID === orderID),
    ),
  );
}

async function termsOf(
  store: Store,
  seller: string,
  order: RecordRow,
  defaultDays: number | null,
): Promise<PaymentTerms | null> {
  const agreement = await ownRow(store, AGREEMENTS_SECTION, textOf(order.data.supplyAgreementID), seller);
  const term = await ownRow(store, PAYMENT_TERMS_SECTION, textOf(agreement?.data.paymentTermID), seller);
  if (term !== null)
    return {
      daysToPay: typeof term.data.daysToPay === 'number' ? term.data.daysToPay : defaultDays,
      isEndOfMonth: term.data.isEndOfMonth === true,
    };
  return defaultDays === null ? null : { daysToPay: defaultDays };
}

function mergeUnits(lists: readonly ProductUnits[][]): ProductUnits[] {
  const totals = new Map<string, number>();
  for (const line of lists.flat())
    totals.set(line.productID, (totals.get(line.productID) ?? 0) + line.quantity);
  return [...totals].map(([productID, quantity]) => ({ productID, quantity }));
}

/** What one shipment bills: the key it is billed under, when, for which orders, carrying what. */
type Shipment = {
  seller: string;
  /** The delivery's id (or `dispatched:<order id>`), kept in the invoice's deliveryIDs. */
  key: string;
  billedOn: string;
  orders: readonly RecordRow[];
  carried: readonly ProductUnits[];
  /** The movement's packages with their delivered counts; none when billed as dispatched. */
  packagedItems: unknown;
};

/**
 * Bills a shipment on the seller's invoices, by its invoicing settings: one invoice per order or
 * per customer per week (INV- numbered by the seller's series, issued when billed, due by the
 * customer's payment terms or the seller's default, unpaid); lines from the units shipped at
 * the orders' prices with GST, totals from the domain (src/domain/delivery-invoice.ts). Exactly
 * once: invoices keep the shipments they billed (deliveryIDs), their ids come from the order or
 * the customer and week (two shipments landing together meet on one and the other is tried
 * again), and no order line is billed past its quantity. An order invoiced otherwise (by hand
 * or imported, without deliveryIDs) is left alone.
 */
async function billShipment(
  { store, clock }: Pick<FlowContext, 'store' | 'clock'>,
  company: RecordRow | null,
  shipment: Shipment,
): Promise<number> {
  let written = 0;
  const { seller, key, billedOn } = shipment;
  const settings = invoicingSettingsOf(company?.data);
  const timeZone = textOf(company?.data.defaultTimeZone) ?? DEFAULT_TIME_ZONE;
  const invoicesByBuyer = new Map<string | null, EntityRow<'customer-invoices'>[]>();
  const billable: { order: RecordRow; billed: InvoiceLineItem[] }[] = [];
  for (const order of shipment.orders) {
    const buyer = textOf(order.data.buyerID);
    if (!invoicesByBuyer.has(buyer)) invoicesByBuyer.set(buyer, await invoicesTo(store, seller, buyer));
    const invoices = invoicesByBuyer.get(buyer) ?? [];
    // Already billed: this is a replay of the shipment's effect.
    if (
      invoices.some(
        (invoice) =>
          Array.isArray(invoice.data.deliveryIDs) && (invoice.data.deliveryIDs as unknown[]).includes(key),
      )
    )
      return 0;
    // Invoiced outside the deliveries (by hand or imported): nothing to add.
    if (
      invoices.some(
        (invoice) => invoice.data.customerOrderID === order.id && !Array.isArray(invoice.data.deliveryIDs),
      )
    )
      continue;
    billable.push({ order, billed: billedFor(order.id, invoices) });
  }
  const allocation = allocateToOrders(
    deliveredUnits(shipment.carried, shipment.packagedItems),
    billable.map(({ order, billed }) => ({ id: order.id, open: openUnits(order.data, billed) })),
  );
  const customerInvoices = entityByName('customer-invoices');

  for (const { order, billed } of billable) {
    const lines = deliveryLines(order.data, allocation.get(order.id) ?? [], billed, key);
    if (lines.length === 0) continue;
    const buyerID = textOf(order.data.buyerID);
    const weekly = settings.grouping === 'Per customer per week' && buyerID !== null;
    const week = invoiceWeekOf(billedOn, timeZone);
    const id = weekly ? weeklyInvoiceID(seller, buyerID, week) : deliveryInvoiceID(seller, order.id);
    // Read again: an earlier order of this shipment may have just added to the same weekly invoice.
    const invoice =
      (await ownRow(store, INVOICES_SECTION, id, seller)) ??
      (await ownRow(store, INVOICES_SECTION, legacyInvoiceID(weekly, order, buyerID, week), seller));
    if (invoice !== null) {
      const lineItems = [...linesOf(invoice), ...lines];
      const totals = invoiceTotals(lineItems);
      const keys = Array.isArray(invoice.data.deliveryIDs) ? (invoice.data.deliveryIDs as unknown[]) : [];
      const orderIDs = Array.isArray(invoice.data.customerOrderIDs)
        ? (invoice.data.customerOrderIDs as unknown[])
        : [];
      await updateOrRetry(store, invoice, {
        ...invoice.data,
        lineItems,
        deliveryIDs: keys.includes(key) ? keys : [...keys, key],
        customerOrderIDs: orderIDs.includes(order.id) ? orderIDs : [...orderIDs, order.id],
        ...totals,
        isPaid: stillPaid(invoice.data, totals.amountTotal),
      });
      written += 1;
      continue;
    }
    const data = await withDocumentNumber(
      store,
      customerInvoices,
      {
        id,
        companyAccountID: seller,
        buyerID,
        sellerID: seller,
        // A weekly invoice bills several orders: customerOrderIDs names them.
        customerOrderID: weekly ? null : order.id,
        customerOrderIDs: [order.id],
        customerOrderNumber: weekly ? null : (order.data.customerOrderNumber ?? null),
        purchaseOrderNumber: weekly ? null : (order.data.purchaseOrderNumber ?? null),
        issuedOn: billedOn,
        dueOn: invoiceDueOn(billedOn, await termsOf(store, seller, order, settings.defaultPaymentTermsDays)),
        paidOn: null,
        amountPaid: 0,
        isPaid: false,
        isConfirmed: true,
        isDispatched: true,
        deliveryIDs: [key],
        lineItems: lines,
        ...invoiceTotals(lines),
      },
      seller,
      null,
    );
    const made = await insertOrRetry(store, {
      section: customerInvoices.section,
      id,
      companyAccountID: seller,
      parties: buyerID !== null && buyerID !== seller ? [buyerID] : [],
      data,
    });
    // A flow's own writes start no other flow: the invoice's notification is raised here.
    await raiseNotifications({ store, clock }, null, made);
    written += 1;
  }
  return written;
}

/**
 * Bills a delivered customer movement (billShipment): its packages' delivered counts against
 * what it carried, at the orders' prices, when the seller invoices as `when` says (its Invoice
 * When setting: on delivery, or on a schedule, by its Order Invoicing Actions). Answers how many
 * invoices it wrote to; a movement billed before writes none.
 */
export async function billDelivery(
  context: Pick<FlowContext, 'store' | 'clock'>,
  movement: RecordRow,
  when: readonly InvoicingSettings['trigger'][],
): Promise<number> {
  const { store } = context;
  if (movement.isInactive || !isDelivered(movement.data)) return 0;
  const seller = movement.companyAccountID;
  if ((textOf(movement.data.sellerID) ?? seller) !== seller) return 0;
  const consignment = await ownRow(store, CONSIGNMENTS_SECTION, textOf(movement.data.consignmentID), seller);
  const named = textOf(movement.data.customerOrderID);
  const listed = (
    Array.isArray(consignment?.data.customerOrderIDs) ? (consignment.data.customerOrderIDs as unknown[]) : []
  ).map(textOf);
  const fromConsignment = [
    ...listed,
    listed.length === 0 ? textOf(consignment?.data.customerOrderID) : null,
  ].filter((id): id is string => id !== null);
  const orders: RecordRow[] = [];
  for (const id of named !== null ? [named] : fromConsignment) {
    const order = await sellersOrder(store, id, seller);
    if (order !== null) orders.push(order);
  }
  if (orders.length === 0) return 0;
  const company = await store.get(COMPANIES_SECTION, seller);
  if (!when.includes(invoicingSettingsOf(company?.data).trigger)) return 0;
  const picked = consignment === null ? [] : carriedUnits(consignment.data);
  return billShipment(context, company, {
    seller,
    // An archived delivery bills under its working id: the key it was (or will be) billed under.
    key: textOf(movement.data.archivedFromID) ?? movement.id,
    billedOn: textOf(movement.data.deliveredOn) ?? '',
    orders,
    carried: picked.length > 0 ? picked : mergeUnits(orders.map((order) => orderedUnits(order.data))),
    packagedItems: movement.data.packagedItems,
  });
}

/**
 * A customer delivery reaching delivered, with its proof of delivery, bills the seller's
 * customer for what it delivered (billDelivery), when the seller invoices on delivery.
 */
export const deliveryInvoicesFlow: Flow = {
  name: 'delivery delivered: customer invoice',
  sections: MOVEMENT_SECTIONS,
  async run({ store, before, after, clock }) {
    if (isDelivered(before?.data)) return;
    await billDelivery({ store, clock }, after, ['Delivered']);
  },
};

/**
 * When the seller invoices on dispatch (its Invoice When setting), an order marked dispatched
 * bills what it sends: its consignment's picked units, else the ordered ones, at its prices.
 */
export const dispatchInvoicesFlow: Flow = {
  name: 'order dispatched: customer invoice',
  sections: [ORDERS_SECTION, PURCHASES_SECTION],
  async run({ store, before, after, clock }) {
    if (after.isInactive || after.data.isDispatched !== true || before?.data.isDispatched === true) return;
    const seller = sellerOf(after);
    if (seller === null) return;
    const company = await store.get(COMPANIES_SECTION, seller);
    if (invoicingSettingsOf(company?.data).trigger !== 'Dispatched') return;
    const found = await orderConsignment(store, seller, after.id);
    const consignment = found !== null && !found.isInactive ? found : null;
    const picked = consignment === null ? [] : carriedUnits(consignment.data);
    await billShipment({ store, clock }, company, {
      seller,
      key: `dispatched:${after.id}`,
      billedOn: clock().toISOString(),
      orders: [after],
      carried: picked.length > 0 ? picked : orderedUnits(after.data),
      packagedItems: [],
    });
  },
};

/**
 * The services total every customer invoice from its lines (the owner may change lines, never
 * the totals they add up to): a write whose lines disagree with its totals is stamped with
 * the domain's totals. An invoice without lines (a bill typed from paper) keeps its owner's
 * subtotal and GST, and its amount is their sum. A party never sets totals at all
 * (keepStoredTotals, in the write path).
 */
export const invoiceTotalsFlow: Flow = {
  name: 'customer invoice totals',
  sections: [INVOICES_SECTION],
  async run({ store, after }) {
    const lines = linesOf(after);
    if (
      lines.length === 0 &&
      [after.data.subTotal, after.data.taxTotal, after.data.amountTotal].every((total) => total == null)
    )
      return;
    const totals = lines.length === 0 ? paperBillTotals(after.data) : invoiceTotals(lines);
    const stored = {
      subTotal: after.data.subTotal,
      taxTotal: after.data.taxTotal,
      amountTotal: after.data.amountTotal,
    };
    if (sameValue(stored, totals)) return;
    return updateOrRetry(store, after, { ...after.data, ...totals });
  },
};
