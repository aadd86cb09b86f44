import { describe, expect, it } from 'vitest';
import { deliverByIndex, deliveryInsights } from './delivery-insights';

const ZONE = 'Australia/Melbourne';
const NOW = Date.parse('2026-11-25T02:00:00Z');
const range = {
  from: Date.parse('2026-11-22T13:00:00Z'),
  to: Date.parse('2026-11-24T13:00:00Z'),
  now: NOW,
  timeZone: ZONE,
}; // 23 to 25 Nov local

const orders = [
  // Placed in a slot: the slot's deliverBy decides, not the later due date.
  { id: 'o1', deliverBy: '2026-11-23T21:00:00Z', dueDate: '2026-11-23T23:00:00Z' },
  { id: 'o2', dueDate: '2026-11-23T21:00:00Z' },
];

const drop = (id: string, extra: Record<string, unknown>) => ({ id, isPickup: false, ...extra });

describe('deliveryInsights', () => {
  const deliveries = [
    drop('d1', { customerOrderID: 'o1', deliveredOn: '2026-11-23T22:00:00Z' }), // after the slot's deliverBy: late
    drop('d2', {
      customerOrderID: 'o2',
      deliveredOn: '2026-11-23T20:45:00Z',
      isFlagged: true,
      driverNotes: 'Broken bottle',
      destinationLocation: { locationName: 'Swan Street Kitchen' },
    }),
    drop('d3', { dueArrivalOn: '2026-11-22T22:00:00Z', deliveredOn: '2026-11-22T21:00:00Z' }), // no order: its own due time
    drop('d4', { deliveredOn: '2026-11-22T21:00:00Z' }), // nothing to judge by
    drop('d5', { dueArrivalOn: '2026-11-24T20:00:00Z' }), // due this morning, not delivered
    drop('d6', { isPickup: true, deliveredOn: '2026-11-22T21:00:00Z' }),
    drop('d7', { deliveredOn: '2026-11-10T21:00:00Z', dueArrivalOn: '2026-11-10T22:00:00Z' }), // before the range
  ];
  const result = deliveryInsights(deliveries, deliverByIndex(orders), range);

  it('counts drops per local day, judged against the order slot, the order, then the movement', () => {
    expect(result.days.map((day) => [day.day, day.delivered, day.onTime, day.late, day.flagged])).toEqual([
      ['23 Nov', 2, 1, 0, 0],
      ['24 Nov', 2, 1, 1, 1],
      ['25 Nov', 0, 0, 0, 0],
    ]);
    expect(result.totals).toEqual({
      delivered: 4,
      onTime: 2,
      late: 1,
      unjudged: 1,
      flagged: 1,
      onTimeShare: 2 / 3,
      overdue: 1,
    });
  });

  it('lists the flagged deliveries with where they went and the driver notes', () => {
    expect(result.flaggedDeliveries).toEqual([
      {
        id: 'd2',
        deliveredOn: Date.parse('2026-11-23T20:45:00Z'),
        place: 'Swan Street Kitchen',
        receiverName: '',
        notes: 'Broken bottle',
      },
    ]);
  });

  it('has no on-time share when nothing could be judged', () => {
    expect(deliveryInsights([], new Map(), range).totals.onTimeShare).toBeNull();
  });
});
