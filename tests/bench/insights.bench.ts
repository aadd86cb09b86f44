import { bench, describe } from 'vitest';
import { benchMovements, benchOrders, benchPurchases } from './bench-orders';
import { computeInsights } from '../../src/domain/insights/compute-insights';

// The dashboards' aggregation alone (what the insights worker does after reading the mirror),
// over the data the browser bench (tests/bench/dashboard-bench.ts) puts in the mirror: 50,000
// customer orders of 5 lines over 12 weeks and 12,500 invoices, the same as purchase orders
// from 12 suppliers, a delivery for each order and the journeys that carried them. Goal: the
// whole screen under 300 ms, so this part well under it.
const NOW = Date.now();
const { orders, invoices } = benchOrders(50_000, NOW);
const purchases = benchPurchases(orders, invoices, NOW);
const { deliveries, journeys } = benchMovements(orders, NOW);
const tables = {
  'customer-orders': orders,
  'customer-invoices': invoices,
  'purchase-orders': purchases.orders,
  'supplier-invoices': purchases.invoices,
  suppliers: purchases.suppliers,
  deliveries,
  journeys,
};
const ZONE = 'Australia/Melbourne';
const MONTH = { from: NOW - 30 * 86_400_000, to: NOW };

describe('dashboard aggregation over 50,000 orders', () => {
  bench('supplier dashboard (trade by week, product, customer; movers; invoices)', () => {
    computeInsights({ kind: 'supplier', now: NOW, timeZone: ZONE }, tables);
  });
  bench('procurement dashboard (the same plus open, arriving and spend by supplier)', () => {
    computeInsights({ kind: 'procurement', now: NOW, timeZone: ZONE }, tables);
  });
  bench('customer dashboard (next deliveries, recent orders, supplier cards, invoices due)', () => {
    computeInsights({ kind: 'customer', now: NOW, timeZone: ZONE }, tables);
  });
  bench('delivery statistics, 50,000 deliveries over 30 days', () => {
    computeInsights({ kind: 'delivery', now: NOW, timeZone: ZONE, ...MONTH }, tables);
  });
  bench('journey statistics, 2,500 journeys of 20 stops over 30 days', () => {
    computeInsights({ kind: 'journey', now: NOW, timeZone: ZONE, ...MONTH }, tables);
  });
});
