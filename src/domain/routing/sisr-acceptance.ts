/**
 * Acceptance of the routing search: simulated annealing with an exponentially falling temperature
 * (cooling starts once every job is served), SISR's fleet-minimisation acceptance while a tight
 * fleet still leaves jobs out, the adaptive price of overloading a route, and the record of the
 * best solution.
 */
import { EPS } from './sisr-setup';
import { totalCost, totalExcess } from './sisr-route';
import type { SearchState } from './sisr-state';

/** The limits and clock the temperature follows. */
export interface SearchClock {
  readonly iterationLimit: number;
  readonly timeLimitMs: number;
  readonly startedAt: number;
  readonly now: () => number;
}

/** The temperature at this point of the search (records the progress for the packing phase). */
export function temperature(s: SearchState, clock: SearchClock): number {
  const byIterations = Number.isFinite(clock.iterationLimit) ? s.iteration / clock.iterationLimit : 0;
  const byTime = Number.isFinite(clock.timeLimitMs) ? (clock.now() - clock.startedAt) / clock.timeLimitMs : 0;
  const progress = Math.min(1, Math.max(byIterations, byTime));
  s.progressCache = progress;
  // Cooling starts once every job is served (at once, unless a tight fleet needs packing first).
  if (s.unassignedCount > 0 && progress < 0.5) s.coolingFrom = progress;
  const cooling = s.coolingFrom >= 1 ? 1 : Math.max(0, (progress - s.coolingFrom) / (1 - s.coolingFrom));
  const { t0, tf } = s.setup;
  return t0 * Math.pow(tf / t0, cooling);
}

/** How often the jobs left out now were left out before (lower is better while packing). */
export function absenceScore(s: SearchState): number {
  const { J, searchable } = s.setup;
  let score = 0;
  for (let j = 0; j < J; j++) if (searchable[j] && s.routeOf[j]! < 0) score += s.absences[j]!;
  return score;
}

/**
 * Whether the recreated solution (of cost `cost`) replaces the current one. While packing: fewer
 * absent jobs, or absent jobs that were absent less often; otherwise simulated annealing.
 */
export function accepts(
  s: SearchState,
  cost: number,
  packing: { readonly absent: number; readonly score: number } | null,
): boolean {
  if (packing) {
    const accept = s.unassignedCount < packing.absent || absenceScore(s) < packing.score;
    const { J, searchable } = s.setup;
    for (let j = 0; j < J; j++) if (searchable[j] && s.routeOf[j]! < 0) s.absences[j]!++;
    return accept;
  }
  return cost < s.currentCost - s.temperatureCache * Math.log(1 - s.random.next());
}

/** Whether the current solution (of cost `cost`) is feasible and better than the best so far. */
export function isNewBest(s: SearchState, cost: number): boolean {
  return (
    totalExcess(s) < EPS &&
    (s.unassignedCount < s.bestUnassigned ||
      (s.unassignedCount === s.bestUnassigned && cost - s.unassignedPenalty < s.bestCost - EPS))
  );
}

/** Records the current solution as the best. */
export function commitBest(s: SearchState): void {
  s.bestCost = s.currentCost - s.unassignedPenalty;
  s.bestUnassigned = s.unassignedCount;
  for (let r = 0; r < s.setup.V; r++) {
    const route = s.routes[r]!;
    if (route.length > 0 || s.bestRoutes[r]!.length > 0) s.bestRoutes[r] = route.slice();
  }
}

/** Every 100 iterations: dearer overload when most iterations overload, cheaper when few do. */
export function adaptOverloadPrice(s: SearchState): void {
  if (totalExcess(s) > EPS) s.overloadedIterations++;
  if (s.iteration % 100 !== 0) return;
  const share = s.overloadedIterations / 100;
  s.overloadedIterations = 0;
  const before = s.overloadPrice;
  if (share > 0.45) s.overloadPrice *= 1.25;
  else if (share < 0.25) s.overloadPrice *= 0.85;
  s.overloadPrice = Math.min(1e12, Math.max(1e-6, s.overloadPrice));
  if (s.overloadPrice === before) return;
  for (let r = 0; r < s.setup.V; r++) s.routeCost[r]! += (s.overloadPrice - before) * s.routeExcess[r]!;
  s.currentCost = totalCost(s);
}
