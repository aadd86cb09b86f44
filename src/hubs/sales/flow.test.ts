import { describe, expect, it } from 'vitest';
import { missingCustomers, ordersByCustomer } from './flow';

const zone = 'Australia/Melbourne';
// Wednesday 4 March 2026, 10:00 AM in Melbourne.
const NOW = new Date('2026-03-03T23:00:00Z');
const customers = [
  { id: 'agr-a', companyName: 'Acland Bistro' },
  { id: 'agr-b', companyName: 'Brunswick Espresso' },
  { id: 'agr-c', companyName: 'Carlton Deli' },
];

describe('sales hub', () => {
  it("groups the day's orders by customer with status, totals and Pending numbers", () => {
    const orders = [
      {
        id: 'o1',
        supplyAgreementID: 'agr-b',
        dueDate: '2026-03-03T20:30:00.000Z',
        customerOrderNumber: 1001,
        isConfirmed: true,
        amountTotal: 100,
        _syncState: 'synced' as const,
      },
      {
        id: 'o2',
        supplyAgreementID: 'agr-b',
        dueDate: '2026-03-04T01:00:00.000Z',
        customerOrderNumber: null,
        amountTotal: 50.5,
        _syncState: 'pending' as const,
      },
      {
        id: 'o3',
        supplyAgreementID: 'agr-a',
        dueDate: '2026-03-03T22:00:00.000Z',
        customerOrderNumber: 1002,
        isConfirmed: true,
        isDispatched: true,
        amountTotal: 20,
      },
      { id: 'tomorrow', supplyAgreementID: 'agr-a', dueDate: '2026-03-04T20:00:00.000Z', amountTotal: 9 },
    ];
    const today = ordersByCustomer(orders, customers, '2026-03-04', zone);
    expect(today.map((group) => [group.customerName, group.total])).toEqual([
      ['Acland Bistro', 20],
      ['Brunswick Espresso', 150.5],
    ]);
    expect(today[1]?.orders.map((order) => [order.number, order.status, order.pending])).toEqual([
      ['1001', 'confirmed', false],
      ['Pending', 'unconfirmed', true],
    ]);
    expect(
      ordersByCustomer(orders, customers, '2026-03-05', zone).map((group) =>
        group.orders.map((order) => order.id),
      ),
    ).toEqual([['tomorrow']]);
  });

  it('counts an order the customer placed itself (naming its own supplier record) as that customer’s', () => {
    const withAccount = [
      ...customers,
      { id: 'agr-d', companyName: 'Docklands Cafe', buyerID: 'comp-docklands' },
    ];
    const placed = {
      id: 'po',
      supplyAgreementID: 'docklands-buys-from-us',
      buyerID: 'comp-docklands',
      dueDate: '2026-03-03T21:00:00.000Z',
      createdOn: '2026-03-03T22:00:00.000Z',
      amountTotal: 30,
    };
    expect(
      ordersByCustomer([placed], withAccount, '2026-03-04', zone).map((group) => [
        group.agreementID,
        group.customerName,
        group.total,
      ]),
    ).toEqual([['agr-d', 'Docklands Cafe', 30]]);
    const history = ['2026-02-24T21:00:00.000Z', '2026-02-17T21:00:00.000Z'].map((createdOn, index) => ({
      ...placed,
      id: `po-${index}`,
      createdOn,
    }));
    expect(missingCustomers([...history, placed], withAccount, [], NOW, zone)).toEqual([]);
    expect(
      missingCustomers(history, withAccount, [], NOW, zone).map((customer) => customer.customerName),
    ).toEqual(['Docklands Cafe']);
  });

  it('finds customers who usually have ordered by now on this weekday but have not', () => {
    const placed = (id: string, agreement: string, createdOn: string) => ({
      id,
      supplyAgreementID: agreement,
      createdOn,
    });
    const orders = [
      // Acland orders Wednesdays at 8 AM: two of the last four weeks, not yet today.
      placed('a1', 'agr-a', '2026-02-24T21:00:00.000Z'),
      placed('a2', 'agr-a', '2026-02-17T21:00:00.000Z'),
      // Brunswick orders Wednesdays too, and already has today.
      placed('b1', 'agr-b', '2026-02-24T21:00:00.000Z'),
      placed('b2', 'agr-b', '2026-02-17T21:00:00.000Z'),
      placed('b3', 'agr-b', '2026-03-03T22:00:00.000Z'),
      // Carlton orders Wednesdays at 2 PM: not by now.
      placed('c1', 'agr-c', '2026-02-25T03:00:00.000Z'),
      placed('c2', 'agr-c', '2026-02-18T03:00:00.000Z'),
    ];
    expect(missingCustomers(orders, customers, [], NOW, zone)).toEqual([
      { agreementID: 'agr-a', customerName: 'Acland Bistro', usualTime: '08:00 AM', weeks: 2 },
    ]);
    const standing = [
      { id: 's', supplyAgreementID: 'agr-c', isOn: true, nextAttentionDate: '2026-03-03T20:00:00.000Z' },
    ];
    expect(
      missingCustomers(orders, customers, standing, NOW, zone).map((customer) => customer.customerName),
    ).toEqual(['Acland Bistro', 'Carlton Deli']);
  });
});
