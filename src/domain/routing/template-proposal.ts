/**
 * Template optimisation: from past weeks of movements, how many journeys of a template each
 * weekday needs, and zones (boundary + weekday, pointing at the template) that would have
 * served them with the fewest journeys. Each weekday's destinations (over all its dates) are
 * planned as one day with the largest load each destination had; each proposed journey's stops
 * give one zone, bounded by their convex hull widened a little.
 */
import type { GeoPoint } from './distance';
import {
  planFromSolution,
  planProblem,
  type PlanMovement,
  type PlanTemplate,
  type ProposedJourney,
} from './journey-plan';
import { solveRouting } from './sisr-solver';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

/** A past movement and its local date (yyyy-mm-dd). */
export interface HistoryMovement extends PlanMovement {
  readonly day: string;
}

export interface ZoneProposal {
  readonly zoneName: string;
  readonly weekdays: string;
  readonly boundary: readonly GeoPoint[];
  readonly journeyTemplateID: string;
}

export interface WeekdayProposal {
  readonly weekday: (typeof WEEKDAYS)[number];
  /** Dates of this weekday seen in the history. */
  readonly dates: number;
  readonly destinations: number;
  readonly journeys: readonly ProposedJourney[];
  readonly zones: readonly ZoneProposal[];
}

/** Monday-first weekday index of a yyyy-mm-dd date. */
export function weekdayOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return (new Date(Date.UTC(year!, month! - 1, date!)).getUTCDay() + 6) % 7;
}

/** Convex hull (Andrew's monotone chain) of points, counter-clockwise in lng/lat. */
export function convexHull(points: readonly GeoPoint[]): GeoPoint[] {
  const sorted = [...points].sort((a, b) => a.lng - b.lng || a.lat - b.lat);
  if (sorted.length < 3) return sorted;
  const cross = (o: GeoPoint, a: GeoPoint, b: GeoPoint) =>
    (a.lng - o.lng) * (b.lat - o.lat) - (a.lat - o.lat) * (b.lng - o.lng);
  const lower: GeoPoint[] = [];
  for (const point of sorted) {
    while (lower.length >= 2 && cross(lower.at(-2)!, lower.at(-1)!, point) <= 0) lower.pop();
    lower.push(point);
  }
  const upper: GeoPoint[] = [];
  for (const point of [...sorted].reverse()) {
    while (upper.length >= 2 && cross(upper.at(-2)!, upper.at(-1)!, point) <= 0) upper.pop();
    upper.push(point);
  }
  return [...lower.slice(0, -1), ...upper.slice(0, -1)];
}

/**
 * A zone boundary around the points: their hull pushed out from its centre by `margin` degrees
 * (about 1 km by default); one or two points get a small square around them.
 */
export function zoneBoundary(points: readonly GeoPoint[], margin = 0.01): GeoPoint[] {
  const hull = convexHull(points);
  if (hull.length === 0) return [];
  const centre = {
    lat: hull.reduce((sum, p) => sum + p.lat, 0) / hull.length,
    lng: hull.reduce((sum, p) => sum + p.lng, 0) / hull.length,
  };
  if (hull.length < 3) {
    const lats = hull.map((p) => p.lat);
    const lngs = hull.map((p) => p.lng);
    const [south, north, west, east] = [
      Math.min(...lats) - margin,
      Math.max(...lats) + margin,
      Math.min(...lngs) - margin,
      Math.max(...lngs) + margin,
    ];
    return [
      { lat: south, lng: west },
      { lat: south, lng: east },
      { lat: north, lng: east },
      { lat: north, lng: west },
    ];
  }
  return hull.map((point) => {
    const dLat = point.lat - centre.lat;
    const dLng = point.lng - centre.lng;
    const length = Math.hypot(dLat, dLng) || 1;
    return {
      lat: round6(point.lat + (dLat / length) * margin),
      lng: round6(point.lng + (dLng / length) * margin),
    };
  });
}

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

/**
 * Per weekday with movements: the journeys of `template` its destinations need and a zone per
 * journey. Deterministic for the seed and iteration limit.
 */
export function proposeTemplates(
  history: readonly HistoryMovement[],
  template: PlanTemplate,
  options: { seed?: number; iterationLimit?: number } = {},
): WeekdayProposal[] {
  const proposals: WeekdayProposal[] = [];
  WEEKDAYS.forEach((weekday, index) => {
    const movements = history.filter((movement) => weekdayOf(movement.day) === index);
    if (movements.length === 0) return;
    // One movement per destination, with the largest load it had on any one date.
    const perDestination = new Map<string, HistoryMovement & { packages: number; weight: number }>();
    const perDate = new Map<string, { packages: number; weight: number }>();
    for (const movement of movements) {
      const key = `${movement.day}|${movement.destination.id}`;
      const load = perDate.get(key) ?? { packages: 0, weight: 0 };
      load.packages += movement.packages;
      load.weight += movement.weight;
      perDate.set(key, load);
      const kept = perDestination.get(movement.destination.id);
      if (!kept || load.packages > kept.packages || load.weight > kept.weight) {
        perDestination.set(movement.destination.id, {
          ...movement,
          id: movement.destination.id,
          packages: Math.max(load.packages, kept?.packages ?? 0),
          weight: Math.max(load.weight, kept?.weight ?? 0),
        });
      }
    }
    const day = [...perDestination.values()];
    const plan = planProblem(day, [{ ...template, count: day.length }]);
    const solution = solveRouting(plan.problem, {
      seed: options.seed ?? 1,
      iterationLimit: options.iterationLimit ?? 2000,
    });
    const journeys = planFromSolution(plan, solution).journeys;
    proposals.push({
      weekday,
      dates: new Set(movements.map((movement) => movement.day)).size,
      destinations: day.length,
      journeys,
      zones: journeys.map((journey, at) => ({
        zoneName: `${template.name} ${weekday} ${at + 1}`,
        weekdays: weekday,
        boundary: zoneBoundary(journey.stops.map((stop) => stop.destination)),
        journeyTemplateID: template.id,
      })),
    });
  });
  return proposals;
}
