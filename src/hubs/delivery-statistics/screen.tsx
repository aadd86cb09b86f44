import { BarChart, LineChart } from '@mantine/charts';
import { Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { formatDate, formatTime } from '../../domain/formats';
import { pathOf } from '../../entities/derive/portal-routes';
import { ChartPanel, PANEL_CHART } from '../../blocks/insights/ChartPanel';
import { PALETTE_13 } from '../../blocks/insights/chart-palettes';
import { FigureCards } from '../../blocks/insights/FigureCards';
import type { InsightResults } from '../../domain/insights/insight-requests';
import { RangedStatistics } from '../../blocks/insights/RangedStatistics';
import { deliveryStatisticsFlow } from './flow';

/**
 * /statistics/delivery (COUR and SUPP): deliveries per day in a date range, judged on time
 * against their order slot's deliverBy, and the flagged ones; from the mirror, so offline too.
 */
export default function DeliveryStatistics() {
  return (
    <RangedStatistics kind="delivery" title="Delivery Statistics" noun="Deliveries">
      {(data, timeZone) => <DeliveryStatisticsPanels data={data} timeZone={timeZone} />}
    </RangedStatistics>
  );
}

function DeliveryStatisticsPanels({
  data,
  timeZone,
}: {
  data: InsightResults['delivery'];
  timeZone: string;
}) {
  const { figures, days, deliveredDays, judgedDays, flagged } = useMemo(
    () => deliveryStatisticsFlow(data),
    [data],
  );
  return (
    <Stack gap="md">
      <FigureCards figures={figures} />
      <ChartPanel
        title="Deliveries per day"
        description="Drops delivered each day, on time (by the order slot's deliver-by, else the order's due time) or late."
        chart={
          <BarChart
            barChartProps={PANEL_CHART}
            h={260}
            data={days}
            dataKey="day"
            type="stacked"
            withLegend
            series={[
              { name: 'onTime', label: 'On time', color: PALETTE_13[4] ?? '#2e9e6a' },
              { name: 'late', label: 'Late', color: PALETTE_13[8] ?? '#c0392b' },
            ]}
            tickLine="y"
          />
        }
        rows={deliveredDays}
        rowKey={(row) => String(row.dayStart)}
        columns={[
          { header: 'Day', cell: (row) => formatDate(new Date(row.dayStart), timeZone) },
          { header: 'Delivered', cell: (row) => row.delivered, numeric: true },
          { header: 'On time', cell: (row) => row.onTime, numeric: true },
          { header: 'Late', cell: (row) => row.late, numeric: true },
          {
            header: 'On-time share',
            cell: (row) => (row.share === null ? '–' : `${row.share}%`),
            numeric: true,
          },
          { header: 'Flagged', cell: (row) => row.flagged, numeric: true },
        ]}
      />
      <ChartPanel
        title="On-time share"
        description="The share of each day's judged deliveries that arrived by their deliver-by."
        chart={
          <LineChart
            lineChartProps={PANEL_CHART}
            h={220}
            data={days}
            dataKey="day"
            connectNulls
            series={[{ name: 'share', label: 'On time', color: PALETTE_13[1] ?? '#1d5474' }]}
            unit="%"
            yAxisProps={{ domain: [0, 100] }}
            tickLine="y"
          />
        }
        rows={judgedDays}
        rowKey={(row) => String(row.dayStart)}
        columns={[
          { header: 'Day', cell: (row) => formatDate(new Date(row.dayStart), timeZone) },
          { header: 'On-time share', cell: (row) => `${row.share ?? 0}%`, numeric: true },
        ]}
      />
      <ChartPanel
        title="Flagged deliveries"
        description="Deliveries a driver flagged, newest first."
        empty="No delivery was flagged in this range."
        chart={
          <BarChart
            barChartProps={PANEL_CHART}
            h={200}
            data={days}
            dataKey="day"
            series={[{ name: 'flagged', label: 'Flagged', color: PALETTE_13[7] ?? '#e07a1f' }]}
            tickLine="y"
          />
        }
        rows={flagged}
        rowKey={(row) => row.id}
        columns={[
          {
            header: 'Delivered',
            cell: (row) => (
              <Anchor component={Link} to={pathOf('delivery', row.id)}>
                {`${formatDate(new Date(row.deliveredOn), timeZone)} ${formatTime(new Date(row.deliveredOn), timeZone)}`}
              </Anchor>
            ),
          },
          { header: 'To', cell: (row) => row.place },
          { header: 'Received by', cell: (row) => row.receiverName },
          { header: 'Driver notes', cell: (row) => row.notes },
        ]}
      />
    </Stack>
  );
}
