import { bucketIndex, dayBuckets } from './calendar-buckets';
import { isInactive, fieldNumber, fieldText, timeOf, type AnyRecord } from './record-values';

/** One journey's figures. */
export type JourneyRow = {
  id: string;
  name: string;
  /** When it started, or was due to start. */
  start: number;
  driver: string;
  stops: number;
  distanceKm: number | null;
  minutes: number | null;
  minutesPerStop: number | null;
};

export type JourneyInsights = {
  journeys: JourneyRow[];
  /** Per local day: journeys, stops and kilometres. */
  days: { day: string; journeys: number; stops: number; distanceKm: number }[];
  totals: {
    journeys: number;
    stops: number;
    distanceKm: number;
    averageStops: number;
    averageMinutesPerStop: number | null;
  };
};

export type JourneyOptions = {
  from: number;
  to: number;
  timeZone: string;
  names: ReadonlyMap<string, string>;
};

type Point = { lat: number; lng: number };

const EARTH_RADIUS_KM = 6371.0088;

/**
 * Great-circle distance in km (the haversine formula): the straight-line lower bound of a leg.
 * @example distanceKm({ lat: -37.81, lng: 144.96 }, { lat: -38.15, lng: 144.36 }) // about 64
 */
export function distanceKm(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

function pointOf(value: unknown): Point | null {
  if (value === null || typeof value !== 'object') return null;
  const record = value as AnyRecord;
  const { lat, lng } = record;
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}

function stopPoint(movement: AnyRecord): Point | null {
  return pointOf(movement) ?? pointOf(movement['destinationLocation']);
}

/**
 * A journey's length: its own distanceKm when the planner recorded one, otherwise the
 * straight legs from the start, through the stops in arrival order, to the end; null when
 * there are no coordinates to measure.
 * @example routeDistanceKm({ startLocation: a, endLocation: a }, [stopAtB]) // there and back
 */
export function routeDistanceKm(journey: AnyRecord, movements: readonly AnyRecord[]): number | null {
  const recorded = journey['distanceKm'];
  if (typeof recorded === 'number' && Number.isFinite(recorded)) return recorded;
  const ordered = [...movements].sort(
    (a, b) => fieldNumber(a, 'arrivalSortNumber') - fieldNumber(b, 'arrivalSortNumber'),
  );
  const points = [
    pointOf(journey['startLocation']),
    ...ordered.map(stopPoint),
    pointOf(journey['endLocation']),
  ].filter((point): point is Point => point !== null);
  if (points.length < 2) return null;
  let total = 0;
  for (let index = 1; index < points.length; index += 1)
    total += distanceKm(points[index - 1] as Point, points[index] as Point);
  return Math.round(total * 10) / 10;
}

/** Distinct destinations of a journey's drops (two drops at one address are one stop). */
function stopCount(journey: AnyRecord, movements: readonly AnyRecord[]): number {
  if (movements.length === 0) return fieldNumber(journey, 'destinationCount');
  return new Set(
    movements.map((movement) => fieldText(movement, 'destinationLocationID') || fieldText(movement, 'id')),
  ).size;
}

/**
 * Stops, distance and time per stop of the journeys starting in the range (by startedOn, else
 * dueStartOn), per journey and per local day. Time per stop is the journey's driven time
 * (startedOn to endedOn) over its stops; unfinished journeys have none. The movements are
 * grouped by journey in one pass.
 * @example journeyInsights(journeys, deliveries, { from, to, timeZone: 'Australia/Melbourne', names }).totals.distanceKm
 */
export function journeyInsights(
  journeys: readonly AnyRecord[],
  movements: readonly AnyRecord[],
  options: JourneyOptions,
): JourneyInsights {
  const buckets = dayBuckets(options.from, options.to, options.timeZone);
  const byJourney = new Map<string, AnyRecord[]>();
  const seen = new Set<string>();
  for (const movement of movements) {
    const journeyID = fieldText(movement, 'journeyID');
    const id = fieldText(movement, 'id');
    // Deliveries and courier movements can hold the same record: count it once.
    if (journeyID === '' || isInactive(movement) || movement['isPickup'] === true || seen.has(id)) continue;
    seen.add(id);
    const list = byJourney.get(journeyID);
    if (list === undefined) byJourney.set(journeyID, [movement]);
    else list.push(movement);
  }
  const days = buckets.starts.map((_, index) => ({
    day: buckets.labels[index] ?? '',
    journeys: 0,
    stops: 0,
    distanceKm: 0,
  }));
  const rows: JourneyRow[] = [];
  for (const journey of journeys) {
    if (isInactive(journey)) continue;
    const started = timeOf(journey, 'startedOn');
    const start = Number.isNaN(started) ? timeOf(journey, 'dueStartOn') : started;
    const day = days[bucketIndex(buckets, start)];
    if (day === undefined) continue;
    const id = fieldText(journey, 'id');
    const stops = byJourney.get(id) ?? [];
    const count = stopCount(journey, stops);
    const distance = routeDistanceKm(journey, stops);
    const ended = timeOf(journey, 'endedOn');
    const minutes =
      Number.isNaN(started) || Number.isNaN(ended) || ended < started
        ? null
        : Math.round((ended - started) / 60_000);
    const driverID = fieldText(journey, 'driverUserID');
    rows.push({
      id,
      name: fieldText(journey, 'journeyName') || id,
      start,
      driver: options.names.get(driverID) ?? driverID,
      stops: count,
      distanceKm: distance,
      minutes,
      minutesPerStop: minutes === null || count === 0 ? null : Math.round((minutes / count) * 10) / 10,
    });
    day.journeys += 1;
    day.stops += count;
    day.distanceKm = Math.round((day.distanceKm + (distance ?? 0)) * 10) / 10;
  }
  rows.sort((a, b) => b.start - a.start);
  const stops = rows.reduce((sum, row) => sum + row.stops, 0);
  const timed = rows.filter((row) => row.minutes !== null && row.stops > 0);
  const timedMinutes = timed.reduce((sum, row) => sum + (row.minutes ?? 0), 0);
  const timedStops = timed.reduce((sum, row) => sum + row.stops, 0);
  return {
    journeys: rows,
    days,
    totals: {
      journeys: rows.length,
      stops,
      distanceKm: Math.round(rows.reduce((sum, row) => sum + (row.distanceKm ?? 0), 0) * 10) / 10,
      averageStops: rows.length === 0 ? 0 : Math.round((stops / rows.length) * 10) / 10,
      averageMinutesPerStop: timedStops === 0 ? null : Math.round((timedMinutes / timedStops) * 10) / 10,
    },
  };
}
