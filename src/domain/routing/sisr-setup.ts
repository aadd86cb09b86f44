/**
 * Problem setup of the routing search (sisr-solver.ts): the routing problem turned into the
 * flat typed arrays the search reads (nodes, distances, demands, capacities, time windows,
 * neighbour lists, recreate order keys, the price of a left-out job), the jobs no vehicle can
 * take, and the scale-relative temperatures and overload price. Pure: nothing here is random.
 */
import type { RoutingProblem, UnassignedJob } from './problem';

export const EPS = 1e-9;
/** A job left out costs this many times its round trip from the nearest start. */
const UNASSIGNED_PENALTY = 3;
/** Start and final temperatures, in mean short-edge lengths (scale-free). */
const START_TEMPERATURE = 2;
const FINAL_TEMPERATURE = 0.001;

/** What the search knows of the problem, fixed for the whole search. */
export interface SearchSetup {
  /** jobs; job j is node j */
  readonly J: number;
  /** nodes: jobs, then distinct vehicle locations */
  readonly N: number;
  /** vehicle units */
  readonly V: number;
  /** capacity dimensions */
  readonly dims: number;
  /** N x N distances */
  readonly dist: Float64Array;
  /** N x N travel times (the distances when the problem has none) */
  readonly time: Float64Array;
  /** J x dims */
  readonly demand: Float64Array;
  /** V x dims */
  readonly capacity: Float64Array;
  readonly startNode: Int32Array;
  readonly endNode: Int32Array;
  readonly fixedCost: Float64Array;
  /** the vehicle kind of each unit */
  readonly unitVehicle: Int32Array;
  /** the unit number within its kind */
  readonly unitIndex: Int32Array;
  /** vehicle units grouped by kind */
  readonly typeUnits: number[][];
  readonly hasTimeWindows: boolean;
  /** per node */
  readonly twEarly: Float64Array;
  /** per node */
  readonly twLate: Float64Array;
  /** per node */
  readonly service: Float64Array;
  /** per unit */
  readonly shiftEarly: Float64Array;
  /** per unit */
  readonly shiftLate: Float64Array;
  readonly symmetric: boolean;
  /** neighbours per job */
  readonly K: number;
  /** J x K, nearest first (includes self) */
  readonly neighbours: Int32Array;
  /** recreate "far"/"close" order key */
  readonly depotDistance: Float64Array;
  /** recreate "demand" order key */
  readonly demandSize: Float64Array;
  /** the price of leaving a job out */
  readonly jobPenalty: Float64Array;
  /** jobs no vehicle can take even alone */
  readonly excluded: UnassignedJob[];
  /** 1 for a job the search places */
  readonly searchable: Uint8Array;
  readonly searchableCount: number;
  /** search with soft capacities (a tight fleet) */
  readonly soft: boolean;
  /** per dimension */
  readonly capacityScale: Float64Array;
  /** the starting price of a unit of excess load */
  readonly overloadPrice: number;
  /** start temperature */
  readonly t0: number;
  /** final temperature */
  readonly tf: number;
}

type FleetReach = Pick<
  SearchSetup,
  | 'V'
  | 'N'
  | 'dims'
  | 'demand'
  | 'capacity'
  | 'hasTimeWindows'
  | 'startNode'
  | 'endNode'
  | 'twEarly'
  | 'twLate'
  | 'service'
  | 'shiftEarly'
  | 'shiftLate'
  | 'time'
>;

/** The search's view of a routing problem (see the file comment). */
export function setUpSearch(problem: RoutingProblem): SearchSetup {
  const J = problem.jobs.length;
  const dims = problem.dimensions.length;

  // Nodes: jobs first, then each distinct vehicle location.
  const depotNodeOf = new Map<number, number>();
  const nodeLocation: number[] = problem.jobs.map((job) => job.location);
  const depotNode = (location: number): number => {
    let node = depotNodeOf.get(location);
    if (node === undefined) {
      node = nodeLocation.length;
      nodeLocation.push(location);
      depotNodeOf.set(location, node);
    }
    return node;
  };
  const units: { vehicle: number; unit: number; start: number; end: number }[] = [];
  const typeUnits: number[][] = [];
  problem.vehicles.forEach((vehicle, v) => {
    const start = depotNode(vehicle.start);
    const end = depotNode(vehicle.end);
    const kind: number[] = [];
    const count = Math.max(0, Math.floor(vehicle.count ?? 1));
    for (let u = 0; u < count; u++) {
      kind.push(units.length);
      units.push({ vehicle: v, unit: u, start, end });
    }
    if (kind.length > 0) typeUnits.push(kind);
  });
  const N = nodeLocation.length;
  const V = units.length;

  const source = problem.matrix;
  const timeSource = problem.travelTime ?? problem.matrix;
  const dist = new Float64Array(N * N);
  const time = problem.travelTime ? new Float64Array(N * N) : dist;
  let maxDist = 0;
  for (let a = 0; a < N; a++) {
    const la = nodeLocation[a]!;
    for (let b = 0; b < N; b++) {
      const lb = nodeLocation[b]!;
      const d = source.values[la * source.size + lb]!;
      dist[a * N + b] = d;
      if (d > maxDist) maxDist = d;
      if (problem.travelTime) time[a * N + b] = timeSource.values[la * timeSource.size + lb]!;
    }
  }

  const demand = new Float64Array(J * dims);
  problem.jobs.forEach((job, j) => {
    for (let d = 0; d < dims; d++) demand[j * dims + d] = job.demand[d] ?? 0;
  });
  const capacity = new Float64Array(V * dims);
  const startNode = new Int32Array(V);
  const endNode = new Int32Array(V);
  const fixedCost = new Float64Array(V);
  const unitVehicle = new Int32Array(V);
  const unitIndex = new Int32Array(V);
  let maxFixed = 0;
  units.forEach((unit, r) => {
    const vehicle = problem.vehicles[unit.vehicle]!;
    for (let d = 0; d < dims; d++) capacity[r * dims + d] = vehicle.capacity[d] ?? Infinity;
    startNode[r] = unit.start;
    endNode[r] = unit.end;
    fixedCost[r] = vehicle.fixedCost ?? 0;
    maxFixed = Math.max(maxFixed, fixedCost[r]!);
    unitVehicle[r] = unit.vehicle;
    unitIndex[r] = unit.unit;
  });

  // Time windows: per node; vehicle shifts sit on the units' start/end via earliest/latest.
  const twEarly = new Float64Array(N).fill(-Infinity);
  const twLate = new Float64Array(N).fill(Infinity);
  const service = new Float64Array(N);
  let hasTimeWindows = problem.vehicles.some((vehicle) => vehicle.shift);
  problem.jobs.forEach((job, j) => {
    service[j] = job.service ?? 0;
    if (job.timeWindow) {
      hasTimeWindows = true;
      twEarly[j] = job.timeWindow[0];
      twLate[j] = job.timeWindow[1];
    }
  });
  const shiftEarly = new Float64Array(V).fill(-Infinity);
  const shiftLate = new Float64Array(V).fill(Infinity);
  units.forEach((unit, r) => {
    const shift = problem.vehicles[unit.vehicle]!.shift;
    if (shift) {
      shiftEarly[r] = shift[0];
      shiftLate[r] = shift[1];
    }
  });

  let symmetric = true;
  for (let a = 0; a < N && symmetric; a++)
    for (let b = a + 1; b < N; b++) if (dist[a * N + b] !== dist[b * N + a]) symmetric = false;

  // Neighbour lists (nearest customers first, the customer itself included).
  const K = Math.min(J, 100);
  const neighbours = new Int32Array(J * K);
  const order = Array.from({ length: J }, (_, j) => j);
  const row = new Float64Array(J);
  for (let j = 0; j < J; j++) {
    for (let k = 0; k < J; k++) row[k] = k === j ? -1 : dist[j * N + k]! + dist[k * N + j]!;
    order.sort((a, b) => row[a]! - row[b]! || a - b);
    for (let k = 0; k < K; k++) neighbours[j * K + k] = order[k]!;
  }

  // Sorting keys for the recreate orders.
  const depotDistance = new Float64Array(J);
  const demandSize = new Float64Array(J);
  const maxCapacity = new Float64Array(dims);
  for (let r = 0; r < V; r++)
    for (let d = 0; d < dims; d++) maxCapacity[d] = Math.max(maxCapacity[d]!, capacity[r * dims + d]!);
  for (let j = 0; j < J; j++) {
    let nearest = Infinity;
    for (const kind of typeUnits) nearest = Math.min(nearest, dist[startNode[kind[0]!]! * N + j]!);
    depotDistance[j] = Number.isFinite(nearest) ? nearest : 0;
    let size = 0;
    for (let d = 0; d < dims; d++) {
      const cap = maxCapacity[d]!;
      if (Number.isFinite(cap) && cap > 0) size += demand[j * dims + d]! / cap;
    }
    demandSize[j] = size;
  }
  // A job left out costs a few times its round trip from the nearest start: enough that a free
  // vehicle is always the better choice, small enough that with a tight fleet the annealing can
  // pass through plans with a job left out on its way to a packing that serves everyone. The
  // best plan is the one with the fewest jobs left out, then the lowest cost.
  const jobPenalty = new Float64Array(J);
  for (let j = 0; j < J; j++) {
    let roundTrip = Infinity;
    for (const kind of typeUnits) {
      const r = kind[0]!;
      roundTrip = Math.min(
        roundTrip,
        dist[startNode[r]! * N + j]! + dist[j * N + endNode[r]!]! + fixedCost[r]!,
      );
    }
    jobPenalty[j] =
      UNASSIGNED_PENALTY * (Number.isFinite(roundTrip) ? roundTrip : 2 * maxDist + maxFixed) + 1;
  }

  // Jobs no vehicle can take even alone are left out with their reason.
  const fleet = {
    V,
    N,
    dims,
    demand,
    capacity,
    hasTimeWindows,
    startNode,
    endNode,
    twEarly,
    twLate,
    service,
    shiftEarly,
    shiftLate,
    time,
  };
  const excluded: UnassignedJob[] = [];
  const searchable = new Uint8Array(J);
  let searchableCount = 0;
  for (let j = 0; j < J; j++) {
    const why = whyNoVehicle(fleet, j, problem.dimensions);
    if (why) excluded.push(why);
    else {
      searchable[j] = 1;
      searchableCount++;
    }
  }

  // Temperatures relative to the instance's scale: the mean distance from a customer to its
  // nearest neighbours (a typical edge of a good solution).
  let edge = 0;
  const near = Math.min(K - 1, 5);
  for (let j = 0; j < J && near > 0; j++) {
    for (let k = 1; k <= near; k++) edge += dist[j * N + neighbours[j * K + k]!]!;
  }
  const meanEdge = J > 1 && near > 0 ? edge / (J * near) : maxDist || 1;
  const t0 = START_TEMPERATURE * meanEdge;
  const tf = FINAL_TEMPERATURE * meanEdge;

  // A tight fleet (not one vehicle per job, but room for all in total) is searched with soft
  // capacities, as hybrid genetic search does (Vidal 2022): a job may overload a route when no
  // vehicle has room, at a price per unit of excess that adapts so that about a third of the
  // iterations end overloaded; only plans without excess count as the best.
  const capacityScale = new Float64Array(dims).fill(1);
  let roomForAll = V < searchableCount;
  for (let d = 0; d < dims; d++) {
    let totalDemand = 0;
    let totalCapacity = 0;
    for (let j = 0; j < J; j++) if (searchable[j]) totalDemand += demand[j * dims + d]!;
    for (let r = 0; r < V; r++) totalCapacity += capacity[r * dims + d]!;
    if (totalDemand > totalCapacity) roomForAll = false;
    if (Number.isFinite(maxCapacity[d]!) && maxCapacity[d]! > 0) capacityScale[d] = maxCapacity[d]!;
  }
  const soft = roomForAll;
  const overloadPrice = 2 * meanEdge * (J / Math.max(1, V));

  return {
    J,
    N,
    V,
    dims,
    dist,
    time,
    demand,
    capacity,
    startNode,
    endNode,
    fixedCost,
    unitVehicle,
    unitIndex,
    typeUnits,
    hasTimeWindows,
    twEarly,
    twLate,
    service,
    shiftEarly,
    shiftLate,
    symmetric,
    K,
    neighbours,
    depotDistance,
    demandSize,
    jobPenalty,
    excluded,
    searchable,
    searchableCount,
    soft,
    capacityScale,
    overloadPrice,
    t0,
    tf,
  };
}

/** Why no vehicle can take job `j` even alone (capacity, then time), or null when one can. */
function whyNoVehicle(fleet: FleetReach, j: number, dimensionNames: readonly string[]): UnassignedJob | null {
  if (fleet.V === 0) return { job: j, reason: 'no-vehicle-left' };
  const dims = fleet.dims;
  let fitsCapacity = false;
  let failingDimension = -1;
  let fitsTime = false;
  for (let r = 0; r < fleet.V; r++) {
    let ok = true;
    for (let d = 0; d < dims; d++) {
      if (fleet.demand[j * dims + d]! > fleet.capacity[r * dims + d]! + EPS) {
        ok = false;
        if (failingDimension < 0) failingDimension = d;
        break;
      }
    }
    if (!ok) continue;
    fitsCapacity = true;
    if (!fleet.hasTimeWindows) return null;
    const s = fleet.startNode[r]!;
    const e = fleet.endNode[r]!;
    const arrive = Math.max(fleet.twEarly[j]!, fleet.shiftEarly[r]! + fleet.time[s * fleet.N + j]!);
    if (
      arrive <= fleet.twLate[j]! + EPS &&
      arrive + fleet.service[j]! + fleet.time[j * fleet.N + e]! <= fleet.shiftLate[r]! + EPS
    )
      fitsTime = true;
    if (fitsTime) return null;
  }
  if (!fitsCapacity)
    return { job: j, reason: 'exceeds-capacity', dimension: dimensionNames[Math.max(0, failingDimension)] };
  return { job: j, reason: 'time-window' };
}
