import { describe, expect, it } from 'vitest';
import type { RecordRow } from '../store/store';
import { eventOfName, eventsOfWrite, notificationText } from './notification-events';

const row = (section: string, data: Record<string, unknown>): RecordRow => ({
  section,
  id: 'r1',
  companyAccountID: 'c1',
  parties: [],
  rowVersion: 1,
  isInactive: false,
  seq: 1,
  data,
});

describe('notification events', () => {
  it('raise Order Confirmed on the write that confirms, and not on later edits', () => {
    expect(
      eventsOfWrite(
        row('CustomerOrders', { isConfirmed: false }),
        row('CustomerOrders', { isConfirmed: true }),
      ),
    ).toEqual(['Order Confirmed']);
    expect(
      eventsOfWrite(
        row('CustomerOrders', { isConfirmed: true }),
        row('CustomerOrders', { isConfirmed: true, note: 'x' }),
      ),
    ).toEqual([]);
    expect(eventsOfWrite(null, row('CustomerOrders', { isConfirmed: true }))).toEqual(['Order Confirmed']);
  });

  it('raise Delivered and Flagged Delivery from a movement, the empty date marker counting as none', () => {
    const before = row('Courier/Deliveries', { deliveredOn: '0001-01-01T00:00:00Z', isFlagged: false });
    expect(
      eventsOfWrite(
        before,
        row('Courier/Deliveries', { deliveredOn: '2026-11-26T01:00:00Z', isFlagged: true }),
      ),
    ).toEqual(['Delivered', 'Flagged Delivery']);
    expect(eventsOfWrite(before, row('Courier/Deliveries', { deliveredOn: '0001-01-01T00:00:00Z' }))).toEqual(
      [],
    );
  });

  it('raise Invoice Issued when an invoice is made, not when it is paid', () => {
    expect(eventsOfWrite(null, row('Customer/Invoices', { invoiceNumber: 'INV-1001' }))).toEqual([
      'Invoice Issued',
    ]);
    expect(eventsOfWrite(row('Customer/Invoices', {}), row('Customer/Invoices', { isPaid: true }))).toEqual(
      [],
    );
  });

  it('read a configuration event name whatever its spacing and case', () => {
    expect(eventOfName('OrderConfirmed')).toBe('Order Confirmed');
    expect(eventOfName('flagged delivery')).toBe('Flagged Delivery');
    expect(eventOfName('Something Else')).toBeNull();
  });

  it('say which record it is about', () => {
    expect(
      notificationText('Order Confirmed', row('CustomerOrders', { customerOrderNumber: 1001 })).message,
    ).toBe('Order 1001 was confirmed.');
    expect(notificationText('Invoice Issued', row('Customer/Invoices', {})).message).toBe(
      'An invoice was issued.',
    );
  });
});
