import { describe, expect, it } from 'vitest';
import type { PlanLocation, ProposedJourney } from '../../domain/routing/journey-plan';
import { JOURNEY_COLOURS, journeyColour, journeyScene, sceneBounds } from './map-scene';

const at = (id: string, lat: number, lng: number): PlanLocation => ({ id, name: id.toUpperCase(), lat, lng });
const warehouse = at('wh', -38, 145.2);
const depotB = at('wh2', -37.8, 144.9);
const stop = (location: PlanLocation) => ({
  destination: location,
  movementIDs: [`m-${location.id}`],
  packages: 1,
  weight: 10,
});
const journey = (name: string, stops: PlanLocation[], end = warehouse): ProposedJourney => ({
  templateID: 't1',
  name,
  start: warehouse,
  end,
  stops: stops.map(stop),
  limits: [15, 25, 350],
});

describe('journey scene', () => {
  const a = at('a', -37.9, 145.0);
  const b = at('b', -37.85, 145.1);
  const c = at('c', -37.7, 145.05);
  const scene = journeyScene(
    [journey('Metro 1', [a, b]), journey('Metro 2', [c], depotB), journey('Metro 3', [])],
    [at('x', -38.2, 145.3)],
    warehouse,
  );

  it('draws a route per journey with stops, from its start through its stops in order to its end', () => {
    expect(scene.routes.map((route) => route.label)).toEqual(['Metro 1', 'Metro 2']);
    expect(scene.routes[0]!.path).toEqual([warehouse, a, b, warehouse].map(({ lat, lng }) => ({ lat, lng })));
    expect(scene.routes[0]!.stops.map((place) => place.label)).toEqual(['A', 'B']);
    expect(scene.routes[1]!.path.at(-1)).toEqual({ lat: depotB.lat, lng: depotB.lng });
  });

  it('colours each journey as its card (by its index), repeating the palette', () => {
    expect(scene.routes.map((route) => route.colour)).toEqual([JOURNEY_COLOURS[0], JOURNEY_COLOURS[1]]);
    expect(journeyColour(JOURNEY_COLOURS.length + 2)).toBe(JOURNEY_COLOURS[2]);
  });

  it('shows each depot once and the unplanned stops apart', () => {
    expect(scene.depots.map((depot) => depot.id)).toEqual(['wh', 'wh2']);
    expect(scene.loose.map((place) => place.id)).toEqual(['x']);
  });

  it('bounds every point drawn', () => {
    expect(sceneBounds(scene)).toEqual([
      [-38.2, 144.9],
      [-37.7, 145.3],
    ]);
    expect(sceneBounds({ routes: [], depots: [], loose: [], zones: [] })).toBeNull();
  });
});
