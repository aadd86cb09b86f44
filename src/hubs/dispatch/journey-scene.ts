import { journeyColour, type MapScene, type ScenePlace } from '../../blocks/route-map/map-scene';
import type { GeoPoint } from '../../domain/routing/distance';
import { textOf } from '../../domain/unknown-values';
import type { PlannedPlace } from '../../domain/routing/day-movements';
import type { RecordOf } from '../../data/mirror-row';

/** A journey as its map reads it. */
type SceneJourney = Partial<
  Pick<
    RecordOf<'journeys'>,
    'id' | 'journeyName' | 'startLocationID' | 'startLocation' | 'endLocationID' | 'endLocation'
  >
>;

/** A stop as its map reads it: where it goes, else its own point. */
type SceneStop = Partial<
  Pick<RecordOf<'deliveries'>, 'id' | 'destinationLocationID' | 'destinationLocation'>
> &
  Pick<PlannedPlace, 'lat' | 'lng'>;

/** A location's point, when it has real coordinates (0,0 is "not set"). */
function pointOf(location: PlannedPlace | null | undefined): GeoPoint | null {
  const lat = location?.['lat'];
  const lng = location?.['lng'];
  if (
    typeof lat !== 'number' ||
    typeof lng !== 'number' ||
    !Number.isFinite(lat) ||
    !Number.isFinite(lng) ||
    (lat === 0 && lng === 0)
  )
    return null;
  return { lat, lng };
}

/**
 * One journey as the dispatcher's map: a route from its start location through its stops in
 * order (a destination once in a row) back to its end, the stops numbered by position and named
 * as the stop list names them, the start (and a different end) as depots. Stops without
 * coordinates are left off the map (they stay in the list).
 * @example dispatchJourneyScene(journey, stops, locations, names.destination).routes[0].stops[0].label // 'Swan Street Kitchen Richmond'
 */
export function dispatchJourneyScene<T extends SceneStop>(
  journey: SceneJourney,
  stops: readonly T[],
  locations: ReadonlyMap<string, PlannedPlace>,
  nameOf: (stop: T) => string,
): MapScene {
  const located = (id: unknown, copy: PlannedPlace | null | undefined): PlannedPlace | null =>
    (copy && typeof copy === 'object' ? copy : null) ??
    (textOf(id) === null ? null : (locations.get(textOf(id)!) ?? null));
  const ends = (['start', 'end'] as const).flatMap((side) => {
    const location = located(journey[`${side}LocationID`], journey[`${side}Location`]);
    const point = pointOf(location);
    if (point === null) return [];
    const id = textOf(journey[`${side}LocationID`]) ?? textOf(location?.['id']) ?? side;
    return [{ id, label: textOf(location?.['locationName']) ?? (side === 'start' ? 'Start' : 'End'), point }];
  });
  const places: ScenePlace[] = [];
  for (const stop of stops) {
    const id = textOf(stop['destinationLocationID']) ?? String(stop['id']);
    const point =
      pointOf(located(stop['destinationLocationID'], stop['destinationLocation'])) ?? pointOf(stop);
    if (point === null || places.at(-1)?.id === id) continue;
    places.push({ id, label: nameOf(stop), point });
  }
  const start = ends.find((end) => end.id === (textOf(journey['startLocationID']) ?? 'start'))?.point;
  const end = ends.find((place) => place.id === (textOf(journey['endLocationID']) ?? 'end'))?.point ?? start;
  const path = [...(start ? [start] : []), ...places.map((place) => place.point), ...(end ? [end] : [])];
  const depots = ends.filter((place, index) => ends.findIndex((other) => other.id === place.id) === index);
  return {
    routes:
      places.length === 0
        ? []
        : [
            {
              id: String(journey['id']),
              label: textOf(journey['journeyName']) ?? 'Journey',
              colour: journeyColour(0),
              path,
              stops: places,
            },
          ],
    depots,
    loose: [],
    zones: [],
  };
}
