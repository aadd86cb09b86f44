/**
 * The undo log of the routing search: each iteration saves a route the first time ruin or
 * recreate touches it, so a rejected iteration restores only the routes it touched.
 */
import type { SearchState } from './sisr-state';

export function beginIteration(s: SearchState): void {
  s.touched.length = 0;
  s.savedUnassigned = s.unassignedCount;
  s.savedUnassignedPenalty = s.unassignedPenalty;
}

/** Saves route r unless this iteration already did. */
export function touch(s: SearchState, r: number): void {
  if (s.touchedAt[r] === s.iteration) return;
  s.touchedAt[r] = s.iteration;
  s.touched.push(r);
  s.savedRoutes[r] = s.routes[r]!.slice();
  const dims = s.setup.dims;
  for (let d = 0; d < dims; d++) s.savedLoad[r * dims + d] = s.load[r * dims + d]!;
  s.savedCost[r] = s.routeCost[r]!;
  s.savedExcess[r] = s.routeExcess[r]!;
}

/** Restores every route the iteration touched, and who was left out before it. */
export function rollback(s: SearchState): void {
  const dims = s.setup.dims;
  for (const r of s.touched) {
    for (const j of s.routes[r]!) s.routeOf[j] = -1;
  }
  for (const r of s.touched) {
    const route = s.savedRoutes[r]!;
    s.routes[r] = route;
    s.savedRoutes[r] = [];
    for (const j of route) s.routeOf[j] = r;
    for (let d = 0; d < dims; d++) s.load[r * dims + d] = s.savedLoad[r * dims + d]!;
    s.routeCost[r] = s.savedCost[r]!;
    s.routeExcess[r] = s.savedExcess[r]!;
    s.routeVersion[r]!++;
  }
  s.unassignedCount = s.savedUnassigned;
  s.unassignedPenalty = s.savedUnassignedPenalty;
}
