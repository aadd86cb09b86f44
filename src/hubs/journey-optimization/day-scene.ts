import { journeyColour, type MapScene, type ScenePlace } from '../../blocks/route-map/map-scene';
import type { PlanLocation } from '../../domain/routing/journey-plan';
import type { DayMovement } from '../../domain/routing/day-movements';

const place = (location: PlanLocation): ScenePlace => ({
  id: location.id,
  label: location.name,
  point: { lat: location.lat, lng: location.lng },
});

/**
 * The day as it stands, before (or without) a proposal: the journeys the day's movements are
 * already on, each a route from the start location through its stops in arrivalSortNumber
 * order (a destination once in a row) and back, and the movements on no journey as loose stops.
 * @example dayScene(movements, warehouse, new Map([['j1', 'Metro Morning']])).routes[0].label // 'Metro Morning'
 */
export function dayScene(
  movements: readonly DayMovement[],
  start: PlanLocation | null,
  journeyNames: ReadonlyMap<string, string>,
): MapScene {
  const byJourney = new Map<string, DayMovement[]>();
  const loose = new Map<string, ScenePlace>();
  for (const movement of movements) {
    if (movement.journeyID === null) {
      if (!loose.has(movement.destination.id))
        loose.set(movement.destination.id, place(movement.destination));
      continue;
    }
    byJourney.set(movement.journeyID, [...(byJourney.get(movement.journeyID) ?? []), movement]);
  }
  const journeys = [...byJourney.entries()]
    .map(([id, members]) => ({ id, label: journeyNames.get(id) ?? id, members }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en', { numeric: true }));
  const routes = journeys.map(({ id, label, members }, index) => {
    const ordered = [...members].sort(
      (a, b) =>
        (a.arrivalSortNumber ?? Infinity) - (b.arrivalSortNumber ?? Infinity) || a.id.localeCompare(b.id),
    );
    const stops: ScenePlace[] = [];
    for (const movement of ordered)
      if (stops.at(-1)?.id !== movement.destination.id) stops.push(place(movement.destination));
    const ends = start === null ? [] : [{ lat: start.lat, lng: start.lng }];
    return {
      id,
      label,
      colour: journeyColour(index),
      path: [...ends, ...stops.map((stop) => stop.point), ...ends],
      stops,
    };
  });
  return { routes, depots: start === null ? [] : [place(start)], loose: [...loose.values()], zones: [] };
}
