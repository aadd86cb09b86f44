import { describe, expect, it } from 'vitest';
import { assignTemplates, journeyNames, mainArea } from './journey-naming';
import {
  planFromSolution,
  planProblem,
  type PlanLocation,
  type PlanStop,
  type PlanTemplate,
} from './journey-plan';
import { solveRouting } from './sisr-solver';

const warehouse: PlanLocation = { id: 'wh', name: 'Dandenong South Warehouse', lat: -38.0186, lng: 145.2036 };
const limits = { maxDestinations: 15, maxPackages: 25, maxWeight: 350 };
const loop: PlanTemplate = {
  id: 'tpl-loop',
  name: 'Inner Melbourne Loop',
  start: warehouse,
  end: warehouse,
  ...limits,
  count: 6,
};
const metro: PlanTemplate = {
  id: 'tpl-metro',
  name: 'Metro Morning Run',
  start: warehouse,
  end: warehouse,
  ...limits,
  count: 6,
};
const stopIn = (area: string | undefined, id: string): PlanStop => ({
  destination: { id, name: id, lat: -37.8, lng: 145, ...(area === undefined ? {} : { area }) },
  movementIDs: [id],
  packages: 1,
  weight: 1,
});

describe('assignTemplates', () => {
  it('uses every template that could drive the routes once before any twice, where the solver put them all on the first', () => {
    const routes = Array.from({ length: 6 }, () => ({ vehicle: 0, load: [5, 10, 50] }));
    const assigned = assignTemplates(routes, [loop, metro]);
    expect(assigned.filter((template) => template === 0)).toHaveLength(3);
    expect(assigned.filter((template) => template === 1)).toHaveLength(3);
  });

  it('keeps a route on its template when no other starts and ends there or can carry its load', () => {
    const elsewhere: PlanTemplate = { ...metro, id: 'tpl-geelong', start: { ...warehouse, id: 'geelong' } };
    const small: PlanTemplate = { ...metro, id: 'tpl-small', maxPackages: 5 };
    expect(
      assignTemplates(
        [
          { vehicle: 0, load: [3, 10, 20] },
          { vehicle: 0, load: [3, 10, 20] },
        ],
        [loop, elsewhere, small],
      ),
    ).toEqual([0, 0]);
    // The small template still takes a route that fits it.
    expect(
      assignTemplates(
        [
          { vehicle: 0, load: [3, 10, 20] },
          { vehicle: 0, load: [3, 4, 20] },
        ],
        [loop, small],
      ),
    ).toEqual([0, 1]);
  });

  it('places the routes with fewest choices first, so a heavy route keeps the only template that carries it', () => {
    const big: PlanTemplate = { ...metro, id: 'tpl-big', maxPackages: 100, count: 1 };
    const small: PlanTemplate = { ...loop, maxPackages: 20, count: 1 };
    // The light route comes first but could take either; the heavy one only fits the big van.
    expect(
      assignTemplates(
        [
          { vehicle: 1, load: [2, 5, 10] },
          { vehicle: 1, load: [2, 60, 10] },
        ],
        [small, big],
      ),
    ).toEqual([0, 1]);
  });
});

describe('journeyNames', () => {
  it('names a journey after its template, and after its area when its template drives several', () => {
    expect(
      journeyNames([
        { templateName: 'Metro Morning Run', stops: [stopIn('Fitzroy', 'a')] },
        {
          templateName: 'Inner Melbourne Loop',
          stops: [stopIn('Carlton', 'b'), stopIn('Richmond', 'c'), stopIn('Carlton', 'd')],
        },
        { templateName: 'Inner Melbourne Loop', stops: [stopIn('Richmond', 'e')] },
      ]),
    ).toEqual(['Metro Morning Run', 'Inner Melbourne Loop – Carlton', 'Inner Melbourne Loop – Richmond']);
  });

  it('numbers only the names that would still be the same', () => {
    expect(
      journeyNames([
        { templateName: 'Loop', stops: [stopIn('Carlton', 'a')] },
        { templateName: 'Loop', stops: [stopIn('Carlton', 'b')] },
        { templateName: 'Loop', stops: [stopIn('Kew', 'c')] },
        { templateName: 'Run', stops: [stopIn(undefined, 'd')] },
      ]),
    ).toEqual(['Loop – Carlton 1', 'Loop – Carlton 2', 'Loop – Kew', 'Run']);
    expect(mainArea([stopIn(undefined, 'x'), stopIn(' ', 'y')])).toBeNull();
  });
});

describe('planFromSolution with two templates from one warehouse', () => {
  it('uses both templates and names no two journeys alike', () => {
    const areas = ['Carlton', 'Richmond', 'Fitzroy', 'Brunswick', 'St Kilda', 'Footscray'];
    const movements = Array.from({ length: 36 }, (_, i) => ({
      id: `m${i}`,
      destination: {
        id: `loc-${i}`,
        name: `Cafe ${i}`,
        area: areas[i % areas.length]!,
        lat: -37.75 - 0.01 * (i % 6),
        lng: 144.9 + 0.02 * Math.floor(i / 6),
      },
      packages: 3,
      weight: 20,
    }));
    const problem = planProblem(movements, [loop, metro]);
    const plan = planFromSolution(problem, solveRouting(problem.problem, { seed: 1, iterationLimit: 300 }));
    expect(plan.journeys.length).toBeGreaterThanOrEqual(5); // 108 packages, 25 a journey
    const templates = new Set(plan.journeys.map((journey) => journey.templateID));
    expect(templates).toEqual(new Set(['tpl-loop', 'tpl-metro']));
    const names = plan.journeys.map((journey) => journey.name);
    expect(new Set(names).size).toBe(names.length);
    for (const journey of plan.journeys)
      expect(
        journey.name.startsWith(
          journey.templateID === 'tpl-metro' ? 'Metro Morning Run' : 'Inner Melbourne Loop',
        ),
      ).toBe(true);
    expect(names.some((name) => / \d+$/.test(name) && !name.includes('–'))).toBe(false);
  });
});
