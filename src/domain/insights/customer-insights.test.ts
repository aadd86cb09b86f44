import { describe, expect, it } from 'vitest';
import { customerInsights, invoicesDue, ownCards, standingOrders, supplierCards } from './customer-insights';

const zone = 'Australia/Melbourne';
// Wednesday 4 March 2026, 10:00 AM in Melbourne.
const NOW = Date.parse('2026-03-03T23:00:00Z');
const dairy = { id: 'agr-dairy', companyName: 'Gippsland Dairy', buyerID: 'me', sellerID: 'dairy' };
const bakery = { id: 'agr-bakery', companyName: 'Westside Bakery', buyerID: 'me', sellerID: 'bakery' };
const theirs = {
  id: 'agr-theirs',
  companyName: 'Another Buyer’s Dairy',
  buyerID: 'someone-else',
  sellerID: 'dairy',
};
const line = (productID: string, quantity: number, unitPrice: number) => ({
  productID,
  quantity,
  unitPrice,
  description: productID,
});
const orders = [
  {
    id: 'po-old',
    supplyAgreementID: 'agr-dairy',
    dueDate: '2026-02-20T13:00:00.000Z',
    orderItems: [line('milk', 10, 2), line('butter', 2, 5)],
  },
  {
    id: 'po-last',
    supplyAgreementID: 'agr-dairy',
    dueDate: '2026-03-02T13:00:00.000Z',
    orderItems: [line('milk', 24, 2.35)],
  },
  {
    id: 'po-gone',
    supplyAgreementID: 'agr-dairy',
    dueDate: '2026-03-04T13:00:00.000Z',
    isInactive: true,
    orderItems: [],
  },
  { id: 'po-next', supplyAgreementID: 'agr-bakery', dueDate: '2026-03-05T13:00:00.000Z', orderItems: [] },
  { id: 'po-today', supplyAgreementID: 'agr-bakery', dueDate: '2026-03-03T13:00:00.000Z', orderItems: [] },
  { id: 'po-later', supplyAgreementID: 'agr-dairy', dueDate: '2026-03-09T13:00:00.000Z', orderItems: [] },
];
const tables = { orders, invoices: [], suppliers: [dairy, bakery, theirs], standing: [] };

describe('customer insights', () => {
  it('lists the next deliveries from the start of today on, soonest first, and none that was deleted', () => {
    expect(
      customerInsights(tables, { now: NOW, timeZone: zone }).nextDeliveries.map((row) => row.id),
    ).toEqual(['po-today', 'po-next', 'po-later']);
  });

  it('lists the recent orders, due before today, the latest first, as many as asked', () => {
    expect(customerInsights(tables, { now: NOW, timeZone: zone }).recentOrders.map((row) => row.id)).toEqual([
      'po-last',
      'po-old',
    ]);
    expect(
      customerInsights(tables, { now: NOW, timeZone: zone, shown: 1 }).recentOrders.map((row) => row.id),
    ).toEqual(['po-last']);
  });

  it('shows only the company’s own suppliers, and all while the company is not known', () => {
    const { cards } = customerInsights(tables, { now: NOW, timeZone: zone });
    expect(ownCards(cards, 'me').map((card) => card.name)).toEqual(['Gippsland Dairy', 'Westside Bakery']);
    expect(ownCards(cards, null)).toHaveLength(3);
  });

  it('lists the suppliers with their latest order, most recently ordered first', () => {
    const cards = supplierCards([bakery, dairy], orders);
    expect(cards.map((card) => [card.name, card.lastOrder?.id])).toEqual([
      ['Gippsland Dairy', 'po-later'],
      ['Westside Bakery', 'po-next'],
    ]);
  });

  it('keeps the latest line of each product ever ordered under the agreement, for the prices last paid', () => {
    const [card] = supplierCards([dairy], orders);
    expect(card?.previousLines.map((row) => [row['productID'], row['unitPrice']])).toEqual([
      ['milk', 2.35],
      ['butter', 5],
    ]);
  });

  it('sums what is owing on unpaid invoices, soonest due first, and counts them all', () => {
    const due = invoicesDue(
      [
        { id: 'a', amountTotal: 100, amountPaid: 40, dueOn: '2026-03-10' },
        { id: 'b', amountTotal: 50, dueOn: '2026-03-05' },
        { id: 'c', amountTotal: 70, isPaid: true },
        { id: 'd', amountTotal: 20, dueOn: '2026-03-20' },
      ],
      2,
    );
    expect(due.invoices.map((invoice) => [invoice.id, invoice.owing])).toEqual([
      ['b', 50],
      ['a', 60],
    ]);
    expect(due.count).toBe(3);
    expect(due.total).toBe(130);
  });

  it('shows standing orders that are on, next first', () => {
    expect(
      standingOrders([
        { id: 'off', isOn: false },
        { id: 'b', nextAttentionDate: '2026-03-09' },
        { id: 'a', nextAttentionDate: '2026-03-05' },
      ]).map((row) => row.id),
    ).toEqual(['a', 'b']);
  });
});
