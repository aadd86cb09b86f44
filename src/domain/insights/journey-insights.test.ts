import { describe, expect, it } from 'vitest';
import { distanceKm, journeyInsights, routeDistanceKm } from './journey-insights';

const ZONE = 'Australia/Melbourne';
const DEPOT = { lat: -38.0, lng: 145.2 };
const range = {
  from: Date.parse('2026-11-22T13:00:00Z'),
  to: Date.parse('2026-11-24T13:00:00Z'),
  timeZone: ZONE,
  names: new Map([['u1', 'Dan Driver']]),
};

describe('distanceKm', () => {
  it('measures great-circle distance', () => {
    expect(distanceKm({ lat: -37.8136, lng: 144.9631 }, { lat: -38.1499, lng: 144.3617 })).toBeCloseTo(
      64.3,
      0,
    ); // Melbourne to Geelong
    expect(distanceKm(DEPOT, DEPOT)).toBe(0);
  });
});

describe('routeDistanceKm', () => {
  it('prefers the distance the plan recorded, else adds the legs from start through the stops in order to the end', () => {
    const journey = { startLocation: DEPOT, endLocation: DEPOT };
    const stops = [
      { arrivalSortNumber: 2, lat: -38.0, lng: 145.4 },
      { arrivalSortNumber: 1, lat: -38.0, lng: 145.3 },
    ];
    const leg = distanceKm(DEPOT, { lat: -38.0, lng: 145.3 });
    expect(routeDistanceKm(journey, stops)).toBeCloseTo(leg * 4, 1);
    expect(routeDistanceKm({ ...journey, distanceKm: 42 }, stops)).toBe(42);
    expect(routeDistanceKm({}, [])).toBeNull();
  });
});

describe('journeyInsights', () => {
  const journeys = [
    {
      id: 'j1',
      journeyName: 'Metro',
      driverUserID: 'u1',
      startedOn: '2026-11-23T19:40:00Z',
      endedOn: '2026-11-23T21:40:00Z',
      startLocation: DEPOT,
      endLocation: DEPOT,
    },
    { id: 'j2', journeyName: 'Metro', dueStartOn: '2026-11-24T19:30:00Z', destinationCount: 5 }, // not started: no time
    { id: 'j3', journeyName: 'Old', startedOn: '2026-10-01T19:40:00Z' },
  ];
  const drop = (id: string, destinationLocationID: string, arrivalSortNumber: number) => ({
    id,
    journeyID: 'j1',
    destinationLocationID,
    arrivalSortNumber,
    lat: -38.0,
    lng: 145.2 + arrivalSortNumber / 10,
  });
  const movements = [
    drop('m1', 'a', 1),
    drop('m2', 'b', 2),
    drop('m3', 'b', 3),
    drop('m4', 'c', 4),
    drop('m1', 'a', 1),
    { ...drop('m5', 'z', 5), isPickup: true },
  ];
  const result = journeyInsights(journeys, movements, range);

  it('counts distinct stops, measures distance and time per stop, newest first', () => {
    expect(
      result.journeys.map((row) => [row.id, row.driver, row.stops, row.minutes, row.minutesPerStop]),
    ).toEqual([
      ['j2', '', 5, null, null],
      ['j1', 'Dan Driver', 3, 120, 40],
    ]);
    expect(result.journeys[1]?.distanceKm).toBeGreaterThan(60);
    expect(result.totals).toMatchObject({
      journeys: 2,
      stops: 8,
      averageStops: 4,
      averageMinutesPerStop: 40,
    });
  });

  it('sums journeys, stops and kilometres per local day', () => {
    expect(result.days.map((day) => [day.day, day.journeys, day.stops])).toEqual([
      ['23 Nov', 0, 0],
      ['24 Nov', 1, 3],
      ['25 Nov', 1, 5],
    ]);
  });
});
