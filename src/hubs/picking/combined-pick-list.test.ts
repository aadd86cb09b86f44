import { describe, expect, it } from 'vitest';
import { combinedPickList } from './combined-pick-list';

describe('combinedPickList', () => {
  it("sums a day's consignments per product for the combined pick list", () => {
    expect(
      combinedPickList([
        {
          consignmentOrderItems: [{ productID: 'milk', quantity: 3 }],
          consignmentEntryItems: [{ batchID: 'b', productID: 'milk', quantity: 3, quantityPicked: 2 }],
        },
        {
          consignmentOrderItems: [
            { productID: 'milk', quantity: 5 },
            { productID: 'cola', quantity: 1 },
          ],
        },
      ]),
    ).toEqual([
      { productID: 'milk', ordered: 8, picked: 2, consignments: 2 },
      { productID: 'cola', ordered: 1, picked: 0, consignments: 1 },
    ]);
  });
});
