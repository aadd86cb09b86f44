import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { dispatchToCourier } from './dispatch-to-courier';
import { consignment } from './fixtures';

describe('dispatch to a courier', () => {
  const state = { consignment, courierID: 'comp-couriers', sensitive: new Set<string>(), newID: 'co-new' };

  it('requests a courier order due when the goods are ready and marks the consignment dispatched', () => {
    const [create, update] = writesOf(dispatchToCourier, state);
    expect(create).toMatchObject({
      op: 'create',
      entity: 'courier-orders',
      id: 'co-new',
      fields: {
        consignmentID: 'con-1',
        courierID: 'comp-couriers',
        journeyID: null,
        dueDepartureOn: '2026-03-02T19:00:00Z',
        courierOrderStatus: 'Requested',
        isTemperatureSensitive: false,
      },
    });
    expect(update).toMatchObject({ entity: 'customer-consignments', fields: { isDispatched: true } });
  });

  it('needs a courier', () => {
    expect(dispatchToCourier.isEnabled({ ...state, courierID: '' })).toBe(false);
  });
});
