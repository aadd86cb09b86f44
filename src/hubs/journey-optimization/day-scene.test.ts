import { describe, expect, it } from 'vitest';
import type { PlanLocation } from '../../domain/routing/journey-plan';
import type { DayMovement } from '../../domain/routing/day-movements';
import { dayScene } from './day-scene';

const at = (id: string, lat: number, lng: number): PlanLocation => ({ id, name: id.toUpperCase(), lat, lng });
const warehouse = at('wh', -38, 145.2);
const movement = (
  id: string,
  destination: PlanLocation,
  journeyID: string | null,
  arrivalSortNumber: number | null,
): DayMovement => ({
  id,
  entity: 'deliveries',
  destination,
  packages: 1,
  weight: 10,
  journeyID,
  arrivalSortNumber,
  departure: null,
});

describe('day scene', () => {
  const a = at('a', -37.9, 145.0);
  const b = at('b', -37.85, 145.1);
  const c = at('c', -37.7, 145.05);
  const scene = dayScene(
    [
      movement('m1', a, 'j2', 2),
      movement('m2', b, 'j2', 1),
      movement('m3', b, 'j2', 1),
      movement('m4', c, null, null),
      movement('m5', c, null, null),
      movement('m6', a, 'j1', 1),
    ],
    warehouse,
    new Map([
      ['j1', 'Metro 10'],
      ['j2', 'Metro 2'],
    ]),
  );

  it("draws the day's journeys by name, their stops in arrival order, a destination once in a row, out and back", () => {
    expect(scene.routes.map((route) => route.label)).toEqual(['Metro 2', 'Metro 10']);
    expect(scene.routes[0]!.stops.map((stop) => stop.id)).toEqual(['b', 'a']);
    expect(scene.routes[0]!.path).toEqual([warehouse, b, a, warehouse].map(({ lat, lng }) => ({ lat, lng })));
  });

  it('shows movements on no journey as loose stops, each destination once, and the start as the depot', () => {
    expect(scene.loose.map((stop) => stop.id)).toEqual(['c']);
    expect(scene.depots.map((depot) => depot.id)).toEqual(['wh']);
  });
});
