import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { dispatchToJourney } from './dispatch-to-journey';
import { consignment, mirrorRow } from './fixtures';

describe('dispatch to a journey', () => {
  const state = {
    consignment,
    journeyID: 'jny-1',
    stops: [mirrorRow('deliveries', 'd1', { arrivalSortNumber: 4 })],
    ownCompany: 'comp1',
    sensitive: new Set(['milk']),
    newID: 'del-new',
  };

  it('adds a delivery as the next stop and marks the consignment dispatched', () => {
    const [create, update] = writesOf(dispatchToJourney, state);
    expect(create).toMatchObject({
      op: 'create',
      entity: 'deliveries',
      id: 'del-new',
      fields: {
        consignmentID: 'con-1',
        journeyID: 'jny-1',
        arrivalSortNumber: 5,
        courierID: 'comp1',
        isTemperatureSensitive: true,
        packagedItems: [{ code: 'CRT', quantityPacked: 2 }],
      },
    });
    expect(update).toEqual({
      op: 'update',
      entity: 'customer-consignments',
      id: 'con-1',
      fields: { isDispatched: true },
    });
  });

  it('needs a journey', () => {
    expect(dispatchToJourney.isEnabled({ ...state, journeyID: '' })).toBe(false);
  });
});
