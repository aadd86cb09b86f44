import { describe, expect, it } from 'vitest';
import {
  invoiceLines,
  invoicePayment,
  markPaid,
  markUnpaid,
  recordPayment,
  recordsPayment,
} from './invoice-payment';

const NOW = Date.parse('2026-11-25T02:00:00Z');

describe('invoicePayment', () => {
  it('is unpaid, part paid, paid or overdue', () => {
    expect(invoicePayment({ amountTotal: 110, dueOn: '2026-12-01T00:00:00Z' }, NOW)).toEqual({
      total: 110,
      paid: 0,
      owing: 110,
      status: 'Unpaid',
      daysOverdue: 0,
    });
    expect(
      invoicePayment({ amountTotal: 110, amountPaid: 50, dueOn: '2026-12-01T00:00:00Z' }, NOW),
    ).toMatchObject({ owing: 60, status: 'Part paid' });
    expect(
      invoicePayment({ amountTotal: 110, amountPaid: 50, dueOn: '2026-11-20T00:00:00Z' }, NOW),
    ).toMatchObject({ owing: 60, status: 'Overdue', daysOverdue: 6 });
    expect(
      invoicePayment({ amountTotal: 110, amountPaid: 110, isPaid: true, dueOn: '2026-11-20T00:00:00Z' }, NOW),
    ).toMatchObject({ owing: 0, status: 'Paid', daysOverdue: 0 });
    // With no due date (the server's empty date) nothing is ever overdue.
    expect(invoicePayment({ amountTotal: 110, dueOn: '0001-01-01T00:00:00Z' }, NOW).status).toBe('Unpaid');
  });
});

describe('payments', () => {
  it('adds a part payment to what was paid, settling the invoice once the total is reached', () => {
    expect(recordPayment({ amountTotal: 110, amountPaid: 10 }, 40.005, '2026-11-25T00:00:00Z')).toEqual({
      amountPaid: 50.01,
      isPaid: false,
      paidOn: '2026-11-25T00:00:00Z',
    });
    expect(recordPayment({ amountTotal: 110, amountPaid: 50 }, 60, '2026-11-26T00:00:00Z')).toEqual({
      amountPaid: 110,
      isPaid: true,
      paidOn: '2026-11-26T00:00:00Z',
    });
    expect(recordPayment({ amountTotal: 110, amountPaid: 10 }, -50, '2026-11-26T00:00:00Z').amountPaid).toBe(
      0,
    );
  });

  it('marks paid in full, and back to unpaid', () => {
    expect(markPaid({ amountTotal: 99.9 }, '2026-11-25T00:00:00Z')).toEqual({
      amountPaid: 99.9,
      isPaid: true,
      paidOn: '2026-11-25T00:00:00Z',
    });
    expect(markUnpaid()).toEqual({ amountPaid: 0, isPaid: false, paidOn: null });
  });
});

describe('invoiceLines', () => {
  it('prices the lines in sort order with GST only on GST lines', () => {
    const { lines, totals } = invoiceLines({
      lineItems: [
        { id: 'b', description: 'Cups', quantity: 2, unitPrice: 5, taxType: 'GST', sortNumber: 2 },
        { id: 'a', description: 'Milk', quantity: 3, unitPrice: 1.115, taxType: null, sortNumber: 1 },
      ],
    });
    expect(lines.map((line) => [line.description, line.amount, line.gst])).toEqual([
      ['Milk', 3.35, 0],
      ['Cups', 10, 1],
    ]);
    expect(totals).toEqual({ subTotal: 13.35, taxTotal: 1, amountTotal: 14.35 });
  });

  it('names the ordered quantity of a line billed as delivered, short of the order', () => {
    const { lines } = invoiceLines({
      lineItems: [
        {
          id: 'a',
          description: 'Lemonade',
          quantity: 12,
          onOrder: 24,
          unitPrice: 2.6,
          taxType: 'GST',
          sortNumber: 1,
        },
        {
          id: 'b',
          description: 'Sourdough',
          quantity: 16,
          onOrder: 16,
          unitPrice: 6.5,
          taxType: null,
          sortNumber: 2,
        },
      ],
    });
    expect(lines.map((line) => [line.description, line.quantity, line.ordered])).toEqual([
      ['Lemonade', 12, 24],
      ['Sourdough', 16, null],
    ]);
  });
});

describe('recordsPayment', () => {
  it('lets the issuer record payment, and a buyer only on its own record of a bill', () => {
    const issued = { companyAccountID: 'comp1', sellerID: 'comp1', buyerID: 'cafe' };
    // comp1 sees it among its customer invoices and marks it paid; the cafe sees it among its supplier invoices, read only.
    expect(recordsPayment(issued, 'sellerID')).toBe(true);
    expect(recordsPayment(issued, 'buyerID')).toBe(false);
    // The cafe's own record of a paper bill from a supplier outside Bulktrade.
    expect(recordsPayment({ companyAccountID: 'cafe', buyerID: 'cafe', sellerID: 'baker' }, 'buyerID')).toBe(
      true,
    );
    // A new invoice not yet saved (no owner yet) is the writer's own.
    expect(recordsPayment({ buyerID: 'cafe' }, 'buyerID')).toBe(true);
  });
});
