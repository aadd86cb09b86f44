import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { setShortReason } from './set-short-reason';

describe('say why a line is short', () => {
  const current = {
    id: 'c1',
    consignmentOrderItems: [
      { productID: 'milk', quantity: 4 },
      { productID: 'bread', quantity: 1, shortReason: 'Out of stock' },
    ],
  };
  const savedOn = (reason: string | null) => {
    const [write] = writesOf(setShortReason, { consignmentID: 'c1', productID: 'milk', reason });
    expect(write).toMatchObject({ op: 'revise', entity: 'customer-consignments', id: 'c1' });
    return write?.op === 'revise' ? write.revise(current) : {};
  };

  it("sets the line's reason on the lines as they stand, keeping the others' reasons", () => {
    expect(savedOn('Damaged')).toEqual({
      consignmentOrderItems: [
        { productID: 'milk', quantity: 4, shortReason: 'Damaged' },
        { productID: 'bread', quantity: 1, shortReason: 'Out of stock' },
      ],
    });
  });

  it('clears it', () => {
    const lines = savedOn(null).consignmentOrderItems as { productID: string; shortReason?: string | null }[];
    expect(lines.find((line) => line.productID === 'milk')?.shortReason).toBeNull();
  });
});
