import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseCvrplib } from './cvrplib';
import { solveCvrp } from './cvrp-solve';
import type { RoutingProblem } from './problem';
import { seededRandom } from './random';
import { solveRouting } from './sisr-solver';

// The solver's exact answers for a fixed seed and iteration limit, pinned: a change to the code
// that is meant to leave the search as it is (a refactor) must leave these unchanged. A change
// to the algorithm changes them on purpose; then record the new answers here.

const A_N32_K5 = parseCvrplib(readFileSync(new URL('./fixtures/A-n32-k5.vrp', import.meta.url), 'utf8'));

/**
 * 30 stops on an asymmetric plane, three dimensions, optional time windows, two kinds of vehicle
 * (one ending elsewhere): a short fleet (no room for every stop: the packing phase) or a tight one
 * (room for all, only just: soft capacities).
 */
function mixedProblem(timeWindows: boolean, fleet: 'short' | 'tight'): RoutingProblem {
  const random = seededRandom(3);
  const points = Array.from({ length: 33 }, () => [random.next() * 100, random.next() * 100] as const);
  const size = points.length;
  const values = new Float64Array(size * size);
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++) {
      const straight = Math.hypot(points[i]![0] - points[j]![0], points[i]![1] - points[j]![1]);
      values[i * size + j] = Math.round(straight * (i < j ? 1 : 1.2));
    }
  const jobs = Array.from({ length: 30 }, (_, k) => {
    const demand = [1, 1 + Math.floor(random.next() * 5), Math.round(random.next() * 50)];
    const opens = Math.floor(random.next() * 200);
    return {
      location: k + 3,
      demand,
      service: 3,
      ...(timeWindows ? { timeWindow: [opens, opens + 120] as const } : {}),
    };
  });
  return {
    dimensions: ['destinations', 'packages', 'weight'],
    matrix: { size, values },
    jobs,
    vehicles:
      fleet === 'short'
        ? [
            { start: 0, end: 0, capacity: [8, 25, 250], count: 2, fixedCost: 50, shift: [0, 500] },
            { start: 1, end: 2, capacity: [6, Infinity, 200], count: 1, fixedCost: 20, shift: [0, 500] },
          ]
        : [
            { start: 0, end: 0, capacity: [11, 45, 450], count: 2, fixedCost: 50, shift: [0, 500] },
            { start: 1, end: 2, capacity: [9, Infinity, 350], count: 1, fixedCost: 20, shift: [0, 500] },
          ],
  };
}

const summary = (problem: RoutingProblem) => {
  const solution = solveRouting(problem, { seed: 1, iterationLimit: 5000 });
  return {
    cost: solution.cost,
    routes: solution.routes.map((route) => [route.vehicle, route.unit, ...route.jobs]),
    unassigned: solution.unassigned.map((left) => `${left.job} ${left.reason}`),
  };
};

// Routes as [vehicle, unit, ...jobs in visiting order].
const PINNED_SHORT_FLEET = {
  cost: 807,
  routes: [
    [0, 0, 21, 27, 4, 22, 16, 19, 25, 6],
    [0, 1, 18, 14, 29, 1, 12, 2, 13, 28],
    [1, 0, 0, 20, 17, 3, 15, 26],
  ],
  unassigned: [
    '5 no-vehicle-left',
    '7 no-vehicle-left',
    '8 no-vehicle-left',
    '9 no-vehicle-left',
    '10 no-vehicle-left',
    '11 no-vehicle-left',
    '23 no-vehicle-left',
    '24 no-vehicle-left',
  ],
};
const PINNED_TIGHT_FLEET = {
  cost: 756,
  routes: [
    [0, 0, 17, 19, 7, 25, 11, 5, 6, 20, 0, 8, 13],
    [0, 1, 23, 24, 16, 27, 22, 4, 10, 26, 15, 9, 28],
    [1, 0, 2, 12, 18, 14, 29, 1, 21, 3],
  ],
  unassigned: [],
};
const PINNED_TIGHT_TIME_WINDOWS = {
  cost: 873,
  routes: [
    [0, 0, 24, 16, 27, 22, 4, 10, 26, 15, 3, 9],
    [0, 1, 21, 11, 25, 19, 7, 17, 23, 0, 8, 28, 13],
    [1, 0, 29, 14, 18, 2, 12, 1, 6, 5, 20],
  ],
  unassigned: [],
};

describe('the solver with seed 1 and an iteration limit', () => {
  it('solves A-n32-k5 in 20,000 iterations to the routes it always has', () => {
    const result = solveCvrp(A_N32_K5, { seed: 1, iterationLimit: 20000 });
    expect(result.cost).toBe(784);
    expect(result.routes).toEqual([
      [27, 24],
      [14, 28, 11, 4, 23, 3, 2, 6],
      [20, 5, 25, 10, 15, 22, 9, 8, 18, 29],
      [30, 16, 1, 12],
      [21, 31, 19, 17, 13, 7, 26],
    ]);
  });

  it('solves time windows, several dimensions and a short mixed fleet (packing first) as it always has', () => {
    expect(summary(mixedProblem(true, 'short'))).toEqual(PINNED_SHORT_FLEET);
  });

  it('solves a tight fleet (soft capacities) without time windows (2-opt polishing) as it always has', () => {
    expect(summary(mixedProblem(false, 'tight'))).toEqual(PINNED_TIGHT_FLEET);
  });

  it('solves a tight fleet with time windows as it always has', () => {
    expect(summary(mixedProblem(true, 'tight'))).toEqual(PINNED_TIGHT_TIME_WINDOWS);
  });
});
