/**
 * Recreate of the routing search (SISR's greedy insertion with blinks): the removed jobs, in one
 * of four orders (random, demand, far, close), each go to their cheapest feasible position, every
 * position skipped with a small probability; a job with no room opens the cheapest empty vehicle,
 * or, with a tight fleet, overloads a route at a price.
 */
import { addLoad, fits, schedule, timeFeasible, updateRoute } from './sisr-route';
import type { SearchState } from './sisr-state';
import { touch } from './sisr-undo';

const BLINK_RATE = 0.01;

/** Inserts each removed job at its cheapest position (jobs that fit nowhere stay unassigned). */
export function recreate(s: SearchState, removed: number[]): void {
  sortRemoved(s, removed);
  const setup = s.setup;
  const { N, V, dist, startNode, endNode } = setup;
  const random = s.random;
  const tw = setup.hasTimeWindows;
  for (const c of removed) {
    let bestDelta = Infinity;
    let bestRoute = -1;
    let bestPosition = -1;
    for (let r = 0; r < V; r++) {
      const route = s.routes[r]!;
      const L = route.length;
      if (L === 0 || !fits(s, r, c)) continue;
      if (tw) schedule(s, r);
      let previous = startNode[r]!;
      const end = endNode[r]!;
      for (let p = 0; p <= L; p++) {
        const next = p < L ? route[p]! : end;
        if (random.next() >= BLINK_RATE) {
          const delta = dist[previous * N + c]! + dist[c * N + next]! - dist[previous * N + next]!;
          if (delta < bestDelta && (!tw || timeFeasible(s, r, p, previous, c, next))) {
            bestDelta = delta;
            bestRoute = r;
            bestPosition = p;
          }
        }
        previous = next;
      }
    }
    if (bestRoute < 0) {
      // Open a new route: the cheapest empty vehicle of any kind that can take c.
      for (const kind of setup.typeUnits) {
        let r = -1;
        for (const unit of kind) {
          if (s.routes[unit]!.length === 0) {
            r = unit;
            break;
          }
        }
        if (r < 0 || !fits(s, r, c)) continue;
        const start = startNode[r]!;
        const end = endNode[r]!;
        if (tw) schedule(s, r);
        if (tw && !timeFeasible(s, r, 0, start, c, end)) continue;
        const delta = dist[start * N + c]! + dist[c * N + end]! + setup.fixedCost[r]!;
        if (delta < bestDelta) {
          bestDelta = delta;
          bestRoute = r;
          bestPosition = 0;
        }
      }
    }
    if (bestRoute < 0 && s.allowOverload) {
      // No room anywhere: the cheapest position counting the price of the excess it adds.
      const dims = setup.dims;
      for (let r = 0; r < V; r++) {
        const route = s.routes[r]!;
        const L = route.length;
        if (L === 0) continue;
        let added = 0;
        for (let d = 0; d < dims; d++) {
          const cap = setup.capacity[r * dims + d]!;
          const before = Math.max(0, s.load[r * dims + d]! - cap);
          const after = Math.max(0, s.load[r * dims + d]! + setup.demand[c * dims + d]! - cap);
          added += (after - before) / setup.capacityScale[d]!;
        }
        const price = s.overloadPrice * added;
        if (price >= bestDelta) continue;
        if (tw) schedule(s, r);
        let previous = startNode[r]!;
        const end = endNode[r]!;
        for (let p = 0; p <= L; p++) {
          const next = p < L ? route[p]! : end;
          const delta = price + dist[previous * N + c]! + dist[c * N + next]! - dist[previous * N + next]!;
          if (delta < bestDelta && (!tw || timeFeasible(s, r, p, previous, c, next))) {
            bestDelta = delta;
            bestRoute = r;
            bestPosition = p;
          }
          previous = next;
        }
      }
    }
    if (bestRoute < 0) continue; // stays unassigned (penalised)
    touch(s, bestRoute);
    s.routes[bestRoute]!.splice(bestPosition, 0, c);
    addLoad(s, bestRoute, c, 1);
    s.unassignedCount--;
    s.unassignedPenalty -= setup.jobPenalty[c]!;
    updateRoute(s, bestRoute);
  }
}

/** SISR's insertion orders: random (4/11), largest demand first (4/11), farthest (2/11), closest (1/11). */
function sortRemoved(s: SearchState, removed: number[]): void {
  const pick = s.random.below(11);
  if (pick < 4) {
    for (let i = removed.length - 1; i > 0; i--) {
      const k = s.random.below(i + 1);
      const swap = removed[i]!;
      removed[i] = removed[k]!;
      removed[k] = swap;
    }
  } else if (pick < 8) {
    const size = s.setup.demandSize;
    removed.sort((a, b) => size[b]! - size[a]! || a - b);
  } else if (pick < 10) {
    const far = s.setup.depotDistance;
    removed.sort((a, b) => far[b]! - far[a]! || a - b);
  } else {
    const far = s.setup.depotDistance;
    removed.sort((a, b) => far[a]! - far[b]! || a - b);
  }
}
