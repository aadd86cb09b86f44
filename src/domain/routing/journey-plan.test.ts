import { describe, expect, it } from 'vitest';
import {
  journeyArrivals,
  journeyDistance,
  journeyLoad,
  planFromSolution,
  planProblem,
  stopsOf,
  withinLimits,
  type PlanLocation,
  type PlanMovement,
} from './journey-plan';
import { solveRouting } from './sisr-solver';

const warehouse: PlanLocation = { id: 'wh', name: 'Warehouse', lat: -38.0186, lng: 145.2036 };
const at = (i: number): PlanLocation => ({
  id: `loc-${i}`,
  name: `Stop ${i}`,
  lat: -37.75 - 0.02 * (i % 7),
  lng: 144.9 + 0.03 * Math.floor(i / 7),
});
const movements: PlanMovement[] = Array.from({ length: 42 }, (_, i) => ({
  id: `mv-${i}`,
  destination: at(i),
  packages: 1 + (i % 2),
  weight: 15,
}));
const template = {
  id: 'tpl',
  name: 'Metro Run',
  start: warehouse,
  end: warehouse,
  maxDestinations: 15,
  maxPackages: 25,
  maxWeight: 350,
  count: 4,
};

describe('journey plan', () => {
  it('makes one stop per destination, adding up packages and weight', () => {
    const stops = stopsOf([
      { id: 'a', destination: at(1), packages: 2, weight: 10 },
      { id: 'b', destination: at(2), packages: 1, weight: 5 },
      { id: 'c', destination: at(1), packages: 3, weight: 20 },
    ]);
    expect(stops.map((stop) => [stop.destination.id, stop.movementIDs, stop.packages, stop.weight])).toEqual([
      ['loc-1', ['a', 'c'], 5, 30],
      ['loc-2', ['b'], 1, 5],
    ]);
  });

  it('plans a day beyond one journey into several journeys within every limit, each movement once', () => {
    const problem = planProblem(movements, [template]);
    const plan = planFromSolution(problem, solveRouting(problem.problem, { seed: 1, iterationLimit: 1000 }));
    expect(plan.unplanned).toEqual([]);
    expect(plan.journeys.length).toBeGreaterThanOrEqual(3); // 42 stops, 63 packages: three journeys at least
    expect(plan.journeys.every(withinLimits)).toBe(true);
    expect(
      plan.journeys.flatMap((journey) => journey.stops.flatMap((stop) => stop.movementIDs)).sort(),
    ).toEqual(movements.map((movement) => movement.id).sort());
    expect(plan.journeys.map((journey) => journey.name)).toContain('Metro Run 1');
  });

  it('leaves out what no template can carry, with the reason', () => {
    const heavy = { id: 'heavy', destination: at(50), packages: 1, weight: 900 };
    const problem = planProblem([heavy, ...movements.slice(0, 3)], [{ ...template, count: 1 }]);
    const plan = planFromSolution(problem, solveRouting(problem.problem, { seed: 1, iterationLimit: 100 }));
    expect(plan.unplanned).toEqual([
      {
        stop: expect.objectContaining({ movementIDs: ['heavy'] }),
        reason: 'exceeds-capacity',
        dimension: 'weight',
      },
    ]);
    expect(plan.journeys).toHaveLength(1);
    expect(plan.journeys[0]!.name).toBe('Metro Run');
  });

  it('measures load and great-circle distance of a journey', () => {
    const stops = stopsOf(movements.slice(0, 2));
    expect(journeyLoad(stops)).toEqual([2, 3, 30]);
    const there = journeyDistance({ start: warehouse, end: warehouse, stops: stops.slice(0, 1) });
    expect(there / 1000).toBeGreaterThan(70); // there and back
    expect(there / 1000).toBeLessThan(100);
    expect(withinLimits({ stops, limits: [1, 25, 350] })).toBe(false);
  });
});

describe('journey plan with deliver-by times', () => {
  it('serves a stop due early first, and reports one nobody can reach in time', () => {
    const near = {
      id: 'near',
      destination: { id: 'near', name: 'Near', lat: -38.0, lng: 145.2 },
      packages: 1,
      weight: 1,
    };
    const early = {
      id: 'early',
      destination: { id: 'early', name: 'Early', lat: -37.9, lng: 145.2 },
      packages: 1,
      weight: 1,
      deliverBy: 30,
    };
    const impossible = {
      id: 'impossible',
      destination: { id: 'far', name: 'Far', lat: -36.0, lng: 145.2 },
      packages: 1,
      weight: 1,
      deliverBy: 10,
    };
    const problem = planProblem([near, early, impossible], [{ ...template, count: 1 }]);
    expect(problem.problem.travelTime).toBeDefined();
    const plan = planFromSolution(problem, solveRouting(problem.problem, { seed: 1, iterationLimit: 200 }));
    expect(plan.journeys[0]!.stops.map((stop) => stop.destination.id)).toEqual(['early', 'near']);
    expect(plan.unplanned).toEqual([
      { stop: expect.objectContaining({ movementIDs: ['impossible'] }), reason: 'time-window' },
    ]);
  });
});

describe('arrival times of a journey', () => {
  const near = {
    destination: { id: 'near', name: 'Near', lat: -38.0, lng: 145.2 },
    movementIDs: ['n'],
    packages: 1,
    weight: 1,
  };
  const early = {
    destination: { id: 'early', name: 'Early', lat: -37.9, lng: 145.2 },
    movementIDs: ['e'],
    packages: 1,
    weight: 1,
    deliverBy: 30,
  };

  it('adds travel at the speed and service at each stop before the next, from the departure', () => {
    const [first, second] = journeyArrivals(
      { start: warehouse, stops: [near, early] },
      { departAt: 0, metresPerMinute: 500, serviceMinutes: 5 },
    );
    const legOne = journeyDistance({ start: warehouse, end: near.destination, stops: [] }) / 500;
    const legTwo = journeyDistance({ start: near.destination, end: early.destination, stops: [] }) / 500;
    expect(first!.arrival).toBeCloseTo(legOne, 6);
    expect(second!.arrival).toBeCloseTo(legOne + 5 + legTwo, 6);
  });

  it("marks a stop late when the order puts it after its order slot's deliver-by", () => {
    expect(journeyArrivals({ start: warehouse, stops: [early, near] }).map((stop) => stop.late)).toEqual([
      false,
      false,
    ]);
    expect(journeyArrivals({ start: warehouse, stops: [near, early] }).map((stop) => stop.late)).toEqual([
      false,
      true,
    ]);
    expect(journeyArrivals({ start: warehouse, stops: [early, near] }, { departAt: 20 })[0]).toMatchObject({
      deliverBy: 30,
      late: true,
    });
  });
});
