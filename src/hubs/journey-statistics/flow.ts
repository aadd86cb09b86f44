import type { Figure } from '../../blocks/insights/FigureCards';
import { formatDate } from '../../domain/formats';
import type { JourneyInsights, JourneyRow } from '../../domain/insights/journey-insights';

// One formatter for every cell: toLocaleString with options builds a new one per call (0.1 ms each).
const ONE_DECIMAL = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 1 });

/** Kilometres as the screen writes them, a dash when unknown. */
export const km = (value: number | null) => (value === null ? '–' : `${ONE_DECIMAL.format(value)} km`);

/** Minutes as the screen writes them, a dash when unknown. */
export const minutes = (value: number | null) => (value === null ? '–' : `${ONE_DECIMAL.format(value)} min`);

/** Journeys drawn in the chart: the newest (the table lists them all). */
export const CHARTED_JOURNEYS = 30;

/** A journey as the chart draws it: its label, and zero for a distance or time not known. */
export type ChartedJourney = JourneyRow & { label: string; distance: number; perStop: number };

/**
 * A journey's label: its name and the day it started. Worked out per row drawn (the table draws
 * its first rows), not for every journey of the range.
 * @example journeyLabel(row, 'Australia/Melbourne') // 'North run, 26 Nov 2026'
 */
export function journeyLabel(row: JourneyRow, timeZone: string): string {
  return `${row.name}, ${formatDate(new Date(row.start), timeZone)}`;
}

export interface JourneyStatisticsView {
  readonly figures: readonly Figure[];
  /** The newest journeys, oldest first, for the chart. */
  readonly charted: ChartedJourney[];
  /** Every journey, newest first, for the table. */
  readonly journeys: JourneyRow[];
  readonly journeysDescription: string;
  /** Every day of the range, for the chart. */
  readonly days: JourneyInsights['days'];
  /** The days with a journey, for the table. */
  readonly busyDays: JourneyInsights['days'];
}

/**
 * The journey statistics' view of the worker's figures: the headline figures, the journeys
 * the newest charted with their labels, and the days with a journey.
 * @example journeyStatisticsFlow(data, 'Australia/Melbourne').charted[0]?.label // 'North run, 26 Nov 2026'
 */
export function journeyStatisticsFlow(data: JourneyInsights, timeZone: string): JourneyStatisticsView {
  const journeys = data.journeys;
  const charted = journeys
    .slice(0, CHARTED_JOURNEYS)
    .reverse()
    .map((row) => ({
      ...row,
      label: journeyLabel(row, timeZone),
      distance: row.distanceKm ?? 0,
      perStop: row.minutesPerStop ?? 0,
    }));
  return {
    figures: [
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
    ],
    charted,
    journeys,
    journeysDescription: `Each journey's stops, distance and driven minutes per stop, newest first${journeys.length > CHARTED_JOURNEYS ? `; the chart draws the ${CHARTED_JOURNEYS} newest of ${journeys.length.toLocaleString('en-AU')}` : ''}.`,
    days: data.days,
    busyDays: data.days.filter((day) => day.journeys > 0),
  };
}
