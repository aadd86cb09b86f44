/**
 * The product's side of journey optimisation: a day's movements (deliveries, pickups) and the
 * journey templates become a routing problem; the solver's answer becomes proposed journeys with
 * their stops in order. Movements to the same destination form one stop (one destination of a
 * journey's limit), carrying all their packages and weight.
 */
import { haversinePort, type DistanceMatrixPort, type GeoPoint } from './distance';
import { assignTemplates, journeyNames } from './journey-naming';
import type { RoutingProblem, RoutingSolution, UnassignedReason } from './problem';

/** The three limits of a journey template, in this order. */
export const PLAN_DIMENSIONS = ['destinations', 'packages', 'weight'] as const;
export type PlanDimension = (typeof PLAN_DIMENSIONS)[number];

/** A place with coordinates. */
export interface PlanLocation extends GeoPoint {
  readonly id: string;
  readonly name: string;
  /** The suburb or area it is in (names a template's second and later journeys). */
  readonly area?: string;
}

/** A movement to plan. */
export interface PlanMovement {
  readonly id: string;
  readonly destination: PlanLocation;
  readonly packages: number;
  readonly weight: number;
  /** Latest arrival in minutes after the day's start (the order slot's deliver-by), if any. */
  readonly deliverBy?: number | null;
}

/** A journey template: a vehicle. */
export interface PlanTemplate {
  readonly id: string;
  readonly name: string;
  readonly start: PlanLocation;
  readonly end: PlanLocation;
  readonly maxDestinations?: number | null;
  readonly maxPackages?: number | null;
  readonly maxWeight?: number | null;
  /** How many journeys may follow this template on the day (default 1). */
  readonly count?: number;
}

export interface PlanStop {
  readonly destination: PlanLocation;
  readonly movementIDs: readonly string[];
  readonly packages: number;
  readonly weight: number;
  /** The earliest deliver-by of its movements (minutes after the day's start), if any. */
  readonly deliverBy?: number;
}

/** How time is reckoned when movements carry a deliver-by. */
export interface PlanTiming {
  /** Average speed over the matrix's distance, in metres a minute (default 500: 30 km/h in town). */
  readonly metresPerMinute?: number;
  /** Minutes spent at each stop (default 5). */
  readonly serviceMinutes?: number;
  /** When the journeys leave, in minutes after the day's start (default 0). */
  readonly departAt?: number;
}

export interface ProposedJourney {
  readonly templateID: string;
  readonly name: string;
  readonly start: PlanLocation;
  readonly end: PlanLocation;
  readonly stops: readonly PlanStop[];
  /** Limits in PLAN_DIMENSIONS order (Infinity for none). */
  readonly limits: readonly number[];
}

export interface UnplannedStop {
  readonly stop: PlanStop;
  readonly reason: UnassignedReason;
  readonly dimension?: string;
}

export interface JourneyPlan {
  readonly journeys: readonly ProposedJourney[];
  readonly unplanned: readonly UnplannedStop[];
}

/** The routing problem of a day, and what its job and location indices stand for. */
export interface PlanProblem {
  readonly problem: RoutingProblem;
  readonly stops: readonly PlanStop[];
  readonly templates: readonly PlanTemplate[];
}

const limit = (value: number | null | undefined): number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : Infinity;

/** A template's limits in PLAN_DIMENSIONS order. */
export function templateLimits(template: PlanTemplate): number[] {
  return [limit(template.maxDestinations), limit(template.maxPackages), limit(template.maxWeight)];
}

/** Groups movements by destination into stops, in first-seen order. */
export function stopsOf(movements: readonly PlanMovement[]): PlanStop[] {
  const byDestination = new Map<
    string,
    { destination: PlanLocation; movementIDs: string[]; packages: number; weight: number; deliverBy?: number }
  >();
  for (const movement of movements) {
    const stop = byDestination.get(movement.destination.id) ?? {
      destination: movement.destination,
      movementIDs: [],
      packages: 0,
      weight: 0,
    };
    stop.movementIDs.push(movement.id);
    stop.packages += movement.packages;
    stop.weight += movement.weight;
    if (typeof movement.deliverBy === 'number' && Number.isFinite(movement.deliverBy))
      stop.deliverBy = Math.min(stop.deliverBy ?? Infinity, movement.deliverBy);
    byDestination.set(movement.destination.id, stop);
  }
  return [...byDestination.values()];
}

/**
 * The day as a routing problem: stops are jobs (demand 1 destination, their packages and weight),
 * each template is `count` vehicles from its start to its end. Distances come from the port
 * (great-circle metres by default). When any movement has a deliver-by, its stop gets that as
 * the latest arrival, with travel times from the distances at `timing`'s speed.
 */
export function planProblem(
  movements: readonly PlanMovement[],
  templates: readonly PlanTemplate[],
  port: DistanceMatrixPort = haversinePort(),
  timing: PlanTiming = {},
): PlanProblem {
  const stops = stopsOf(movements);
  const points: GeoPoint[] = stops.map((stop) => stop.destination);
  const locationIndex = new Map<string, number>();
  const place = (location: PlanLocation): number => {
    let index = locationIndex.get(location.id);
    if (index === undefined) {
      index = points.length;
      points.push(location);
      locationIndex.set(location.id, index);
    }
    return index;
  };
  const vehicles = templates.map((template) => ({
    start: place(template.start),
    end: place(template.end),
    capacity: templateLimits(template),
    count: template.count ?? 1,
  }));
  const matrix = port.matrix(points);
  const timed = stops.some((stop) => stop.deliverBy !== undefined);
  const speed = timing.metresPerMinute ?? 500;
  const service = timing.serviceMinutes ?? 5;
  const departAt = timing.departAt ?? 0;
  const problem: RoutingProblem = {
    dimensions: PLAN_DIMENSIONS,
    matrix,
    ...(timed
      ? { travelTime: { size: matrix.size, values: matrix.values.map((metres) => metres / speed) } }
      : {}),
    jobs: stops.map((stop, index) => ({
      location: index,
      demand: [1, stop.packages, stop.weight],
      ...(timed
        ? {
            service,
            ...(stop.deliverBy === undefined ? {} : { timeWindow: [departAt, stop.deliverBy] as const }),
          }
        : {}),
    })),
    vehicles: timed
      ? vehicles.map((vehicle) => ({ ...vehicle, shift: [departAt, Infinity] as const }))
      : vehicles,
  };
  return { problem, stops, templates };
}

/**
 * The solver's answer as proposed journeys: the routes spread over the templates that could
 * drive them (each used once before any twice), named after their template, and after their
 * area when a template drives several (journey-naming.ts).
 */
export function planFromSolution(plan: PlanProblem, solution: RoutingSolution): JourneyPlan {
  const assigned = assignTemplates(solution.routes, plan.templates);
  const routes = solution.routes.map((route, index) => ({
    template: plan.templates[assigned[index]!]!,
    stops: route.jobs.map((job) => plan.stops[job]!),
  }));
  const names = journeyNames(
    routes.map((route) => ({ templateName: route.template.name, stops: route.stops })),
  );
  const journeys = routes.map(({ template, stops }, index) => ({
    templateID: template.id,
    name: names[index]!,
    start: template.start,
    end: template.end,
    stops,
    limits: templateLimits(template),
  }));
  const unplanned = solution.unassigned.map((left) => ({
    stop: plan.stops[left.job]!,
    reason: left.reason,
    ...(left.dimension === undefined ? {} : { dimension: left.dimension }),
  }));
  return { journeys, unplanned };
}

/** Load of a journey in PLAN_DIMENSIONS order. */
export function journeyLoad(stops: readonly PlanStop[]): number[] {
  return [
    stops.length,
    stops.reduce((sum, stop) => sum + stop.packages, 0),
    stops.reduce((sum, stop) => sum + stop.weight, 0),
  ];
}

/** Great-circle length of a journey in metres (start, stops in order, end). */
export function journeyDistance(
  journey: Pick<ProposedJourney, 'start' | 'end' | 'stops'>,
  port: DistanceMatrixPort = haversinePort(),
): number {
  const points: GeoPoint[] = [journey.start, ...journey.stops.map((stop) => stop.destination), journey.end];
  const matrix = port.matrix(points);
  let total = 0;
  for (let i = 0; i + 1 < points.length; i++) total += matrix.values[i * matrix.size + i + 1]!;
  return total;
}

/** Whether a journey keeps within each limit. */
export function withinLimits(journey: Pick<ProposedJourney, 'stops' | 'limits'>): boolean {
  return journeyLoad(journey.stops).every((amount, d) => amount <= journey.limits[d]! + 1e-9);
}

/** When a stop is reached and whether that is after its deliver-by. */
export interface StopArrival {
  /** Arrival in minutes after the day's start (travel at the timing's speed, service at each stop before it). */
  readonly arrival: number;
  readonly deliverBy?: number;
  readonly late: boolean;
}

/**
 * The arrival at each stop of a journey in order, reckoned as planProblem reckons time
 * windows (great-circle metres at `timing`'s speed, service minutes at each stop, leaving at
 * departAt), so a reordered journey shows which stops would miss their order slot's deliver-by.
 * @example journeyArrivals(journey, { departAt: 390 })[0].late // false
 */
export function journeyArrivals(
  journey: Pick<ProposedJourney, 'start' | 'stops'>,
  timing: PlanTiming = {},
  port: DistanceMatrixPort = haversinePort(),
): StopArrival[] {
  const speed = timing.metresPerMinute ?? 500;
  const service = timing.serviceMinutes ?? 5;
  const points: GeoPoint[] = [journey.start, ...journey.stops.map((stop) => stop.destination)];
  const matrix = port.matrix(points);
  let clock = timing.departAt ?? 0;
  return journey.stops.map((stop, at) => {
    clock += matrix.values[at * matrix.size + at + 1]! / speed;
    const arrival = clock;
    clock += service;
    return {
      arrival,
      ...(stop.deliverBy === undefined ? {} : { deliverBy: stop.deliverBy }),
      late: stop.deliverBy !== undefined && arrival > stop.deliverBy + 1e-9,
    };
  });
}
