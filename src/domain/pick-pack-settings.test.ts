import { describe, expect, it } from 'vitest';
import { consignmentLinesOf, localDay, pickPackSettingsOf } from './pick-pack-settings';

describe('pick/pack settings', () => {
  it('defaults to the seller picking, one consignment per order', () => {
    expect(pickPackSettingsOf(null)).toEqual({
      picksAndPacks: true,
      consignmentGrouping: 'PerOrder',
      pickPackLocationID: null,
    });
    expect(
      pickPackSettingsOf({
        picksAndPacks: false,
        consignmentGrouping: 'PerCustomerPerDay',
        pickPackLocationID: 'wh',
      }),
    ).toEqual({
      picksAndPacks: false,
      consignmentGrouping: 'PerCustomerPerDay',
      pickPackLocationID: 'wh',
    });
  });

  it('reads the day in the company time zone', () => {
    expect(localDay('2026-01-05T22:00:00Z', 'Australia/Melbourne')).toBe('2026-01-06');
    expect(localDay('2026-01-05T22:00:00Z', 'UTC')).toBe('2026-01-05');
  });

  it('takes the product lines of an order, summed per product', () => {
    expect(
      consignmentLinesOf([
        { productID: 'p', quantity: 2 },
        { productID: null, quantity: 1 },
        { productID: 'q', quantity: 0 },
        { productID: 'p', quantity: 1 },
      ]),
    ).toEqual([{ productID: 'p', quantity: 3 }]);
    expect(consignmentLinesOf(undefined)).toEqual([]);
  });
});
