import { describe, expect, it } from 'vitest';
import { writesOf } from '../../../blocks/hub/command';
import { pickedUnits, suggestPackages } from '../pack-state';
import { markPacked, type MarkPackedState } from './mark-packed';

const packages = suggestPackages(
  pickedUnits([{ productID: 'milk', quantityPicked: 2 }]),
  [{ id: 'milk', productName: 'Milk', weight: 2 }],
  [],
  [],
);
const state = (fields: Partial<MarkPackedState>): MarkPackedState => ({
  consignmentID: 'c1',
  packages,
  weights: { orderWeight: 4, stockWeight: 4.5 },
  labelRequired: false,
  labelsPrinted: false,
  userID: 'user-1',
  now: () => '2026-03-04T08:00:00.000Z',
  ...fields,
});

describe('mark a consignment packed', () => {
  it('saves its packages and weights, and makes it ready for a courier', () => {
    expect(writesOf(markPacked, state({}))).toEqual([
      {
        op: 'update',
        entity: 'customer-consignments',
        id: 'c1',
        fields: {
          packagedItems: packages,
          orderWeight: 4,
          stockWeight: 4.5,
          packedOn: '2026-03-04T08:00:00.000Z',
          packedByUserID: 'user-1',
          readyOn: '2026-03-04T08:00:00.000Z',
          isReadyToOrderCourier: true,
          needsPacking: false,
        },
      },
    ]);
  });

  it('waits for the labels where every package needs one, and for a package', () => {
    expect(writesOf(markPacked, state({ labelRequired: true }))).toEqual([]);
    expect(writesOf(markPacked, state({ labelRequired: true, labelsPrinted: true }))).toHaveLength(1);
    expect(writesOf(markPacked, state({ packages: [] }))).toEqual([]);
  });
});
