import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import type { MirrorRecord } from '../../../data/mirror-row';
import { declineCourierOrder } from './decline-courier-order';

const order = { id: 'co-1', _syncState: 'synced' } as MirrorRecord;
const now = new Date('2026-03-03T00:00:00Z');

describe('decline a courier order', () => {
  it('declines a request with the reason, saying who answered when', () => {
    expect(writesOf(declineCourierOrder, { order, reason: ' No truck free ', now, userID: 'u9' })).toEqual([
      {
        op: 'update',
        entity: 'courier-orders',
        id: 'co-1',
        fields: {
          courierOrderStatus: 'Declined',
          declineReason: 'No truck free',
          answeredOn: now.toISOString(),
          answeredByUserID: 'u9',
        },
      },
    ]);
  });

  it('needs a reason', () => {
    expect(declineCourierOrder.isEnabled({ order, reason: ' ', now, userID: 'u9' })).toBe(false);
  });
});
