import type { RecordRow } from '../store/store';
import { NOTIFICATION_EVENTS } from '../../src/entities/schemas/notification-configuration';
import { displayOf } from '../../src/domain/unknown-values';

export { NOTIFICATION_EVENTS };
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Sections whose writes can raise an event. */
export const NOTIFYING_SECTIONS = {
  orders: ['CustomerOrders'],
  movements: ['Courier/Deliveries', 'Courier/Movements'],
  invoices: ['Customer/Invoices'],
} as const;

const has = (row: RecordRow | null, field: string): boolean => {
  const value = row?.data[field];
  return (
    value !== undefined &&
    value !== null &&
    value !== '' &&
    value !== false &&
    value !== '0001-01-01T00:00:00Z'
  );
};

/**
 * The events one write raises: an order confirmed, a movement delivered or flagged, an invoice
 * made. Each only on the write that changes it, so an edit after it raises nothing again.
 * @example eventsOfWrite(null, invoiceRow) // ['Invoice Issued'] for an invoice section
 */
export function eventsOfWrite(before: RecordRow | null, after: RecordRow): NotificationEvent[] {
  const section = after.section;
  const events: NotificationEvent[] = [];
  if (
    (NOTIFYING_SECTIONS.orders as readonly string[]).includes(section) &&
    !has(before, 'isConfirmed') &&
    has(after, 'isConfirmed')
  )
    events.push('Order Confirmed');
  if ((NOTIFYING_SECTIONS.movements as readonly string[]).includes(section)) {
    if (!has(before, 'deliveredOn') && has(after, 'deliveredOn')) events.push('Delivered');
    if (!has(before, 'isFlagged') && has(after, 'isFlagged')) events.push('Flagged Delivery');
  }
  if ((NOTIFYING_SECTIONS.invoices as readonly string[]).includes(section) && before === null)
    events.push('Invoice Issued');
  return events;
}

/**
 * Reads a configuration's Event as one of the events, whatever its spacing and case
 * ('OrderConfirmed', 'order confirmed'); null for anything else.
 * @example eventOfName('orderconfirmed') // 'Order Confirmed'
 */
export function eventOfName(name: unknown): NotificationEvent | null {
  if (typeof name !== 'string') return null;
  const key = name.toLowerCase().replace(/[^a-z]/g, '');
  return NOTIFICATION_EVENTS.find((event) => event.toLowerCase().replace(/[^a-z]/g, '') === key) ?? null;
}

const text = (row: RecordRow, field: string): string | null => displayOf(row.data[field]);

/**
 * What a notification of an event says about its record.
 * @example notificationText('Order Confirmed', orderRow) // { title: 'Order Confirmed', message: 'Order 1001 was confirmed.' }
 */
export function notificationText(
  event: NotificationEvent,
  row: RecordRow,
): { title: string; message: string } {
  switch (event) {
    case 'Order Confirmed':
      return {
        title: event,
        message:
          `Order ${text(row, 'customerOrderNumber') ?? text(row, 'purchaseOrderNumber') ?? ''} was confirmed.`.replace(
            'Order  ',
            'An order ',
          ),
      };
    case 'Delivered':
      return {
        title: event,
        message: `A delivery${text(row, 'receiverName') === null ? '' : ` to ${text(row, 'receiverName')}`} was made.`,
      };
    case 'Flagged Delivery':
      return {
        title: event,
        message: `A delivery was flagged${text(row, 'driverNotes') === null ? '.' : `: ${text(row, 'driverNotes')}`}`,
      };
    case 'Invoice Issued':
      return {
        title: event,
        message: `Invoice ${text(row, 'invoiceNumber') ?? ''} was issued.`.replace(
          'Invoice  ',
          'An invoice ',
        ),
      };
  }
}
