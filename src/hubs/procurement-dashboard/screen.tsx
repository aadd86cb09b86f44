import { BarChart } from '@mantine/charts';
import { Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../domain/formats';
import { formatMoney } from '../../domain/money';
import { pathOf } from '../../navigation/portal-routes';
import { ChartPanel, EVERY_WEEK_AXIS, MONEY_AXIS, PANEL_CHART } from '../../blocks/insights/ChartPanel';
import { PALETTE_13, paletteColour } from '../../blocks/insights/chart-palettes';
import { InsightsFrame } from '../../blocks/insights/InsightsFrame';
import type { IncomingOrder } from '../../domain/insights/procurement-insights';
import { TradeSections } from '../../blocks/insights/TradeSections';
import { useInsightClock } from '../../blocks/insights/use-insight-clock';
import { useInsights } from '../../blocks/insights/use-insights';

function incomingColumns(timeZone: string) {
  return [
    {
      header: 'PO',
      cell: (row: IncomingOrder) => (
        <Anchor component={Link} to={pathOf('purchase-order', row.id)}>
          {row.number || 'Purchase order'}
        </Anchor>
      ),
    },
    { header: 'Supplier', cell: (row: IncomingOrder) => row.supplier },
    {
      header: 'Due',
      cell: (row: IncomingOrder) =>
        Number.isNaN(row.dueDate) ? '' : formatDate(new Date(row.dueDate), timeZone),
    },
    { header: 'Status', cell: (row: IncomingOrder) => row.status },
    { header: 'Amount', cell: (row: IncomingOrder) => formatMoney(row.amount), numeric: true },
  ];
}

/**
 * /dashboard/procurement (CUST and SUPP): what the company buys, from the mirror: purchases by
 * week, product and supplier, open purchase orders, what arrives this week, spend by supplier
 * over 12 weeks and what the supplier invoices owe.
 */
export default function ProcurementDashboard() {
  const { now, timeZone } = useInsightClock();
  const { data, error, stale } = useInsights({ kind: 'procurement', now, timeZone });
  const columns = incomingColumns(timeZone);
  return (
    <InsightsFrame
      title="Procurement Dashboard"
      subtitle={`Purchases over the 12 weeks to ${formatDate(new Date(now), timeZone)}`}
      loading={data === undefined}
      updating={stale}
      error={error}
    >
      {data === undefined ? null : (
        <Stack gap="md">
          <ChartPanel
            title="Arriving this week"
            description={`${data.incoming.arrivingThisWeek.count.toLocaleString('en-AU')} purchase order${data.incoming.arrivingThisWeek.count === 1 ? '' : 's'} due this week, Monday to Sunday, worth ${formatMoney(data.incoming.arrivingThisWeek.amount)} ex GST; the soonest due first.`}
            empty="No purchase order is due this week."
            chart={
              <BarChart
                barChartProps={PANEL_CHART}
                h={200}
                data={data.incoming.arrivingThisWeek.orders}
                dataKey="number"
                series={[{ name: 'amount', label: 'Amount', color: PALETTE_13[1] ?? '#1d5474' }]}
                valueFormatter={formatMoney}
                yAxisProps={MONEY_AXIS}
                tickLine="y"
              />
            }
            rows={data.incoming.arrivingThisWeek.orders}
            rowKey={(row) => row.id}
            columns={columns}
          />
          <ChartPanel
            title="Open purchase orders"
            description={`${data.incoming.openOrders.count.toLocaleString('en-AU')} not yet dispatched by their suppliers, worth ${formatMoney(data.incoming.openOrders.amount)} ex GST; the soonest due first.`}
            empty="Every purchase order is on its way."
            chart={
              <BarChart
                barChartProps={PANEL_CHART}
                h={200}
                data={data.incoming.openOrders.orders}
                dataKey="number"
                series={[{ name: 'amount', label: 'Amount', color: PALETTE_13[2] ?? '#2e86ab' }]}
                valueFormatter={formatMoney}
                yAxisProps={MONEY_AXIS}
                tickLine="y"
              />
            }
            rows={data.incoming.openOrders.orders}
            rowKey={(row) => row.id}
            columns={columns}
          />
          <ChartPanel
            title="Spend by supplier"
            description="Confirmed purchases ex GST per week, stacked by supplier."
            chart={
              <BarChart
                barChartProps={PANEL_CHART}
                h={280}
                data={data.incoming.spendBySupplier.rows}
                dataKey="week"
                type="stacked"
                withLegend
                series={data.incoming.spendBySupplier.series.map((series, index) => ({
                  name: series.key,
                  label: series.name,
                  color: paletteColour(PALETTE_13, index),
                }))}
                valueFormatter={formatMoney}
                xAxisProps={EVERY_WEEK_AXIS}
                yAxisProps={MONEY_AXIS}
                tickLine="y"
              />
            }
            rows={data.incoming.spendBySupplier.rows}
            rowKey={(row) => row.week}
            columns={[
              { header: 'Week of', cell: (row) => row.week },
              ...data.incoming.spendBySupplier.series.map((series) => ({
                header: series.name,
                cell: (row: Record<string, number | string>) => formatMoney(Number(row[series.key] ?? 0)),
                numeric: true,
              })),
            ]}
          />
          <TradeSections
            insights={data.trade}
            timeZone={timeZone}
            wording={{ trade: 'Purchases', party: 'Supplier', invoiceRoute: 'supplier-invoice' }}
          />
        </Stack>
      )}
    </InsightsFrame>
  );
}
