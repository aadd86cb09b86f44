import { BarChart } from '@mantine/charts';
import { Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../domain/formats';
import { formatMoney } from '../../domain/money';
import { pathOf } from '../../navigation/portal-routes';
import { ChartPanel, EVERY_WEEK_AXIS, MONEY_AXIS, PANEL_CHART } from './ChartPanel';
import { DonutWithLegend } from './DonutWithLegend';
import { PALETTE_16, paletteColour } from './chart-palettes';
import { FigureCards } from './FigureCards';
import type { TradeInsights } from '../../domain/insights/trade-insights';

/** How a dashboard names its side of trade: sales to customers or purchases from suppliers. */
export type TradeWording = {
  /** "Sales" or "Purchases". */
  trade: string;
  /** "Customer" or "Supplier". */
  party: string;
  /** The detail route name of the invoices, e.g. 'customer-invoice'. */
  invoiceRoute: string;
};

const money = (value: number) => formatMoney(value);
const quantity = (value: number) => value.toLocaleString('en-AU');

/**
 * The figures and charts both dashboards share: totals, trade by week, product and party,
 * the top movers and what the invoices owe, each chart with its table.
 */
export function TradeSections({
  insights,
  wording,
  timeZone,
}: {
  insights: TradeInsights;
  wording: TradeWording;
  timeZone: string;
}) {
  const { trade, party } = wording;
  const { totals, invoices } = insights;
  const share = (rows: TradeInsights['byProduct']) =>
    rows.map((row, index) => ({
      name: row.name,
      value: row.amount,
      color: paletteColour(PALETTE_16, index),
    }));
  return (
    <Stack gap="md">
      <FigureCards
        figures={[
          { label: `${trade}, 12 weeks`, value: money(totals.amount), note: 'ex GST, confirmed orders' },
          { label: 'Orders', value: quantity(totals.orders) },
          { label: 'Average order', value: money(totals.averageOrder) },
          {
            label: 'Outstanding',
            value: money(invoices.outstanding),
            note: `${invoices.outstandingCount} unpaid invoices`,
          },
          {
            label: 'Overdue',
            value: money(invoices.overdue),
            note: `${invoices.overdueCount} past due`,
            ...(invoices.overdue > 0 ? { tone: 'alert' as const } : {}),
          },
        ]}
      />
      <ChartPanel
        title={`${trade} by week`}
        description={`${trade} ex GST of confirmed orders by the week they are due, Monday to Sunday.`}
        chart={
          <BarChart
            barChartProps={PANEL_CHART}
            h={260}
            data={insights.weeks}
            dataKey="week"
            series={[{ name: 'amount', label: trade, color: PALETTE_16[0] ?? '#1d5474' }]}
            valueFormatter={money}
            xAxisProps={EVERY_WEEK_AXIS}
            yAxisProps={MONEY_AXIS}
            tickLine="y"
          />
        }
        rows={insights.weeks}
        rowKey={(row) => String(row.weekStart)}
        columns={[
          { header: 'Week of', cell: (row) => row.week },
          { header: 'Orders', cell: (row) => quantity(row.orders), numeric: true },
          { header: trade, cell: (row) => money(row.amount), numeric: true },
        ]}
      />
      <ChartPanel
        title={`${trade} by product`}
        description="Line amounts ex GST over the 12 weeks; the smallest products together as Other."
        chart={<DonutWithLegend data={share(insights.byProduct)} valueFormatter={money} />}
        rows={insights.byProduct}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Product', cell: (row) => row.name },
          { header: 'Quantity', cell: (row) => quantity(row.quantity), numeric: true },
          { header: trade, cell: (row) => money(row.amount), numeric: true },
        ]}
      />
      <ChartPanel
        title={`${trade} by ${party.toLowerCase()}`}
        description={`Order totals ex GST by ${party.toLowerCase()} over the 12 weeks.`}
        chart={<DonutWithLegend data={share(insights.byParty)} valueFormatter={money} />}
        rows={insights.byParty}
        rowKey={(row) => row.id}
        columns={[
          { header: party, cell: (row) => row.name },
          { header: 'Orders', cell: (row) => quantity(row.quantity), numeric: true },
          { header: trade, cell: (row) => money(row.amount), numeric: true },
        ]}
      />
      <ChartPanel
        title="Top movers"
        description="Products whose quantity changed most: the last 4 weeks against the 4 weeks before."
        empty="No product moved between the two periods."
        chart={
          <BarChart
            barChartProps={PANEL_CHART}
            // A row for every product, each named (recharts leaves crowded names out unless told to show all).
            h={Math.max(200, insights.movers.length * 28 + 40)}
            data={insights.movers}
            dataKey="name"
            orientation="vertical"
            yAxisProps={{ width: 130, interval: 0 }}
            series={[{ name: 'change', label: 'Change in quantity', color: PALETTE_16[1] ?? '#e07a1f' }]}
            tickLine="x"
          />
        }
        rows={insights.movers}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Product', cell: (row) => row.name },
          { header: 'Last 4 weeks', cell: (row) => quantity(row.recent), numeric: true },
          { header: '4 weeks before', cell: (row) => quantity(row.previous), numeric: true },
          {
            header: 'Change',
            cell: (row) => `${row.change > 0 ? '+' : ''}${quantity(row.change)}`,
            numeric: true,
          },
        ]}
      />
      <ChartPanel
        title="Invoices owing by age"
        description="Unpaid amounts (incl. GST, less part payments) by how long past their due date."
        empty="Every invoice is paid."
        chart={
          <BarChart
            barChartProps={PANEL_CHART}
            h={220}
            data={invoices.ageing}
            dataKey="age"
            series={[{ name: 'amount', label: 'Owing', color: PALETTE_16[3] ?? '#c2185b' }]}
            valueFormatter={money}
            yAxisProps={MONEY_AXIS}
            tickLine="y"
          />
        }
        rows={invoices.outstandingCount === 0 ? [] : invoices.ageing}
        rowKey={(row) => row.age}
        columns={[
          { header: 'Age', cell: (row) => row.age },
          { header: 'Owing', cell: (row) => money(row.amount), numeric: true },
        ]}
      />
      <ChartPanel
        title="Overdue invoices"
        description="The longest overdue first."
        empty="Nothing is overdue."
        chart={
          <BarChart
            barChartProps={PANEL_CHART}
            h={220}
            data={invoices.oldestOverdue}
            dataKey="invoiceNumber"
            series={[{ name: 'owing', label: 'Owing', color: PALETTE_16[9] ?? '#d84315' }]}
            valueFormatter={money}
            yAxisProps={MONEY_AXIS}
            tickLine="y"
          />
        }
        rows={invoices.oldestOverdue}
        rowKey={(row) => row.id}
        columns={[
          {
            header: 'Invoice',
            cell: (row) => (
              <Anchor component={Link} to={pathOf(wording.invoiceRoute, row.id)}>
                {row.invoiceNumber || 'Invoice'}
              </Anchor>
            ),
          },
          { header: party, cell: (row) => row.party },
          { header: 'Due', cell: (row) => formatDate(new Date(row.dueOn), timeZone) },
          { header: 'Days over', cell: (row) => quantity(row.daysOverdue), numeric: true },
          { header: 'Owing', cell: (row) => money(row.owing), numeric: true },
        ]}
      />
    </Stack>
  );
}
