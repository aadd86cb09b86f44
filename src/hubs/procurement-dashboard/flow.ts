import type { TradeWording } from '../../blocks/insights/TradeSections';
import { formatDate } from '../../domain/formats';
import type { InsightResults, RequestOf } from '../../domain/insights/insight-requests';
import type { IncomingOrder, StackedWeeks } from '../../domain/insights/procurement-insights';
import { formatMoney } from '../../domain/money';

/** A panel of purchase orders: what it says of them and the orders, soonest due first. */
export interface IncomingPanel {
  readonly description: string;
  readonly orders: IncomingOrder[];
}

export interface ProcurementPanels {
  readonly arriving: IncomingPanel;
  readonly open: IncomingPanel;
  readonly spend: StackedWeeks;
}

export interface ProcurementDashboardView {
  /** What the screen asks the insights worker for. */
  readonly request: RequestOf<'procurement'>;
  readonly title: string;
  readonly subtitle: string;
  /** The trade sections' words: purchases from suppliers, their invoices. */
  readonly wording: TradeWording;
}

/**
 * The procurement dashboard's request and wording for the moment it is opened at.
 * @example procurementDashboardFlow(now, 'Australia/Melbourne').subtitle // 'Purchases over the 12 weeks to 26 Nov 2026'
 */
export function procurementDashboardFlow(now: number, timeZone: string): ProcurementDashboardView {
  return {
    request: { kind: 'procurement', now, timeZone },
    title: 'Procurement Dashboard',
    subtitle: `Purchases over the 12 weeks to ${formatDate(new Date(now), timeZone)}`,
    wording: { trade: 'Purchases', party: 'Supplier', invoiceRoute: 'supplier-invoice' },
  };
}

/**
 * The purchase order panels from the worker's figures: what arrives this week, the open orders
 * and the weekly spend by supplier.
 * @example procurementPanels(data).arriving.description // '2 purchase orders due this week, Monday to Sunday, worth $1,200.00 ex GST; the soonest due first.'
 */
export function procurementPanels(data: InsightResults['procurement']): ProcurementPanels {
  const { arrivingThisWeek, openOrders, spendBySupplier } = data.incoming;
  return {
    arriving: {
      description: `${arrivingThisWeek.count.toLocaleString('en-AU')} purchase order${arrivingThisWeek.count === 1 ? '' : 's'} due this week, Monday to Sunday, worth ${formatMoney(arrivingThisWeek.amount)} ex GST; the soonest due first.`,
      orders: arrivingThisWeek.orders,
    },
    open: {
      description: `${openOrders.count.toLocaleString('en-AU')} not yet dispatched by their suppliers, worth ${formatMoney(openOrders.amount)} ex GST; the soonest due first.`,
      orders: openOrders.orders,
    },
    spend: spendBySupplier,
  };
}
