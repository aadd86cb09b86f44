import { describe, expect, it } from 'vitest';
import { dispatchFlow } from './flow';
import { mirrorRow } from './commands/fixtures';

describe('the dispatch hub flow', () => {
  const view = dispatchFlow({
    consignments: [
      mirrorRow('customer-consignments', 'c-ready', {
        dueDate: '2026-03-02T22:00:00Z',
        packedOn: '2026-03-02T21:00:00Z',
      }),
      mirrorRow('customer-consignments', 'c-other-day', {
        dueDate: '2026-03-05T22:00:00Z',
        packedOn: '2026-03-02T21:00:00Z',
      }),
    ],
    deliveries: [
      mirrorRow('deliveries', 'd1', { journeyID: 'jny-today' }),
      mirrorRow('deliveries', 'd2', { journeyID: 'jny-today', isInactive: true }),
    ],
    courierMovements: [mirrorRow('courier-movements', 'm1', { journeyID: 'jny-today' })],
    courierOrders: [],
    journeys: [
      mirrorRow('journeys', 'jny-today', { journeyName: 'Metro', dueStartOn: '2026-03-02T20:00:00Z' }),
      mirrorRow('journeys', 'jny-tomorrow', { dueStartOn: '2026-03-03T20:00:00Z' }),
    ],
    couriers: [
      mirrorRow('couriers', 'cr-own', { courierID: 'comp1' }),
      mirrorRow('couriers', 'cr-1', { courierID: 'comp-c', companyName: 'Fast' }),
    ],
    users: [
      mirrorRow('users', 'u1', { companyAccountID: 'comp1', firstName: 'Dana', lastName: 'Lee' }),
      mirrorRow('users', 'u2', { companyAccountID: 'comp-other', firstName: 'Eli' }),
    ],
    day: '2026-03-03',
    timeZone: 'Australia/Melbourne',
    ownCompany: 'comp1',
  });

  it('groups the day’s consignments by state', () => {
    expect(view.groups.get('ready')?.map((item) => item.id)).toEqual(['c-ready']);
  });

  it('lists the day’s journeys with their active stops', () => {
    expect(view.journeyOptions).toEqual([{ value: 'jny-today', label: 'Metro' }]);
    expect(view.stopsOf('jny-today').map((stop) => stop.id)).toEqual(['d1', 'm1']);
  });

  it('offers other couriers and the company’s own drivers', () => {
    expect(view.courierOptions).toEqual([{ value: 'comp-c', label: 'Fast' }]);
    expect(view.driverOptions).toEqual([{ value: 'u1', label: 'Dana Lee' }]);
  });
});
