import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import type { MirrorRecord } from '../../../data/mirror-row';
import { acceptCourierOrder } from './accept-courier-order';

const order = { id: 'co-1', _syncState: 'synced', courierOrderStatus: 'Requested' } as MirrorRecord;
const now = new Date('2026-03-03T00:00:00Z');

describe('accept a courier order', () => {
  it('accepts a request onto one of the courier’s journeys, saying who answered when', () => {
    expect(writesOf(acceptCourierOrder, { order, journeyID: 'j1', now, userID: 'u9' })).toEqual([
      {
        op: 'update',
        entity: 'courier-orders',
        id: 'co-1',
        fields: {
          courierOrderStatus: 'Accepted',
          answeredOn: now.toISOString(),
          answeredByUserID: 'u9',
          journeyID: 'j1',
        },
      },
    ]);
  });

  it('answers only a request', () => {
    const accepted = { ...order, courierOrderStatus: 'Accepted' } as MirrorRecord;
    expect(acceptCourierOrder.isEnabled({ order: accepted, journeyID: null, now, userID: 'u9' })).toBe(false);
  });
});
