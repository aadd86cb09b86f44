/**
 * The mutable state of one routing search (sisr-solver.ts): the current solution (routes, loads,
 * route costs, who is left out), the time-window schedules, the undo log of the running
 * iteration, the annealing bookkeeping and the best solution so far. The functions of the
 * search's other files (ruin, recreate, acceptance, route costs, polishing) work on it.
 */
import type { Random } from './random';
import type { SearchSetup } from './sisr-setup';

export interface SearchState {
  /** The problem, compiled; fixed for the whole search. */
  readonly setup: SearchSetup;
  readonly random: Random;
  iteration: number;

  // Current solution.
  readonly routes: number[][];
  /** the route of each job, -1 when left out */
  readonly routeOf: Int32Array;
  /** V x dims */
  readonly load: Float64Array;
  readonly routeCost: Float64Array;
  /** per route: load over capacity (scaled), with soft capacities */
  readonly routeExcess: Float64Array;
  currentCost: number;
  unassignedCount: number;
  unassignedPenalty: number;
  /** Tight fleet: when no vehicle has room, a job may overload a route at this price (see recreate). */
  overloadPrice: number;
  allowOverload: boolean;

  // Schedules for time windows, per route (valid while schedVersion === routeVersion).
  readonly earliest: number[][];
  readonly latest: number[][];
  readonly routeVersion: Int32Array;
  readonly schedVersion: Int32Array;

  // Undo log of the running iteration.
  readonly touchedAt: Int32Array;
  readonly touched: number[];
  readonly savedRoutes: number[][];
  readonly savedLoad: Float64Array;
  readonly savedCost: Float64Array;
  readonly savedExcess: Float64Array;
  readonly ruinedAt: Int32Array;
  savedUnassigned: number;
  savedUnassignedPenalty: number;

  // Acceptance.
  /** per job: how many packing iterations it was left out */
  readonly absences: Float64Array;
  overloadedIterations: number;
  temperatureCache: number;
  progressCache: number;
  coolingFrom: number;

  // Best.
  readonly bestRoutes: number[][];
  bestCost: number;
  bestUnassigned: number;
}

/** An empty solution (every route empty, nothing assigned yet) for the compiled problem. */
export function createSearchState(setup: SearchSetup, random: Random): SearchState {
  const { J, V, dims } = setup;
  return {
    setup,
    random,
    iteration: 0,
    routes: Array.from({ length: V }, () => []),
    routeOf: new Int32Array(J).fill(-1),
    load: new Float64Array(V * dims),
    routeCost: new Float64Array(V),
    routeExcess: new Float64Array(V),
    currentCost: 0,
    unassignedCount: 0,
    unassignedPenalty: 0,
    overloadPrice: setup.overloadPrice,
    allowOverload: false,
    earliest: Array.from({ length: V }, () => []),
    latest: Array.from({ length: V }, () => []),
    routeVersion: new Int32Array(V),
    schedVersion: new Int32Array(V).fill(-1),
    touchedAt: new Int32Array(V).fill(-1),
    touched: [],
    savedRoutes: Array.from({ length: V }, () => []),
    savedLoad: new Float64Array(V * dims),
    savedCost: new Float64Array(V),
    savedExcess: new Float64Array(V),
    ruinedAt: new Int32Array(V).fill(-1),
    savedUnassigned: 0,
    savedUnassignedPenalty: 0,
    absences: new Float64Array(J),
    overloadedIterations: 0,
    temperatureCache: 0,
    progressCache: 0,
    coolingFrom: 0,
    bestRoutes: Array.from({ length: V }, () => []),
    bestCost: Infinity,
    bestUnassigned: Infinity,
  };
}
