/**
 * The routing search's answer: the best solution so far as routes (vehicle, unit, jobs, cost,
 * load) and the jobs left out with the reason.
 */
import type { RoutingRoute, RoutingSolution, UnassignedJob } from './problem';
import type { SearchState } from './sisr-state';

export function bestSolution(s: SearchState): RoutingSolution {
  const { J, N, dims, dist, demand, startNode, endNode, fixedCost, searchable } = s.setup;
  const routes: RoutingRoute[] = [];
  const unassigned: UnassignedJob[] = [...s.setup.excluded];
  const served = new Uint8Array(J);
  let total = 0;
  for (let r = 0; r < s.setup.V; r++) {
    const jobs = s.bestRoutes[r]!;
    if (jobs.length === 0) continue;
    let cost = 0;
    let previous = startNode[r]!;
    const load = new Array<number>(dims).fill(0);
    for (const j of jobs) {
      cost += dist[previous * N + j]!;
      previous = j;
      served[j] = 1;
      for (let d = 0; d < dims; d++) load[d]! += demand[j * dims + d]!;
    }
    cost += dist[previous * N + endNode[r]!]! + fixedCost[r]!;
    total += cost;
    routes.push({
      vehicle: s.setup.unitVehicle[r]!,
      unit: s.setup.unitIndex[r]!,
      jobs: jobs.slice(),
      cost,
      load,
    });
  }
  for (let j = 0; j < J; j++) {
    if (searchable[j] && !served[j]) unassigned.push({ job: j, reason: 'no-vehicle-left' });
  }
  unassigned.sort((a, b) => a.job - b.job);
  return { routes, unassigned, cost: total, iterations: s.iteration };
}
