/**
 * Route cost and feasibility for the routing search: a route's cost (travel, fixed cost, the
 * price of excess load), its load, its time-window schedule (forward earliest and backward latest
 * service starts, so an insertion is checked in O(1)), and whether a job fits a route.
 */
import { EPS } from './sisr-setup';
import type { SearchState } from './sisr-state';

/** Recomputes route r's cost and excess after a change, and marks its schedule stale. */
export function updateRoute(s: SearchState, r: number): void {
  const setup = s.setup;
  const route = s.routes[r]!;
  const N = setup.N;
  const dist = setup.dist;
  let cost = 0;
  let previous = setup.startNode[r]!;
  for (let i = 0; i < route.length; i++) {
    const node = route[i]!;
    cost += dist[previous * N + node]!;
    previous = node;
    s.routeOf[node] = r;
  }
  if (route.length > 0) cost += dist[previous * N + setup.endNode[r]!]! + setup.fixedCost[r]!;
  let excess = 0;
  if (setup.soft) {
    const dims = setup.dims;
    for (let d = 0; d < dims; d++) {
      const over = s.load[r * dims + d]! - setup.capacity[r * dims + d]!;
      if (over > EPS) excess += over / setup.capacityScale[d]!;
    }
    s.routeExcess[r] = excess;
  }
  s.routeCost[r] = cost + s.overloadPrice * excess;
  s.routeVersion[r]!++;
}

/** Adds (sign 1) or takes away (sign -1) job j's demand on route r. */
export function addLoad(s: SearchState, r: number, j: number, sign: number): void {
  const dims = s.setup.dims;
  const demand = s.setup.demand;
  for (let d = 0; d < dims; d++) s.load[r * dims + d]! += sign * demand[j * dims + d]!;
}

/** Forward earliest and backward latest service starts of route r (positions 0..L+1). */
export function schedule(s: SearchState, r: number): void {
  if (s.schedVersion[r] === s.routeVersion[r]) return;
  s.schedVersion[r] = s.routeVersion[r]!;
  const setup = s.setup;
  const route = s.routes[r]!;
  const L = route.length;
  const N = setup.N;
  const time = setup.time;
  const earliest = s.earliest[r]!;
  const latest = s.latest[r]!;
  earliest.length = L + 2;
  latest.length = L + 2;
  let previous = setup.startNode[r]!;
  let t = setup.shiftEarly[r]!;
  earliest[0] = t;
  for (let i = 0; i < L; i++) {
    const node = route[i]!;
    t = Math.max(
      setup.twEarly[node]!,
      t + (i === 0 ? 0 : setup.service[previous]!) + time[previous * N + node]!,
    );
    earliest[i + 1] = t;
    previous = node;
  }
  earliest[L + 1] = t + (L > 0 ? setup.service[previous]! : 0) + time[previous * N + setup.endNode[r]!]!;
  let next = setup.endNode[r]!;
  let late = setup.shiftLate[r]!;
  latest[L + 1] = late;
  for (let i = L - 1; i >= 0; i--) {
    const node = route[i]!;
    late = Math.min(setup.twLate[node]!, late - time[node * N + next]! - setup.service[node]!);
    latest[i + 1] = late;
    next = node;
  }
  latest[0] = late - time[setup.startNode[r]! * N + next]!;
}

/** Whether job j fits route r's remaining capacity in every dimension. */
export function fits(s: SearchState, r: number, j: number): boolean {
  const { dims, demand, capacity } = s.setup;
  for (let d = 0; d < dims; d++) {
    if (s.load[r * dims + d]! + demand[j * dims + d]! > capacity[r * dims + d]! + EPS) return false;
  }
  return true;
}

/** Whether c fits between positions p and p+1 (schedule of r is current). */
export function timeFeasible(
  s: SearchState,
  r: number,
  p: number,
  previous: number,
  c: number,
  next: number,
): boolean {
  const setup = s.setup;
  const earliest = s.earliest[r]!;
  const latest = s.latest[r]!;
  const N = setup.N;
  const leave = earliest[p]! + (p === 0 ? 0 : setup.service[previous]!);
  const arrive = Math.max(setup.twEarly[c]!, leave + setup.time[previous * N + c]!);
  if (arrive > setup.twLate[c]! + EPS) return false;
  return arrive + setup.service[c]! + setup.time[c * N + next]! <= latest[p + 1]! + EPS;
}

/** The current solution's cost: every route, plus the penalty of the jobs left out. */
export function totalCost(s: SearchState): number {
  let cost = s.unassignedPenalty;
  for (let r = 0; r < s.setup.V; r++) cost += s.routeCost[r]!;
  return cost;
}

/** The current solution's excess load over capacity (scaled), with soft capacities. */
export function totalExcess(s: SearchState): number {
  let excess = 0;
  for (let r = 0; r < s.setup.V; r++) excess += s.routeExcess[r]!;
  return excess;
}
