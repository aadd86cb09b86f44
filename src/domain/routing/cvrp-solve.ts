import { cvrpMatrix, cvrpProblem, customerNumber, type CvrpInstance } from './cvrplib';
import { solveRouting, type SolveOptions } from './sisr-solver';

export interface CvrpResult {
  /** Routes of customer numbers (1..n-1), as CVRPLIB writes them. */
  readonly routes: number[][];
  readonly cost: number;
  readonly iterations: number;
  /** The fleet size the routes respect (undefined: unlimited). */
  readonly fleet: number | undefined;
}

export interface CvrpSolveOptions extends SolveOptions {
  /** Fleet size: the instance's own by default; 'unlimited' to ignore it. */
  readonly fleet?: number | 'unlimited';
}

/**
 * Solves a CVRPLIB instance with the routing solver. With a fleet size (the instance states one
 * for the classic sets), the routes use at most that many vehicles; should the search not fit
 * every customer into them, a further quarter of the time goes to the instance with a free fleet,
 * so the answer is always a complete solution.
 */
export function solveCvrp(instance: CvrpInstance, options: CvrpSolveOptions = {}): CvrpResult {
  const startedAt = performance.now();
  const matrix = cvrpMatrix(instance);
  // The time limit covers the whole call: building the matrix, and a little margin for the
  // search's clock checks (every few iterations) and for reading the result.
  const budget = (limit: number | undefined) =>
    limit === undefined
      ? undefined
      : Math.max(1, limit - (performance.now() - startedAt) - Math.min(10, limit * 0.01));
  const fleet = options.fleet === 'unlimited' ? undefined : (options.fleet ?? instance.vehicles);
  const attempt = (vehicles: number | 'unlimited', solveOptions: SolveOptions) => {
    const { problem, customerNodes } = cvrpProblem(instance, matrix, vehicles);
    const solution = solveRouting(problem, solveOptions);
    const routes = solution.routes.map((route) =>
      route.jobs.map((job) => customerNumber(instance, customerNodes[job]!)),
    );
    return { solution, routes };
  };
  const first = attempt(fleet ?? 'unlimited', { ...options, timeLimitMs: budget(options.timeLimitMs) });
  if (first.solution.unassigned.length === 0)
    return { routes: first.routes, cost: first.solution.cost, iterations: first.solution.iterations, fleet };
  if (fleet === undefined)
    throw new Error(
      `${first.solution.unassigned.length} customers could not be served (${first.solution.unassigned[0]!.reason})`,
    );
  const quarter = (limit: number | undefined) =>
    limit === undefined ? undefined : Math.max(1, Math.floor(limit / 4));
  const second = attempt('unlimited', {
    ...options,
    timeLimitMs: quarter(options.timeLimitMs),
    iterationLimit: quarter(options.iterationLimit),
  });
  return {
    routes: second.routes,
    cost: second.solution.cost,
    iterations: first.solution.iterations + second.solution.iterations,
    fleet: undefined,
  };
}
