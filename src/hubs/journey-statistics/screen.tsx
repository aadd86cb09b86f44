import { BarChart } from '@mantine/charts';
import { Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { pathOf } from '../../entities/derive/portal-routes';
import { ChartPanel, PANEL_CHART } from '../../blocks/insights/ChartPanel';
import { PALETTE_13 } from '../../blocks/insights/chart-palettes';
import { FigureCards } from '../../blocks/insights/FigureCards';
import type { InsightResults } from '../../domain/insights/insight-requests';
import { RangedStatistics } from '../../blocks/insights/RangedStatistics';
import { journeyLabel, journeyStatisticsFlow, km, minutes } from './flow';

/**
 * /statistics/journey (COUR and SUPP): journeys in a date range with their stops, distance
 * and time per stop, per journey and per day; from the mirror, so offline too.
 */
export default function JourneyStatistics() {
  return (
    <RangedStatistics kind="journey" title="Journey Statistics" noun="Journeys">
      {(data, timeZone) => <JourneyStatisticsPanels data={data} timeZone={timeZone} />}
    </RangedStatistics>
  );
}

function JourneyStatisticsPanels({ data, timeZone }: { data: InsightResults['journey']; timeZone: string }) {
  const { figures, charted, journeys, journeysDescription, days, busyDays } = useMemo(
    () => journeyStatisticsFlow(data, timeZone),
    [data, timeZone],
  );
  return (
    <Stack gap="md">
      <FigureCards figures={figures} />
      <ChartPanel
        title="Stops and distance per day"
        description="Stops made and kilometres driven (straight legs between stops unless the plan recorded its distance)."
        chart={
          <BarChart
            barChartProps={PANEL_CHART}
            h={260}
            data={days}
            dataKey="day"
            withLegend
            series={[
              { name: 'stops', label: 'Stops', color: PALETTE_13[1] ?? '#1d5474' },
              { name: 'distanceKm', label: 'Kilometres', color: PALETTE_13[6] ?? '#f2a541' },
            ]}
            tickLine="y"
          />
        }
        rows={busyDays}
        rowKey={(row) => row.day}
        columns={[
          { header: 'Day', cell: (row) => row.day },
          { header: 'Journeys', cell: (row) => row.journeys, numeric: true },
          { header: 'Stops', cell: (row) => row.stops, numeric: true },
          { header: 'Distance', cell: (row) => km(row.distanceKm), numeric: true },
        ]}
      />
      <ChartPanel
        title="Journeys"
        description={journeysDescription}
        chart={
          <BarChart
            barChartProps={PANEL_CHART}
            h={280}
            data={charted}
            dataKey="label"
            withLegend
            series={[
              { name: 'stops', label: 'Stops', color: PALETTE_13[1] ?? '#1d5474' },
              { name: 'perStop', label: 'Minutes per stop', color: PALETTE_13[9] ?? '#c2185b' },
            ]}
            tickLine="y"
            xAxisProps={{ hide: true }}
          />
        }
        rows={journeys}
        rowKey={(row) => row.id}
        columns={[
          {
            header: 'Journey',
            cell: (row) => (
              <Anchor component={Link} to={pathOf('journey', row.id)}>
                {journeyLabel(row, timeZone)}
              </Anchor>
            ),
          },
          { header: 'Driver', cell: (row) => row.driver },
          { header: 'Stops', cell: (row) => row.stops, numeric: true },
          { header: 'Distance', cell: (row) => km(row.distanceKm), numeric: true },
          { header: 'Time per stop', cell: (row) => minutes(row.minutesPerStop), numeric: true },
        ]}
      />
    </Stack>
  );
}
