import { formatDate } from './formats';
import { displayOf } from './unknown-values';
import type { Order } from './schemas/order';

/** The fields an order is named by, on either side (and its id, which never names it). */
export type OrderNaming = Readonly<
  Pick<Order, 'purchaseOrderNumber' | 'customerOrderNumber' | 'dueDate'> & Partial<Pick<Order, 'id'>>
>;

/**
 * Whose list the order is in: the buyer's (a purchase order, known by the buyer's own PO number)
 * or the seller's (a customer order, known by the seller's order number).
 */
export type OrderSide = 'buyer' | 'seller';

/**
 * The order's number as the side knows it: its own number, else the other side's labelled as
 * such; null when it has neither yet.
 * @example orderNumberLabel({ purchaseOrderNumber: null, customerOrderNumber: 1008 }, 'buyer') // 'Order 1008'
 */
export function orderNumberLabel(order: OrderNaming, side: OrderSide): string | null {
  const purchaseNumber = displayOf(order.purchaseOrderNumber);
  const orderNumber = displayOf(order.customerOrderNumber);
  if (side === 'buyer') return purchaseNumber ?? (orderNumber === null ? null : `Order ${orderNumber}`);
  return orderNumber ?? (purchaseNumber === null ? null : `PO ${purchaseNumber}`);
}

/**
 * How an order is named for a person, never by its id: the side's own number first (the buyer's
 * PO number, the seller's order number), then the other side's number labelled as such, then
 * 'Order of <due date>', and 'New order' when it has none of these.
 * @example orderDisplayName({ id: '192fedc9-…', purchaseOrderNumber: '', customerOrderNumber: 1008 }, 'buyer') // 'Order 1008'
 * @example orderDisplayName({ id: '192fedc9-…', dueDate: '2026-09-05T23:07:09Z' }, 'buyer', 'Australia/Melbourne') // 'Order of 06 Sep 2026'
 */
export function orderDisplayName(order: OrderNaming, side: OrderSide, timeZone?: string): string {
  const number = orderNumberLabel(order, side);
  if (number !== null) return number;
  const due = order.dueDate;
  const day = typeof due === 'string' && due !== '' ? formatDate(due, timeZone) : '';
  return day === '' ? 'New order' : `Order of ${day}`;
}
