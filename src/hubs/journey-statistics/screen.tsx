import { BarChart } from '@mantine/charts';
import { Anchor, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../domain/formats';
import { pathOf } from '../../navigation/portal-routes';
import { ChartPanel, PANEL_CHART } from '../../blocks/insights/ChartPanel';
import { PALETTE_13 } from '../../blocks/insights/chart-palettes';
import { FigureCards } from '../../blocks/insights/FigureCards';
import type { InsightResults } from '../../domain/insights/insight-requests';
import { RangedStatistics } from '../../blocks/insights/RangedStatistics';

// One formatter for every cell: toLocaleString with options builds a new one per call (0.1 ms each).
const ONE_DECIMAL = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });
const km = (value: number | null) => (value === null ? '–' : `${ONE_DECIMAL.format(value)} km`);
const minutes = (value: number | null) => (value === null ? '–' : `${ONE_DECIMAL.format(value)} min`);
/** Journeys drawn in the chart: the newest (the table lists them all). */
const CHARTED_JOURNEYS = 30;

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
  const journeys = data.journeys;
  const label = (row: (typeof journeys)[number]) =>
    `${row.name}, ${formatDate(new Date(row.start), timeZone)}`;
  const charted = journeys
    .slice(0, CHARTED_JOURNEYS)
    .reverse()
    .map((row) => ({
      ...row,
      label: label(row),
      distance: row.distanceKm ?? 0,
      perStop: row.minutesPerStop ?? 0,
    }));
  return (
    <Stack gap="md">
      <FigureCards
        figures={[
          { label: 'Journeys', value: data.totals.journeys.toLocaleString('en-AU') },
          {
            label: 'Stops',
            value: data.totals.stops.toLocaleString('en-AU'),
            note: `${data.totals.averageStops} a journey`,
          },
          { label: 'Distance', value: km(data.totals.distanceKm) },
          {
            label: 'Time per stop',
            value: minutes(data.totals.averageMinutesPerStop),
            note: 'finished journeys',
          },
        ]}
      />
      <ChartPanel
        title="Stops and distance per day"
        description="Stops made and kilometres driven (straight legs between stops unless the plan recorded its distance)."
        chart={
          <BarChart
            barChartProps={PANEL_CHART}
            h={260}
            data={data.days}
            dataKey="day"
            withLegend
            series={[
              { name: 'stops', label: 'Stops', color: PALETTE_13[1] ?? '#1d5474' },
              { name: 'distanceKm', label: 'Kilometres', color: PALETTE_13[6] ?? '#f2a541' },
            ]}
            tickLine="y"
          />
        }
        rows={data.days.filter((day) => day.journeys > 0)}
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
        description={`Each journey's stops, distance and driven minutes per stop, newest first${journeys.length > CHARTED_JOURNEYS ? `; the chart draws the ${CHARTED_JOURNEYS} newest of ${journeys.length.toLocaleString('en-AU')}` : ''}.`}
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
                {label(row)}
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
