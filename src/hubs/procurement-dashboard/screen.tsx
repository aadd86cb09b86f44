import { BarChart } from '@mantine/charts';
import { Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatDate } from '../../domain/formats';
import { formatMoney } from '../../domain/money';
import { pathOf } from '../../entities/derive/portal-routes';
import { ChartPanel, EVERY_WEEK_AXIS, MONEY_AXIS, PANEL_CHART } from '../../blocks/insights/ChartPanel';
import { PALETTE_13, paletteColour } from '../../blocks/insights/chart-palettes';
import { InsightsFrame } from '../../blocks/insights/InsightsFrame';
import type { IncomingOrder } from '../../domain/insights/procurement-insights';
import { TradeSections } from '../../blocks/insights/TradeSections';
import { useInsightClock } from '../../blocks/insights/use-insight-clock';
import { useInsights } from '../../blocks/insights/use-insights';
import { procurementDashboardFlow, procurementPanels } from './flow';

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
  const view = useMemo(() => procurementDashboardFlow(now, timeZone), [now, timeZone]);
  const { data, error, stale } = useInsights(view.request);
  const panels = useMemo(() => (data === undefined ? undefined : procurementPanels(data)), [data]);
  const columns = incomingColumns(timeZone);
  return (
    <InsightsFrame
      title={view.title}
      subtitle={view.subtitle}
      loading={data === undefined}
      updating={stale}
      error={error}
    >
      {data === undefined || panels === undefined ? null : (
        <Stack gap="md">
          <ChartPanel
            title="Arriving this week"
            description={panels.arriving.description}
            empty="No purchase order is due this week."
            chart={
              <BarChart
                barChartProps={PANEL_CHART}
                h={200}
                data={panels.arriving.orders}
                dataKey="number"
                series={[{ name: 'amount', label: 'Amount', color: PALETTE_13[1] ?? '#1d5474' }]}
                valueFormatter={formatMoney}
                yAxisProps={MONEY_AXIS}
                tickLine="y"
              />
            }
            rows={panels.arriving.orders}
            rowKey={(row) => row.id}
            columns={columns}
          />
          <ChartPanel
            title="Open purchase orders"
            description={panels.open.description}
            empty="Every purchase order is on its way."
            chart={
              <BarChart
                barChartProps={PANEL_CHART}
                h={200}
                data={panels.open.orders}
                dataKey="number"
                series={[{ name: 'amount', label: 'Amount', color: PALETTE_13[2] ?? '#2e86ab' }]}
                valueFormatter={formatMoney}
                yAxisProps={MONEY_AXIS}
                tickLine="y"
              />
            }
            rows={panels.open.orders}
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
                data={panels.spend.rows}
                dataKey="week"
                type="stacked"
                withLegend
                series={panels.spend.series.map((series, index) => ({
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
            rows={panels.spend.rows}
            rowKey={(row) => row.week}
            columns={[
              { header: 'Week of', cell: (row) => row.week },
              ...panels.spend.series.map((series) => ({
                header: series.name,
                cell: (row: Record<string, number | string>) => formatMoney(Number(row[series.key] ?? 0)),
                numeric: true,
              })),
            ]}
          />
          <TradeSections insights={data.trade} timeZone={timeZone} wording={view.wording} />
        </Stack>
      )}
    </InsightsFrame>
  );
}
