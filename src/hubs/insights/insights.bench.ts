import { bench, describe } from 'vitest';
import { benchOrders } from '../../../tests/bench/bench-orders';
import { computeInsights } from './compute-insights';

// The dashboards' aggregation alone (what the insights worker does after reading the mirror):
// 50,000 customer orders of 5 lines over 12 weeks and 12,500 invoices. Goal: the whole
// dashboard under 300 ms, so this part well under it.
const NOW = Date.now();
const { orders, invoices } = benchOrders(50_000, NOW);
const deliveries = orders.map((order, index) => ({ id: `d${index}`, customerOrderID: order['id'], deliveredOn: order['dueDate'], isFlagged: index % 50 === 0 }));
const tables = { 'customer-orders': orders, 'customer-invoices': invoices, 'purchase-orders': orders, 'supplier-invoices': invoices, deliveries };
const ZONE = 'Australia/Melbourne';

describe('dashboard aggregation over 50,000 orders', () => {
  bench('supplier dashboard (trade by week, product, customer; movers; invoices)', () => {
    computeInsights({ kind: 'supplier', now: NOW, timeZone: ZONE }, tables);
  });
  bench('procurement dashboard (the same plus open, arriving and spend by supplier)', () => {
    computeInsights({ kind: 'procurement', now: NOW, timeZone: ZONE }, tables);
  });
  bench('delivery statistics, 50,000 deliveries over 30 days', () => {
    computeInsights({ kind: 'delivery', now: NOW, timeZone: ZONE, from: NOW - 30 * 86_400_000, to: NOW }, tables);
  });
});
