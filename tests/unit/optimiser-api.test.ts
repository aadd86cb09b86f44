import { describe, expect, it } from 'vitest';
import { planProblem, type PlanLocation } from '../../src/domain/routing/journey-plan';
import { createOptimiserApi, type OptimiserApi } from '../../workers/optimiser-api';

const depot: PlanLocation = { id: 'depot', name: 'Depot', lat: -38.0186, lng: 145.2036 };
const movements = Array.from({ length: 30 }, (_, i) => ({
  id: `m${i}`,
  destination: {
    id: `l${i}`,
    name: `Stop ${i}`,
    lat: -37.8 + 0.01 * Math.sin(i),
    lng: 144.96 + 0.01 * Math.cos(i * 2),
  },
  packages: 1,
  weight: 10,
}));
const { problem } = planProblem(movements, [
  {
    id: 't',
    name: 'Run',
    start: depot,
    end: depot,
    maxDestinations: 15,
    maxPackages: 25,
    maxWeight: 350,
    count: 3,
  },
]);

describe('optimiser worker API', () => {
  it('solves with progress and resolves with the plan', async () => {
    const api = createOptimiserApi(() => Promise.resolve());
    const seen: number[] = [];
    const solution = await api.solve(problem, { iterationLimit: 300 }, (progress) =>
      seen.push(progress.iterations),
    );
    expect(solution.unassigned).toEqual([]);
    expect(solution.routes.flatMap((route) => route.jobs).sort((a, b) => a - b)).toEqual(
      movements.map((_, i) => i),
    );
    expect(seen.at(-1)).toBe(300);
  });

  it('stops on cancel with the best plan so far', async () => {
    const holder: { api?: OptimiserApi } = {};
    const api = createOptimiserApi(async () => holder.api?.cancel());
    holder.api = api;
    const solution = await api.solve(problem, { iterationLimit: 100_000_000, timeLimitMs: 600_000 });
    expect(solution.iterations).toBeLessThan(100_000_000);
    expect(solution.routes.length).toBeGreaterThan(1);
  });
});
