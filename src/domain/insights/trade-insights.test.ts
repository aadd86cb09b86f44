import { describe, expect, it } from 'vitest';
import { invoiceSummary, tradeInsights } from './trade-insights';

const ZONE = 'Australia/Melbourne';
const NOW = Date.parse('2026-11-25T02:00:00Z'); // Wed 25 Nov 2026, 1 PM local
const names = new Map([
  ['c1', 'Brunswick Street Espresso'],
  ['c2', 'Swan Street Kitchen'],
]);

function order(
  id: string,
  buyerID: string,
  dueDate: string,
  lines: [string, number, number][],
  extra: Record<string, unknown> = {},
) {
  const orderItems = lines.map(([productID, quantity, unitPrice]) => ({
    productID,
    quantity,
    unitPrice,
    amountTotal: quantity * unitPrice,
    description: `Product ${productID}`,
  }));
  return {
    id,
    buyerID,
    dueDate,
    isConfirmed: true,
    subTotal: orderItems.reduce((sum, line) => sum + line.amountTotal, 0) + 10,
    orderItems: [
      ...orderItems,
      { productID: null, quantity: 1, amountTotal: 10, description: 'Delivery Fee' },
    ],
    ...extra,
  };
}

const options = { now: NOW, timeZone: ZONE, partyField: 'buyerID' as const, names };

describe('tradeInsights', () => {
  it('sums confirmed orders ex GST by the local week they are due, skipping unconfirmed, inactive and older ones', () => {
    const orders = [
      order('a', 'c1', '2026-11-23T20:30:00Z', [['milk', 10, 2]]), // Tue 24 Nov local: this week
      order('b', 'c2', '2026-11-22T12:30:00Z', [['milk', 5, 2]]), // Sun 22 Nov 11:30 PM local: last week
      order('c', 'c2', '2026-11-24T00:00:00Z', [['milk', 100, 2]], { isConfirmed: false }),
      order('d', 'c2', '2026-11-24T00:00:00Z', [['milk', 100, 2]], { isInactive: true }),
      order('e', 'c2', '2026-01-01T00:00:00Z', [['milk', 100, 2]]),
    ];
    const result = tradeInsights(orders, [], options);
    expect(result.weeks).toHaveLength(12);
    expect(result.weeks.at(-1)).toMatchObject({ week: '23 Nov', amount: 30, orders: 1 });
    expect(result.weeks.at(-2)).toMatchObject({ week: '16 Nov', amount: 20, orders: 1 });
    expect(result.totals).toEqual({ amount: 50, orders: 2, averageOrder: 25 });
  });

  it('breaks trade down by product (automatic lines belong to none) and by named trading partner', () => {
    const orders = [
      order('a', 'c1', '2026-11-23T20:30:00Z', [
        ['milk', 10, 2],
        ['bread', 2, 6.5],
      ]),
      order('b', 'c2', '2026-11-20T20:30:00Z', [['milk', 5, 2]]),
      order('c', 'c9', '2026-11-20T20:30:00Z', [['milk', 1, 2]]),
    ];
    const result = tradeInsights(orders, [], options);
    expect(result.byProduct).toEqual([
      { id: 'milk', name: 'Product milk', amount: 32, quantity: 16 },
      { id: 'bread', name: 'Product bread', amount: 13, quantity: 2 },
    ]);
    expect(result.byParty.map((row) => [row.name, row.amount, row.quantity])).toEqual([
      ['Brunswick Street Espresso', 43, 1],
      ['Swan Street Kitchen', 20, 1],
      ['c9', 12, 1],
    ]);
  });

  it('keeps the biggest rows and sums the rest as Other', () => {
    const orders = Array.from({ length: 5 }, (_, index) =>
      order(`o${index}`, `c${index}`, '2026-11-23T20:30:00Z', [[`p${index}`, 1, index + 1]]),
    );
    const result = tradeInsights(orders, [], { ...options, topCount: 2 });
    expect(result.byProduct.map((row) => [row.name, row.amount])).toEqual([
      ['Product p4', 5],
      ['Product p3', 4],
      ['Other', 6],
    ]);
  });

  it('ranks the top movers by the change in quantity between the last 4 weeks and the 4 before', () => {
    const orders = [
      order('now1', 'c1', '2026-11-23T20:30:00Z', [
        ['rising', 30, 1],
        ['falling', 2, 1],
      ]),
      order('then1', 'c1', '2026-10-20T20:30:00Z', [
        ['rising', 10, 1],
        ['falling', 12, 1],
        ['steady', 5, 1],
      ]),
      order('now2', 'c1', '2026-11-10T20:30:00Z', [['steady', 5, 1]]),
    ];
    const { movers } = tradeInsights(orders, [], options);
    expect(movers.map((row) => [row.id, row.recent, row.previous, row.change])).toEqual([
      ['rising', 30, 10, 20],
      ['falling', 2, 12, -10],
    ]);
  });
});

describe('invoiceSummary', () => {
  it('owes the unpaid rest of each invoice, overdue once past due, aged by days overdue', () => {
    const invoices = [
      {
        id: 'i1',
        invoiceNumber: 'INV-1',
        buyerID: 'c1',
        amountTotal: 110,
        amountPaid: 0,
        dueOn: '2026-11-30T00:00:00Z',
      },
      {
        id: 'i2',
        invoiceNumber: 'INV-2',
        buyerID: 'c1',
        amountTotal: 220,
        amountPaid: 20,
        dueOn: '2026-11-15T00:00:00Z',
      },
      {
        id: 'i3',
        invoiceNumber: 'INV-3',
        buyerID: 'c2',
        amountTotal: 55,
        amountPaid: 0,
        dueOn: '2026-09-01T00:00:00Z',
      },
      {
        id: 'i4',
        invoiceNumber: 'INV-4',
        buyerID: 'c2',
        amountTotal: 99,
        amountPaid: 99,
        isPaid: true,
        dueOn: '2026-09-01T00:00:00Z',
      },
      {
        id: 'i5',
        invoiceNumber: 'INV-5',
        buyerID: 'c2',
        amountTotal: 40,
        amountPaid: 0,
        dueOn: '2026-09-01T00:00:00Z',
        isInactive: true,
      },
    ];
    const summary = invoiceSummary(invoices, NOW, 'buyerID', names);
    expect(summary).toMatchObject({ outstanding: 365, outstandingCount: 3, overdue: 255, overdueCount: 2 });
    expect(summary.ageing.map((row) => row.amount)).toEqual([110, 200, 0, 55]);
    expect(
      summary.oldestOverdue.map((row) => [row.invoiceNumber, row.party, row.owing, row.daysOverdue]),
    ).toEqual([
      ['INV-3', 'Swan Street Kitchen', 55, 86],
      ['INV-2', 'Brunswick Street Espresso', 200, 11],
    ]);
  });
});
