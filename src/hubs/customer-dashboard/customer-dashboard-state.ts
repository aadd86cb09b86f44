import { round2, sumMoney } from '../../domain/money';
import { dayStart, earliestDueDay, localDayOf } from '../../domain/order-dates';
import { buildOrderContext, lastOrderLines, policyOf, type OrderSources } from '../ordering/order-context';
import { initialOrderEditor, orderEditorReducer, orderPricing, orderToSave, type OrderEditorState } from '../ordering/order-editor-state';

type Row = Readonly<Record<string, unknown>> & { id: string };

function active(row: Row): boolean {
  return row.isInactive !== true;
}

function dateOf(row: Row, field: string): string {
  const value = row[field];
  return typeof value === 'string' ? value : '';
}

/** A supplier the customer orders from, with its latest order for Repeat Last Order. */
export type SupplierCard = { agreement: Row; name: string; lastOrder: Row | null };

/**
 * The customer's suppliers, each with its latest purchase order, most recently ordered first.
 * @example supplierCards(suppliers, orders)[0].name // 'Gippsland Dairy Co-op'
 */
export function supplierCards(suppliers: readonly Row[], orders: readonly Row[]): SupplierCard[] {
  return suppliers
    .filter(active)
    .map((agreement) => {
      const mine = orders.filter((order) => active(order) && order.supplyAgreementID === agreement.id).sort((a, b) => dateOf(b, 'dueDate').localeCompare(dateOf(a, 'dueDate')));
      return { agreement, name: typeof agreement.companyName === 'string' ? agreement.companyName : agreement.id, lastOrder: mine[0] ?? null };
    })
    .sort((a, b) => dateOf(b.lastOrder ?? a.agreement, 'dueDate').localeCompare(dateOf(a.lastOrder ?? b.agreement, 'dueDate')));
}

/**
 * The next delivery: the soonest order due from the start of today on.
 * @example nextDelivery(orders, now)?.id // 'po-2001'
 */
export function nextDelivery(orders: readonly Row[], now: Date, timeZone: string): Row | null {
  const today = dayStart(localDayOf(now, timeZone), timeZone);
  return (
    orders
      .filter((order) => active(order) && dateOf(order, 'dueDate') >= today)
      .sort((a, b) => dateOf(a, 'dueDate').localeCompare(dateOf(b, 'dueDate')))[0] ?? null
  );
}

/** Unpaid invoices, soonest due first, with what is owing. */
export type InvoicesDue = { invoices: (Row & { owing: number })[]; total: number };

/**
 * Unpaid invoices with what is still owing on each, soonest due first.
 * @example invoicesDue([{ id: 'i1', amountTotal: 100, amountPaid: 40 }]).total // 60
 */
export function invoicesDue(invoices: readonly Row[]): InvoicesDue {
  const due = invoices
    .filter((invoice) => active(invoice) && invoice.isPaid !== true)
    .map((invoice) => ({ ...invoice, owing: round2(Number(invoice.amountTotal ?? 0) - Number(invoice.amountPaid ?? 0)) }))
    .filter((invoice) => invoice.owing > 0)
    .sort((a, b) => dateOf(a, 'dueOn').localeCompare(dateOf(b, 'dueOn')));
  return { invoices: due, total: sumMoney(due.map((invoice) => invoice.owing)) };
}

/**
 * Standing orders that are on, next run first.
 * @example standingOrders(rows).map((row) => row.standingOrderName)
 */
export function standingOrders(rows: readonly Row[]): Row[] {
  return rows.filter((row) => active(row) && row.isOn !== false).sort((a, b) => dateOf(a, 'nextAttentionDate').localeCompare(dateOf(b, 'nextAttentionDate')));
}

/** The sources a repeat order is priced from, less the agreement (the card's). */
export type RepeatSources = Omit<OrderSources, 'kind' | 'agreement'>;

/**
 * Repeat Last Order: a new purchase order with the latest order's product lines (tethered and
 * automatic lines come back by themselves), its location and pickup, due on the earliest day the
 * agreement allows, priced with the editor's state. Null when there is nothing to repeat.
 * @example repeatLastOrder(card, sources, now, zone)?.order.orderItems.length
 */
export function repeatLastOrder(card: SupplierCard, sources: RepeatSources, now: Date, timeZone: string): { state: OrderEditorState; order: Record<string, unknown> } | null {
  if (card.lastOrder === null) return null;
  const context = buildOrderContext({ ...sources, kind: 'purchase', agreement: card.agreement });
  const tethered = new Set(context.tethers.map((tether) => tether.tetheredProductID));
  const lines = lastOrderLines([card.lastOrder], card.agreement.id).filter((line) => !tethered.has(line.productID));
  if (lines.length === 0) return null;
  const due = dayStart(earliestDueDay(now, policyOf(card.agreement), timeZone), timeZone);
  let state = orderEditorReducer(initialOrderEditor('purchase', context), {
    type: 'agreementChosen',
    supplyAgreementID: card.agreement.id,
    locationID: typeof card.lastOrder.locationID === 'string' ? card.lastOrder.locationID : null,
    isRequestPickup: card.lastOrder.isRequestPickup === true,
  });
  state = orderEditorReducer(state, { type: 'headerChanged', field: 'dueDate', value: due });
  state = orderEditorReducer(state, { type: 'headerChanged', field: 'buyerID', value: card.agreement.buyerID ?? null });
  state = orderEditorReducer(state, { type: 'headerChanged', field: 'sellerID', value: card.agreement.sellerID ?? null });
  for (const line of lines) state = orderEditorReducer(state, { type: 'productAdded', productID: line.productID, quantity: line.quantity });
  return { state, order: orderToSave(state) };
}

export { orderPricing };
