import { describe, expect, it } from 'vitest';
import type { JourneyInsights, JourneyRow } from '../../domain/insights/journey-insights';
import { CHARTED_JOURNEYS, journeyLabel, journeyStatisticsFlow } from './flow';

const ZONE = 'Australia/Melbourne';
const journey = (index: number, distanceKm: number | null = 12.34): JourneyRow => ({
  id: `j${index}`,
  name: `Run ${index}`,
  start: Date.parse('2026-11-26T00:00:00Z') - index * 86_400_000,
  driver: 'Alex',
  stops: 4,
  distanceKm,
  minutes: 60,
  minutesPerStop: 15,
});

const data = (journeys: JourneyRow[]): JourneyInsights => ({
  journeys,
  days: [
    { day: '25 Nov', journeys: 0, stops: 0, distanceKm: 0 },
    { day: '26 Nov', journeys: journeys.length, stops: 4 * journeys.length, distanceKm: 12.3 },
  ],
  totals: {
    journeys: journeys.length,
    stops: 4 * journeys.length,
    distanceKm: 1234.56,
    averageStops: 4,
    averageMinutesPerStop: null,
  },
});

describe('the journey statistics flow', () => {
  it('gives the headline figures in km and minutes, a dash where unknown', () => {
    expect(journeyStatisticsFlow(data([journey(0)]), ZONE).figures).toEqual([
      { label: 'Journeys', value: '1' },
      { label: 'Stops', value: '4', note: '4 a journey' },
      { label: 'Distance', value: '1,234.6 km' },
      { label: 'Time per stop', value: '–', note: 'finished journeys' },
    ]);
  });

  it('charts the newest journeys oldest first, labelled by name and day', () => {
    const view = journeyStatisticsFlow(data([journey(0, null), journey(1)]), ZONE);
    expect(view.charted.map((row) => [row.label, row.distance, row.perStop])).toEqual([
      ['Run 1, 25 Nov 2026', 12.34, 15],
      ['Run 0, 26 Nov 2026', 0, 15],
    ]);
    expect(journeyLabel(journey(0), ZONE)).toBe('Run 0, 26 Nov 2026');
    expect(view.busyDays.map((day) => day.day)).toEqual(['26 Nov']);
    expect(view.journeysDescription).toBe(
      "Each journey's stops, distance and driven minutes per stop, newest first.",
    );
  });

  it('says how many the chart leaves out of a long range', () => {
    const many = Array.from({ length: CHARTED_JOURNEYS + 5 }, (_, index) => journey(index));
    const view = journeyStatisticsFlow(data(many), ZONE);
    expect(view.charted).toHaveLength(CHARTED_JOURNEYS);
    expect(view.journeys).toHaveLength(CHARTED_JOURNEYS + 5);
    expect(view.journeysDescription).toContain('; the chart draws the 30 newest of 35.');
  });
});
