import type { DistanceMatrix } from './distance';

/**
 * The routing problem the solver takes: jobs (stops) to visit, the vehicles (journeys) that can
 * visit them, and the travel costs between locations. Locations are indices into `matrix`.
 */
export interface RoutingProblem {
  /** Names of the capacity dimensions, in the order of every demand and capacity array. */
  readonly dimensions: readonly string[];
  /** Travel cost between locations (what is minimised). */
  readonly matrix: DistanceMatrix;
  /** Travel time between locations, for time windows; defaults to `matrix`. */
  readonly travelTime?: DistanceMatrix;
  readonly jobs: readonly RoutingJob[];
  readonly vehicles: readonly RoutingVehicle[];
}

/** One stop to make. */
export interface RoutingJob {
  /** Index of the stop's location in the matrix. */
  readonly location: number;
  /** Demand in each dimension (same order as `dimensions`). */
  readonly demand: readonly number[];
  /** Time spent at the stop. */
  readonly service?: number;
  /** Earliest and latest start of service, in the travel-time unit. */
  readonly timeWindow?: readonly [number, number];
}

/** A vehicle (or `count` identical ones): each one drives at most one route. */
export interface RoutingVehicle {
  readonly start: number;
  readonly end: number;
  /** Limit in each dimension; Infinity for none. */
  readonly capacity: readonly number[];
  /** How many identical vehicles of this kind; default 1. */
  readonly count?: number;
  /** Cost added when the vehicle is used at all. */
  readonly fixedCost?: number;
  /** Earliest departure and latest return, in the travel-time unit. */
  readonly shift?: readonly [number, number];
}

/** Why a job is left out of the plan. */
export type UnassignedReason =
  /** Its demand alone exceeds every vehicle's limit in `dimension`. */
  | 'exceeds-capacity'
  /** No vehicle can reach it inside its time window (and get back inside its shift). */
  | 'time-window'
  /** It would fit a vehicle on its own, but the fleet has no room left for it. */
  | 'no-vehicle-left';

export interface UnassignedJob {
  readonly job: number;
  readonly reason: UnassignedReason;
  /** For 'exceeds-capacity': the dimension it exceeds. */
  readonly dimension?: string;
}

export interface RoutingRoute {
  /** Index into `problem.vehicles`. */
  readonly vehicle: number;
  /** Which of that entry's `count` identical vehicles (0-based). */
  readonly unit: number;
  /** Job indices in visiting order. */
  readonly jobs: readonly number[];
  /** Travel cost of the route (start, stops, end) plus the vehicle's fixed cost. */
  readonly cost: number;
  /** Load in each dimension. */
  readonly load: readonly number[];
}

export interface RoutingSolution {
  readonly routes: readonly RoutingRoute[];
  readonly unassigned: readonly UnassignedJob[];
  /** Sum of the routes' costs. */
  readonly cost: number;
  readonly iterations: number;
}

export interface RoutingProgress {
  readonly bestCost: number;
  readonly iterations: number;
  readonly unassigned: number;
  readonly elapsedMs: number;
}
