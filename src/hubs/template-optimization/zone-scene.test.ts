import { describe, expect, it } from 'vitest';
import { JOURNEY_COLOURS } from '../../blocks/route-map/map-scene';
import type { WeekdayProposal } from '../../domain/routing/template-proposal';
import { zoneKey } from './flow';
import { weekdayScene } from './zone-scene';

const warehouse = { id: 'wh', name: 'Warehouse', lat: -38, lng: 145.2 };
const stop = (id: string, lat: number, lng: number) => ({
  destination: { id, name: id, lat, lng },
  movementIDs: [id],
  packages: 1,
  weight: 1,
});
const square = (lat: number, lng: number) => [
  { lat, lng },
  { lat: lat + 0.01, lng },
  { lat: lat + 0.01, lng: lng + 0.01 },
];
const proposal: WeekdayProposal = {
  weekday: 'Mon',
  dates: 4,
  destinations: 2,
  journeys: [
    {
      templateID: 't',
      name: 'Run 1',
      start: warehouse,
      end: warehouse,
      stops: [stop('a', -37.9, 145)],
      limits: [15, 25, 350],
    },
    {
      templateID: 't',
      name: 'Run 2',
      start: warehouse,
      end: warehouse,
      stops: [stop('b', -37.8, 145.1)],
      limits: [15, 25, 350],
    },
  ],
  zones: [
    { zoneName: 'Mon zone 1', weekdays: 'Mon', boundary: square(-37.9, 145), journeyTemplateID: 't' },
    { zoneName: 'Mon zone 2', weekdays: 'Mon', boundary: square(-37.8, 145.1), journeyTemplateID: 't' },
  ],
};

describe('weekday scene', () => {
  it("draws each zone in its journey's colour, the kept ones emphasised, with the routes and the depot", () => {
    const scene = weekdayScene(proposal, [zoneKey('Mon', 1)]);
    expect(scene.zones.map((zone) => [zone.label, zone.colour, zone.emphasised])).toEqual([
      ['Mon zone 1', JOURNEY_COLOURS[0], false],
      ['Mon zone 2', JOURNEY_COLOURS[1], true],
    ]);
    expect(scene.routes.map((route) => route.colour)).toEqual([JOURNEY_COLOURS[0], JOURNEY_COLOURS[1]]);
    expect(scene.depots.map((depot) => depot.id)).toEqual(['wh']);
  });
});
