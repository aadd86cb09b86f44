/** Base of the Google Maps directions URL (Maps URLs API). */
export const DIRECTIONS_BASE_URL = 'https://www.google.com/maps/dir/';

/** A location as routes carry it; only lat and lng are needed to plot it. */
export interface RouteLocation {
  readonly id?: string | null;
  readonly lat?: number | null;
  readonly lng?: number | null;
}

/** A courier movement's part in a route. */
export interface RouteMovement {
  readonly arrivalSortNumber?: number | null;
  readonly destinationLocationID?: string | null;
  readonly destinationLocation?: RouteLocation | null;
}

/** A journey-like route: where it starts and ends, and the movements it drops at. */
export interface DirectionsRoute {
  readonly startLocation?: RouteLocation | null;
  readonly endLocation?: RouteLocation | null;
  readonly movements?: readonly RouteMovement[] | null;
}

/** A plottable point. */
export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

/**
 * The stops of a route in arrival order (by arrivalSortNumber; unnumbered last, ties keep
 * list order), without stops that cannot be plotted, and with consecutive repeats of the
 * same destination collapsed. A destination revisited later stays.
 * @example routeStops({ movements: [{ arrivalSortNumber: 2, destinationLocation: b }, { arrivalSortNumber: 1, destinationLocation: a }] }) // [a, b]
 */
export function routeStops(route: DirectionsRoute): LatLng[] {
  const ordered = [...(route.movements ?? [])]
    .map((movement, index) => ({ movement, index }))
    .sort((x, y) => sortValue(x.movement) - sortValue(y.movement) || x.index - y.index)
    .map(({ movement }) => movement);

  const stops: LatLng[] = [];
  let previousKey: string | null = null;
  for (const movement of ordered) {
    const point = plottable(movement.destinationLocation);
    // Unplottable stops are dropped before collapsing, so A, (unknown), A shows A once.
    if (!point) continue;
    const key = destinationKey(movement, point);
    if (key === previousKey) continue;
    previousKey = key;
    stops.push(point);
  }
  return stops;
}

/**
 * Google Maps directions link: origin is the start location (left out when unknown, so the
 * map starts from the device's position), destination the end location or, without one, the
 * last stop; the other stops are waypoints in order. Null when there is nowhere to go.
 * @example directionsLink({ startLocation: { lat: -37.8, lng: 144.9 }, endLocation: { lat: -37.7, lng: 145 } })
 * // 'https://www.google.com/maps/dir/?api=1&origin=-37.8%2C144.9&destination=-37.7%2C145'
 */
export function directionsLink(route: DirectionsRoute): string | null {
  const waypoints = routeStops(route);
  const origin = plottable(route.startLocation);
  const destination = plottable(route.endLocation) ?? waypoints.pop() ?? null;
  if (!destination) return null;

  const params: string[] = ['api=1'];
  if (origin) params.push(`origin=${encodePoint(origin)}`);
  params.push(`destination=${encodePoint(destination)}`);
  if (waypoints.length > 0)
    params.push(`waypoints=${encodeURIComponent(waypoints.map(pointText).join('|'))}`);
  return `${DIRECTIONS_BASE_URL}?${params.join('&')}`;
}

function sortValue(movement: RouteMovement): number {
  const value = movement.arrivalSortNumber;
  return value != null && Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}

function destinationKey(movement: RouteMovement, point: LatLng): string {
  return movement.destinationLocationID ?? movement.destinationLocation?.id ?? pointText(point);
}

// A location with no geocode arrives from the server as 0,0; that is never a real stop here.
function plottable(location: RouteLocation | null | undefined): LatLng | null {
  const lat = location?.lat;
  const lng = location?.lng;
  if (lat == null || lng == null || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (lat === 0 && lng === 0) return null;
  return { lat, lng };
}

function pointText(point: LatLng): string {
  return `${point.lat},${point.lng}`;
}

function encodePoint(point: LatLng): string {
  return encodeURIComponent(pointText(point));
}
