import { describe, expect, it } from 'vitest';
import { isPointInPolygon as pointInPolygon } from '../point-in-polygon';
import type { PlanLocation } from './journey-plan';
import {
  convexHull,
  proposeTemplates,
  weekdayOf,
  zoneBoundary,
  type HistoryMovement,
} from './template-proposal';

const warehouse: PlanLocation = { id: 'wh', name: 'Warehouse', lat: -38.0186, lng: 145.2036 };
const template = {
  id: 'tpl',
  name: 'Metro',
  start: warehouse,
  end: warehouse,
  maxDestinations: 15,
  maxPackages: 25,
  maxWeight: 350,
};
const place = (i: number): PlanLocation => ({
  id: `l${i}`,
  name: `L${i}`,
  lat: -37.75 - 0.02 * (i % 6),
  lng: 144.9 + 0.03 * Math.floor(i / 6),
});

describe('template proposal', () => {
  it('knows the weekday of a date, Monday first', () => {
    expect(weekdayOf('2026-03-02')).toBe(0); // a Monday
    expect(weekdayOf('2026-03-08')).toBe(6);
  });

  it('draws a boundary that holds every stop of a zone', () => {
    const points = [place(0), place(1), place(7), place(8), place(3)];
    const boundary = zoneBoundary(points);
    expect(convexHull(points).length).toBeGreaterThanOrEqual(3);
    for (const point of points) expect(pointInPolygon(point, boundary)).toBe(true);
    expect(zoneBoundary([place(0)])).toHaveLength(4);
  });

  it("proposes, per weekday, the fewest journeys for that weekday's destinations and a zone for each", () => {
    const history: HistoryMovement[] = [];
    // Mondays: 30 destinations over two weeks; Wednesdays: 5.
    for (const day of ['2026-03-02', '2026-03-09'])
      for (let i = 0; i < 30; i++)
        history.push({ id: `${day}-${i}`, day, destination: place(i), packages: 1, weight: 10 });
    for (let i = 0; i < 5; i++)
      history.push({ id: `w-${i}`, day: '2026-03-04', destination: place(i), packages: 1, weight: 10 });
    const proposals = proposeTemplates(history, template, { iterationLimit: 500 });
    expect(
      proposals.map((proposal) => [
        proposal.weekday,
        proposal.dates,
        proposal.destinations,
        proposal.journeys.length,
      ]),
    ).toEqual([
      ['Mon', 2, 30, 2],
      ['Wed', 1, 5, 1],
    ]);
    const monday = proposals[0]!;
    expect(monday.zones.map((zone) => [zone.zoneName, zone.weekdays, zone.journeyTemplateID])).toEqual([
      ['Metro Mon 1', 'Mon', 'tpl'],
      ['Metro Mon 2', 'Mon', 'tpl'],
    ]);
    monday.journeys.forEach((journey, at) => {
      for (const stop of journey.stops)
        expect(pointInPolygon(stop.destination, monday.zones[at]!.boundary)).toBe(true);
    });
  });
});
