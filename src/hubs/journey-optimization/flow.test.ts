import { describe, expect, it } from 'vitest';
import type { PlanLocation, PlanStop, ProposedJourney } from '../../domain/routing/journey-plan';
import {
  canApply,
  initialOptimisationState,
  movementPlacements,
  optimisationReducer,
  proposalTotals,
  type OptimisationAction,
  type OptimisationState,
} from './flow';
import { dayMovements, dayTemplates, localDay, movementLoad } from '../../domain/routing/day-movements';

const depot: PlanLocation = { id: 'wh', name: 'Warehouse', lat: -38, lng: 145.2 };
const stop = (name: string, packages = 1, weight = 10): PlanStop => ({
  destination: { id: name, name, lat: -37.8, lng: 145 },
  movementIDs: [`m-${name}`],
  packages,
  weight,
});
const journey = (name: string, stops: PlanStop[], limits = [15, 25, 350]): ProposedJourney => ({
  templateID: 't',
  name,
  start: depot,
  end: depot,
  stops,
  limits,
});

function run(state: OptimisationState, ...actions: OptimisationAction[]): OptimisationState {
  return actions.reduce(optimisationReducer, state);
}

const proposed = (): OptimisationState =>
  run(
    initialOptimisationState('2026-03-03', 'wh'),
    { type: 'started' },
    {
      type: 'solved',
      plan: {
        journeys: [journey('A', [stop('a1'), stop('a2'), stop('a3')]), journey('B', [stop('b1')])],
        unplanned: [],
      },
    },
  );

describe('journey optimisation flow', () => {
  it('runs: setup, optimising with progress, proposal', () => {
    let state = run(initialOptimisationState('2026-03-03', 'wh'), { type: 'started' });
    expect(state.phase).toBe('running');
    state = run(state, {
      type: 'progress',
      progress: { bestCost: 10, iterations: 5, unassigned: 0, elapsedMs: 40 },
    });
    expect(state.progress?.iterations).toBe(5);
    expect(run(state, { type: 'pick-day', day: '2026-03-04' }).day).toBe('2026-03-03'); // not while running
    state = run(state, { type: 'solved', plan: { journeys: [journey('A', [stop('a1')])], unplanned: [] } });
    expect(state.phase).toBe('proposal');
  });

  it('moves a stop to another journey and reorders within one; totals follow', () => {
    let state = run(proposed(), { type: 'move-stop', journey: 0, stop: 1, toJourney: 1 });
    expect(state.journeys.map((j) => j.stops.map((s) => s.destination.id))).toEqual([
      ['a1', 'a3'],
      ['b1', 'a2'],
    ]);
    state = run(state, { type: 'shift-stop', journey: 1, stop: 1, by: -1 });
    expect(state.journeys[1]!.stops.map((s) => s.destination.id)).toEqual(['a2', 'b1']);
    expect(run(state, { type: 'shift-stop', journey: 1, stop: 0, by: -1 }).journeys).toEqual(state.journeys); // already first
    expect(proposalTotals(state.journeys)).toEqual({ journeys: 2, stops: 4, load: [4, 4, 40] });
  });

  it('numbers the stops from 1 along each journey for Apply', () => {
    expect(movementPlacements(proposed().journeys)).toEqual([
      { movementID: 'm-a1', journey: 0, arrivalSortNumber: 1 },
      { movementID: 'm-a2', journey: 0, arrivalSortNumber: 2 },
      { movementID: 'm-a3', journey: 0, arrivalSortNumber: 3 },
      { movementID: 'm-b1', journey: 1, arrivalSortNumber: 1 },
    ]);
  });

  it('will not apply a journey over its limits', () => {
    const state = run(proposed(), { type: 'move-stop', journey: 1, stop: 0, toJourney: 0 });
    expect(canApply(state)).toBe(true);
    const tight = { journeys: [journey('A', [stop('a1'), stop('a2')], [1, 25, 350])] };
    expect(canApply(tight)).toBe(false);
    const over: OptimisationState = { ...proposed(), journeys: tight.journeys };
    expect(run(over, { type: 'apply-started' }).phase).toBe('proposal');
    const applied = run(state, { type: 'apply-started' }, { type: 'applied', journeyIDs: ['j1'] });
    expect(applied.phase).toBe('applied');
    expect(applied.appliedJourneyIDs).toEqual(['j1']);
  });

  it('picks a stop and picks it again to let go', () => {
    const picked = run(proposed(), { type: 'pick-stop', journey: 0, stop: 2 });
    expect(picked.picked).toEqual({ journey: 0, stop: 2 });
    expect(run(picked, { type: 'pick-stop', journey: 0, stop: 2 }).picked).toBeNull();
  });
});

describe('the day to optimise', () => {
  const locations = new Map<string, Record<string, unknown>>([
    ['wh', { id: 'wh', locationName: 'Warehouse', lat: -38, lng: 145.2 }],
    ['x', { id: 'x', locationName: 'Box Hill', lat: -37.82, lng: 145.12 }],
    ['nowhere', { id: 'nowhere', locationName: 'No geocode', lat: 0, lng: 0 }],
  ]);
  const base = {
    departureLocationID: 'wh',
    destinationLocationID: 'x',
    dueDepartureOn: '2026-03-02T19:30:00Z',
    packagedItems: [{ quantityPacked: 2, dimensions: { weight: 12.5 } }],
  };
  const rows = [
    { entity: 'deliveries' as const, row: { ...base, id: 'd1' } },
    { entity: 'deliveries' as const, row: { ...base, id: 'd2', dueDepartureOn: '2026-03-03T19:30:00Z' } }, // next day
    { entity: 'deliveries' as const, row: { ...base, id: 'd3', isFulfilled: true } },
    { entity: 'courier-movements' as const, row: { ...base, id: 'c1', journeyID: 'started' } },
    {
      entity: 'courier-movements' as const,
      row: { ...base, id: 'c2', journeyID: 'planned', destinationLocationID: 'nowhere' },
    },
    {
      entity: 'courier-movements' as const,
      row: { ...base, id: 'c3', journeyID: 'planned', arrivalSortNumber: 4 },
    },
  ];

  it("takes the day's unfulfilled movements from the start location, local date in the company's zone", () => {
    expect(localDay('2026-03-02T19:30:00Z', 'Australia/Melbourne')).toBe('2026-03-03');
    const { movements, skipped } = dayMovements(rows, locations, new Set(['started']), {
      day: '2026-03-03',
      startLocationID: 'wh',
      timeZone: 'Australia/Melbourne',
    });
    expect(movements.map((movement) => [movement.id, movement.entity, movement.journeyID])).toEqual([
      ['c3', 'courier-movements', 'planned'],
      ['d1', 'deliveries', null],
    ]);
    expect(skipped).toBe(1);
    expect(movementLoad(base)).toEqual({ packages: 2, weight: 25 });
  });

  it("offers the start location's templates with enough journeys for the day's load", () => {
    const { movements } = dayMovements(rows, locations, new Set(), {
      day: '2026-03-03',
      startLocationID: 'wh',
      timeZone: 'Australia/Melbourne',
    });
    const templates = dayTemplates(
      [
        {
          id: 't1',
          journeyName: 'Metro',
          startLocationID: 'wh',
          endLocationID: 'wh',
          maxDestinations: 15,
          maxPackages: 3,
          maxWeight: 350,
        },
        { id: 't2', journeyName: 'Elsewhere', startLocationID: 'x', endLocationID: 'x' },
      ],
      locations,
      'wh',
      movements,
    );
    expect(templates.map((template) => [template.id, template.count])).toEqual([['t1', 1]]);
  });
});
