import type { CustomerInsights } from './customer-insights';
import type { DeliveryInsights } from './delivery-insights';
import type { JourneyInsights } from './journey-insights';
import type { ProcurementInsights } from './procurement-insights';
import type { TradeInsights } from './trade-insights';

/** What a dashboard or statistics screen asks for: its kind, the clock and (for statistics) a range. */
export type InsightRequest =
  | { kind: 'customer'; now: number; timeZone: string }
  | { kind: 'supplier'; now: number; timeZone: string }
  | { kind: 'procurement'; now: number; timeZone: string }
  | { kind: 'delivery'; now: number; timeZone: string; from: number; to: number }
  | { kind: 'journey'; now: number; timeZone: string; from: number; to: number };

export type InsightKind = InsightRequest['kind'];

/** The request of one kind. */
export type RequestOf<K extends InsightKind> = Extract<InsightRequest, { kind: K }>;

/** What each kind answers. */
export type InsightResults = {
  customer: CustomerInsights;
  supplier: TradeInsights;
  procurement: { trade: TradeInsights; incoming: ProcurementInsights };
  delivery: DeliveryInsights;
  journey: JourneyInsights;
};

/** The mirror tables (navigation names) each kind reads; a live change to any of them recomputes it. */
export const INSIGHT_SOURCES: { readonly [K in InsightKind]: readonly string[] } = {
  customer: ['purchase-orders', 'supplier-invoices', 'suppliers', 'standing-purchase-orders'],
  supplier: ['customer-orders', 'customer-invoices', 'public-companies', 'customers'],
  procurement: ['purchase-orders', 'supplier-invoices', 'public-companies', 'suppliers'],
  delivery: ['deliveries', 'delivery-archives', 'customer-orders'],
  journey: ['journeys', 'journey-archives', 'deliveries', 'delivery-archives', 'courier-movements', 'users'],
};

/** How many changes the page has seen per source table (navigation name) when it asks. */
export type TableStamps = Readonly<Record<string, number>>;

/** What the insights worker answers the page: one screen's figures from the mirror. */
export type InsightsWorkerApi = {
  compute<K extends InsightKind>(
    databaseName: string,
    request: RequestOf<K>,
    stamps: TableStamps,
  ): Promise<InsightResults[K]>;
};
