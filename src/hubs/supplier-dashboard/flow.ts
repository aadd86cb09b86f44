import type { TradeWording } from '../../blocks/insights/TradeSections';
import { formatDate } from '../../domain/formats';
import type { RequestOf } from '../../domain/insights/insight-requests';

export interface SupplierDashboardView {
  /** What the screen asks the insights worker for. */
  readonly request: RequestOf<'supplier'>;
  readonly title: string;
  readonly subtitle: string;
  /** The trade sections' words: sales to customers, their invoices. */
  readonly wording: TradeWording;
}

/**
 * The supplier dashboard's request and wording for the moment it is opened at.
 * @example supplierDashboardFlow(now, 'Australia/Melbourne').subtitle // 'Sales over the 12 weeks to 26 Nov 2026'
 */
export function supplierDashboardFlow(now: number, timeZone: string): SupplierDashboardView {
  return {
    request: { kind: 'supplier', now, timeZone },
    title: 'Supplier Dashboard',
    subtitle: `Sales over the 12 weeks to ${formatDate(new Date(now), timeZone)}`,
    wording: { trade: 'Sales', party: 'Customer', invoiceRoute: 'customer-invoice' },
  };
}
