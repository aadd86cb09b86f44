import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { setPicked } from './set-picked';

describe('pick from a batch', () => {
  const entryItems = [{ batchID: 'b1', productID: 'milk', quantity: 2, quantityPicked: 2 }];

  it('sets what is picked of the line from the batch', () => {
    const [write] = writesOf(setPicked, {
      consignmentID: 'c1',
      entryItems,
      productID: 'milk',
      batchID: 'b1',
      quantity: 5,
    });
    expect(write).toMatchObject({
      op: 'update',
      entity: 'customer-consignments',
      id: 'c1',
      fields: { consignmentEntryItems: [{ batchID: 'b1', productID: 'milk', quantityPicked: 5 }] },
    });
  });

  it('never picks below none', () => {
    const [write] = writesOf(setPicked, {
      consignmentID: 'c1',
      entryItems,
      productID: 'milk',
      batchID: 'b1',
      quantity: -1,
    });
    const items =
      write?.op === 'update' ? (write.fields.consignmentEntryItems as { quantityPicked?: number }[]) : [];
    expect(items.every((item) => (item.quantityPicked ?? 0) >= 0)).toBe(true);
  });
});
