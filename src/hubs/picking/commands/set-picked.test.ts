import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import type { Write } from '../../../data/write';
import { setPicked } from './set-picked';

/** What a write sets on the consignment as the device holds it when the write is saved. */
function savedOn(write: Write | undefined, current: Record<string, unknown>) {
  return write?.op === 'revise' ? write.revise(current) : {};
}

describe('pick from a batch', () => {
  const consignment = {
    id: 'c1',
    consignmentEntryItems: [{ batchID: 'b1', productID: 'milk', quantity: 2, quantityPicked: 2 }],
  };

  it('sets what is picked of the line from the batch', () => {
    const [write] = writesOf(setPicked, {
      consignmentID: 'c1',
      productID: 'milk',
      batchID: 'b1',
      quantity: 5,
    });
    expect(write).toMatchObject({ op: 'revise', entity: 'customer-consignments', id: 'c1' });
    expect(savedOn(write, consignment)).toMatchObject({
      consignmentEntryItems: [{ batchID: 'b1', productID: 'milk', quantityPicked: 5 }],
    });
  });

  it('keeps a pick of another line saved after the screen last showed the consignment', () => {
    // The picker tapped bread, then milk before the screen showed bread's pick.
    const [write] = writesOf(setPicked, {
      consignmentID: 'c1',
      productID: 'milk',
      batchID: 'b1',
      quantity: 3,
    });
    const withBread = {
      ...consignment,
      consignmentEntryItems: [
        ...consignment.consignmentEntryItems,
        { batchID: 'b2', productID: 'bread', quantity: 1, quantityPicked: 1 },
      ],
    };
    const items = savedOn(write, withBread).consignmentEntryItems as {
      productID: string;
      quantityPicked: number;
    }[];
    expect(items.map((item) => [item.productID, item.quantityPicked])).toEqual([
      ['milk', 3],
      ['bread', 1],
    ]);
  });

  it('never picks below none', () => {
    const [write] = writesOf(setPicked, {
      consignmentID: 'c1',
      productID: 'milk',
      batchID: 'b1',
      quantity: -1,
    });
    const items = savedOn(write, consignment).consignmentEntryItems as { quantityPicked?: number }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => (item.quantityPicked ?? 0) >= 0)).toBe(true);
  });
});
