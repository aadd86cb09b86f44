import { describe, expect, it } from 'vitest';
import { recountTrackedTotals, trackedChange, type TrackedSource } from './tracked-totals';

const consignment = (data: Record<string, unknown>, isInactive = false): TrackedSource => ({
  section: 'Customer/Consignments',
  companyAccountID: 'seller',
  isInactive,
  data: {
    departureLocationID: 'wh',
    consignmentOrderItems: [
      { productID: 'milk', quantity: 6 },
      { productID: 'oj', quantity: 2 },
    ],
    ...data,
  },
});
const totalsOf = (rows: TrackedSource[], key: string) => recountTrackedTotals(rows).get(key)?.totals;

describe('stock tracked totals', () => {
  it('asks the warehouse for the order lines less what is picked, while picking goes on', () => {
    const picking = consignment({
      consignmentEntryItems: [
        { productID: 'milk', batchID: 'b1', quantityPicked: 4 },
        { productID: 'milk', batchID: 'b2', quantityPicked: 1 },
      ],
    });
    expect(totalsOf([picking], 'seller|wh|milk')).toEqual({
      inStock: 0,
      onRequest: 1,
      consigned: 5,
      onOrder: 0,
    });
    expect(totalsOf([picking], 'seller|wh|oj')).toEqual({
      inStock: 0,
      onRequest: 2,
      consigned: 0,
      onOrder: 0,
    });
  });

  it('asks no more once picked, and counts nothing once dispatched, arrived or deleted', () => {
    const picked = {
      pickedOn: '2026-11-25T03:00:00Z',
      consignmentEntryItems: [{ productID: 'milk', quantityPicked: 4 }],
    };
    expect(totalsOf([consignment(picked)], 'seller|wh|milk')).toEqual({
      inStock: 0,
      onRequest: 0,
      consigned: 4,
      onOrder: 0,
    });
    expect(recountTrackedTotals([consignment({ ...picked, isDispatched: true })]).size).toBe(0);
    expect(recountTrackedTotals([consignment({ ...picked, performedOn: '2026-11-25T05:00:00Z' })]).size).toBe(
      0,
    );
    expect(recountTrackedTotals([consignment(picked, true)]).size).toBe(0);
  });

  it('counts purchase orders on order for the buyer at the delivery location until received', () => {
    const freight = { productID: null, description: 'Freight', quantity: 1 };
    const po = (data: Record<string, unknown>): TrackedSource => ({
      section: 'PurchaseOrders',
      companyAccountID: 'owner',
      isInactive: false,
      data: {
        buyerID: 'buyer',
        locationID: 'wh',
        orderItems: [{ productID: 'oj', quantity: 24 }, freight],
        ...data,
      },
    });
    expect(totalsOf([po({}), po({})], 'buyer|wh|oj')).toEqual({
      inStock: 0,
      onRequest: 0,
      consigned: 0,
      onOrder: 48,
    });
    expect(recountTrackedTotals([po({ receivedOn: '2026-11-27T21:00:00Z' })]).size).toBe(0);
  });

  it("counts the stock items' available units in stock", () => {
    const item = (batchID: string, available: number): TrackedSource => {
      const data = { locationID: 'wh', productID: 'milk', batchID, available, onHold: 3 };
      return { section: 'Stock/Items', companyAccountID: 'c', isInactive: false, data };
    };
    expect(totalsOf([item('b1', 4), item('b2', 5)], 'c|wh|milk')).toMatchObject({ inStock: 9 });
  });

  it('changes by what a write changed, listing only keys that moved', () => {
    const before = consignment({});
    const after = consignment({ consignmentEntryItems: [{ productID: 'milk', quantityPicked: 2 }] });
    expect(trackedChange(before, after)).toEqual([
      {
        companyAccountID: 'seller',
        locationID: 'wh',
        productID: 'milk',
        totals: { inStock: 0, onRequest: -2, consigned: 2, onOrder: 0 },
      },
    ]);
    expect(trackedChange(after, after)).toEqual([]);
    expect(trackedChange(after, consignment({}, true)).map((change) => change.productID)).toEqual([
      'milk',
      'oj',
    ]);
  });
});
