import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import type { PlanLocation, PlanStop, ProposedJourney } from '../../../domain/routing/journey-plan';
import { applyJourneys } from './apply-journeys';

const depot: PlanLocation = { id: 'wh', name: 'Warehouse', lat: -38, lng: 145.2 };
const stop = (name: string, packages = 1, weight = 10): PlanStop => ({
  destination: { id: name, name, lat: -37.8, lng: 145 },
  movementIDs: [`m-${name}`],
  packages,
  weight,
});
const journey = (name: string, stops: PlanStop[]): ProposedJourney => ({
  templateID: 't',
  name,
  start: depot,
  end: depot,
  stops,
  limits: [15, 25, 350],
});

describe('apply the proposed journeys', () => {
  const state = {
    journeys: [journey('North', [stop('a', 2, 10.123), stop('b')]), journey('Empty', [])],
    day: '2026-03-03',
    dueStart: '2026-03-02T20:00:00.000Z',
    locations: new Map([['wh', { id: 'wh', locationName: 'Warehouse' }]]),
    entityOf: new Map([['m-b', 'courier-movements' as const]]),
    newIDs: ['jny-new', ''],
  };

  it('makes a journey for each proposed journey with stops, then puts each movement on it in order', () => {
    expect(writesOf(applyJourneys, state)).toEqual([
      {
        op: 'create',
        entity: 'journeys',
        id: 'jny-new',
        fields: {
          journeyName: 'North 2026-03-03',
          journeyTemplateID: 't',
          startLocationID: 'wh',
          endLocationID: 'wh',
          startLocation: { id: 'wh', locationName: 'Warehouse' },
          endLocation: { id: 'wh', locationName: 'Warehouse' },
          dueStartOn: '2026-03-02T20:00:00.000Z',
          isReady: false,
          destinationCount: 2,
          lastPackages: 3,
          lastWeight: 20.12,
        },
      },
      {
        op: 'update',
        entity: 'deliveries',
        id: 'm-a',
        fields: { journeyID: 'jny-new', arrivalSortNumber: 1 },
      },
      {
        op: 'update',
        entity: 'courier-movements',
        id: 'm-b',
        fields: { journeyID: 'jny-new', arrivalSortNumber: 2 },
      },
    ]);
  });

  it('applies nothing when every journey is empty', () => {
    expect(applyJourneys.isEnabled({ ...state, journeys: [journey('Empty', [])] })).toBe(false);
  });
});
