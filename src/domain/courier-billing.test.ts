import { describe, expect, it } from 'vitest';
import {
  carriedByCourier,
  courierBillableItemID,
  courierBillableItemsFor,
  courierRatesOf,
  deliveredLoad,
  dueOnFor,
  invoiceLinesFrom,
  invoiceTotalsOf,
  isDelivered,
  pickCourierTier,
  UNPRICED_TAG,
  unbilledByClient,
  unbilledFor,
} from './courier-billing';

const delivered = {
  id: 'cor-1',
  courierID: 'cour',
  deliveredOn: '2026-03-03T01:30:00.000Z',
  packagedItems: [
    { quantityPacked: 4, quantityDelivered: 3, dimensions: { weight: 10.25 } },
    { quantityPacked: 2, quantityDelivered: 2, dimensions: { weight: 5 } },
  ],
};
const parties = { client: 'supp', courier: 'cour', place: 'Geelong Pier Cafe' };

describe('courier billable items of a delivered courier order', () => {
  it('bills only a delivered order carried by another company', () => {
    expect(isDelivered(delivered)).toBe(true);
    expect(isDelivered({ deliveredOn: null })).toBe(false);
    expect(isDelivered({ deliveredOn: '0001-01-01T00:00:00Z' })).toBe(false);
    expect(carriedByCourier(delivered, 'supp')).toBe(true);
    expect(carriedByCourier({ courierID: 'supp' }, 'supp')).toBe(false);
  });

  it('counts the packages and kilograms delivered, not packed', () => {
    expect(deliveredLoad(delivered)).toEqual({ packages: 5, weight: 40.75 });
  });

  it('prices the delivery, packages and weight from the tier, with GST', () => {
    const items = courierBillableItemsFor(
      delivered,
      courierRatesOf({ deliveryFee: 18.5, packageFee: 1.2, weightFee: 0.1 }),
      parties,
    );
    expect(items.map((item) => [item.id, item.quantity, item.unitPrice, item.amountTotal])).toEqual([
      [courierBillableItemID('cour', 'cor-1', 'delivery'), 1, 18.5, 18.5],
      [courierBillableItemID('cour', 'cor-1', 'packages'), 5, 1.2, 6],
      [courierBillableItemID('cour', 'cor-1', 'weight'), 40.75, 0.1, 4.08],
    ]);
    expect(
      items.every(
        (item) =>
          item.buyerID === 'supp' &&
          item.sellerID === 'cour' &&
          item.itemID === 'cor-1' &&
          item.taxType === 'GST' &&
          item.isInvoiced === false,
      ),
    ).toBe(true);
    expect(items[0]?.description).toBe('Delivery to Geelong Pier Cafe on 2026-03-03');
  });

  it('leaves out fees the tier does not set, and records the delivery unpriced without a tier', () => {
    expect(courierBillableItemsFor(delivered, courierRatesOf({ deliveryFee: 20 }), parties)).toHaveLength(1);
    const unpriced = courierBillableItemsFor(delivered, null, parties);
    expect(unpriced).toEqual([expect.objectContaining({ unitPrice: 0, amountTotal: 0, tags: UNPRICED_TAG })]);
  });

  it('reads negative or missing fees as 0', () => {
    // A tier as stored JSON may hold anything in a fee.
    expect(courierRatesOf(JSON.parse('{ "deliveryFee": -4, "packageFee": "x" }'))).toEqual({
      deliveryFee: 0,
      packageFee: 0,
      weightFee: 0,
    });
    expect(courierRatesOf(null)).toEqual({ deliveryFee: 0, packageFee: 0, weightFee: 0 });
  });

  it("takes the agreement's tier, else the default, never an inactive one", () => {
    const tiers = [{ id: 't1', isDefault: true }, { id: 't2' }, { id: 't3', isInactive: true }];
    expect(pickCourierTier('t2', tiers)?.id).toBe('t2');
    expect(pickCourierTier(null, tiers)?.id).toBe('t1');
    expect(pickCourierTier('t3', tiers)?.id).toBe('t1');
    expect(pickCourierTier(null, [{ id: 't2' }])).toBeNull();
  });
});

describe('a courier invoice from billable items', () => {
  const items = [
    {
      id: 'b',
      buyerID: 'supp',
      quantity: 1,
      unitPrice: 20,
      taxType: 'GST',
      createdOn: '2026-03-02T00:00:00Z',
      description: 'Delivery',
    },
    {
      id: 'a',
      buyerID: 'supp',
      quantity: 5,
      unitPrice: 1.2,
      taxType: 'GST',
      createdOn: '2026-03-01T00:00:00Z',
      description: 'Packages',
    },
    { id: 'c', buyerID: 'supp', quantity: 1, unitPrice: 20, taxType: 'GST', isInvoiced: true },
    { id: 'd', buyerID: 'other', quantity: 1, unitPrice: 7, taxType: 'GST' },
  ];

  it('takes only the client’s items not yet invoiced, oldest first', () => {
    expect(unbilledFor(items, 'supp').map((item) => item.id)).toEqual(['a', 'b']);
    const groups = unbilledByClient(items);
    expect([...groups.keys()]).toEqual(['supp', 'other']);
    expect(groups.get('supp')?.total).toBe(28.6);
  });

  it('makes one line per item and adds GST', () => {
    const open = unbilledFor(items, 'supp');
    expect(
      invoiceLinesFrom(open).map((line) => [line.itemID, line.quantity, line.unitPrice, line.sortNumber]),
    ).toEqual([
      ['a', 5, 1.2, 1],
      ['b', 1, 20, 2],
    ]);
    expect(invoiceTotalsOf(open)).toEqual({ subTotal: 26, taxTotal: 2.6, amountTotal: 28.6 });
  });

  it('falls due by the payment terms, or in 14 days without', () => {
    expect(dueOnFor('2026-03-10T00:00:00.000Z', { daysToPay: 30, isEndOfMonth: true })).toBe(
      '2026-04-30T00:00:00.000Z',
    );
    expect(dueOnFor('2026-03-10T00:00:00.000Z', { daysToPay: 7 })).toBe('2026-03-17T00:00:00.000Z');
    expect(dueOnFor('2026-03-10T00:00:00.000Z', null)).toBe('2026-03-24T00:00:00.000Z');
  });
});
