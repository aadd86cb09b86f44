import { describe, expect, it } from 'vitest';
import type { MirrorRecord, MirrorRow } from '../../data/mirror-row';
import { courierPortalFlow } from './flow';

const row = (id: string, fields: Record<string, unknown>) =>
  ({ id, _syncState: 'synced', ...fields }) as MirrorRecord;
const journeys = [
  { id: 'j1', _syncState: 'synced', journeyName: 'North' },
  { id: 'j2', _syncState: 'synced', isInactive: true },
] as unknown as MirrorRow<'journeys'>[];
const orders = [row('o1', { courierID: 'comp-c' }), row('o2', { courierID: 'comp-other' })];

describe('the courier portal flow', () => {
  it('shows a courier company the orders addressed to it, and its active journeys', () => {
    const view = courierPortalFlow({ orders, journeys, isCourier: true, ownCompany: 'comp-c' });
    expect(view.orders.map((order) => order.id)).toEqual(['o1']);
    expect(view.journeyOptions).toEqual([{ value: 'j1', label: 'North' }]);
  });

  it('shows no orders to answer to a company that is not a courier, or before its id is known', () => {
    expect(courierPortalFlow({ orders, journeys, isCourier: false, ownCompany: 'comp-c' }).orders).toEqual(
      [],
    );
    expect(courierPortalFlow({ orders, journeys, isCourier: true, ownCompany: '' }).orders).toEqual([]);
  });
});
