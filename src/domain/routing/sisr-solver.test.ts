import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cvrpCost, cvrpViolations, parseCvrplib } from './cvrplib';
import { solveCvrp } from './cvrp-solve';
import { euclideanRoundedMatrix, haversinePort } from './distance';
import type { RoutingProblem, RoutingSolution } from './problem';
import { createRoutingSearch, solveRouting } from './sisr-solver';

const A_N32_K5 = parseCvrplib(readFileSync(new URL('./fixtures/A-n32-k5.vrp', import.meta.url), 'utf8'));

/** Every job exactly once (in a route or unassigned), every route within every limit, costs add up. */
function expectFeasible(problem: RoutingProblem, solution: RoutingSolution): void {
  const seen = new Array<number>(problem.jobs.length).fill(0);
  const size = problem.matrix.size;
  let total = 0;
  for (const route of solution.routes) {
    const vehicle = problem.vehicles[route.vehicle]!;
    expect(route.unit).toBeLessThan(vehicle.count ?? 1);
    const load = problem.dimensions.map(() => 0);
    let cost = vehicle.fixedCost ?? 0;
    let at = vehicle.start;
    for (const job of route.jobs) {
      seen[job]!++;
      problem.jobs[job]!.demand.forEach((amount, d) => (load[d]! += amount));
      cost += problem.matrix.values[at * size + problem.jobs[job]!.location]!;
      at = problem.jobs[job]!.location;
    }
    cost += problem.matrix.values[at * size + vehicle.end]!;
    load.forEach((amount, d) => expect(amount).toBeLessThanOrEqual(vehicle.capacity[d]!));
    expect(route.load).toEqual(load);
    expectSameCost(route.cost, cost);
    total += cost;
  }
  for (const left of solution.unassigned) seen[left.job]!++;
  expect(seen.every((times) => times === 1)).toBe(true);
  expectSameCost(solution.cost, total);
  const units = new Set(solution.routes.map((route) => `${route.vehicle}/${route.unit}`));
  expect(units.size).toBe(solution.routes.length);
}

/** Costs kept up incrementally may differ from a fresh sum by float rounding, relative to their size. */
function expectSameCost(stated: number, summed: number): void {
  expect(Math.abs(stated - summed)).toBeLessThanOrEqual(1e-9 * Math.max(1, Math.abs(summed)));
}

describe('solveCvrp on A-n32-k5', () => {
  it('returns a feasible solution whose stated cost is the cost of its routes', () => {
    const result = solveCvrp(A_N32_K5, { seed: 3, iterationLimit: 3000 });
    expect(cvrpViolations(A_N32_K5, result.routes)).toEqual([]);
    expect(result.cost).toBe(cvrpCost(A_N32_K5, result.routes));
    expect(result.routes.length).toBeLessThanOrEqual(5);
    expect(result.iterations).toBe(3000);
    // Within 10 % of the optimum 784 even on this short run (a regression guard, not a speed goal).
    expect(result.cost).toBeLessThan(784 * 1.1);
  });

  it('gives the same routes for the same seed and iteration limit', () => {
    const first = solveCvrp(A_N32_K5, { seed: 11, iterationLimit: 1500 });
    const second = solveCvrp(A_N32_K5, { seed: 11, iterationLimit: 1500 });
    expect(second.routes).toEqual(first.routes);
    expect(second.cost).toBe(first.cost);
  });

  it('keeps to a tight fleet through soft capacities and still returns a feasible plan', () => {
    // 410 units of demand in 5 trucks of 100: the packing is tight.
    const result = solveCvrp(A_N32_K5, { seed: 5, iterationLimit: 2000 });
    expect(result.fleet).toBe(5);
    expect(result.routes.length).toBeLessThanOrEqual(5);
    expect(cvrpViolations(A_N32_K5, result.routes)).toEqual([]);
  });
});

/** Points on a plane (rounded Euclidean), location 0 the depot. */
function planar(points: [number, number][]): RoutingProblem['matrix'] {
  return euclideanRoundedMatrix(
    points.map((point) => point[0]),
    points.map((point) => point[1]),
  );
}

describe('solveRouting', () => {
  it('respects every capacity dimension at once (destinations, packages, weight)', () => {
    const points: [number, number][] = [[0, 0]];
    for (let i = 0; i < 40; i++)
      points.push([Math.round(50 * Math.cos(i)), Math.round(50 * Math.sin(i * 1.7))]);
    const problem: RoutingProblem = {
      dimensions: ['destinations', 'packages', 'weight'],
      matrix: planar(points),
      jobs: points
        .slice(1)
        .map((_, i) => ({ location: i + 1, demand: [1, 1 + (i % 3), 10 + ((i * 37) % 50)] })),
      vehicles: [{ start: 0, end: 0, capacity: [15, 25, 350], count: 6 }],
    };
    const solution = solveRouting(problem, { seed: 1, iterationLimit: 1500 });
    expectFeasible(problem, solution);
    expect(solution.unassigned).toEqual([]);
    expect(solution.routes.length).toBeGreaterThan(1); // one journey's limits are exceeded
  });

  it('returns jobs that cannot fit as unassigned with the reason, never drops them', () => {
    const problem: RoutingProblem = {
      dimensions: ['destinations', 'packages', 'weight'],
      matrix: planar([
        [0, 0],
        [1, 0],
        [2, 0],
        [3, 0],
        [4, 0],
      ]),
      jobs: [
        { location: 1, demand: [1, 2, 400] }, // heavier than any vehicle
        { location: 2, demand: [1, 20, 100] },
        { location: 3, demand: [1, 20, 100] }, // both 20-package jobs do not fit the one vehicle
        { location: 4, demand: [1, 1, 1] },
      ],
      vehicles: [{ start: 0, end: 0, capacity: [15, 25, 350] }],
    };
    const solution = solveRouting(problem, { seed: 1, iterationLimit: 200 });
    expectFeasible(problem, solution);
    expect(solution.unassigned).toContainEqual({ job: 0, reason: 'exceeds-capacity', dimension: 'weight' });
    const leftOver = solution.unassigned.filter((left) => left.job === 1 || left.job === 2);
    expect(leftOver).toHaveLength(1);
    expect(leftOver[0]!.reason).toBe('no-vehicle-left');
    expect(solution.routes[0]!.jobs).toContain(3);
  });

  it('returns every job unassigned when there is no vehicle', () => {
    const problem: RoutingProblem = {
      dimensions: ['weight'],
      matrix: planar([
        [0, 0],
        [1, 1],
      ]),
      jobs: [{ location: 1, demand: [1] }],
      vehicles: [],
    };
    expect(solveRouting(problem, { iterationLimit: 10 }).unassigned).toEqual([
      { job: 0, reason: 'no-vehicle-left' },
    ]);
  });

  it('ends a route where its vehicle ends, which may differ from where it starts', () => {
    // Start at 0 (x=0), end at 1 (x=100): the stops in between are visited left to right.
    const problem: RoutingProblem = {
      dimensions: ['destinations'],
      matrix: planar([
        [0, 0],
        [100, 0],
        [70, 1],
        [30, -1],
        [50, 2],
      ]),
      jobs: [
        { location: 2, demand: [1] },
        { location: 3, demand: [1] },
        { location: 4, demand: [1] },
      ],
      vehicles: [{ start: 0, end: 1, capacity: [10] }],
    };
    const solution = solveRouting(problem, { seed: 2, iterationLimit: 300 });
    expectFeasible(problem, solution);
    expect(solution.routes[0]!.jobs).toEqual([1, 2, 0]);
  });

  it('keeps to time windows, and says so of a stop no vehicle can reach in time', () => {
    // On a line; the nearer stop may only be served late, so the far one comes first.
    const problem: RoutingProblem = {
      dimensions: ['destinations'],
      matrix: planar([
        [0, 0],
        [10, 0],
        [20, 0],
        [1000, 0],
      ]),
      jobs: [
        { location: 1, demand: [1], timeWindow: [45, 60] },
        { location: 2, demand: [1], timeWindow: [0, 30], service: 5 },
        { location: 3, demand: [1], timeWindow: [0, 50] }, // 1000 away: unreachable by 50
      ],
      vehicles: [{ start: 0, end: 0, capacity: [10], shift: [0, 200] }],
    };
    const solution = solveRouting(problem, { seed: 1, iterationLimit: 300 });
    expectFeasible(problem, solution);
    expect(solution.routes[0]!.jobs).toEqual([1, 0]);
    expect(solution.unassigned).toEqual([{ job: 2, reason: 'time-window' }]);
  });

  it('keeps costs right on an asymmetric matrix (one-way streets)', () => {
    const size = 16;
    const values = new Float64Array(size * size);
    for (let a = 0; a < size; a++)
      for (let b = 0; b < size; b++)
        values[a * size + b] = a === b ? 0 : 10 + ((a * 7 + b * 13) % 17) + (a < b ? 5 : 0);
    const problem: RoutingProblem = {
      dimensions: ['destinations'],
      matrix: { size, values },
      jobs: Array.from({ length: size - 1 }, (_, i) => ({ location: i + 1, demand: [1] })),
      vehicles: [{ start: 0, end: 0, capacity: [6], count: 4 }],
    };
    const solution = solveRouting(problem, { seed: 4, iterationLimit: 800 });
    expectFeasible(problem, solution);
    expect(solution.routes.length).toBeGreaterThanOrEqual(3);
  });

  it('uses the haversine port for lat/lng points by default', () => {
    const melbourne = { lat: -37.8136, lng: 144.9631 };
    const geelong = { lat: -38.1499, lng: 144.3617 };
    const matrix = haversinePort().matrix([melbourne, geelong]);
    expect(matrix.values[1]! / 1000).toBeCloseTo(64.3, 0);
    expect(matrix.values[2]).toBe(matrix.values[1]);
  });

  it('stops when asked and returns the best found so far, reporting progress', () => {
    const progress: number[] = [];
    let polls = 0;
    const search = createRoutingSearch(
      {
        dimensions: ['demand'],
        matrix: planar([
          [0, 0],
          [1, 0],
          [0, 1],
        ]),
        jobs: [
          { location: 1, demand: [1] },
          { location: 2, demand: [1] },
        ],
        vehicles: [{ start: 0, end: 0, capacity: [5] }],
      },
      {
        iterationLimit: 1_000_000,
        shouldStop: () => ++polls > 3,
        onProgress: (p) => progress.push(p.iterations),
        progressEveryMs: 0,
      },
    );
    while (search.advance(Infinity));
    expect(search.best().routes).toHaveLength(1);
    expect(search.progress().iterations).toBeLessThan(1_000_000);
    expect(progress.length).toBeGreaterThan(0);
  });

  it('always returns a plan in which every job appears exactly once within every limit (random problems)', () => {
    expect.hasAssertions();
    fc.assert(
      fc.property(
        fc.record({
          seed: fc.integer({ min: 1, max: 1000 }),
          jobs: fc.array(
            fc.record({
              x: fc.integer({ min: 0, max: 100 }),
              y: fc.integer({ min: 0, max: 100 }),
              packages: fc.integer({ min: 0, max: 12 }),
              weight: fc.integer({ min: 0, max: 200 }),
            }),
            { minLength: 1, maxLength: 25 },
          ),
          vehicles: fc.array(
            fc.record({
              start: fc.integer({ min: 0, max: 1 }),
              end: fc.integer({ min: 0, max: 1 }),
              count: fc.integer({ min: 1, max: 3 }),
              stops: fc.integer({ min: 1, max: 8 }),
            }),
            { minLength: 1, maxLength: 3 },
          ),
        }),
        ({ seed, jobs, vehicles }) => {
          const points: [number, number][] = [
            [0, 0],
            [100, 100],
            ...jobs.map((job): [number, number] => [job.x, job.y]),
          ];
          const problem: RoutingProblem = {
            dimensions: ['destinations', 'packages', 'weight'],
            matrix: planar(points),
            jobs: jobs.map((job, i) => ({ location: i + 2, demand: [1, job.packages, job.weight] })),
            vehicles: vehicles.map((vehicle) => ({
              start: vehicle.start,
              end: vehicle.end,
              count: vehicle.count,
              capacity: [vehicle.stops, 25, 350],
            })),
          };
          expectFeasible(problem, solveRouting(problem, { seed, iterationLimit: 60 }));
        },
      ),
      { numRuns: 60 },
    );
  });
});
