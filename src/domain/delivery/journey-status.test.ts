import { describe, expect, it } from 'vitest';
import {
  canEndJourney,
  dayKey,
  driverJourneys,
  journeyProgress,
  journeyStatus,
  journeyStops,
  nextStop,
  skipChanges,
  SKIP_REASON_REQUIRED,
  stopStatus,
} from './journey-status';

const EMPTY = '0001-01-01T00:00:00Z';

describe('journey flow', () => {
  const movements = [
    { id: 'c', journeyID: 'j1', arrivalSortNumber: 3 },
    { id: 'a', journeyID: 'j1', arrivalSortNumber: 1, deliveredOn: '2026-03-02T21:00:00Z' },
    { id: 'b', journeyID: 'j1', arrivalSortNumber: 2, skipReason: 'Closed' },
    { id: 'x', journeyID: 'j2', arrivalSortNumber: 1 },
    { id: 'gone', journeyID: 'j1', arrivalSortNumber: 0, isInactive: true },
    { id: 'd', journeyID: 'j1' },
  ];

  it('orders the stops of a journey by arrivalSortNumber and opens the first one not done', () => {
    const stops = journeyStops(movements, 'j1');
    expect(stops.map((stop) => stop.id)).toEqual(['a', 'b', 'c', 'd']);
    expect(stops.map(stopStatus)).toEqual(['delivered', 'skipped', 'open', 'open']);
    expect(nextStop(stops)?.id).toBe('c');
    expect(journeyProgress(stops)).toEqual({ total: 4, delivered: 1, skipped: 1, open: 2 });
  });

  it('ends a journey only once started and every stop is delivered or skipped', () => {
    const started = { startedOn: '2026-03-02T20:00:00Z', endedOn: EMPTY };
    const stops = journeyStops(movements, 'j1');
    expect(canEndJourney(started, stops)).toBe(false);
    const done = stops.map((stop) => ({ ...stop, skipReason: 'Closed' }));
    expect(canEndJourney(started, done)).toBe(true);
    expect(canEndJourney({ startedOn: EMPTY }, done)).toBe(false);
    expect(journeyStatus({ startedOn: EMPTY })).toBe('not-started');
    expect(journeyStatus(started)).toBe('under-way');
    expect(journeyStatus({ ...started, endedOn: '2026-03-03T01:00:00Z' })).toBe('ended');
  });

  it('skips a stop only with a reason, and flags it for the office', () => {
    expect(skipChanges(' Closed ')).toEqual({ skipReason: 'Closed', isFlagged: true });
    expect(() => skipChanges('  ')).toThrow(SKIP_REASON_REQUIRED);
  });

  it('lists the journeys of the driver on the Melbourne day, and one still under way from before', () => {
    const day = dayKey(new Date('2026-03-02T20:00:00Z'));
    expect(day).toBe('2026-03-03');
    const journeys = [
      { id: 'late', driverUserID: 'u1', dueStartOn: '2026-03-03T03:00:00Z' },
      { id: 'early', driverUserID: 'u1', dueStartOn: '2026-03-02T19:30:00Z' },
      { id: 'yesterday', driverUserID: 'u1', dueStartOn: '2026-03-01T19:30:00Z' },
      {
        id: 'still',
        driverUserID: 'u1',
        dueStartOn: '2026-03-01T19:30:00Z',
        startedOn: '2026-03-01T19:40:00Z',
      },
      { id: 'other', driverUserID: 'u2', dueStartOn: '2026-03-02T19:30:00Z' },
    ];
    expect(driverJourneys(journeys, 'u1', day).map((journey) => journey.id)).toEqual([
      'still',
      'early',
      'late',
    ]);
  });
});
