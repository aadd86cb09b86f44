import type { GeoPoint } from '../../domain/routing/distance';
import type { PlanLocation, ProposedJourney } from '../../domain/routing/journey-plan';

/** Colours of the journeys (vehicles), in order, repeating: dark enough for white labels. */
export const JOURNEY_COLOURS = [
  '#1d5474',
  '#c2410c',
  '#15803d',
  '#7c3aed',
  '#b91c1c',
  '#0e7490',
  '#a16207',
  '#be185d',
];

/** The colour of the journey (vehicle) at an index. */
export function journeyColour(index: number): string {
  return JOURNEY_COLOURS[
    ((index % JOURNEY_COLOURS.length) + JOURNEY_COLOURS.length) % JOURNEY_COLOURS.length
  ]!;
}

/** A place drawn on the map or plot. */
export interface ScenePlace {
  readonly id: string;
  readonly label: string;
  readonly point: GeoPoint;
}

/** One vehicle's route: a coloured line through its numbered stops. */
export interface SceneRoute {
  readonly id: string;
  readonly label: string;
  readonly colour: string;
  /** The whole line, from the start through the stops to the end. */
  readonly path: readonly GeoPoint[];
  /** The stops, in visiting order (their number is their position plus one). */
  readonly stops: readonly ScenePlace[];
}

/** An area (a proposed zone), emphasised when kept. */
export interface SceneZone {
  readonly id: string;
  readonly label: string;
  readonly colour: string;
  readonly boundary: readonly GeoPoint[];
  readonly emphasised: boolean;
}

/** What a map or its SVG stand-in draws: the same data either way. */
export interface MapScene {
  readonly routes: readonly SceneRoute[];
  /** Starts and ends of journeys (warehouses). */
  readonly depots: readonly ScenePlace[];
  /** Stops on no route (left unplanned). */
  readonly loose: readonly ScenePlace[];
  readonly zones: readonly SceneZone[];
}

const place = (location: PlanLocation): ScenePlace => ({
  id: location.id,
  label: location.name,
  point: { lat: location.lat, lng: location.lng },
});

/** The depots among locations, each once, in first-seen order. */
function distinctPlaces(locations: readonly (PlanLocation | null)[]): ScenePlace[] {
  const seen = new Map<string, ScenePlace>();
  for (const location of locations)
    if (location && !seen.has(location.id)) seen.set(location.id, place(location));
  return [...seen.values()];
}

/**
 * The proposed journeys as a scene: a route per journey coloured by its index (as its card),
 * the depots where journeys start and end, and the unplanned stops.
 * @example journeyScene(plan.journeys, [], warehouse).routes[0].colour // '#1d5474'
 */
export function journeyScene(
  journeys: readonly ProposedJourney[],
  unplanned: readonly PlanLocation[],
  start: PlanLocation | null,
): MapScene {
  const routes = journeys.map((journey, index) => ({
    id: `${journey.templateID}-${index}`,
    label: journey.name,
    colour: journeyColour(index),
    path: [journey.start, ...journey.stops.map((stop) => stop.destination), journey.end].map(
      ({ lat, lng }) => ({ lat, lng }),
    ),
    stops: journey.stops.map((stop) => place(stop.destination)),
  }));
  return {
    routes: routes.filter((route) => route.stops.length > 0),
    depots: distinctPlaces([start, ...journeys.flatMap((journey) => [journey.start, journey.end])]),
    loose: unplanned.map(place),
    zones: [],
  };
}

/** Every point of a scene (for fitting the view). */
export function scenePoints(scene: MapScene): GeoPoint[] {
  return [
    ...scene.routes.flatMap((route) => [...route.path, ...route.stops.map((stop) => stop.point)]),
    ...scene.depots.map((depot) => depot.point),
    ...scene.loose.map((stop) => stop.point),
    ...scene.zones.flatMap((zone) => zone.boundary),
  ];
}

/**
 * The south-west and north-east corners around a scene's points, or null when it has none.
 * @example sceneBounds(scene) // [[-38.1, 144.9], [-37.7, 145.3]]
 */
export function sceneBounds(scene: MapScene): [[number, number], [number, number]] | null {
  const points = scenePoints(scene);
  if (points.length === 0) return null;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const { lat, lng } of points) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}
