import { describe, expect, it } from 'vitest';
import type { MirrorRow } from '../../data/mirror-row';
import { pickingFlow, toPickOf } from './flow';

const synced = { _syncState: 'synced' } as const;
const consignment = (id: string, fields: Record<string, unknown>) =>
  ({
    ...synced,
    id,
    consignmentNumber: id.toUpperCase(),
    departureLocationID: 'wh',
    consignmentOrderItems: [{ productID: 'milk', quantity: 2 }],
    ...fields,
  }) as MirrorRow<'customer-consignments'>;

const consignments = [
  consignment('c1', { dueDate: '2026-03-04T01:00:00Z', buyer: { companyName: 'Cafe One' } }),
  consignment('c2', { dueDate: '2026-03-04T02:00:00Z', pickedOn: '2026-03-03T00:00:00Z' }),
  consignment('c3', { dueDate: '2026-03-04T03:00:00Z' }),
  consignment('c4', { dueDate: '2026-03-05T01:00:00Z', departureLocationID: 'depot' }),
  consignment('c5', { dueDate: '2026-03-04T01:00:00Z', packedOn: '2026-03-03T00:00:00Z' }),
  consignment('c6', { dueDate: '2026-03-04T01:00:00Z', fulfillmentBuyerID: 'me', fulfillerID: '3pl' }),
];

describe('the picking flow', () => {
  it("picks what is on the company's own floor, not packed, by where it leaves from", () => {
    const { toPick, locationIDs } = toPickOf(consignments, 'me');
    expect(toPick.map((c) => c.id)).toEqual(['c1', 'c2', 'c3', 'c4']);
    expect(locationIDs).toEqual(['depot', 'wh']);
  });

  it("shows the tablet location's day in picking batches, the first with work left chosen", () => {
    const { toPick } = toPickOf(consignments, 'me');
    const view = pickingFlow({
      toPick,
      locationID: 'wh',
      timeZone: 'UTC',
      batchSize: 1,
      chosenDay: null,
      chosenBatch: null,
    });
    expect(view.anyHere).toBe(true);
    expect(view.day).toBe('2026-03-04');
    expect(view.batches.map((batch) => batch.label)).toEqual(['Batch 1 (1)', 'Batch 2 (1)', 'Batch 3 (1)']);
    expect(view.batchIndex).toBe(0);
    expect(view.cards).toMatchObject([{ number: 'C1', buyerName: 'Cafe One', lineCount: 1, picked: false }]);
    expect(view.combined).toEqual([{ productID: 'milk', ordered: 2, picked: 0, consignments: 1 }]);
  });

  it("keeps the picker's chosen batch, and says when the location has nothing", () => {
    const { toPick } = toPickOf(consignments, 'me');
    const input = { toPick, timeZone: 'UTC', batchSize: 1, chosenDay: null };
    expect(pickingFlow({ ...input, locationID: 'wh', chosenBatch: '1' }).cards[0]?.picked).toBe(true);
    expect(pickingFlow({ ...input, locationID: 'cold', chosenBatch: null }).anyHere).toBe(false);
  });
});
