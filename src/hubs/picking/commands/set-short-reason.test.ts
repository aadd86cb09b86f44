import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { setShortReason } from './set-short-reason';

describe('say why a line is short', () => {
  it("sets the line's reason, or clears it", () => {
    const orderItems = [
      { productID: 'milk', quantity: 4 },
      { productID: 'bread', quantity: 1 },
    ];
    expect(
      writesOf(setShortReason, { consignmentID: 'c1', orderItems, productID: 'milk', reason: 'Damaged' }),
    ).toEqual([
      {
        op: 'update',
        entity: 'customer-consignments',
        id: 'c1',
        fields: {
          consignmentOrderItems: [
            { productID: 'milk', quantity: 4, shortReason: 'Damaged' },
            { productID: 'bread', quantity: 1 },
          ],
        },
      },
    ]);
  });
});
