import { describe, expect, it } from 'vitest';
import {
  answerChanges,
  courierOrderStatus,
  DECLINE_REASON_REQUIRED,
  ordersForCourier,
} from './courier-order-flow';

describe('courier orders for a courier company', () => {
  it('lists only the orders addressed to it and not yet delivered, requests first', () => {
    const orders = [
      {
        id: 'a',
        courierID: 'cour',
        courierOrderStatus: 'Accepted' as const,
        dueDepartureOn: '2026-03-03T00:00:00Z',
      },
      { id: 'b', courierID: 'cour', dueDepartureOn: '2026-03-04T00:00:00Z' },
      { id: 'c', courierID: 'other' },
      {
        id: 'd',
        courierID: 'cour',
        courierOrderStatus: 'Accepted' as const,
        deliveredOn: '2026-03-02T01:00:00Z',
      },
    ];
    expect(ordersForCourier(orders, 'cour').map((order) => order.id)).toEqual(['b', 'a']);
    expect(courierOrderStatus(orders[1]!)).toBe('Requested');
  });

  it('accepts onto a journey, and declines only with a reason', () => {
    const now = new Date('2026-03-03T00:00:00Z');
    expect(answerChanges('Accepted', { now, userID: 'u', journeyID: 'j' })).toEqual({
      courierOrderStatus: 'Accepted',
      answeredOn: now.toISOString(),
      answeredByUserID: 'u',
      journeyID: 'j',
    });
    expect(() => answerChanges('Declined', { now, userID: 'u', reason: ' ' })).toThrow(
      DECLINE_REASON_REQUIRED,
    );
    expect(answerChanges('Declined', { now, userID: 'u', reason: 'No truck' })).toMatchObject({
      courierOrderStatus: 'Declined',
      declineReason: 'No truck',
    });
  });
});
