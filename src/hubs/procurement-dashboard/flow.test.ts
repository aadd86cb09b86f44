import { describe, expect, it } from 'vitest';
import type { InsightResults } from '../../domain/insights/insight-requests';
import type { IncomingOrder } from '../../domain/insights/procurement-insights';
import type { TradeInsights } from '../../domain/insights/trade-insights';
import { procurementDashboardFlow, procurementPanels } from './flow';

const order = (id: string, amount: number): IncomingOrder => ({
  id,
  number: id,
  supplier: 'Gippsland Dairy',
  dueDate: Date.parse('2026-11-27T00:00:00Z'),
  amount,
  status: 'Confirmed',
});

const data = (arriving: IncomingOrder[], open: IncomingOrder[]): InsightResults['procurement'] => ({
  trade: {} as TradeInsights,
  incoming: {
    arrivingThisWeek: {
      count: arriving.length,
      amount: arriving.reduce((sum, o) => sum + o.amount, 0),
      orders: arriving,
    },
    openOrders: { count: open.length, amount: open.reduce((sum, o) => sum + o.amount, 0), orders: open },
    spendBySupplier: {
      series: [{ key: 's0', name: 'Gippsland Dairy' }],
      rows: [{ week: '23 Nov', s0: 100 }],
    },
  },
});

describe('the procurement dashboard flow', () => {
  it('asks for the purchases of the 12 weeks to today', () => {
    const now = Date.parse('2026-11-25T23:00:00Z');
    expect(procurementDashboardFlow(now, 'Australia/Melbourne')).toMatchObject({
      request: { kind: 'procurement', now, timeZone: 'Australia/Melbourne' },
      title: 'Procurement Dashboard',
      subtitle: 'Purchases over the 12 weeks to 26 Nov 2026',
      wording: { trade: 'Purchases', party: 'Supplier', invoiceRoute: 'supplier-invoice' },
    });
  });

  it('says what arrives this week and what is still open, one or many', () => {
    const panels = procurementPanels(data([order('PO-1', 1200)], [order('PO-1', 1200), order('PO-2', 300)]));
    expect(panels.arriving.description).toBe(
      '1 purchase order due this week, Monday to Sunday, worth $1,200.00 ex GST; the soonest due first.',
    );
    expect(panels.open.description).toBe(
      '2 not yet dispatched by their suppliers, worth $1,500.00 ex GST; the soonest due first.',
    );
    expect(panels.open.orders.map((row) => row.id)).toEqual(['PO-1', 'PO-2']);
    expect(panels.spend.series).toEqual([{ key: 's0', name: 'Gippsland Dairy' }]);
    expect(procurementPanels(data([], [])).arriving.description).toMatch(/^0 purchase orders due this week/);
  });
});
