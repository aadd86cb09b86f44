import {
  allocateToOrders,
  carriedUnits,
  deliveredUnits,
  deliveryLines,
  invoiceDueOn,
  invoiceTotals,
  isDelivered,
  openUnits,
  orderedUnits,
  stillPaid,
  type PaymentTerms,
  type ProductUnits,
} from '../../src/domain/delivery-invoice';
import { sameValue } from '../sections/party-access';
import { entityByName } from '../../src/entities/registry';
import { withDocumentNumber } from '../sections/document-numbers';
import type { RecordRow, Store } from '../store/store';
import { insertOrRetry, updateOrRetry, type Flow } from './flow';

const MOVEMENT_SECTIONS = ['Courier/Deliveries', 'Courier/Movements', 'Courier/Orders'] as const;
const ORDERS_SECTION = 'CustomerOrders';
const CONSIGNMENTS_SECTION = 'Customer/Consignments';
const AGREEMENTS_SECTION = 'Customers';
const PAYMENT_TERMS_SECTION = 'Supplier/PaymentTerms';

type Row = Readonly<Record<string, unknown>>;

function text(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function rowsOf(value: unknown): Row[] {
  return Array.isArray(value) ? (value as unknown[]).filter((item): item is Row => typeof item === 'object' && item !== null) : [];
}

/** The id of the invoice the services make for an order's deliveries. */
export function deliveryInvoiceID(orderID: string): string {
  return `inv:${orderID}`;
}

// A record of the seller's, or none: another company's ids never reach its books.
async function ownRow(store: Store, section: string, id: string | null, owner: string): Promise<RecordRow | null> {
  if (id === null) return null;
  const row = await store.get(section, id);
  return row !== null && row.companyAccountID === owner && !row.isInactive ? row : null;
}

// The seller's invoice for the order, if any (made by this flow, or by hand or import).
async function invoiceOf(store: Store, seller: string, orderID: string): Promise<RecordRow | null> {
  const made = await store.get('Customer/Invoices', deliveryInvoiceID(orderID));
  if (made !== null && made.companyAccountID === seller) return made;
  const { rows } = await store.list('Customer/Invoices', {
    visibleTo: seller,
    conditions: [{ field: 'customerOrderID', op: 'eq', value: orderID }],
    includeInactive: false,
    includeCount: false,
    take: 5,
  });
  return rows.find((row) => row.companyAccountID === seller) ?? null;
}

async function termsOf(store: Store, seller: string, order: RecordRow): Promise<PaymentTerms | null> {
  const agreement = await ownRow(store, AGREEMENTS_SECTION, text(order.data.supplyAgreementID), seller);
  const term = await ownRow(store, PAYMENT_TERMS_SECTION, text(agreement?.data.paymentTermID), seller);
  return term === null ? null : { daysToPay: typeof term.data.daysToPay === 'number' ? term.data.daysToPay : null, isEndOfMonth: term.data.isEndOfMonth === true };
}

function mergeUnits(lists: readonly ProductUnits[][]): ProductUnits[] {
  const totals = new Map<string, number>();
  for (const line of lists.flat()) totals.set(line.productID, (totals.get(line.productID) ?? 0) + line.quantity);
  return [...totals].map(([productID, quantity]) => ({ productID, quantity }));
}

/**
 * A customer delivery reaching delivered, with its proof of delivery, bills the seller's
 * customer: one invoice per order (INV- numbered by the seller's series, issued when delivered,
 * due by the customer's payment terms, unpaid), its lines the delivered quantities at the
 * order's prices with GST, totals from the domain (src/domain/delivery-invoice.ts). A later
 * delivery of the same order adds its lines to that invoice. Exactly once: the invoice keeps the
 * movements it billed (deliveryIDs), its id comes from the order (two deliveries landing
 * together meet on it and one is tried again), and no order line is billed past its quantity.
 * An order invoiced otherwise (by hand or imported, without deliveryIDs) is left alone.
 */
export const deliveryInvoicesFlow: Flow = {
  name: 'delivery delivered: customer invoice',
  sections: MOVEMENT_SECTIONS,
  async run({ store, before, after }) {
    if (after.isInactive || !isDelivered(after.data) || isDelivered(before?.data)) return;
    const seller = after.companyAccountID;
    if ((text(after.data.sellerID) ?? seller) !== seller) return;
    const consignment = await ownRow(store, CONSIGNMENTS_SECTION, text(after.data.consignmentID), seller);
    const named = text(after.data.customerOrderID);
    const listed = (Array.isArray(consignment?.data.customerOrderIDs) ? (consignment.data.customerOrderIDs as unknown[]) : []).map(text);
    const fromConsignment = [...listed, listed.length === 0 ? text(consignment?.data.customerOrderID) : null].filter((id): id is string => id !== null);
    const orderIDs = named !== null ? [named] : fromConsignment;
    const orders: RecordRow[] = [];
    for (const id of orderIDs) {
      const order = await ownRow(store, ORDERS_SECTION, id, seller);
      if (order !== null && (text(order.data.sellerID) ?? seller) === seller) orders.push(order);
    }
    if (orders.length === 0) return;

    const invoices = new Map<string, RecordRow | null>();
    for (const order of orders) {
      const invoice = await invoiceOf(store, seller, order.id);
      // Already billed (a replay of this delivery's effect), or invoiced outside the deliveries: nothing to add.
      if (invoice !== null && (!Array.isArray(invoice.data.deliveryIDs) || (invoice.data.deliveryIDs as unknown[]).includes(after.id))) {
        if (orders.length === 1) return;
        continue;
      }
      invoices.set(order.id, invoice);
    }
    const carried = consignment !== null && carriedUnits(consignment.data).length > 0 ? carriedUnits(consignment.data) : mergeUnits(orders.map((order) => orderedUnits(order.data)));
    const delivered = deliveredUnits(carried, after.data.packagedItems);
    const billable = orders.filter((order) => invoices.has(order.id));
    const allocation = allocateToOrders(
      delivered,
      billable.map((order) => ({ id: order.id, open: openUnits(order.data, rowsOf(invoices.get(order.id)?.data.lineItems)) })),
    );
    const deliveredOn = text(after.data.deliveredOn) ?? '';
    const customerInvoices = entityByName('customer-invoices');

    for (const order of billable) {
      const invoice = invoices.get(order.id) ?? null;
      const billed = rowsOf(invoice?.data.lineItems);
      const lines = deliveryLines(order.data, allocation.get(order.id) ?? [], billed, after.id);
      if (lines.length === 0) continue;
      const lineItems = [...billed, ...lines];
      const totals = invoiceTotals(lineItems);
      if (invoice !== null) {
        await updateOrRetry(store, invoice, {
          ...invoice.data,
          lineItems,
          deliveryIDs: [...(invoice.data.deliveryIDs as unknown[]), after.id],
          ...totals,
          isPaid: stillPaid(invoice.data, totals.amountTotal),
        });
        continue;
      }
      const buyerID = text(order.data.buyerID);
      const id = deliveryInvoiceID(order.id);
      const data = await withDocumentNumber(
        store,
        customerInvoices,
        {
          id,
          companyAccountID: seller,
          buyerID,
          sellerID: seller,
          customerOrderID: order.id,
          customerOrderNumber: order.data.customerOrderNumber ?? null,
          purchaseOrderNumber: order.data.purchaseOrderNumber ?? null,
          issuedOn: deliveredOn,
          dueOn: invoiceDueOn(deliveredOn, await termsOf(store, seller, order)),
          paidOn: null,
          amountPaid: 0,
          isPaid: false,
          isConfirmed: true,
          isDispatched: true,
          deliveryIDs: [after.id],
          lineItems,
          ...totals,
        },
        seller,
        null,
      );
      await insertOrRetry(store, {
        section: customerInvoices.section,
        id,
        companyAccountID: seller,
        parties: buyerID !== null && buyerID !== seller ? [buyerID] : [],
        data,
      });
    }
  },
};

/**
 * The services total every customer invoice from its lines (the owner may change lines, never
 * the totals they add up to): a write whose lines disagree with its totals is stamped with
 * the domain's totals. An invoice without lines (a bill typed from paper) keeps its totals.
 */
export const invoiceTotalsFlow: Flow = {
  name: 'customer invoice totals',
  sections: ['Customer/Invoices'],
  async run({ store, after }) {
    const lines = rowsOf(after.data.lineItems);
    if (lines.length === 0) return;
    const totals = invoiceTotals(lines);
    const stored = { subTotal: after.data.subTotal, taxTotal: after.data.taxTotal, amountTotal: after.data.amountTotal };
    if (sameValue(stored, totals)) return;
    return updateOrRetry(store, after, { ...after.data, ...totals });
  },
};
