import { describe, expect, it } from 'vitest';
import { procurementInsights } from './procurement-insights';

const ZONE = 'Australia/Melbourne';
const NOW = Date.parse('2026-11-25T02:00:00Z'); // Wed 25 Nov 2026 local
const names = new Map([
  ['s1', 'Gippsland Dairy Co-op'],
  ['s2', 'Westside Artisan Bakery'],
  ['s3', 'Northcote Soda Works'],
]);

const po = (
  id: string,
  sellerID: string,
  dueDate: string,
  subTotal: number,
  state: 'unconfirmed' | 'confirmed' | 'dispatched',
) => ({
  id,
  purchaseOrderNumber: id.toUpperCase(),
  sellerID,
  dueDate,
  subTotal,
  isConfirmed: state !== 'unconfirmed',
  isDispatched: state === 'dispatched',
});

describe('procurementInsights', () => {
  const orders = [
    po('p1', 's1', '2026-11-26T18:00:00Z', 500, 'confirmed'), // Fri 27 Nov: this week, open
    po('p2', 's2', '2026-11-29T12:00:00Z', 120, 'dispatched'), // Sun 29 Nov 11 PM local: this week, on its way
    po('p3', 's3', '2026-11-30T18:00:00Z', 80, 'unconfirmed'), // next week, open
    po('p4', 's1', '2026-11-10T18:00:00Z', 300, 'dispatched'), // two weeks ago
    { ...po('p5', 's2', '2026-11-26T18:00:00Z', 999, 'confirmed'), isInactive: true },
  ];
  const result = procurementInsights(orders, { now: NOW, timeZone: ZONE, names });

  it('lists the orders not yet dispatched, soonest due first, with their total', () => {
    expect(result.openOrders.count).toBe(2);
    expect(result.openOrders.amount).toBe(580);
    expect(result.openOrders.orders.map((order) => [order.number, order.supplier, order.status])).toEqual([
      ['P1', 'Gippsland Dairy Co-op', 'Confirmed'],
      ['P3', 'Northcote Soda Works', 'Unconfirmed'],
    ]);
  });

  it('lists what is due this local week, dispatched or not, with its count and total', () => {
    expect(result.arrivingThisWeek.orders.map((order) => order.id)).toEqual(['p1', 'p2']);
    expect(result.arrivingThisWeek.count).toBe(2);
    expect(result.arrivingThisWeek.amount).toBe(620);
  });

  it('lists only the soonest due of many, and counts them all', () => {
    const { arrivingThisWeek, openOrders } = procurementInsights(orders, {
      now: NOW,
      timeZone: ZONE,
      names,
      listed: 1,
    });
    expect(arrivingThisWeek.orders.map((order) => order.id)).toEqual(['p1']);
    expect(arrivingThisWeek.count).toBe(2);
    expect(openOrders.orders.map((order) => order.id)).toEqual(['p1']);
    expect(openOrders.count).toBe(2);
  });

  it('stacks confirmed spend per week by supplier, biggest supplier first, under keys not names', () => {
    expect(result.spendBySupplier.series).toEqual([
      { key: 's0', name: 'Gippsland Dairy Co-op' },
      { key: 's1', name: 'Westside Artisan Bakery' },
    ]);
    expect(result.spendBySupplier.rows.at(-1)).toEqual({ week: '23 Nov', s0: 500, s1: 120 });
    expect(result.spendBySupplier.rows.at(-3)).toEqual({ week: '9 Nov', s0: 300, s1: 0 });
  });

  it('sums the suppliers past the top ones as Other', () => {
    const many = Array.from({ length: 4 }, (_, index) =>
      po(`x${index}`, `s${index}`, '2026-11-24T00:00:00Z', 100 * (index + 1), 'confirmed'),
    );
    const { spendBySupplier } = procurementInsights(many, {
      now: NOW,
      timeZone: ZONE,
      names,
      topSuppliers: 2,
    });
    expect(spendBySupplier.series.map((series) => series.name)).toEqual([
      'Northcote Soda Works',
      'Westside Artisan Bakery',
      'Other',
    ]);
    expect(spendBySupplier.rows.at(-1)).toEqual({ week: '23 Nov', s0: 400, s1: 300, s2: 300 });
  });
});
